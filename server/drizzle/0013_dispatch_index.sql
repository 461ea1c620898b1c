DROP INDEX "technician_profiles_lat_idx";--> statement-breakpoint
DROP INDEX "technician_profiles_lng_idx";--> statement-breakpoint
CREATE INDEX "technician_profiles_dispatch_idx" ON "technician_profiles" USING btree ("lat","lng") WHERE "technician_profiles"."status" = 'approved' and "technician_profiles"."on_duty";