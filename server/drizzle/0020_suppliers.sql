CREATE TABLE "supplier_profile_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"business_name" text,
	"cac_number" text,
	"address_line" text,
	"landmark" text,
	"town" text,
	"lga" text,
	"state" text,
	"lat" double precision,
	"lng" double precision,
	"delivery_states" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"part_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"grades" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changes_under_review" boolean DEFAULT false NOT NULL,
	"changes_submitted_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"reviewed_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_message" text,
	"saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_profiles_cac_number" CHECK ("supplier_profiles"."cac_number" is null or "supplier_profiles"."cac_number" ~ '^(RC|BN) [1-9][0-9]{0,7}$')
);
--> statement-breakpoint
ALTER TABLE "supplier_profile_events" ADD CONSTRAINT "supplier_profile_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_profile_events" ADD CONSTRAINT "supplier_profile_events_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD CONSTRAINT "supplier_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD CONSTRAINT "supplier_profiles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_profile_events_user_idx" ON "supplier_profile_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "supplier_profiles_status_idx" ON "supplier_profiles" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "supplier_profiles_changes_idx" ON "supplier_profiles" USING btree ("changes_submitted_at") WHERE "supplier_profiles"."changes_under_review";