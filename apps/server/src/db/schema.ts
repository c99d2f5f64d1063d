import * as auth from './schema/auth';
import * as mail from './schema/mail';
import * as stores from './schema/stores';

/** Every table, for Drizzle's relational queries. Add a domain's schema file here. */
export const schema = { ...auth, ...mail, ...stores };
