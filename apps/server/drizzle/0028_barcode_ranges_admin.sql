DROP INDEX "barcode_ranges_option_idx";--> statement-breakpoint
ALTER TABLE "barcode_ranges" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "barcode_ranges_active_idx" ON "barcode_ranges" USING btree ("delivery_option_id","created_at","first_serial") WHERE "barcode_ranges"."retired_at" IS NULL AND "barcode_ranges"."next_serial" <= "barcode_ranges"."last_serial";--> statement-breakpoint
ALTER TABLE "barcode_ranges" DROP COLUMN "sort_order";