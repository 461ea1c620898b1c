CREATE TABLE "maintenance_job_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"eta_minutes" integer,
	"note" text,
	"amount" bigint,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "maintenance_job_events_actor" CHECK ("maintenance_job_events"."actor" in ('customer', 'technician', 'admin', 'system'))
);
--> statement-breakpoint
CREATE TABLE "maintenance_job_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"surcharge_id" uuid,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_job_media_size" CHECK ("maintenance_job_media"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "maintenance_surcharges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"technician_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"labour" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"labour_total" bigint NOT NULL,
	"parts_total" bigint NOT NULL,
	"total" bigint NOT NULL,
	"hold_key" text,
	"payment_id" uuid,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "maintenance_surcharges_status" CHECK ("maintenance_surcharges"."status" in ('pending', 'paid', 'declined', 'canceled')),
	CONSTRAINT "maintenance_surcharges_total" CHECK ("maintenance_surcharges"."total" > 0 and "maintenance_surcharges"."total" = "maintenance_surcharges"."labour_total" + "maintenance_surcharges"."parts_total"),
	CONSTRAINT "maintenance_surcharges_paid" CHECK (("maintenance_surcharges"."status" = 'paid') = ("maintenance_surcharges"."hold_key" is not null))
);
--> statement-breakpoint
CREATE TABLE "technician_strikes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"technician_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "technician_strikes_reason" CHECK ("technician_strikes"."reason" in ('no-show', 'technician-canceled'))
);
--> statement-breakpoint
ALTER TABLE "maintenance_requests" DROP CONSTRAINT "maintenance_requests_booked";--> statement-breakpoint
ALTER TABLE "maintenance_requests" DROP CONSTRAINT "maintenance_requests_canceled_by";--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "cancel_rule" text;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "booked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "booking_hold_key" text;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "commission_bps" integer;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "eta_minutes" integer;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "en_route_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "work_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "reschedule_date" text;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "reschedule_window" text;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "reschedule_by" text;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "reschedule_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "dispute_reason" text;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "dispute_resolution" text;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "dispute_note" text;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "dispute_resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "refunded_amount" bigint;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "released_amount" bigint;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "commission_amount" bigint;--> statement-breakpoint
ALTER TABLE "escrow_holds" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "escrow_holds" SET "refunded_amount" = "amount" WHERE "status" = 'refunded';--> statement-breakpoint
UPDATE "maintenance_requests" AS r SET "booked_at" = r."updated_at", "commission_bps" = 1500, "booking_hold_key" = coalesce((SELECT h."purpose_key" FROM "escrow_holds" AS h WHERE h."purpose_key" LIKE 'maintenance:' || r."id" || ':%' AND h."status" = 'held' ORDER BY h."created_at" DESC LIMIT 1), 'maintenance:' || r."id" || ':wallet') WHERE r."status" = 'booked';--> statement-breakpoint
ALTER TABLE "maintenance_job_events" ADD CONSTRAINT "maintenance_job_events_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_job_events" ADD CONSTRAINT "maintenance_job_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_job_media" ADD CONSTRAINT "maintenance_job_media_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_job_media" ADD CONSTRAINT "maintenance_job_media_surcharge_id_maintenance_surcharges_id_fk" FOREIGN KEY ("surcharge_id") REFERENCES "public"."maintenance_surcharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_surcharges" ADD CONSTRAINT "maintenance_surcharges_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_surcharges" ADD CONSTRAINT "maintenance_surcharges_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_strikes" ADD CONSTRAINT "technician_strikes_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_strikes" ADD CONSTRAINT "technician_strikes_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_job_events_request_idx" ON "maintenance_job_events" USING btree ("request_id","at","id");--> statement-breakpoint
CREATE INDEX "maintenance_job_media_request_idx" ON "maintenance_job_media" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "maintenance_job_media_surcharge_idx" ON "maintenance_job_media" USING btree ("surcharge_id") WHERE "maintenance_job_media"."surcharge_id" is not null;--> statement-breakpoint
CREATE INDEX "maintenance_surcharges_request_idx" ON "maintenance_surcharges" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "technician_strikes_request_unique" ON "technician_strikes" USING btree ("request_id","technician_id","reason");--> statement-breakpoint
CREATE INDEX "technician_strikes_technician_idx" ON "technician_strikes" USING btree ("technician_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_work_done_idx" ON "maintenance_requests" USING btree ("work_done_at") WHERE "maintenance_requests"."status" = 'work-done';--> statement-breakpoint
CREATE INDEX "maintenance_requests_earnings_idx" ON "maintenance_requests" USING btree ("technician_id","settled_at" DESC NULLS LAST) WHERE "maintenance_requests"."settled_at" is not null;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_job" CHECK ("maintenance_requests"."status" not in ('booked', 'en-route', 'arrived', 'in-progress', 'work-done', 'disputed', 'completed') or ("maintenance_requests"."booked_quotation_id" is not null and "maintenance_requests"."technician_id" is not null and "maintenance_requests"."booked_at" is not null and "maintenance_requests"."booking_hold_key" is not null and "maintenance_requests"."commission_bps" between 0 and 10000));--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_settlement" CHECK (("maintenance_requests"."settled_at" is null) = ("maintenance_requests"."refunded_amount" is null) and ("maintenance_requests"."settled_at" is null) = ("maintenance_requests"."released_amount" is null) and ("maintenance_requests"."settled_at" is null) = ("maintenance_requests"."commission_amount" is null) and ("maintenance_requests"."settled_at" is null or ("maintenance_requests"."refunded_amount" >= 0 and "maintenance_requests"."released_amount" >= 0 and "maintenance_requests"."commission_amount" between 0 and "maintenance_requests"."released_amount")));--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_canceled_by" CHECK ("maintenance_requests"."canceled_by" is null or "maintenance_requests"."canceled_by" in ('customer', 'technician', 'admin'));--> statement-breakpoint
ALTER TABLE "escrow_holds" ADD CONSTRAINT "escrow_holds_refunded_within" CHECK ("escrow_holds"."refunded_amount" >= 0 and "escrow_holds"."refunded_amount" <= "escrow_holds"."amount" and ("escrow_holds"."status" <> 'refunded' or "escrow_holds"."refunded_amount" = "escrow_holds"."amount") and ("escrow_holds"."status" <> 'held' or "escrow_holds"."refunded_amount" = 0));