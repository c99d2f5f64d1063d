ALTER TABLE "packing_boxes" ADD COLUMN "box_size_id" integer;--> statement-breakpoint
ALTER TABLE "packing_boxes" ADD COLUMN "zone_id" integer;--> statement-breakpoint
ALTER TABLE "packing_boxes" ADD CONSTRAINT "packing_boxes_box_size_id_box_sizes_id_fk" FOREIGN KEY ("box_size_id") REFERENCES "public"."box_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_boxes" ADD CONSTRAINT "packing_boxes_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE no action ON UPDATE no action;