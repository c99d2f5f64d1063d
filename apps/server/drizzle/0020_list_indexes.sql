DROP INDEX "sender_addresses_store_idx";--> statement-breakpoint
DROP INDEX "ship_addresses_store_idx";--> statement-breakpoint
DROP INDEX "ship_addresses_user_idx";--> statement-breakpoint
DROP INDEX "buyer_addresses_user_created_idx";--> statement-breakpoint
DROP INDEX "products_store_created_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "invoices_store_created_idx";--> statement-breakpoint
DROP INDEX "mailings_store_created_idx";--> statement-breakpoint
DROP INDEX "mailings_store_status_idx";--> statement-breakpoint
DROP INDEX "orders_store_created_idx";--> statement-breakpoint
DROP INDEX "orders_store_status_option_created_idx";--> statement-breakpoint
DROP INDEX "orders_store_option_created_idx";--> statement-breakpoint
DROP INDEX "orders_user_created_idx";--> statement-breakpoint
DROP INDEX "packing_lists_store_status_idx";--> statement-breakpoint
DROP INDEX "reserves_store_created_idx";--> statement-breakpoint
DROP INDEX "reserves_outlet_created_idx";--> statement-breakpoint
DROP INDEX "reserves_status_created_idx";--> statement-breakpoint
DROP INDEX "reviews_store_created_idx";--> statement-breakpoint
DROP INDEX "shipping_lists_store_created_idx";--> statement-breakpoint
DROP INDEX "stores_type_name_idx";--> statement-breakpoint
DROP INDEX "stores_postcode_idx";--> statement-breakpoint
DROP INDEX "users_zone_outlet_idx";--> statement-breakpoint
CREATE INDEX "sender_addresses_store_default_created_id_idx" ON "sender_addresses" USING btree ("store_id","is_default","created_at","id");--> statement-breakpoint
CREATE INDEX "sender_addresses_name_trgm_idx" ON "sender_addresses" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sender_addresses_surname_trgm_idx" ON "sender_addresses" USING gin ("surname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ship_addresses_store_created_id_idx" ON "ship_addresses" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ship_addresses_user_created_id_idx" ON "ship_addresses" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ship_addresses_full_name_trgm_idx" ON "ship_addresses" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ship_addresses_phone_trgm_idx" ON "ship_addresses" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm_idx" ON "users" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "buyer_addresses_user_created_id_idx" ON "buyer_addresses" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_store_created_id_idx" ON "products" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_created_id_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_category_created_id_idx" ON "products" USING btree ("category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outlets_name_trgm_idx" ON "outlets" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_store_created_id_idx" ON "invoices" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "mailings_store_created_barcode_idx" ON "mailings" USING btree ("store_id","created_at","barcode");--> statement-breakpoint
CREATE INDEX "mailings_store_status_created_barcode_idx" ON "mailings" USING btree ("store_id","status_key","created_at","barcode");--> statement-breakpoint
CREATE INDEX "mailings_barcode_trgm_idx" ON "mailings" USING gin ("barcode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mailings_recipient_name_trgm_idx" ON "mailings" USING gin ("recipient_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mailings_order_idx" ON "mailings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "notifications_store_created_id_idx" ON "notifications" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_id_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_store_created_id_idx" ON "orders" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_store_status_created_id_idx" ON "orders" USING btree ("store_id","status_key","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_store_option_created_id_idx" ON "orders" USING btree ("store_id","delivery_option_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_store_slip_created_id_idx" ON "orders" USING btree ("store_id","created_at","id") WHERE "orders"."pay_slip_path" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_store_labelled_created_id_idx" ON "orders" USING btree ("store_id","created_at","id") WHERE "orders"."barcode" IS NOT NULL AND NOT "orders"."sent_pos";--> statement-breakpoint
CREATE INDEX "orders_user_created_id_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_recipient_name_trgm_idx" ON "orders" USING gin ("recipient_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packing_lists_store_updated_id_idx" ON "packing_lists" USING btree ("store_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "packing_lists_store_status_updated_id_idx" ON "packing_lists" USING btree ("store_id","status_key","updated_at","id");--> statement-breakpoint
CREATE INDEX "reserves_store_created_id_idx" ON "reserves" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reserves_outlet_created_id_idx" ON "reserves" USING btree ("outlet_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reserves_created_id_idx" ON "reserves" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reserves_status_created_id_idx" ON "reserves" USING btree ("status_key","created_at","id");--> statement-breakpoint
CREATE INDEX "reserves_code_trgm_idx" ON "reserves" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_store_created_id_idx" ON "reviews" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "shipping_lists_store_created_id_idx" ON "shipping_lists" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stores_type_name_id_idx" ON "stores" USING btree ("type","name","id");--> statement-breakpoint
CREATE INDEX "stores_created_id_idx" ON "stores" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stores_postcode_created_id_idx" ON "stores" USING btree ("postcode","created_at","id");--> statement-breakpoint
CREATE INDEX "stores_name_trgm_idx" ON "stores" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_uri_trgm_idx" ON "stores" USING gin ("uri" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_zone_outlet_idx" ON "users" USING btree (("zone" ->> 'postalCode'),"created_at","id");