CREATE TABLE "scheduled_job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"runner" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	CONSTRAINT "scheduled_job_runs_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
CREATE TABLE "reserve_lines" (
	"reserve_id" uuid NOT NULL,
	"box_size_id" integer NOT NULL,
	"box_price_satang" integer NOT NULL,
	"sets" integer NOT NULL,
	CONSTRAINT "reserve_lines_reserve_id_box_size_id_pk" PRIMARY KEY("reserve_id","box_size_id"),
	CONSTRAINT "reserve_lines_sets_ck" CHECK ("reserve_lines"."sets" BETWEEN 1 AND 1000),
	CONSTRAINT "reserve_lines_price_ck" CHECK ("reserve_lines"."box_price_satang" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reserves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"code" text NOT NULL,
	"outlet_id" uuid NOT NULL,
	"status_key" text DEFAULT 'DRAFT_FOR_RESERVE' NOT NULL,
	"total_qty" integer NOT NULL,
	"total_price_satang" integer NOT NULL,
	"status_payment" boolean DEFAULT false NOT NULL,
	"paid_amount_satang" integer,
	"payment_info" text,
	"ref_bank_code" text,
	"approval_bank_code" text,
	"paid_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmed_by_user_id" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserves_status_ck" CHECK ("reserves"."status_key" IN ('DRAFT_FOR_RESERVE', 'CONFIRM_FOR_RESERVE')),
	CONSTRAINT "reserves_totals_ck" CHECK ("reserves"."total_qty" > 0 AND "reserves"."total_price_satang" >= 0),
	CONSTRAINT "reserves_confirmed_paid_ck" CHECK ("reserves"."status_key" <> 'CONFIRM_FOR_RESERVE' OR ("reserves"."status_payment" AND "reserves"."confirmed_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "card_payments" DROP CONSTRAINT "card_payments_kind_ck";--> statement-breakpoint
ALTER TABLE "reserve_lines" ADD CONSTRAINT "reserve_lines_reserve_id_reserves_id_fk" FOREIGN KEY ("reserve_id") REFERENCES "public"."reserves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_lines" ADD CONSTRAINT "reserve_lines_box_size_id_box_sizes_id_fk" FOREIGN KEY ("box_size_id") REFERENCES "public"."box_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserves" ADD CONSTRAINT "reserves_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserves" ADD CONSTRAINT "reserves_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserves" ADD CONSTRAINT "reserves_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reserves_store_code_uq" ON "reserves" USING btree ("store_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "reserves_store_idempotency_uq" ON "reserves" USING btree ("store_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "reserves_store_created_idx" ON "reserves" USING btree ("store_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reserves_outlet_created_idx" ON "reserves" USING btree ("outlet_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reserves_status_created_idx" ON "reserves" USING btree ("status_key","created_at");--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_kind_ck" CHECK ("card_payments"."target_kind" IN ('shippingList', 'order', 'reserve'));