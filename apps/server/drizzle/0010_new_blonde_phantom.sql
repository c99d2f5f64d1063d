CREATE TABLE "card_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"amount_satang" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "card_payments_gateway_order_id_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "card_payments_status_ck" CHECK ("card_payments"."status" IN ('PENDING', 'PAID', 'FAILED', 'CANCELLED')),
	CONSTRAINT "card_payments_kind_ck" CHECK ("card_payments"."target_kind" IN ('shippingList', 'order'))
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_jobs" (
	"shipping_list_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text NOT NULL,
	"appoint_date" date NOT NULL,
	"slot" smallint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint,
	"reason" text,
	"request" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_jobs_slot_ck" CHECK ("post_jobs"."slot" IN (1, 2))
);
--> statement-breakpoint
CREATE TABLE "shipping_list_orders" (
	"shipping_list_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"total_qty" integer NOT NULL,
	"weight_grams" integer NOT NULL,
	"service_cost_satang" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_list_orders_shipping_list_id_order_id_pk" PRIMARY KEY("shipping_list_id","order_id"),
	CONSTRAINT "shipping_list_orders_amounts_ck" CHECK ("shipping_list_orders"."weight_grams" >= 0 AND "shipping_list_orders"."service_cost_satang" >= 0 AND "shipping_list_orders"."total_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status_key" text DEFAULT 'DRAFT_FOR_SHIPPINGLIST' NOT NULL,
	"packing_list_id" uuid,
	"order_qty_total" integer DEFAULT 0 NOT NULL,
	"product_qty_total" integer DEFAULT 0 NOT NULL,
	"price_total_satang" integer DEFAULT 0 NOT NULL,
	"weight_total_grams" integer DEFAULT 0 NOT NULL,
	"status_payment" text DEFAULT 'UNPAID' NOT NULL,
	"sent_pos_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_lists_payment_ck" CHECK ("shipping_lists"."status_payment" IN ('UNPAID', 'PAID'))
);
--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_jobs" ADD CONSTRAINT "post_jobs_shipping_list_id_shipping_lists_id_fk" FOREIGN KEY ("shipping_list_id") REFERENCES "public"."shipping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_jobs" ADD CONSTRAINT "post_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_list_orders" ADD CONSTRAINT "shipping_list_orders_shipping_list_id_shipping_lists_id_fk" FOREIGN KEY ("shipping_list_id") REFERENCES "public"."shipping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_list_orders" ADD CONSTRAINT "shipping_list_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_lists" ADD CONSTRAINT "shipping_lists_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_lists" ADD CONSTRAINT "shipping_lists_packing_list_id_packing_lists_id_fk" FOREIGN KEY ("packing_list_id") REFERENCES "public"."packing_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_paid_target_uq" ON "card_payments" USING btree ("target_kind","target_id") WHERE "card_payments"."status" = 'PAID';--> statement-breakpoint
CREATE INDEX "card_payments_target_idx" ON "card_payments" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_list_orders_order_uq" ON "shipping_list_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipping_list_orders_list_idx" ON "shipping_list_orders" USING btree ("shipping_list_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_lists_store_code_uq" ON "shipping_lists" USING btree ("store_id","code");--> statement-breakpoint
CREATE INDEX "shipping_lists_store_created_idx" ON "shipping_lists" USING btree ("store_id","created_at" DESC NULLS LAST);