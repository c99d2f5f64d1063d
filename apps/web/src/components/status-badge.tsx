import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type StatusKind, statusName } from '../lib/i18n-keys';

interface StatusBadgeProps {
  /** Which reference list names the status (`reference:statuses.<kind>.<key>`). */
  kind: StatusKind;
  statusKey: string;
  color: string;
  testId: string;
}

/** A status of an order, invoice or shipping list: its name from the reference catalog, the colour of its step. */
export function StatusBadge({ kind, statusKey, color, testId }: StatusBadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={color} variant="light" radius="sm" style={{ whiteSpace: 'nowrap' }} data-testid={testId} data-status={statusKey}>
      {statusName(t, kind, statusKey)}
    </Badge>
  );
}
