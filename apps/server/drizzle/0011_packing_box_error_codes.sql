ALTER TABLE "packing_boxes" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "packing_boxes" ADD COLUMN "error_params" jsonb;--> statement-breakpoint
-- A box that failed before this migration keeps failing visibly: its text (in whatever language it was written) becomes the generic INTERNAL code; the next "create labels" writes the precise code.
UPDATE "packing_boxes" SET "error_code" = 'INTERNAL', "error_params" = '{}'::jsonb WHERE "error_msg" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "packing_boxes" DROP COLUMN "error_msg";
