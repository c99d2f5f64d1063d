import { useTranslation } from 'react-i18next';
import { messageKey } from './form-errors';

/** Translates a form error message (a shared-schema key or an already localised server message). */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => {
    const key = messageKey(message);
    return key ? t(key, { maximum: '' }) : undefined;
  };
}
