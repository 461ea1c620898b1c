CREATE TABLE "spare_part_payment_attempts" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"quotation_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spare_part_quotations" DROP CONSTRAINT "spare_part_quotations_status";--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD COLUMN "canceled_by" text;--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD COLUMN "paid_quotation_id" uuid;--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD COLUMN "paid_revision" integer;--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD COLUMN "supplier_id" uuid;--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD COLUMN "hold_key" text;--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD COLUMN "total" bigint;--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD COLUMN "commission_bps" integer;--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD COLUMN "dispatch_note" text;--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD COLUMN "refunded_amount" bigint;--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD COLUMN "released_amount" bigint;--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD COLUMN "commission_amount" bigint;--> statement-breakpoint
ALTER TABLE "spare_part_payment_attempts" ADD CONSTRAINT "spare_part_payment_attempts_request_id_spare_part_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."spare_part_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_part_payment_attempts" ADD CONSTRAINT "spare_part_payment_attempts_quotation_id_spare_part_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."spare_part_quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spare_part_payment_attempts_request_idx" ON "spare_part_payment_attempts" USING btree ("request_id","created_at");--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD CONSTRAINT "spare_part_requests_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spare_part_requests_supplier_idx" ON "spare_part_requests" USING btree ("supplier_id","paid_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "spare_part_requests_delivered_idx" ON "spare_part_requests" USING btree ("delivered_at") WHERE "spare_part_requests"."status" = 'delivered';--> statement-breakpoint
ALTER TABLE "spare_part_quotations" ADD CONSTRAINT "spare_part_quotations_status" CHECK ("spare_part_quotations"."status" in ('submitted', 'accepted', 'lost'));--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD CONSTRAINT "spare_part_requests_order" CHECK ("spare_part_requests"."paid_at" is null or ("spare_part_requests"."paid_quotation_id" is not null and "spare_part_requests"."paid_revision" >= 1 and "spare_part_requests"."supplier_id" is not null and "spare_part_requests"."hold_key" is not null and "spare_part_requests"."total" > 0 and "spare_part_requests"."commission_bps" between 0 and 10000));--> statement-breakpoint
ALTER TABLE "spare_part_requests" ADD CONSTRAINT "spare_part_requests_settlement" CHECK ("spare_part_requests"."settled_at" is null or (coalesce("spare_part_requests"."refunded_amount", 0) + coalesce("spare_part_requests"."released_amount", 0) = "spare_part_requests"."total" and coalesce("spare_part_requests"."commission_amount", 0) between 0 and coalesce("spare_part_requests"."released_amount", 0)));