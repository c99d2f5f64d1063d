import { Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ServiceOutlet } from '@songdee/shared/content/service-outlet.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../../components/lists/list-page';
import { ServiceFlags } from '../../../components/service-flags';
import { useServiceOutlets } from '../../../lib/landing-content';
import { useProvinces } from '../../../lib/use-geo';
import { useListState } from '../../../lib/use-list-params';

const PAGE_SIZE = 10;

/** The service outlets (spec 2 "/"): searchable by name or code, province and postcode, with their services. */
export function ServiceOutlets() {
  const { t, i18n } = useTranslation();
  const list = useListState(PAGE_SIZE);
  const [provinceId, setProvinceId] = useState('');
  const [postcode, setPostcode] = useState('');
  const provinces = useProvinces();
  const typedPostcode = /^\d{1,5}$/.test(postcode) ? postcode : undefined;
  const outlets = useServiceOutlets({ ...list.params, provinceId: provinceId ? Number(provinceId) : undefined, postcode: typedPostcode });
  const provinceName = (p: { provinceName: string; provinceNameEn: string }) =>
    i18n.language === 'en' ? p.provinceNameEn : p.provinceName;

  return (
    <Stack gap="md" data-testid="landing-outlets">
      <div>
        <Title order={2} fz={{ base: 22, sm: 26 }}>
          {t('common:main.outletsTitle')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('common:main.outletsDescription')}
        </Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <ListView<ServiceOutlet>
          query={outlets}
          paging={list}
          search={{ placeholder: t('common:main.outletsSearch'), testId: 'outlet-search' }}
          filters={
            <Group gap="sm" grow>
              <NativeSelect
                aria-label={t('common:main.outletsProvince')}
                value={provinceId}
                onChange={(event) => {
                  setProvinceId(event.currentTarget.value);
                  list.setPage(1);
                }}
                data={[
                  { value: '', label: t('common:main.outletsAllProvinces') },
                  ...(provinces.data ?? []).map((p) => ({ value: String(p.provinceId), label: provinceName(p) })),
                ]}
                data-testid="outlet-province"
              />
              <TextInput
                aria-label={t('common:main.outletsPostcode')}
                placeholder={t('common:main.outletsPostcode')}
                inputMode="numeric"
                maxLength={5}
                value={postcode}
                onChange={(event) => {
                  setPostcode(event.currentTarget.value.replace(/\D/g, ''));
                  list.setPage(1);
                }}
                data-testid="outlet-postcode"
              />
            </Group>
          }
          empty={{ text: t('common:main.outletsEmpty') }}
          rows={{
            minWidth: 640,
            testIds: 'service-outlet',
            columns: [
              { key: 'code', header: t('adminUi:fields.outletCode'), td: { fw: 600 }, cell: (o) => o.outletCode },
              { key: 'name', header: t('adminUi:fields.outletName'), cell: (o) => o.outletName },
              { key: 'province', header: t('common:main.outletsProvince'), cell: (o) => o.provinceName ?? '' },
              { key: 'tel', header: t('adminUi:fields.tel'), cell: (o) => o.tel },
              { key: 'services', header: t('adminUi:fields.services'), cell: (o) => <ServiceFlags outlet={o} /> },
            ],
            card: (o) => (
              <Stack gap={4}>
                <Text fw={700}>
                  {o.outletName} ({o.outletCode})
                </Text>
                <Text fz="sm" c="dimmed">
                  {[o.provinceName, o.postcode, o.tel].filter(Boolean).join(' · ')}
                </Text>
                <ServiceFlags outlet={o} />
              </Stack>
            ),
          }}
        />
      </Paper>
    </Stack>
  );
}
