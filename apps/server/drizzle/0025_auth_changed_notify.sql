-- Who a session token is (modules/auth/session.repository.ts) is read from these four tables, and each server
-- process remembers it for safe requests (session-cache.ts). Any change to them, by any process or by hand,
-- NOTIFYs every process to forget what it remembers: one notice per statement, delivered at commit.
CREATE OR REPLACE FUNCTION songdee_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('songdee_auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION songdee_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION songdee_auth_changed();
--> statement-breakpoint
CREATE TRIGGER outlets_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON outlets
  FOR EACH STATEMENT EXECUTE FUNCTION songdee_auth_changed();
--> statement-breakpoint
CREATE TRIGGER stores_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION songdee_auth_changed();
