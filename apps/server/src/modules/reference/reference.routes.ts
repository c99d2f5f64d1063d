import { deliveryReferenceCalls, statusCalls } from '@songdee/shared/reference/reference.calls';
import { SAVE_CONFIRM_KINDS } from '@songdee/shared/reference/reference.schema';
import type { FastifyInstance } from 'fastify';
import { localize } from '../../lib/i18n';
import { publicRoute, routesOf } from '../../lib/route-handlers';
import type { ReferenceService } from './reference.service';

export interface ReferenceRoutesOptions {
  service: ReferenceService;
}

export async function referenceRoutes(app: FastifyInstance, opts: ReferenceRoutesOptions) {
  const { service } = opts;
  const route = routesOf(app);

  /** The status lists: every status of a kind in the spec order (the order list's filter may ask only the active ones). */
  const statusLists = [
    [statusCalls.orderStatuses, 'order', {}],
    [statusCalls.activeOrderStatuses, 'order', { onlyActive: true }],
    [statusCalls.packingListStatuses, 'packingList', {}],
    [statusCalls.reserveStatuses, 'reserve', {}],
  ] as const;
  for (const [call, kind, options] of statusLists) {
    route.raw(publicRoute(call), async (request) => localize(await service.listStatuses(kind, options), request.lang));
  }

  route.raw(publicRoute(statusCalls.saveConfirmStatuses), async (request) =>
    localize(await service.listStatuses(SAVE_CONFIRM_KINDS[request.params.key]), request.lang),
  );
  route.raw(publicRoute(deliveryReferenceCalls.deliveryOptions), async (request) =>
    localize(await service.listDeliveryOptions(), request.lang),
  );
  route.raw(publicRoute(deliveryReferenceCalls.notReserve), async (request) =>
    localize(await service.listDeliveryOptions({ reserve: false }), request.lang),
  );
  route.raw(publicRoute(deliveryReferenceCalls.promptPostOnly), async (request) =>
    localize(await service.listDeliveryOptions({ promptPostOnly: true }), request.lang),
  );
  route.raw(publicRoute(deliveryReferenceCalls.byStore), async (request) =>
    localize(await service.listStoreDeliveryOptions(request.params.id), request.lang),
  );
  route.raw(publicRoute(deliveryReferenceCalls.deliveryZones), async (request) => service.listZones(request.params.id));
  route.raw(publicRoute(deliveryReferenceCalls.boxSizes), async (request) => localize(await service.listBoxSizes(), request.lang));
  route.raw(publicRoute(deliveryReferenceCalls.labelOptions), async (request) => localize(service.listLabelOptions(), request.lang));
}
