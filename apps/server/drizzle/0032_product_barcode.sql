ALTER TABLE "products" ADD COLUMN "barcode" varchar(14);--> statement-breakpoint
CREATE UNIQUE INDEX "products_store_barcode_uq" ON "products" USING btree ("store_id","barcode");