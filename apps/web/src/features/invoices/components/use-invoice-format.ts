import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../lib/format';

/** Money (satang) as baht and weights as grams, in the UI language. */
export function useInvoiceFormat() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-US' : 'th-TH';
  return {
    baht: (satang: number) => t('invoiceUi:money.baht', { amount: formatBaht(satang, i18n.language) }),
    grams: (grams: number) => t('invoiceUi:weight.grams', { value: new Intl.NumberFormat(locale).format(grams) }),
  };
}
