import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { createRedirect72Gateway } from './integrations/card-payment/redirect-72';
import { createLineMessagingClient } from './integrations/line/client';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { createPostJobClient } from './integrations/post-job/client';
import { simulators } from './integrations/simulators';
import { createTrackTraceClient } from './integrations/track-trace/client';
import { createTrackWebhookClient } from './integrations/track-trace/webhook-client';
import { createBackgroundTasks } from './lib/background-tasks';
import { clientErrorHandler, frameworkErrors, registerErrorHandler, sendError } from './lib/error-handler';
import type { SheetPool } from './lib/excel/sheet-pool';
import { fileStoreOf } from './lib/files/s3-file-store';
import { createIdempotency } from './lib/idempotency';
import { movedTo, type OldHosts, withOldHostBanner } from './lib/old-host-banner';
import { databaseRateLimitStore } from './lib/rate-limit-store';
import { responseSerializer } from './lib/response-serializer';
import { addressBookModule } from './modules/address-book/address-book.module';
import { adminUsersModule } from './modules/admin-users/admin-users.module';
import { authModule } from './modules/auth/auth.module';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createPasswordConfirmService } from './modules/auth/password-confirm.service';
import { createPostOfficeAdminsRepository } from './modules/auth/post-office-admins.repository';
import { createPostOfficeAdmins } from './modules/auth/post-office-admins.service';
import { createSessionRepository } from './modules/auth/session.repository';
import { barcodeRangesModule } from './modules/barcode-ranges/barcode-ranges.module';
import { catalogModule } from './modules/catalog/catalog.module';
import { codModule } from './modules/cod/cod.module';
import { contactsModule } from './modules/contacts/contacts.module';
import { contentModule } from './modules/content/content.module';
import { createAddressParseService } from './modules/geo/address-parse.service';
import { geoModule } from './modules/geo/geo.module';
import { createGeoLookup } from './modules/geo/geo-lookup.repository';
import { invoicesModule } from './modules/invoices/invoices.module';
import { mailingsModule } from './modules/mailings/mailings.module';
import { notificationsModule } from './modules/notifications/notifications.module';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { orderImportModule } from './modules/order-import/order-import.module';
import { ordersModule } from './modules/orders/orders.module';
import { outgoingModule } from './modules/outgoing/outgoing.module';
import { packingModule } from './modules/packing/packing.module';
import { createCardPaymentService } from './modules/payments/card-payment.service';
import { createCardPaymentsRepository } from './modules/payments/card-payments.repository';
import { paymentsModule } from './modules/payments/payments.module';
import { postJobsModule } from './modules/post-jobs/post-jobs.module';
import { referenceModule } from './modules/reference/reference.module';
import { reportsModule } from './modules/reports/reports.module';
import { reservesModule } from './modules/reserves/reserves.module';
import { reviewsModule } from './modules/reviews/reviews.module';
import { shippingListsModule } from './modules/shipping-lists/shipping-lists.module';
import { createStoreManageService } from './modules/stores/store-manage.service';
import { storesModule } from './modules/stores/stores.module';
import { createStoresRepository } from './modules/stores/stores.repository';
import { createStoresService } from './modules/stores/stores.service';
import { systemModule } from './modules/system/system.module';
import accessPlugin from './plugins/access.plugin';
import authPlugin from './plugins/auth.plugin';
import securityHeaders from './plugins/security-headers.plugin';

import { serverFile } from './server-files';
import { firstDataPages } from './web-first-data';

export interface AppDeps {
  env: Env;
  db: Database;
  /** Tests may pass their own; by default SMTP_URL or the dev outbox decides. */
  mailer?: Mailer;
  logger?: boolean;
  /** Called with every route as it is registered (tests use it to walk the whole API). */
  onRoute?: (route: RouteOptions) => void;
  /** The current time for rules that depend on the day (post job dates, the reservation clean-up); tests fix it. */
  now?: () => Date;
  /** The threads that read address sheets; the process's one pool by default (tests pass a small one). */
  sheetPool?: SheetPool;
}

const DEFAULT_WEB_DIST = serverFile('../web/dist');
/** JSON bodies are small forms; uploads get their own limits per route. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp({ env, db, mailer, logger = true, onRoute, now, sheetPool }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: env.LOG_LEVEL } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Forwarded client addresses count only from the configured proxies: anyone else could forge them to dodge per-address rate limits.
    trustProxy: env.TRUST_PROXY,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Refusals before any hook runs answer in the one error envelope too.
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  registerErrorHandler(app);
  if (onRoute) app.addHook('onRoute', onRoute);

  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The camera scanner compiles its own barcode reader (WebAssembly, served from here) where the browser has no
        // BarcodeDetector; 'wasm-unsafe-eval' allows compiling WebAssembly only, never evaluating script text.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Mantine injects its CSS variables in a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // The card-payment form is posted to the gateway.
        formAction: ["'self'", new URL(env.PAYMENT_GATEWAY_URL).origin],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Behind an https public address, browsers are told to use https only, for a year, subdomains too; over plain http
    // (localhost, development) the header would be ignored or wrong.
    strictTransportSecurity: new URL(env.PUBLIC_URL).protocol === 'https:' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  await app.register(cookie);
  await app.register(formbody);
  // Upload routes set their own file-size limits; one file per request.
  await app.register(multipart, { limits: { files: 1, fields: 10 } });
  // Counted in the database, so a limit holds across every server process (lib/rate-limit-store.ts).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  await app.register(swagger, {
    openapi: { info: { title: 'Songdee API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  // The docs page needs its own inline script and styles; the strict CSP stays everywhere else. Off in production
  // unless API_DOCS=on: it maps every route for anyone.
  if (env.API_DOCS === 'on') await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  // Creates answered once per Idempotency-Key, for every route's `created` (lib/idempotency.ts).
  app.decorate('idempotency', createIdempotency(db));
  // Work an answer does not wait for (lib/background-tasks.ts); the server finishes it before it closes.
  app.decorate('backgroundTasks', createBackgroundTasks(app.log));
  app.addHook('onClose', () => app.backgroundTasks.settled());
  const sessions = createSessionRepository(db);
  await app.register(authPlugin, { sessions, publicUrl: env.PUBLIC_URL });

  // Services more than one domain uses, built once and handed to the modules that need them.
  const files = fileStoreOf(env);
  const geo = createGeoLookup(db);
  const addresses = createAddressParseService(db);
  const storesRepo = createStoresRepository(db);
  const stores = createStoresService(storesRepo);
  const storeManage = createStoreManageService({ repo: storesRepo, geo, files });
  const notificationsRepo = createNotificationsRepository(db);
  const notifications = createNotificationsService(notificationsRepo, stores);
  const trackTrace = createTrackTraceClient({ baseUrl: env.TRACK_API_URL, apiKey: env.TRACK_API_KEY });
  const postJobClient = createPostJobClient({ baseUrl: env.POST_JOB_API_URL, apiKey: env.POST_JOB_API_KEY });
  const passwords = createPasswordConfirmService(createAuthRepository(db));
  const postOfficeUsers = createPostOfficeAdminsRepository(db);
  const postOffice = createPostOfficeAdmins(postOfficeUsers);
  await app.register(accessPlugin);
  const cardPaymentsRepo = createCardPaymentsRepository(db);
  const cardPayments = createCardPaymentService({
    repo: cardPaymentsRepo,
    gateway: createRedirect72Gateway({
      paymentUrl: env.PAYMENT_GATEWAY_URL,
      merchantId: env.PAYMENT_MERCHANT_ID,
      secret: env.PAYMENT_HMAC_SECRET,
    }),
    publicUrl: env.PUBLIC_URL,
  });

  const oldHosts: OldHosts = {
    oldHosts: env.OLD_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    newHostUrl: env.NEW_HOST_URL,
  };
  await app.register(systemModule, oldHosts);
  await app.register(geoModule, { db, addresses });
  await app.register(referenceModule, { db });
  const schedule = env.SCHEDULED_JOBS === 'on' ? { intervalMs: env.SCHEDULED_JOBS_INTERVAL_SECONDS * 1000 } : undefined;
  await app.register(mailingsModule, {
    db,
    geo,
    stores,
    notificationsRepo,
    trackTrace,
    trackWebhook: {
      client: createTrackWebhookClient({ baseUrl: env.TRACK_WEBHOOK_API_URL, apiKey: env.TRACK_API_KEY }),
      secret: env.TRACK_WEBHOOK_SECRET,
      subscribeAfterPublish: env.TRACK_WEBHOOK_SUBSCRIBE === 'on',
    },
    trackingBound: { perRequest: env.TRACKING_SYNC_PER_REQUEST, requestMs: env.TRACKING_SYNC_REQUEST_MS },
    publicUrl: env.PUBLIC_URL,
    schedule,
  });
  await app.register(storesModule, { stores, storeManage });
  await app.register(catalogModule, { db, files, stores, storeManage });
  await app.register(ordersModule, {
    db,
    files,
    geo,
    stores,
    storesRepo,
    storeManage,
    notifications,
    cardPayments,
  });
  await app.register(orderImportModule, { db, stores, storesRepo, addresses, sheetPool });
  await app.register(reviewsModule, { db, storeManage });
  await app.register(notificationsModule, { db, notificationsRepo, notifications });
  const outbox = mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db });
  await app.register(outgoingModule, {
    db,
    stores,
    notificationsRepo,
    mailer: outbox,
    line: createLineMessagingClient({ baseUrl: env.LINE_MESSAGING_API_URL }),
    publicUrl: env.PUBLIC_URL,
    lineTokenKey: env.LINE_TOKEN_KEY,
    mailStopSecret: env.MAIL_STOP_SECRET,
    now,
    interval: env.OUTGOING_SENDER === 'on' ? { ms: env.OUTGOING_INTERVAL_SECONDS * 1000 } : undefined,
  });
  await app.register(addressBookModule, { db, stores, geo, sheetPool });
  await app.register(packingModule, { db, stores, storesRepo });
  await app.register(invoicesModule, { db, stores });
  await app.register(codModule, { db, stores });
  await app.register(postJobsModule, { db, stores, passwords, postJobClient, now });
  await app.register(shippingListsModule, { db, stores, cardPayments, publicUrl: env.PUBLIC_URL });
  await app.register(paymentsModule, { cardPayments, cardPaymentsRepo, stores, publicUrl: env.PUBLIC_URL });
  await app.register(reportsModule, { db, stores, now });
  await app.register(reservesModule, {
    db,
    stores,
    postOffice,
    cardPayments,
    publicUrl: env.PUBLIC_URL,
    now,
    schedule,
  });
  await app.register(contactsModule, { db, postOffice });
  await app.register(adminUsersModule, { db, postOffice });
  await app.register(contentModule, { db, files, postOffice });
  await app.register(barcodeRangesModule, { db, postOffice });
  await app.register(authModule, {
    db,
    sessions,
    schedule,
    now,
    mailer: outbox,
    publicUrl: env.PUBLIC_URL,
    sessionTtlSeconds: env.SESSION_TTL_SECONDS,
    cookieSecure: env.COOKIE_SECURE === 'on',
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    oidcProviders: env.OIDC_PROVIDERS,
    geo,
  });

  if (env.SIMULATORS === 'on') await app.register(simulators, { env, db });

  await registerWebApp(app, env.WEB_DIST ?? DEFAULT_WEB_DIST, oldHosts);
  return app;
}

/**
 * Serves the built SPA: hashed assets cached for a year; any other GET outside the API gets index.html,
 * so the app's router shows the page (or sends an unknown URL to main).
 */
async function registerWebApp(app: FastifyInstance, webDist: string, oldHosts: OldHosts) {
  const hasWeb = existsSync(webDist);
  const hasLanding = existsSync(join(webDist, 'landing.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build's .br and .gz beside each file (apps/web/vite.config.ts), chosen by Accept-Encoding, with Vary.
      preCompressed: true,
      setHeaders(res, path) {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const apiPrefixes = ['/api/', '/sim/', '/docs', '/version'];
  // `/` and a store's main page carry the API answers their first screen needs (web-first-data.ts).
  const sendFirstDataPage = firstDataPages(app, webDist);
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]?.toLowerCase() ?? '';
    if (!hasWeb || (request.method !== 'GET' && request.method !== 'HEAD') || apiPrefixes.some((p) => path.startsWith(p))) {
      return sendError(request, reply, 'ROUTE_NOT_FOUND');
    }
    // `/` gets the landing page prerendered at build time (apps/web/vite.config.ts), every other address the bare shell.
    const file = path === '/' && hasLanding ? 'landing.html' : 'index.html';
    // On an old host, the page as built with the "we have moved" banner in its HTML (it sends the user on to the same
    // address on the new host); the app fetches its own data there.
    const moved = request.method === 'GET' ? movedTo(oldHosts, request.hostname, request.url) : null;
    if (moved) {
      const html = await readFile(join(webDist, file), 'utf8');
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(withOldHostBanner(html, moved));
    }
    // HEAD gets the headers of the page as built (Node sends no body with them), without its first data.
    if (request.method === 'GET' && (await sendFirstDataPage(request, reply))) return reply;
    return reply.header('cache-control', 'no-cache').sendFile(file);
  });
}
