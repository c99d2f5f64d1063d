import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@songdee/shared/constants/app.constants';
import { useEffect } from 'react';
import { dialogHostMounted } from '../lib/dialog-host';

/**
 * The toasts' host (app-providers.tsx mounts it with the first toast, which waits in the notifications store until
 * then).
 */
export function ToastHost() {
  return <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={4} />;
}

/**
 * The confirm dialogs' host (mounted with the first dialog asked for, lib/dialog-host.ts). Its dialogs hold plain
 * text, so it needs none of the app's context; ModalsProvider listens from its own effect, which runs before this one.
 */
export function DialogHost() {
  useEffect(dialogHostMounted, []);
  return <ModalsProvider />;
}
