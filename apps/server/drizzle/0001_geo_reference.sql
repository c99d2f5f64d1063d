CREATE TABLE "borders" (
	"id" integer PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "district_postcodes" (
	"district_id" integer NOT NULL,
	"postcode" text NOT NULL,
	CONSTRAINT "district_postcodes_district_id_postcode_pk" PRIMARY KEY("district_id","postcode")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"border_id" integer NOT NULL,
	"province_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outlets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"post_job" boolean DEFAULT false NOT NULL,
	"prompt_ems" boolean DEFAULT false NOT NULL,
	"type" integer NOT NULL,
	"postcode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outlets_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_sizes" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "box_sizes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "delivery_box_prices" (
	"delivery_option_id" text NOT NULL,
	"box_size_id" integer NOT NULL,
	"price_satang" integer NOT NULL,
	CONSTRAINT "delivery_box_prices_delivery_option_id_box_size_id_pk" PRIMARY KEY("delivery_option_id","box_size_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_options" (
	"id" text PRIMARY KEY NOT NULL,
	"service_type" integer DEFAULT 0 NOT NULL,
	"reserve" boolean DEFAULT false NOT NULL,
	"hides_weight" boolean DEFAULT false NOT NULL,
	"prompt_post_only" boolean DEFAULT false NOT NULL,
	"pricing" text NOT NULL,
	"s10_prefix" text,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_rates" (
	"delivery_option_id" text NOT NULL,
	"max_weight_grams" integer NOT NULL,
	"price_satang" integer NOT NULL,
	CONSTRAINT "delivery_rates_delivery_option_id_max_weight_grams_pk" PRIMARY KEY("delivery_option_id","max_weight_grams")
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" integer PRIMARY KEY NOT NULL,
	"delivery_option_id" text NOT NULL,
	"service_type" integer NOT NULL,
	"box_size_id" integer NOT NULL,
	"name" text NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"in_price_satang" integer NOT NULL,
	"out_price_satang" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_seeds" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference_key" text NOT NULL,
	"sort_order" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "statuses_kind_key_uq" UNIQUE("kind","reference_key")
);
--> statement-breakpoint
ALTER TABLE "borders" ADD CONSTRAINT "borders_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_postcodes" ADD CONSTRAINT "district_postcodes_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_border_id_borders_id_fk" FOREIGN KEY ("border_id") REFERENCES "public"."borders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_box_prices" ADD CONSTRAINT "delivery_box_prices_delivery_option_id_delivery_options_id_fk" FOREIGN KEY ("delivery_option_id") REFERENCES "public"."delivery_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_box_prices" ADD CONSTRAINT "delivery_box_prices_box_size_id_box_sizes_id_fk" FOREIGN KEY ("box_size_id") REFERENCES "public"."box_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_rates" ADD CONSTRAINT "delivery_rates_delivery_option_id_delivery_options_id_fk" FOREIGN KEY ("delivery_option_id") REFERENCES "public"."delivery_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_delivery_option_id_delivery_options_id_fk" FOREIGN KEY ("delivery_option_id") REFERENCES "public"."delivery_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_box_size_id_box_sizes_id_fk" FOREIGN KEY ("box_size_id") REFERENCES "public"."box_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "borders_province_idx" ON "borders" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "district_postcodes_postcode_idx" ON "district_postcodes" USING btree ("postcode");--> statement-breakpoint
CREATE INDEX "districts_border_idx" ON "districts" USING btree ("border_id");--> statement-breakpoint
CREATE INDEX "districts_province_idx" ON "districts" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "outlets_type_idx" ON "outlets" USING btree ("type");--> statement-breakpoint
CREATE INDEX "outlets_postcode_idx" ON "outlets" USING btree ("postcode");