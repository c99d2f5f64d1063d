import { Paper, Text } from '@mantine/core';
import { composeAddressText } from '@songdee/shared/geo/address-text';
import { useTranslation } from 'react-i18next';
import { useBorders, useDistricts, useProvinces } from '../../lib/use-geo';

interface PreviewValues {
  homeAddress?: string;
  swine?: string;
  village?: string;
  building?: string;
  floor?: string;
  alley?: string;
  street?: string;
  provinceId?: number;
  borderId?: number;
  districtId?: number;
  postcode?: string;
}

/** The address as the label will print it, composed by the same shared rule the server uses. */
export function AddressPreview({ values }: { values: PreviewValues }) {
  const { t } = useTranslation();
  const provinces = useProvinces();
  const borders = useBorders(values.provinceId || null);
  const districts = useDistricts(values.borderId || null);
  const text = composeAddressText({
    ...values,
    provinceName: provinces.data?.find((p) => p.provinceId === values.provinceId)?.provinceName,
    borderName: borders.data?.find((b) => b.borderId === values.borderId)?.borderName,
    districtName: districts.data?.find((d) => d.districtId === values.districtId)?.districtName,
  });
  return (
    <Paper bg="gray.0" radius="md" p="sm" withBorder style={{ borderStyle: 'dashed' }}>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
        {t('addressBookUi:form.preview')}
      </Text>
      <Text fz="sm" data-testid="address-preview">
        {text || '-'}
      </Text>
    </Paper>
  );
}
