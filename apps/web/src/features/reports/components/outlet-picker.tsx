import { Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutlets, useReportScope } from '../api/use-reports';

/**
 * The post office a report is for. The central admin chooses one (or all); an outlet admin sees its own office
 * named, since the server gives it nothing else whatever it asks (GET /api/reports/scope says which).
 */
export function OutletPicker({ value, onChange }: { value: string | undefined; onChange: (code: string | undefined) => void }) {
  const { t } = useTranslation();
  const scope = useReportScope();
  const outlets = useOutlets(scope.data?.canChooseOutlet === true);
  if (!scope.data) return null;
  if (!scope.data.canChooseOutlet) {
    const own = scope.data.outlet;
    return (
      <Text fw={600} data-testid="report-own-outlet">
        {t('reportUi:ownOutlet', { code: own?.code ?? '', name: own?.name ?? '' })}
      </Text>
    );
  }
  return (
    <Select
      label={t('reportUi:outlet')}
      placeholder={t('reportUi:allOutlets')}
      data={(outlets.data ?? []).map((o) => ({ value: o.outletCode, label: `${o.outletCode} ${o.outletName}` }))}
      value={value ?? null}
      onChange={(code) => onChange(code ?? undefined)}
      searchable
      clearable
      limit={50}
      nothingFoundMessage="-"
      w={{ base: '100%', sm: 320 }}
      comboboxProps={{ withinPortal: true }}
      data-testid="report-outlet"
    />
  );
}
