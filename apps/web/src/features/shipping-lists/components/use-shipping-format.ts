import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../lib/format';

/** Money (satang) as baht with two decimals and weights as grams, in the UI language. */
export function useShippingFormat() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-US' : 'th-TH';
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  return {
    baht: (satang: number) => t('shippingListUi:money.baht', { amount: formatBaht(satang, i18n.language) }),
    /** Two decimals without the unit, for a column already headed "(baht)". */
    bahtFigure: (satang: number) => formatBaht(satang, i18n.language),
    grams: (grams: number) => t('shippingListUi:weight.grams', { value: number(grams) }),
    number,
  };
}
