import { int32 } from '@songdee/shared/common/int.schema';
import { plainString } from '@songdee/shared/common/text.schema';
import { CLIENT_VERSION, OLD_HOST_REDIRECT_SECONDS } from '@songdee/shared/constants/app.constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import serverPackage from '../../../package.json' with { type: 'json' };

export interface SystemRoutesOptions {
  oldHosts: string[];
  newHostUrl: string;
}

const appConfigSchema = z.object({
  oldHosts: z.array(plainString()),
  newHostUrl: plainString(),
  redirectSeconds: int32(),
});

export async function systemRoutes(app: FastifyInstance, opts: SystemRoutesOptions) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/version',
    { schema: { tags: ['System'], response: { 200: z.object({ client: plainString(), service: plainString() }) } } },
    async () => ({ client: CLIENT_VERSION, service: serverPackage.version }),
  );

  typed.get(
    '/api/app-config',
    {
      schema: {
        tags: ['System'],
        description: 'Settings the web app needs before sign-in (the old-host banner).',
        response: { 200: appConfigSchema },
      },
    },
    async () => ({ oldHosts: opts.oldHosts, newHostUrl: opts.newHostUrl, redirectSeconds: OLD_HOST_REDIRECT_SECONDS }),
  );
}
