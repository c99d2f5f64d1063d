import type { UserInfo } from '@songdee/shared/auth/auth.schema';
import { useNavigate } from 'react-router';
import { landingPathFor } from '../../../app/navigation/menus';
import { useRecordId } from '../../../lib/use-record-id';
import { usePendingIdentity } from '../api/social-api';

/**
 * The two pages that finish a social sign-in (link an account, or make one): the pending identity their address names
 * (`?id=`), and the landing once the browser is signed in.
 */
export function usePendingSignIn() {
  const navigate = useNavigate();
  const id = useRecordId('id') ?? '';
  return {
    id,
    pending: usePendingIdentity(id),
    /** Into the app on the signed-in user's landing screen (home when the session did not come back). */
    land: (user: UserInfo | null) => navigate(user ? landingPathFor(user, null) : '/', { replace: true }),
  };
}
