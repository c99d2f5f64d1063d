ALTER TABLE "tracking_syncs" ADD COLUMN "resume_after" uuid;--> statement-breakpoint
ALTER TABLE "tracking_syncs" ADD COLUMN "pending" integer DEFAULT 0 NOT NULL;