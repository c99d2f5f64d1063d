import { useTranslation } from 'react-i18next';
import { messageText } from './i18n-keys';

/**
 * Translates a form error message (a shared-schema key or an already localised server message); `values`
 * fill the message's placeholders (an empty maximum when none are given).
 */
export function useFieldError(): (message: string | undefined, values?: Record<string, unknown>) => string | undefined {
  const { t } = useTranslation();
  return (message, values = { maximum: '' }) => messageText(t, message, values);
}
