CREATE TABLE "spare_part_request_invitations" (
	"request_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"distance_km" double precision NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spare_part_request_invitations_request_id_supplier_id_pk" PRIMARY KEY("request_id","supplier_id"),
	CONSTRAINT "spare_part_request_invitations_distance" CHECK ("spare_part_request_invitations"."distance_km" >= 0)
);
--> statement-breakpoint
CREATE TABLE "spare_part_request_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"name" text NOT NULL,
	"part_number" text,
	"category" text NOT NULL,
	"quantity" integer NOT NULL,
	"grades" jsonb NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spare_part_request_items_quantity" CHECK ("spare_part_request_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "spare_part_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"vehicle_id" uuid,
	"vehicle_description" text,
	"address_line" text,
	"landmark" text,
	"town" text,
	"lga" text,
	"state" text,
	"lat" double precision,
	"lng" double precision,
	"needed_by" text,
	"maintenance_id" uuid,
	"submitted_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spare_part_requests_status" CHECK ("spare_part_requests"."status" in ('draft', 'open', 'quoted', 'paid', 'dispatched', 'delivered', 'completed', 'expired', 'canceled')),
	CONSTRAINT "spare_part_requests_one_vehicle" CHECK ("spare_part_requests"."vehicle_id" is null or "spare_part_requests"."vehicle_description" is null),
	CONSTRAINT "spare_part_requests_point" CHECK (("spare_part_requests"."lat" is null) = ("spare_part_requests"."lng" is null))
);
--> statement-breakpoint
ALTER TABLE "spare_part_request_invitations" ADD CONSTRAINT "spare_part_request_invitations_request_id_spare_part_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."spare_part_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_part_request_invitations" ADD CONSTRAINT "spare_part_request_invitations_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_part_request_items" ADD CONSTRAINT "spare_part_request_items_request_id_spare_part_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."spare_part_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD CONSTRAINT "spare_part_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD CONSTRAINT "spare_part_requests_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD CONSTRAINT "spare_part_requests_maintenance_id_maintenance_requests_id_fk" FOREIGN KEY ("maintenance_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spare_part_request_invitations_supplier_idx" ON "spare_part_request_invitations" USING btree ("supplier_id","invited_at" DESC NULLS LAST,"request_id");--> statement-breakpoint
CREATE INDEX "spare_part_request_items_request_idx" ON "spare_part_request_items" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "spare_part_requests_customer_idx" ON "spare_part_requests" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "spare_part_requests_expiry_idx" ON "spare_part_requests" USING btree ("expires_at") WHERE "spare_part_requests"."status" in ('open', 'quoted');--> statement-breakpoint
CREATE INDEX "spare_part_requests_maintenance_idx" ON "spare_part_requests" USING btree ("maintenance_id");--> statement-breakpoint
CREATE INDEX "supplier_profiles_matching_idx" ON "supplier_profiles" USING btree ("lat","lng") WHERE "supplier_profiles"."status" = 'approved';