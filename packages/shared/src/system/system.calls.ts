import { z } from 'zod';
import { callsTagged } from '../common/call';
import { int32 } from '../common/int.schema';
import { plainString } from '../common/text.schema';

const call = callsTagged(['System']);

/** Settings the web app needs before sign-in: the old hosts it was served from and where the app lives now. */
const appConfigSchema = z.object({
  oldHosts: z.array(plainString()),
  newHostUrl: plainString(),
  redirectSeconds: int32(),
});

/** The versions and the app's settings; anyone may read them. */
export const systemCalls = {
  version: call('GET', '/version', {
    response: { 200: z.object({ client: plainString(), service: plainString() }) },
  }),
  appConfig: call('GET', '/api/app-config', {
    description: 'Settings the web app needs before sign-in (the old-host banner).',
    response: { 200: appConfigSchema },
  }),
};
