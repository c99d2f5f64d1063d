import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@songdee/shared/constants/app.constants';
import i18n from 'i18next';
import { isApiError } from './api-client';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: TOAST_AUTO_CLOSE_MS });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: TOAST_AUTO_CLOSE_MS });
}

/** The server's localised message when there is one, else the generic "system has a problem" (spec 2 section 8). */
export function apiErrorMessage(error: unknown): string {
  return isApiError(error) ? error.message : i18n.t('errors:INTERNAL');
}

export function notifyApiError(error: unknown): void {
  notifyError(apiErrorMessage(error));
}
