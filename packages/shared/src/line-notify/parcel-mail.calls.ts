import { declareCall } from '../common/call';
import { parcelMailStopQuerySchema } from './line-notify.schema';

/** The buyer's one-click stop of the parcel e-mails, from the link in each (no sign-in: the token is signed). */
export const parcelMailCalls = {
  stop: declareCall('GET', '/api/notifications/unsubscribe', {
    tags: ['Notifications'],
    description: 'Stops the parcel e-mails of the user the signed token names; answers a small page in the user’s language.',
    querystring: parcelMailStopQuerySchema,
  }),
};
