import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@songdee/shared/constants/app.constants';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-client';
import { messageText, type TranslationKey } from './i18n-keys';

/**
 * A message kept as what it says rather than as words, so a screen showing it words it again when the language
 * changes: a catalog key and its values, a failed call (worded from its error code), or a text that came worded
 * (a server's 200 answer) and stays as it came, or a form field's message (a schema key, `codedFieldMessage`).
 */
type Wording = { key: TranslationKey; values?: Record<string, unknown> } | { error: unknown } | { fieldMessage: string } | { text: string };

/** A message given as a key alone, or as a `Wording`. */
export type Message = TranslationKey | Wording;

/** Words a message in the current language. */
function wordingText(message: Message, values?: Record<string, unknown>): string {
  if (typeof message === 'string') return i18n.t(message, values ?? {});
  if ('key' in message) return i18n.t(message.key, message.values ?? {});
  if ('error' in message) return apiErrorMessage(message.error);
  if ('fieldMessage' in message) return messageText(i18n.t, message.fieldMessage) ?? message.fieldMessage;
  return message.text;
}

/** Words messages kept in a screen's state; the screen renders again when the language changes. */
export function useWording(): (message: Message | null | undefined) => string | undefined {
  useTranslation();
  return (message) => (message ? wordingText(message) : undefined);
}

/** A toast's words: its own component, so a toast on screen follows a language switch. */
function Worded({ message, values }: { message: Message; values?: Record<string, unknown> }) {
  useTranslation();
  return <>{wordingText(message, values)}</>;
}

export function notifySuccess(message: Message, values?: Record<string, unknown>): void {
  notifications.show({ color: 'teal', message: <Worded message={message} values={values} />, autoClose: TOAST_AUTO_CLOSE_MS });
}

export function notifyError(message: Message, values?: Record<string, unknown>): void {
  notifications.show({ color: 'red', message: <Worded message={message} values={values} />, autoClose: TOAST_AUTO_CLOSE_MS });
}

/**
 * A failed call's message in the current language: worded here from its error code and params (the server's words
 * were in the language of the moment it answered), the server's message for a code this app has no words for, and
 * the generic "system has a problem" (spec 2 section 8) for anything else.
 */
export function apiErrorMessage(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors:INTERNAL');
  if (error.code === 'NETWORK') return i18n.t('common:errors.network');
  const key = `errors:${error.code}`;
  return i18n.exists(key) ? i18n.t(key as TranslationKey, error.params ?? {}) : error.message;
}

export function notifyApiError(error: unknown): void {
  notifyError({ error });
}
