CREATE TABLE "track_quota" (
	"key_id" text PRIMARY KEY NOT NULL,
	"track_date" date NOT NULL,
	"count_number" integer DEFAULT 0 NOT NULL,
	"count_limit" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"backoff_attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"mailing_id" uuid NOT NULL,
	"code" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_events_mailing_id_occurred_at_code_pk" PRIMARY KEY("mailing_id","occurred_at","code"),
	CONSTRAINT "tracking_events_source_ck" CHECK ("tracking_events"."source" IN ('poll', 'push'))
);
--> statement-breakpoint
ALTER TABLE "mailings" ADD COLUMN "cod_transferred_at" timestamp with time zone;--> statement-breakpoint
-- Mailings published before the push service are left to polling (null); new ones are due at once.
ALTER TABLE "mailings" ADD COLUMN "track_subscribe_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mailings" ALTER COLUMN "track_subscribe_after" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "mailings" ADD COLUMN "track_subscribe_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mailings" ADD COLUMN "track_subscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mailings" ADD COLUMN "track_pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_mailing_id_mailings_id_fk" FOREIGN KEY ("mailing_id") REFERENCES "public"."mailings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailings_track_subscribe_idx" ON "mailings" USING btree ("track_subscribe_after") WHERE "mailings"."track_subscribe_after" IS NOT NULL;