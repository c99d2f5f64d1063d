import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../lib/format';

/** Money (satang shown as baht, two decimals) and weight (grams, grouped) as the packing screens print them. */
export function usePackFormat() {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en-US' : 'th-TH');
  return {
    baht: (satang: number) => t('packingUi:money.baht', { amount: formatBaht(satang, i18n.language) }),
    grams: (weight: number) => t('packingUi:money.grams', { weight: number.format(weight) }),
  };
}
