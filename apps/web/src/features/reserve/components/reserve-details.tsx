import { Alert, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import { TableHead } from '../../../components/lists/table-head';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { Reserve } from '../api/reserves-api';
import { ReservePaymentBadge, ReserveStatusBadge } from './reserve-badges';
import { useReserveFormat } from './use-reserve-format';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}

/**
 * A reservation read-only (spec 2 section 3 "Reserve"): status and payment, post office, dates, each size with
 * its price per box, sets, boxes (sets x 10) and total, then the paid text and payment information once paid.
 * `withStore` names the store (the post office's screen).
 */
export function ReserveDetails({ reserve, withStore = false }: { reserve: Reserve; withStore?: boolean }) {
  const { t } = useTranslation();
  const { baht, perBox, boxes, sets } = useReserveFormat();
  const confirmedAt = reserve.confirmedAt;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Group gap={6}>
            <ReserveStatusBadge statusKey={reserve.status.referenceKey} />
            <ReservePaymentBadge paid={reserve.statusPayment} />
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {withStore ? (
              <Fact label={t('reserveUi:view.store')} testId="reserve-store">
                {reserve.storeName}
              </Fact>
            ) : null}
            <Fact label={t('reserveUi:view.outlet')} testId="reserve-outlet">
              {reserve.outlet.outletName} ({reserve.outlet.outletCode})
              {reserve.outlet.tel ? (
                <Text span fz="sm" fw={400} c="dimmed" display="block">
                  {t('reserveUi:view.tel', { tel: reserve.outlet.tel })}
                </Text>
              ) : null}
            </Fact>
            <Fact label={t('reserveUi:view.createdDate')} testId="reserve-date">
              {formatDateTime(reserve.createdDate)}
            </Fact>
            {confirmedAt ? null : (
              <Fact label={t('reserveUi:view.collectBy')} testId="reserve-collect-by">
                {formatDate(reserve.collectBy)}
              </Fact>
            )}
          </SimpleGrid>
          {confirmedAt ? (
            <Alert color="green" icon={<CheckIcon size={18} />} data-testid="reserve-confirmed">
              {t('reserveUi:view.confirmedAt', { date: formatDateTime(confirmedAt) })}
            </Alert>
          ) : (
            <Text fz="sm" c="dimmed">
              {t('reserveUi:view.collectByHint', { date: formatDate(reserve.collectBy) })}
            </Text>
          )}
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm" data-testid="reserve-lines">
            <TableHead
              cells={[
                t('reserveUi:lines.size'),
                { label: t('reserveUi:lines.pricePerBox'), ta: 'right' },
                { label: t('reserveUi:lines.sets'), ta: 'right' },
                { label: t('reserveUi:lines.boxes'), ta: 'right' },
                { label: t('reserveUi:lines.total'), ta: 'right' },
              ]}
            />
            <Table.Tbody>
              {reserve.lines.map((line) => (
                <Table.Tr key={line.boxSizeId} data-testid="reserve-line" data-size={line.name}>
                  <Table.Td fw={600}>{line.name}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {perBox(line.boxPrice)}
                  </Table.Td>
                  <Table.Td ta="right">{sets(line.sets)}</Table.Td>
                  <Table.Td ta="right" data-testid="line-boxes">
                    {boxes(line.sets)}
                  </Table.Td>
                  <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {baht(line.total)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={3}>{t('reserveUi:lines.grandTotal')}</Table.Th>
                <Table.Th ta="right" data-testid="reserve-quantity">
                  {boxes(reserve.totalQty)}
                </Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="reserve-price">
                  {baht(reserve.totalPrice)}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <PaymentFacts reserve={reserve} />
    </Stack>
  );
}

/** Paid text and what the gateway's signed result said (PaymentInfo, RefBankCode, ApprovalBankCode). */
function PaymentFacts({ reserve }: { reserve: Reserve }) {
  const { t } = useTranslation();
  if (!reserve.statusPayment) {
    return (
      <Alert color="gray" data-testid="reserve-paid-text" data-paid="false">
        {t('reserveUi:view.unpaidText')}
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Group gap="xs">
          <CheckIcon size={20} color="var(--mantine-color-teal-7)" />
          <Text fw={700} c="teal.8" data-testid="reserve-paid-text" data-paid="true">
            {t('reserveUi:view.paidText')}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Fact label={t('reserveUi:view.paymentInfo')} testId="payment-info">
            {reserve.paymentInfo ?? '-'}
          </Fact>
          <Fact label={t('reserveUi:view.refBankCode')} testId="ref-bank-code">
            {reserve.refBankCode ?? '-'}
          </Fact>
          <Fact label={t('reserveUi:view.approvalBankCode')} testId="approval-bank-code">
            {reserve.approvalBankCode ?? '-'}
          </Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
