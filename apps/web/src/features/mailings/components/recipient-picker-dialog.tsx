import { Checkbox, Table, Text } from '@mantine/core';
import { ADDRESS_LIMITS, type RecipientAddress } from '@songdee/shared/address-book/address-book.schema';
import { MAX_MAILINGS } from '@songdee/shared/reference/delivery.constants';
import { useTranslation } from 'react-i18next';
import { TableHead } from '../../../components/lists/table-head';
import { usePickerList } from '../../../components/picker-dialog';
import { useAddresses } from '../../../lib/use-address-book';
import { MultiPickerDialog, type MultiPickerProps, type PickState } from './multi-picker-dialog';

/**
 * Choose recipients from the book (spec 1: "choose multiple shipping addresses"): search by name or phone,
 * 10/50/100 a page like the book itself, per-row and select-all-on-page ticks, never past the batch maximum.
 */
export function RecipientPickerDialog({ storeId, ...picker }: MultiPickerProps<RecipientAddress>) {
  const { t } = useTranslation();
  const list = usePickerList();
  const recipients = useAddresses('ship', storeId, list.params);
  return (
    <MultiPickerDialog
      {...picker}
      texts="mailingUi:recipients.picker"
      size="xl"
      testId="recipient-picker"
      list={list}
      query={recipients}
      pageSizes={ADDRESS_LIMITS.pageSizes}
      tooManyText={t('mailing:tooManyRecipients', { maximum: MAX_MAILINGS })}
      renderRows={(rows, pick) => <RecipientRows rows={rows} pick={pick} />}
    />
  );
}

function RecipientRows({ rows, pick }: { rows: RecipientAddress[]; pick: PickState<RecipientAddress> }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table highlightOnHover verticalSpacing="xs">
        <TableHead cells={[{ w: 40 }, t('mailingUi:columns.recipient'), t('mailingUi:columns.phone'), t('mailingUi:columns.address')]} />
        <Table.Tbody>
          {rows.map((r) => {
            const isChosen = pick.isChosen(r);
            return (
              <Table.Tr key={r.id} bg={pick.isPicked(r) ? 'postBlue.0' : undefined} data-testid="picker-row">
                <Table.Td>
                  <Checkbox
                    aria-label={r.fullName}
                    checked={isChosen || pick.isPicked(r)}
                    disabled={isChosen}
                    onChange={(e) => pick.toggle(r, e.currentTarget.checked)}
                    data-testid="picker-row-check"
                  />
                </Table.Td>
                <Table.Td fw={600}>
                  {r.fullName}
                  {isChosen ? (
                    <Text fz="xs" c="dimmed" fw={400}>
                      {t('mailingUi:recipients.alreadyOnList')}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.phone || '-'}</Table.Td>
                <Table.Td maw={360}>
                  <Text fz="sm" lineClamp={2}>
                    {r.address}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
