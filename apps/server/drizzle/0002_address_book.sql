CREATE TABLE "sender_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"home_address" text NOT NULL,
	"village" text DEFAULT '' NOT NULL,
	"building" text DEFAULT '' NOT NULL,
	"floor" text DEFAULT '' NOT NULL,
	"swine" text DEFAULT '' NOT NULL,
	"alley" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"province_id" integer,
	"border_id" integer,
	"district_id" integer,
	"postcode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ship_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"home_address" text NOT NULL,
	"village" text DEFAULT '' NOT NULL,
	"building" text DEFAULT '' NOT NULL,
	"floor" text DEFAULT '' NOT NULL,
	"swine" text DEFAULT '' NOT NULL,
	"alley" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"province_id" integer,
	"border_id" integer,
	"district_id" integer,
	"postcode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"full_name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sender_addresses" ADD CONSTRAINT "sender_addresses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sender_addresses" ADD CONSTRAINT "sender_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sender_addresses" ADD CONSTRAINT "sender_addresses_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sender_addresses" ADD CONSTRAINT "sender_addresses_border_id_borders_id_fk" FOREIGN KEY ("border_id") REFERENCES "public"."borders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sender_addresses" ADD CONSTRAINT "sender_addresses_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_addresses" ADD CONSTRAINT "ship_addresses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_addresses" ADD CONSTRAINT "ship_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_addresses" ADD CONSTRAINT "ship_addresses_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_addresses" ADD CONSTRAINT "ship_addresses_border_id_borders_id_fk" FOREIGN KEY ("border_id") REFERENCES "public"."borders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_addresses" ADD CONSTRAINT "ship_addresses_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sender_addresses_store_idx" ON "sender_addresses" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sender_addresses_one_default" ON "sender_addresses" USING btree ("store_id") WHERE "sender_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "ship_addresses_store_idx" ON "ship_addresses" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "ship_addresses_user_idx" ON "ship_addresses" USING btree ("user_id");