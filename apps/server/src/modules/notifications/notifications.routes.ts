import { notificationCalls } from '@songdee/shared/notification/notification.calls';
import { NOTIFICATION_HEARTBEAT_MS } from '@songdee/shared/notification/notification.schema';
import type { FastifyInstance } from 'fastify';
import { routesOf, signedInRoute } from '../../lib/route-handlers';
import { requireActor } from '../auth/actor';
import type { NotificationHub } from './notification-hub';
import type { NotificationsService } from './notifications.service';

export async function notificationsRoutes(app: FastifyInstance, opts: { service: NotificationsService; hub: NotificationHub }) {
  const { service, hub } = opts;
  const route = routesOf(app);
  const openStreams = new Set<() => void>();

  // Open event streams would hold app.close() forever; end them first, then stop listening.
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });
  app.addHook('onClose', async () => hub.close());

  route(signedInRoute(notificationCalls.list), (actor, req) => service.list(actor, req.query));

  route(signedInRoute(notificationCalls.markAllRead), (actor, req) => service.markAllRead(actor, { ...req.query, ...req.body }));

  route.raw(signedInRoute(notificationCalls.insert), async (req, reply) => {
    const row = await service.insert(requireActor(req), req.body);
    return reply.code(201).send({
      id: row?.id ?? '',
      content: row?.content ?? '',
      readStatus: row?.read ?? false,
      createdDate: row?.createdAt.toISOString() ?? '',
      storeId: row?.storeId ?? null,
      userId: row?.userId ?? null,
      typeNotification: row?.type ?? 0,
      link: row?.link ?? {},
    });
  });

  route.raw(signedInRoute(notificationCalls.stream), async (req, reply) => {
    const target = await service.resolveTarget(requireActor(req), req.query);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Proxies such as nginx would otherwise buffer the stream.
      'x-accel-buffering': 'no',
    });
    res.write('retry: 5000\n\n');
    let closed = false;
    let unsubscribe: (() => void) | undefined;
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), NOTIFICATION_HEARTBEAT_MS);
    const end = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe?.();
      openStreams.delete(end);
      res.end();
    };
    openStreams.add(end);
    req.raw.on('close', end);
    res.on('close', end);
    unsubscribe = await hub.subscribe(target, (count) => {
      if (!closed) res.write(`event: count\ndata: ${JSON.stringify({ unreadCount: count })}\n\n`);
    });
    if (closed) unsubscribe();
  });
}
