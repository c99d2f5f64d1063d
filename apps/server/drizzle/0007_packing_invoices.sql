CREATE TABLE "invoice_orders" (
	"invoice_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"delivery_option_id" text NOT NULL,
	"weight_grams" integer NOT NULL,
	"service_cost_satang" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_orders_invoice_id_order_id_pk" PRIMARY KEY("invoice_id","order_id"),
	CONSTRAINT "invoice_orders_amounts_ck" CHECK ("invoice_orders"."weight_grams" >= 0 AND "invoice_orders"."service_cost_satang" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"status_key" text DEFAULT 'DRAFT_FOR_INVOICE' NOT NULL,
	"total_price_satang" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"store_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "document_counters_store_id_kind_pk" PRIMARY KEY("store_id","kind")
);
--> statement-breakpoint
CREATE TABLE "packing_box_items" (
	"box_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "packing_box_items_box_id_order_item_id_pk" PRIMARY KEY("box_id","order_item_id"),
	CONSTRAINT "packing_box_items_quantity_ck" CHECK ("packing_box_items"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "packing_boxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"packing_list_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"box_no" integer NOT NULL,
	"weight_grams" integer,
	"service_cost_satang" integer,
	"mailing_id" uuid,
	"barcode" text,
	"error_msg" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packing_boxes_weight_ck" CHECK ("packing_boxes"."weight_grams" >= 0)
);
--> statement-breakpoint
CREATE TABLE "packing_list_orders" (
	"packing_list_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "packing_list_orders_packing_list_id_order_id_pk" PRIMARY KEY("packing_list_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "packing_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status_key" text DEFAULT 'COUNTING' NOT NULL,
	"sender_address_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_delivery_option_id_delivery_options_id_fk" FOREIGN KEY ("delivery_option_id") REFERENCES "public"."delivery_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_box_items" ADD CONSTRAINT "packing_box_items_box_id_packing_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."packing_boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_box_items" ADD CONSTRAINT "packing_box_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_boxes" ADD CONSTRAINT "packing_boxes_packing_list_id_packing_lists_id_fk" FOREIGN KEY ("packing_list_id") REFERENCES "public"."packing_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_boxes" ADD CONSTRAINT "packing_boxes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_boxes" ADD CONSTRAINT "packing_boxes_mailing_id_mailings_id_fk" FOREIGN KEY ("mailing_id") REFERENCES "public"."mailings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_list_orders" ADD CONSTRAINT "packing_list_orders_packing_list_id_packing_lists_id_fk" FOREIGN KEY ("packing_list_id") REFERENCES "public"."packing_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_list_orders" ADD CONSTRAINT "packing_list_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_lists" ADD CONSTRAINT "packing_lists_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_lists" ADD CONSTRAINT "packing_lists_sender_address_id_sender_addresses_id_fk" FOREIGN KEY ("sender_address_id") REFERENCES "public"."sender_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_orders_order_uq" ON "invoice_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoice_orders_invoice_idx" ON "invoice_orders" USING btree ("invoice_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_store_number_uq" ON "invoices" USING btree ("store_id","invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_store_created_idx" ON "invoices" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "packing_boxes_order_box_uq" ON "packing_boxes" USING btree ("order_id","box_no");--> statement-breakpoint
CREATE INDEX "packing_boxes_list_idx" ON "packing_boxes" USING btree ("packing_list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packing_list_orders_order_uq" ON "packing_list_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packing_lists_store_code_uq" ON "packing_lists" USING btree ("store_id","code");--> statement-breakpoint
CREATE INDEX "packing_lists_store_status_idx" ON "packing_lists" USING btree ("store_id","status_key","updated_at");