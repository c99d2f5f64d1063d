ALTER TABLE "stores" ADD COLUMN "promptpay_id" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "bank_account_no" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "bank_account_name" text;