/**
 * The per-address budget of the routes that guess or spend (sign-in, sign-up, recovery, social sign-in, e-mail
 * confirmation, password change, zone sign-up): ONE budget per client address across all of them, so an attacker
 * cannot spend 30 guesses on `/api/Token`, then 30 on `/api/Account/Login`, then 30 on forgot-password in the same
 * minute. The database store (`lib/rate-limit-store.ts`) counts a `groupId` as one counter whatever the route.
 */
const SIGN_IN_RATE_LIMIT_GROUP = 'sign-in';

export const signInRateLimit = (perMinute: number) => ({
  rateLimit: { max: perMinute, timeWindow: '1 minute', groupId: SIGN_IN_RATE_LIMIT_GROUP },
});
