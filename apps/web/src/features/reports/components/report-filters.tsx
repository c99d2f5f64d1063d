import { Select, TextInput } from '@mantine/core';
import { DELIVERY_OPTION_IDS, isHiddenDeliveryOption } from '@songdee/shared/reference/delivery.constants';
import { useTranslation } from 'react-i18next';
import { useProvinces } from '../../../lib/use-geo';

/** A province filter (all when empty). */
export function ProvinceSelect(props: { label: string; value: number | undefined; onChange: (id: number | undefined) => void }) {
  const { t, i18n } = useTranslation();
  const provinces = useProvinces();
  const nameOf = (p: { provinceName: string; provinceNameEn: string }) => (i18n.language === 'en' ? p.provinceNameEn : p.provinceName);
  return (
    <Select
      label={props.label}
      placeholder={t('reportUi:all')}
      data={(provinces.data ?? []).map((p) => ({ value: String(p.provinceId), label: nameOf(p) }))}
      value={props.value ? String(props.value) : null}
      onChange={(v) => props.onChange(v ? Number(v) : undefined)}
      searchable
      clearable
      w={{ base: '100%', sm: 200 }}
      comboboxProps={{ withinPortal: true }}
      data-testid="report-province"
    />
  );
}

/** A service filter over the delivery options stores can use (all when empty). */
export function ServiceSelect(props: { label: string; value: string | undefined; onChange: (id: string | undefined) => void }) {
  const { t } = useTranslation();
  const options = Object.values(DELIVERY_OPTION_IDS).filter((id) => !isHiddenDeliveryOption(id));
  return (
    <Select
      label={props.label}
      placeholder={t('reportUi:all')}
      data={options.map((id) => ({ value: id, label: t(`reference:deliveryOptions.${id}.name`) }))}
      value={props.value ?? null}
      onChange={(v) => props.onChange(v ?? undefined)}
      clearable
      w={{ base: '100%', sm: 200 }}
      comboboxProps={{ withinPortal: true }}
      data-testid="report-service"
    />
  );
}

/** A typed filter that applies when the reader leaves the box or presses Enter (blank clears it). */
export function FilterTextInput(props: {
  label: string;
  value: string | undefined;
  onChange: (text: string | undefined) => void;
  testId: string;
}) {
  const apply = (text: string) => props.onChange(text.trim() || undefined);
  return (
    <TextInput
      label={props.label}
      defaultValue={props.value ?? ''}
      onBlur={(e) => apply(e.currentTarget.value)}
      onKeyDown={(e) => e.key === 'Enter' && apply(e.currentTarget.value)}
      w={{ base: '100%', xs: 190 }}
      data-testid={props.testId}
    />
  );
}
