CREATE INDEX "users_created_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_zone_outlet_idx" ON "users" USING btree (("zone" ->> 'postalCode'));--> statement-breakpoint
CREATE INDEX "mailings_created_id_idx" ON "mailings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "mailings_postal_created_id_idx" ON "mailings" USING btree ("postal_code","created_at","id");--> statement-breakpoint
CREATE INDEX "mailings_barcode_pattern_idx" ON "mailings" USING btree ("barcode" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "card_payments_created_idx" ON "card_payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stores_postcode_idx" ON "stores" USING btree ("postcode");