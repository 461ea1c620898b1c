CREATE TABLE "maintenance_dispatches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"technician_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"distance_km" double precision NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"declined_at" timestamp with time zone,
	CONSTRAINT "maintenance_dispatches_status" CHECK ("maintenance_dispatches"."status" in ('offered', 'declined', 'quoted')),
	CONSTRAINT "maintenance_dispatches_round" CHECK ("maintenance_dispatches"."round" >= 0 and "maintenance_dispatches"."distance_km" >= 0),
	CONSTRAINT "maintenance_dispatches_declined" CHECK ("maintenance_dispatches"."status" <> 'declined' or "maintenance_dispatches"."declined_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "maintenance_request_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_request_media_kind" CHECK ("maintenance_request_media"."kind" in ('photo', 'video')),
	CONSTRAINT "maintenance_request_media_size" CHECK ("maintenance_request_media"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "maintenance_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address_line" text,
	"landmark" text,
	"town" text,
	"lga" text,
	"state" text,
	"lat" double precision,
	"lng" double precision,
	"time_zone" text DEFAULT 'Africa/Lagos' NOT NULL,
	"preferred_date" text,
	"time_window" text,
	"dispatch_radius_km" integer,
	"dispatch_round" integer DEFAULT 0 NOT NULL,
	"last_dispatch_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"booked_quotation_id" uuid,
	"technician_id" uuid,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text,
	"canceled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_requests_services" CHECK (jsonb_typeof("maintenance_requests"."services") = 'array'),
	CONSTRAINT "maintenance_requests_point" CHECK (("maintenance_requests"."lat" is null) = ("maintenance_requests"."lng" is null) and ("maintenance_requests"."lat" is null or ("maintenance_requests"."lat" between -90 and 90 and "maintenance_requests"."lng" between -180 and 180))),
	CONSTRAINT "maintenance_requests_dispatch" CHECK ("maintenance_requests"."dispatch_round" >= 0 and ("maintenance_requests"."dispatch_radius_km" is null or "maintenance_requests"."dispatch_radius_km" >= 0)),
	CONSTRAINT "maintenance_requests_canceled_by" CHECK ("maintenance_requests"."canceled_by" is null or "maintenance_requests"."canceled_by" in ('customer', 'admin')),
	CONSTRAINT "maintenance_requests_booked" CHECK ("maintenance_requests"."status" <> 'booked' or ("maintenance_requests"."booked_quotation_id" is not null and "maintenance_requests"."technician_id" is not null)),
	CONSTRAINT "maintenance_requests_canceled" CHECK ("maintenance_requests"."status" <> 'canceled' or ("maintenance_requests"."canceled_at" is not null and "maintenance_requests"."canceled_by" is not null))
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"technician_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"labour" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"call_out_fee" bigint DEFAULT 0 NOT NULL,
	"labour_total" bigint NOT NULL,
	"parts_total" bigint NOT NULL,
	"total" bigint NOT NULL,
	"earliest_arrival" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"previous" jsonb,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_amounts_not_negative" CHECK ("quotations"."call_out_fee" >= 0 and "quotations"."labour_total" >= 0 and "quotations"."parts_total" >= 0 and "quotations"."total" >= 0),
	CONSTRAINT "quotations_total" CHECK ("quotations"."total" = "quotations"."labour_total" + "quotations"."parts_total" + "quotations"."call_out_fee"),
	CONSTRAINT "quotations_revision" CHECK ("quotations"."revision" >= 1)
);
--> statement-breakpoint
ALTER TABLE "maintenance_dispatches" ADD CONSTRAINT "maintenance_dispatches_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_dispatches" ADD CONSTRAINT "maintenance_dispatches_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_request_media" ADD CONSTRAINT "maintenance_request_media_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_dispatches_request_technician_unique" ON "maintenance_dispatches" USING btree ("request_id","technician_id");--> statement-breakpoint
CREATE INDEX "maintenance_dispatches_technician_idx" ON "maintenance_dispatches" USING btree ("technician_id","offered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_request_media_request_idx" ON "maintenance_request_media" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "maintenance_requests_customer_idx" ON "maintenance_requests" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_vehicle_idx" ON "maintenance_requests" USING btree ("vehicle_id","status");--> statement-breakpoint
CREATE INDEX "maintenance_requests_technician_idx" ON "maintenance_requests" USING btree ("technician_id","status") WHERE "maintenance_requests"."technician_id" is not null;--> statement-breakpoint
CREATE INDEX "maintenance_requests_dispatch_idx" ON "maintenance_requests" USING btree ("status","last_dispatch_at") WHERE "maintenance_requests"."status" in ('open', 'quoted');--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_live_unique" ON "quotations" USING btree ("request_id","technician_id") WHERE "quotations"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "quotations_request_idx" ON "quotations" USING btree ("request_id","status");--> statement-breakpoint
CREATE INDEX "quotations_technician_idx" ON "quotations" USING btree ("technician_id","created_at" DESC NULLS LAST);