import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PageSizeSelectProps {
  size: number;
  pageSizes: readonly number[];
  onSizeChange: (size: number) => void;
}

/** A list's page-size choice (data-pagination.tsx loads it apart: Mantine's Select brings floating-ui). */
export function PageSizeSelect({ size, pageSizes, onSizeChange }: PageSizeSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('common:pagination.pageSize')}
      size="xs"
      w={120}
      allowDeselect={false}
      data={pageSizes.map((s) => ({ value: String(s), label: t('common:pagination.perPage', { size: s }) }))}
      value={String(size)}
      onChange={(value) => value && onSizeChange(Number(value))}
      data-testid="page-size"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
