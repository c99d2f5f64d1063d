ALTER TABLE "mailings" ADD COLUMN "cod_amount_satang" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_satang" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_amount_satang" integer;--> statement-breakpoint
ALTER TABLE "store_delivery_options" ADD COLUMN "cod_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_delivery_options" ADD COLUMN "cod_fee_satang" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "mailings_store_cod_created_barcode_idx" ON "mailings" USING btree ("store_id","created_at","barcode") WHERE "mailings"."cod_amount_satang" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_cod_amount_ck" CHECK ("mailings"."cod_amount_satang" BETWEEN 1 AND 5000000);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_ck" CHECK (("orders"."cod_amount_satang" IS NULL AND "orders"."cod_fee_satang" IS NULL) OR ("orders"."cod_amount_satang" BETWEEN 1 AND 5000000 AND "orders"."cod_fee_satang" >= 0));--> statement-breakpoint
ALTER TABLE "store_delivery_options" ADD CONSTRAINT "store_delivery_options_cod_fee_ck" CHECK ("store_delivery_options"."cod_fee_satang" BETWEEN 0 AND 100000);