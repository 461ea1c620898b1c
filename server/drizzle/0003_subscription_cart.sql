CREATE TABLE "subscription_cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"no_of_months" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_cart_items_months_check" CHECK ("subscription_cart_items"."no_of_months" in (1, 12))
);
--> statement-breakpoint
ALTER TABLE "subscription_cart_items" ADD CONSTRAINT "subscription_cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_cart_items" ADD CONSTRAINT "subscription_cart_items_product_id_subscription_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."subscription_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_cart_items_user_product_unique" ON "subscription_cart_items" USING btree ("user_id","product_id");