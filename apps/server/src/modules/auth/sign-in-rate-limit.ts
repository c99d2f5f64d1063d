import type { Call } from '@songdee/shared/common/call';
import { publicRoute, signedInRoute } from '../../lib/route-handlers';

/**
 * The per-address budget of the routes that guess or spend (sign-in, sign-up, recovery, social sign-in, e-mail
 * confirmation, password change, zone sign-up): ONE budget per client address across all of them, so an attacker
 * cannot spend 30 guesses on `/api/Token`, then 30 on `/api/Account/Login`, then 30 on forgot-password in the same
 * minute. The database store (`lib/rate-limit-store.ts`) counts a `groupId` as one counter whatever the route.
 */
const SIGN_IN_RATE_LIMIT_GROUP = 'sign-in';

/** What a route file with calls under the sign-in budget is given: its service and the budget per minute. */
export interface SignInLimitedOptions<S> {
  service: S;
  authRateLimitPerMinute: number;
}

/**
 * The route options of calls that spend the sign-in budget (`perMinute` per client address): `limitedPublicRoute` for
 * anyone's, `limitedSignedInRoute` for a signed-in user's.
 */
export const signInLimitedRoutes = (perMinute: number) => {
  const config = { rateLimit: { max: perMinute, timeWindow: '1 minute', groupId: SIGN_IN_RATE_LIMIT_GROUP } };
  return {
    limitedPublicRoute: <C extends Call>(call: C) => ({ ...publicRoute(call), config }),
    limitedSignedInRoute: <C extends Call>(call: C) => ({ ...signedInRoute(call), config }),
  };
};
