CREATE TABLE "maintenance_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"technician_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"recommendations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mileage_km" integer,
	"mileage_entry_id" uuid,
	"next_service_date" date,
	"next_service_km" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_reports_status" CHECK ("maintenance_reports"."status" in ('draft', 'complete'))
);
--> statement-breakpoint
CREATE TABLE "report_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"thumbnail_key" text,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"taken_at" timestamp with time zone NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_media_kind" CHECK ("report_media"."kind" in ('photo', 'video')),
	CONSTRAINT "report_media_size" CHECK ("report_media"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "report_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"client_id" uuid,
	"group" text,
	"titles" jsonb,
	"title" text,
	"source" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'todo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_tasks_source" CHECK ("report_tasks"."source" in ('checklist', 'added')),
	CONSTRAINT "report_tasks_status" CHECK ("report_tasks"."status" in ('todo', 'ok', 'attention', 'fixed', 'replaced')),
	CONSTRAINT "report_tasks_title" CHECK ("report_tasks"."titles" is not null or "report_tasks"."title" is not null)
);
--> statement-breakpoint
ALTER TABLE "maintenance_reports" ADD CONSTRAINT "maintenance_reports_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_reports" ADD CONSTRAINT "maintenance_reports_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_reports" ADD CONSTRAINT "maintenance_reports_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_reports" ADD CONSTRAINT "maintenance_reports_mileage_entry_id_mileage_logs_id_fk" FOREIGN KEY ("mileage_entry_id") REFERENCES "public"."mileage_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_entries" ADD CONSTRAINT "report_entries_task_id_report_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."report_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_entries" ADD CONSTRAINT "report_entries_report_id_maintenance_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."maintenance_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_media" ADD CONSTRAINT "report_media_report_id_maintenance_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."maintenance_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_media" ADD CONSTRAINT "report_media_task_id_report_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."report_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_tasks" ADD CONSTRAINT "report_tasks_report_id_maintenance_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."maintenance_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_reports_request_unique" ON "maintenance_reports" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "maintenance_reports_vehicle_idx" ON "maintenance_reports" USING btree ("vehicle_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "report_entries_client_unique" ON "report_entries" USING btree ("report_id","client_id");--> statement-breakpoint
CREATE INDEX "report_entries_task_idx" ON "report_entries" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_media_client_unique" ON "report_media" USING btree ("report_id","client_id");--> statement-breakpoint
CREATE INDEX "report_media_task_idx" ON "report_media" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_tasks_client_unique" ON "report_tasks" USING btree ("report_id","client_id");--> statement-breakpoint
CREATE INDEX "report_tasks_report_idx" ON "report_tasks" USING btree ("report_id","position");--> statement-breakpoint
/* Every job booked and not settled yet gets its report, seeded as a booking seeds one. */
INSERT INTO "maintenance_reports" ("request_id", "technician_id", "vehicle_id", "created_at", "updated_at")
SELECT "id", "technician_id", "vehicle_id", coalesce("booked_at", now()), coalesce("booked_at", now())
FROM "maintenance_requests"
WHERE "status" IN ('booked', 'en-route', 'arrived', 'in-progress', 'work-done', 'disputed')
  AND "technician_id" IS NOT NULL;--> statement-breakpoint
/*
 * Its tasks: per booked service, in the request's order, the catalogue's checklist ("includes", the English and
 * the Norwegian item at the same place), each to do; a service without a checklist gets one task named after it.
 */
INSERT INTO "report_tasks" ("report_id", "group", "titles", "source", "position", "created_at", "updated_at")
SELECT r."id", s."slug", items."titles", 'checklist',
  (row_number() OVER (PARTITION BY r."id" ORDER BY s."ord", items."ord") - 1)::integer, r."created_at", r."created_at"
FROM "maintenance_reports" r
JOIN "maintenance_requests" m ON m."id" = r."request_id"
CROSS JOIN LATERAL jsonb_array_elements_text(m."services") WITH ORDINALITY AS s("slug", "ord")
LEFT JOIN "service_types" st ON st."slug" = s."slug"
CROSS JOIN LATERAL (
  SELECT jsonb_build_object(
      'en', i."value",
      'nb', coalesce(st."texts" -> 'nb' -> 'includes' ->> (i."ord"::integer - 1), i."value")
    ) AS "titles", i."ord"
  FROM jsonb_array_elements_text(coalesce(st."texts" -> 'en' -> 'includes', '[]'::jsonb)) WITH ORDINALITY AS i("value", "ord")
  UNION ALL
  SELECT jsonb_build_object(
      'en', coalesce(st."texts" -> 'en' ->> 'name', s."slug"),
      'nb', coalesce(st."texts" -> 'nb' ->> 'name', st."texts" -> 'en' ->> 'name', s."slug")
    ), 1
  WHERE jsonb_array_length(coalesce(st."texts" -> 'en' -> 'includes', '[]'::jsonb)) = 0
) AS items;
