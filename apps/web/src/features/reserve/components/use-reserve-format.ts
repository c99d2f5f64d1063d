import { useTranslation } from 'react-i18next';
import { formatBaht, formatNumber } from '../../../lib/format';
import { isTranslationKey } from '../../../lib/i18n-keys';
import { boxesOf } from './reserve-form';

/** Money (satang) as baht, stored sets as boxes (x 10) and box-size names, in the UI language. */
export function useReserveFormat() {
  const { t, i18n } = useTranslation();
  return {
    baht: (satang: number) => t('reserveUi:money.baht', { amount: formatBaht(satang, i18n.language) }),
    perBox: (satang: number) => t('reserveUi:money.perBox', { amount: formatBaht(satang, i18n.language) }),
    /** Sets as the boxes they hold: "20 กล่อง" for 2 sets. */
    boxes: (sets: number) => t('reserveUi:boxes', { value: formatNumber(boxesOf(sets), i18n.language) }),
    sets: (sets: number) => t('reserveUi:sets', { count: sets }),
    /** A size's name by its code (SS, S, M, L); the code itself when the catalog has none. */
    sizeName: (code: string) => {
      const key = `reference:boxSizes.${code}`;
      return isTranslationKey(key) ? t(key) : code;
    },
  };
}
