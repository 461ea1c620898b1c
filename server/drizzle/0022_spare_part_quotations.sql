CREATE TABLE "spare_part_item_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"thumbnail_key" text,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spare_part_item_files_size" CHECK ("spare_part_item_files"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "spare_part_quotation_items" (
	"quotation_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"available" boolean NOT NULL,
	"grade" text,
	"brand" text,
	"unit_price" bigint,
	"quantity" integer NOT NULL,
	"line_total" bigint NOT NULL,
	"warranty_days" integer,
	"part_name_key" text NOT NULL,
	"part_number_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spare_part_quotation_items_quotation_id_item_id_pk" PRIMARY KEY("quotation_id","item_id"),
	CONSTRAINT "spare_part_quotation_items_offer" CHECK (("spare_part_quotation_items"."available" and "spare_part_quotation_items"."grade" is not null and "spare_part_quotation_items"."unit_price" > 0 and "spare_part_quotation_items"."warranty_days" >= 0 and "spare_part_quotation_items"."line_total" = "spare_part_quotation_items"."quantity" * "spare_part_quotation_items"."unit_price") or (not "spare_part_quotation_items"."available" and "spare_part_quotation_items"."grade" is null and "spare_part_quotation_items"."unit_price" is null and "spare_part_quotation_items"."line_total" = 0)),
	CONSTRAINT "spare_part_quotation_items_quantity" CHECK ("spare_part_quotation_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "spare_part_quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"items_total" bigint NOT NULL,
	"delivery_fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	"delivery_days" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spare_part_quotations_status" CHECK ("spare_part_quotations"."status" in ('submitted', 'accepted')),
	CONSTRAINT "spare_part_quotations_amounts" CHECK ("spare_part_quotations"."items_total" >= 0 and "spare_part_quotations"."delivery_fee" >= 0 and "spare_part_quotations"."total" = "spare_part_quotations"."items_total" + "spare_part_quotations"."delivery_fee"),
	CONSTRAINT "spare_part_quotations_delivery_days" CHECK ("spare_part_quotations"."delivery_days" >= 0),
	CONSTRAINT "spare_part_quotations_revision" CHECK ("spare_part_quotations"."revision" >= 1)
);
--> statement-breakpoint
ALTER TABLE "spare_part_item_files" ADD CONSTRAINT "spare_part_item_files_request_id_spare_part_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."spare_part_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_part_item_files" ADD CONSTRAINT "spare_part_item_files_item_id_spare_part_request_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."spare_part_request_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_part_quotation_items" ADD CONSTRAINT "spare_part_quotation_items_quotation_id_spare_part_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."spare_part_quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_part_quotation_items" ADD CONSTRAINT "spare_part_quotation_items_item_id_spare_part_request_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."spare_part_request_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_part_quotations" ADD CONSTRAINT "spare_part_quotations_request_id_spare_part_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."spare_part_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_part_quotations" ADD CONSTRAINT "spare_part_quotations_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spare_part_item_files_request_idx" ON "spare_part_item_files" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "spare_part_item_files_item_idx" ON "spare_part_item_files" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "spare_part_quotation_items_name_idx" ON "spare_part_quotation_items" USING btree ("part_name_key","grade","created_at" DESC NULLS LAST) WHERE "spare_part_quotation_items"."available";--> statement-breakpoint
CREATE INDEX "spare_part_quotation_items_number_idx" ON "spare_part_quotation_items" USING btree ("part_number_key","grade","created_at" DESC NULLS LAST) WHERE "spare_part_quotation_items"."available" and "spare_part_quotation_items"."part_number_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "spare_part_quotations_request_supplier_unique" ON "spare_part_quotations" USING btree ("request_id","supplier_id");--> statement-breakpoint
CREATE INDEX "spare_part_quotations_supplier_idx" ON "spare_part_quotations" USING btree ("supplier_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);