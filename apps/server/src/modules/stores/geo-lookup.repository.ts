/** Moved to modules/geo/geo-lookup.repository.ts; this name stays only for the orders module's imports until they follow. */
export type { GeoLookup } from '../geo/geo-lookup.repository';
