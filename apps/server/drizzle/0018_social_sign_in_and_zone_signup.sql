CREATE TABLE "social_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_sign_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"state_hash" text,
	"nonce" text,
	"code_verifier" text,
	"browser_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"subject" text,
	"email" text,
	"email_verified" boolean,
	"first_name" text,
	"last_name" text,
	"verified_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "social_sign_ins_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "zone_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "zone_status" text;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_provider_subject_uq" ON "social_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "social_identities_user_idx" ON "social_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "social_sign_ins_expires_idx" ON "social_sign_ins" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_zone_staff_id_users_id_fk" FOREIGN KEY ("zone_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;