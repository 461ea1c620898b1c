CREATE TABLE "mileage_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"value_km" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"correction_reason" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "obd_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"odometer_km" integer,
	"speed_kmh" double precision,
	"rpm" integer,
	"coolant_temp_c" double precision,
	"fuel_level_pct" double precision,
	"battery_voltage" double precision,
	"trouble_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "obd_trouble_codes" (
	"vehicle_id" uuid NOT NULL,
	"code" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "obd_trouble_codes_vehicle_id_code_pk" PRIMARY KEY("vehicle_id","code")
);
--> statement-breakpoint
CREATE TABLE "routine_check_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"check_id" uuid NOT NULL,
	"schedule_id" uuid,
	"item" text NOT NULL,
	"custom_name" text,
	"result" text NOT NULL,
	"notes" text,
	"photo_key" text
);
--> statement-breakpoint
CREATE TABLE "routine_check_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"item" text NOT NULL,
	"custom_name" text DEFAULT '' NOT NULL,
	"interval_days" integer,
	"interval_km" integer,
	"last_done_at" date NOT NULL,
	"last_done_km" integer,
	"next_due_at" date,
	"next_due_km" integer,
	"due_state" text DEFAULT 'ok' NOT NULL,
	"notified_state" text DEFAULT 'ok' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routine_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"submitted_by" uuid,
	"checked_on" date NOT NULL,
	"mileage_km" integer,
	"notes" text,
	"client_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_collaborators" (
	"vehicle_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_collaborators_vehicle_id_user_id_pk" PRIMARY KEY("vehicle_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text,
	"number" text,
	"issued_on" date,
	"expires_on" date NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"file_size" bigint,
	"reminded_days" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"actor_id" uuid,
	"type" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"vin" text,
	"plate_number" text NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"colour" text,
	"fuel" text NOT NULL,
	"transmission" text,
	"engine" text,
	"photo_key" text,
	"purchase_date" date,
	"notes" text,
	"total_mileage_km" integer,
	"mileage_recorded_at" timestamp with time zone,
	"average_daily_km" double precision,
	"obd_token_hash" text,
	"obd_token_hint" text,
	"next_due_at" date,
	"due_state" text DEFAULT 'none' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mileage_logs" ADD CONSTRAINT "mileage_logs_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_logs" ADD CONSTRAINT "mileage_logs_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obd_readings" ADD CONSTRAINT "obd_readings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obd_trouble_codes" ADD CONSTRAINT "obd_trouble_codes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_check_results" ADD CONSTRAINT "routine_check_results_check_id_routine_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."routine_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_check_results" ADD CONSTRAINT "routine_check_results_schedule_id_routine_check_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."routine_check_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_check_schedules" ADD CONSTRAINT "routine_check_schedules_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_checks" ADD CONSTRAINT "routine_checks_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_checks" ADD CONSTRAINT "routine_checks_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_collaborators" ADD CONSTRAINT "vehicle_collaborators_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_collaborators" ADD CONSTRAINT "vehicle_collaborators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_events" ADD CONSTRAINT "vehicle_events_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_events" ADD CONSTRAINT "vehicle_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mileage_logs_vehicle_idx" ON "mileage_logs" USING btree ("vehicle_id","recorded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "obd_readings_vehicle_time_unique" ON "obd_readings" USING btree ("vehicle_id","recorded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "routine_check_results_check_idx" ON "routine_check_results" USING btree ("check_id");--> statement-breakpoint
CREATE UNIQUE INDEX "routine_check_schedules_vehicle_item_unique" ON "routine_check_schedules" USING btree ("vehicle_id","item","custom_name");--> statement-breakpoint
CREATE INDEX "routine_check_schedules_due_idx" ON "routine_check_schedules" USING btree ("due_state","next_due_at");--> statement-breakpoint
CREATE INDEX "routine_checks_vehicle_idx" ON "routine_checks" USING btree ("vehicle_id","checked_on" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "routine_checks_request_unique" ON "routine_checks" USING btree ("vehicle_id","client_request_id");--> statement-breakpoint
CREATE INDEX "vehicle_collaborators_user_idx" ON "vehicle_collaborators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vehicle_documents_vehicle_idx" ON "vehicle_documents" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicle_documents_expiry_idx" ON "vehicle_documents" USING btree ("expires_on");--> statement-breakpoint
CREATE INDEX "vehicle_events_vehicle_idx" ON "vehicle_events" USING btree ("vehicle_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vehicles_owner_idx" ON "vehicles" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_owner_vin_unique" ON "vehicles" USING btree ("owner_id","vin") WHERE "vehicles"."archived_at" is null and "vehicles"."vin" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_owner_plate_unique" ON "vehicles" USING btree ("owner_id","plate_number") WHERE "vehicles"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_obd_token_unique" ON "vehicles" USING btree ("obd_token_hash");