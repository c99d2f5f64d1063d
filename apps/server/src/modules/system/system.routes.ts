import { CLIENT_VERSION, OLD_HOST_REDIRECT_SECONDS } from '@songdee/shared/constants/app.constants';
import { systemCalls } from '@songdee/shared/system/system.calls';
import type { FastifyInstance } from 'fastify';
import serverPackage from '../../../package.json' with { type: 'json' };
import { publicRoute, routesOf } from '../../lib/route-handlers';

export interface SystemRoutesOptions {
  oldHosts: string[];
  newHostUrl: string;
}

export async function systemRoutes(app: FastifyInstance, opts: SystemRoutesOptions) {
  const route = routesOf(app);
  route.raw(publicRoute(systemCalls.version), async () => ({ client: CLIENT_VERSION, service: serverPackage.version }));
  route.raw(publicRoute(systemCalls.appConfig), async () => ({
    oldHosts: opts.oldHosts,
    newHostUrl: opts.newHostUrl,
    redirectSeconds: OLD_HOST_REDIRECT_SECONDS,
  }));
}
