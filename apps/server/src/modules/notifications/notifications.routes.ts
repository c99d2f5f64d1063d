import { plainString } from '@songdee/shared/common/text.schema';
import {
  NOTIFICATION_HEARTBEAT_MS,
  notificationInputSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  notificationScopeSchema,
} from '@songdee/shared/notification/notification.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localized, noContent, signedInRoute } from '../../lib/route-handlers';
import { requireActor } from '../auth/actor';
import type { NotificationHub } from './notification-hub';
import type { NotificationsService } from './notifications.service';

const tags = ['Notifications'];

export async function notificationsRoutes(app: FastifyInstance, opts: { service: NotificationsService; hub: NotificationHub }) {
  const { service, hub } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const openStreams = new Set<() => void>();

  // Open event streams would hold app.close() forever; end them first, then stop listening.
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });
  app.addHook('onClose', async () => hub.close());

  typed.get(
    '/api/Notification',
    signedInRoute({
      tags,
      description:
        'A store’s (storeId, its owner) or the signed-in user’s notifications, newest first, with the unread count: page and size (default 1 and 20, the dropdown’s latest; the notification page asks 10).',
      querystring: notificationListQuerySchema,
      response: { 200: notificationListSchema },
    }),
    localized((actor, req) => service.list(actor, req.query)),
  );

  typed.put(
    '/api/Notification',
    signedInRoute({
      tags,
      description: 'Marks all of the store’s (storeId) or the user’s notifications read; open streams then show 0.',
      querystring: notificationScopeSchema,
      body: notificationScopeSchema.nullish(),
      response: { 204: z.null() },
    }),
    noContent((actor, req) => service.markAllRead(actor, { ...req.query, ...req.body })),
  );

  typed.post(
    '/api/Notification',
    signedInRoute({
      tags,
      description: 'Inserts a notification for the actor’s own store or themselves (internal use; new orders notify by themselves).',
      body: notificationInputSchema,
      response: { 201: notificationSchema.omit({ content: true }).extend({ content: plainString() }) },
    }),
    async (req, reply) => {
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
    },
  );

  typed.get(
    '/api/Notification/stream',
    signedInRoute({
      tags,
      description:
        'Server-sent events: `event: count` with `{"unreadCount": n}` at once and whenever it changes (from any server process), a comment every 25 s.',
      querystring: notificationScopeSchema,
    }),
    async (req, reply) => {
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
    },
  );
}
