CREATE TABLE "technician_application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technician_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technician_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"date_of_birth" text,
	"bio" text DEFAULT '' NOT NULL,
	"trades" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"years_experience" integer,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address_line" text,
	"landmark" text,
	"town" text,
	"lga" text,
	"state" text,
	"lat" double precision,
	"lng" double precision,
	"radius_km" integer DEFAULT 15 NOT NULL,
	"working_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nin" text,
	"saved_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"on_duty" boolean DEFAULT false NOT NULL,
	"changes_under_review" boolean DEFAULT false NOT NULL,
	"changes_submitted_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"review_started_at" timestamp with time zone,
	"reviewed_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_message" text,
	"reapply_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "technician_profiles_radius" CHECK ("technician_profiles"."radius_km" between 1 and 100),
	CONSTRAINT "technician_profiles_nin" CHECK ("technician_profiles"."nin" is null or "technician_profiles"."nin" ~ '^[0-9]{11}$')
);
--> statement-breakpoint
CREATE TABLE "technician_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone_dial_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"relationship" text NOT NULL,
	"years_known" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answer" text,
	"comment" text,
	"answered_at" timestamp with time zone,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "technician_application_events" ADD CONSTRAINT "technician_application_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_application_events" ADD CONSTRAINT "technician_application_events_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_credentials" ADD CONSTRAINT "technician_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_profiles" ADD CONSTRAINT "technician_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_profiles" ADD CONSTRAINT "technician_profiles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_references" ADD CONSTRAINT "technician_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "technician_application_events_user_idx" ON "technician_application_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "technician_credentials_user_idx" ON "technician_credentials" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "technician_profiles_status_idx" ON "technician_profiles" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "technician_profiles_changes_idx" ON "technician_profiles" USING btree ("changes_submitted_at") WHERE "technician_profiles"."changes_under_review";--> statement-breakpoint
CREATE INDEX "technician_profiles_lat_idx" ON "technician_profiles" USING btree ("lat");--> statement-breakpoint
CREATE INDEX "technician_profiles_lng_idx" ON "technician_profiles" USING btree ("lng");--> statement-breakpoint
CREATE UNIQUE INDEX "technician_references_token_unique" ON "technician_references" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "technician_references_user_idx" ON "technician_references" USING btree ("user_id","created_at");