import { mailingCalls } from '@songdee/shared/mailing/mailing.calls';
import type { FastifyInstance } from 'fastify';
import { routesOf, storeRoute } from '../../lib/route-handlers';
import type { createMailingAddressService } from './mailing-address.service';
import type { MailingsService } from './mailings.service';
import type { PublishMailingsService } from './publish-mailings.service';
import type { TrackingService } from './tracking.service';

export interface MailingsRoutesOptions {
  mailings: MailingsService;
  publish: PublishMailingsService;
  addresses: ReturnType<typeof createMailingAddressService>;
  tracking: TrackingService;
}

export async function mailingsRoutes(app: FastifyInstance, opts: MailingsRoutesOptions) {
  const { mailings, publish, addresses, tracking } = opts;
  const route = routesOf(app);

  route(storeRoute(mailingCalls.publish), (actor, req) => publish.publishMailings(actor, req.params.storeId, req.body));
  route(storeRoute(mailingCalls.ordersPrice), (actor, req) =>
    publish.priceOrders(actor, req.params.storeId, req.params.optionId, req.body),
  );
  route(storeRoute(mailingCalls.list), (actor, req) => mailings.listMailings(actor, req.params.storeId, req.query));
  route(storeRoute(mailingCalls.history), (actor, req) => mailings.listHistory(actor, req.params.storeId, req.query));
  route(storeRoute(mailingCalls.syncTracking), (actor, req) => tracking.updateTrackingStatus(actor, req.params.storeId));
  // A GET changes nothing: it only reads the last sync (the sync itself is the POST of the same path).
  route(storeRoute(mailingCalls.trackingState), (actor, req) => tracking.lastTrackingStatus(actor, req.params.storeId));
  route(storeRoute(mailingCalls.get), (actor, req) => mailings.getMailing(actor, req.params.storeId, req.params.mailingId));
  route(storeRoute(mailingCalls.address), (actor, req) => addresses.getAddress(actor, req.params.storeId, req.params.mailingId));
  route(storeRoute(mailingCalls.updateAddress), (actor, req) =>
    addresses.updateAddress(actor, req.params.storeId, req.params.mailingId, req.body),
  );
  route(storeRoute(mailingCalls.remove), (actor, req) => mailings.deleteMailing(actor, req.params.storeId, req.params.mailingId));
  route(storeRoute(mailingCalls.createPrintLot), (actor, req) => mailings.createPrintLot(actor, req.params.storeId, req.body.mailingIds));

  // The stock page is for users outside a zone ("reservation and stock screens", spec 2 section 6), the store
  // report for any store owner; both read the same rows.
  route(storeRoute(mailingCalls.barcodeStock, { ownerOnly: true, access: 'reserveUsers' }), (actor, req) =>
    mailings.listBarcodeStock(actor, req.params.storeId),
  );
  route(storeRoute(mailingCalls.stockReport), (actor, req) => mailings.listBarcodeStock(actor, req.params.storeId));
}
