CREATE TABLE "order_import_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"columns" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_import_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"headers" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "barcode" varchar(14);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "external_order_id" text;--> statement-breakpoint
ALTER TABLE "order_import_mappings" ADD CONSTRAINT "order_import_mappings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_import_uploads" ADD CONSTRAINT "order_import_uploads_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_import_mappings_store_name_uq" ON "order_import_mappings" USING btree ("store_id","name");--> statement-breakpoint
CREATE INDEX "order_import_uploads_created_idx" ON "order_import_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_store_barcode_uq" ON "products" USING btree ("store_id","barcode");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_external_id_uq" ON "orders" USING btree ("store_id","external_order_id");