CREATE TABLE "maintenance_payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"quotation_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maintenance_payment_attempts" ADD CONSTRAINT "maintenance_payment_attempts_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_payment_attempts_payment_unique" ON "maintenance_payment_attempts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "maintenance_payment_attempts_request_idx" ON "maintenance_payment_attempts" USING btree ("request_id","created_at");