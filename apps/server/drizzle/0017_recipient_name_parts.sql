ALTER TABLE "ship_addresses" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ship_addresses" ADD COLUMN "surname" text DEFAULT '' NOT NULL;