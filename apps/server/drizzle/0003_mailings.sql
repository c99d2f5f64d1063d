CREATE TABLE "barcode_ranges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_option_id" text NOT NULL,
	"prefix" text NOT NULL,
	"first_serial" integer NOT NULL,
	"last_serial" integer NOT NULL,
	"next_serial" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "barcode_ranges_prefix_ck" CHECK ("barcode_ranges"."prefix" ~ '^[A-Z]{2}$'),
	CONSTRAINT "barcode_ranges_serial_ck" CHECK ("barcode_ranges"."first_serial" >= 0 AND "barcode_ranges"."last_serial" <= 99999999 AND "barcode_ranges"."first_serial" <= "barcode_ranges"."last_serial" AND "barcode_ranges"."next_serial" BETWEEN "barcode_ranges"."first_serial" AND "barcode_ranges"."last_serial" + 1)
);
--> statement-breakpoint
CREATE TABLE "barcode_stocks" (
	"store_id" uuid NOT NULL,
	"box_size_id" integer NOT NULL,
	"limit_barcode" integer DEFAULT 0 NOT NULL,
	"remain_barcode" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "barcode_stocks_store_id_box_size_id_pk" PRIMARY KEY("store_id","box_size_id"),
	CONSTRAINT "barcode_stocks_remain_ck" CHECK ("barcode_stocks"."remain_barcode" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mailing_print_lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"mailing_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"barcode" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"delivery_option_id" text NOT NULL,
	"box_size_id" integer,
	"zone_id" integer,
	"weight_grams" integer NOT NULL,
	"service_cost_satang" integer NOT NULL,
	"postal_code" text NOT NULL,
	"sender_address_id" uuid,
	"sender_name" text NOT NULL,
	"sender_phone" text NOT NULL,
	"sender_address" text NOT NULL,
	"sender_postcode" text NOT NULL,
	"sender_province_id" integer,
	"ship_address_id" uuid,
	"recipient_name" text NOT NULL,
	"recipient_phone" text NOT NULL,
	"recipient_address" text NOT NULL,
	"recipient_postcode" text NOT NULL,
	"recipient_province_id" integer,
	"recipient_remark" text DEFAULT '' NOT NULL,
	"order_id" uuid,
	"status_key" text DEFAULT 'WAITING_FOR_DELIVERY' NOT NULL,
	"track_status_code" integer,
	"track_status_description" text,
	"track_status_date" timestamp with time zone,
	"printed_lot_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailings_barcode_unique" UNIQUE("barcode"),
	CONSTRAINT "mailings_weight_ck" CHECK ("mailings"."weight_grams" >= 0),
	CONSTRAINT "mailings_cost_ck" CHECK ("mailings"."service_cost_satang" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tracking_syncs" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "barcode_ranges" ADD CONSTRAINT "barcode_ranges_delivery_option_id_delivery_options_id_fk" FOREIGN KEY ("delivery_option_id") REFERENCES "public"."delivery_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barcode_stocks" ADD CONSTRAINT "barcode_stocks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barcode_stocks" ADD CONSTRAINT "barcode_stocks_box_size_id_box_sizes_id_fk" FOREIGN KEY ("box_size_id") REFERENCES "public"."box_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_print_lots" ADD CONSTRAINT "mailing_print_lots_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_delivery_option_id_delivery_options_id_fk" FOREIGN KEY ("delivery_option_id") REFERENCES "public"."delivery_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_box_size_id_box_sizes_id_fk" FOREIGN KEY ("box_size_id") REFERENCES "public"."box_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_sender_address_id_sender_addresses_id_fk" FOREIGN KEY ("sender_address_id") REFERENCES "public"."sender_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_ship_address_id_ship_addresses_id_fk" FOREIGN KEY ("ship_address_id") REFERENCES "public"."ship_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_printed_lot_id_mailing_print_lots_id_fk" FOREIGN KEY ("printed_lot_id") REFERENCES "public"."mailing_print_lots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_syncs" ADD CONSTRAINT "tracking_syncs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "barcode_ranges_option_idx" ON "barcode_ranges" USING btree ("delivery_option_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "barcode_ranges_prefix_first_uq" ON "barcode_ranges" USING btree ("prefix","first_serial");--> statement-breakpoint
CREATE INDEX "mailing_print_lots_store_idx" ON "mailing_print_lots" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "mailings_store_created_idx" ON "mailings" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "mailings_store_status_idx" ON "mailings" USING btree ("store_id","status_key");--> statement-breakpoint
CREATE INDEX "mailings_printed_lot_idx" ON "mailings" USING btree ("printed_lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mailings_batch_recipient_uq" ON "mailings" USING btree ("store_id","batch_id","ship_address_id");