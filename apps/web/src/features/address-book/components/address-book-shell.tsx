import { Button, Container, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { MapPinIcon, PlusIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/layout/page-header';
import { type ListColumn, ListView, type ListViewProps } from '../../../components/lists/list-page';
import type { AddressBookKind } from '../../../lib/address-book-api';
import { ImportControls } from './import-controls';

/** The two books side by side as tabs (spec 1 section 2: "Tabs for sender and recipient"). */
function AddressBookShell({ kind, children }: { kind: AddressBookKind; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={t('addressBookUi:title')} description={t(`addressBookUi:${kind}.listDescription`)} />
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Tabs
            value={kind}
            onChange={(next) => next && next !== kind && navigate(next === 'send' ? paths.senderList : paths.recipientList)}
            keepMounted={false}
          >
            <Tabs.List mb="md">
              <Tabs.Tab value="send" fw={600} data-testid="tab-send">
                {t('addressBookUi:tabs.send')}
              </Tabs.Tab>
              <Tabs.Tab value="ship" fw={600} data-testid="tab-ship">
                {t('addressBookUi:tabs.ship')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value={kind}>{children}</Tabs.Panel>
          </Tabs>
        </Paper>
      </Stack>
    </Container>
  );
}

/** A book's list in the shell: its search, import and "create" above, the map pin when it is empty, then the rows. */
export function AddressBookList<T>({ kind, storeId, ...list }: { kind: AddressBookKind; storeId: string } & ListViewProps<T>) {
  const { t } = useTranslation();
  const isShip = kind === 'ship';
  return (
    <AddressBookShell kind={kind}>
      <ListView
        texts={isShip ? 'addressBookUi:ship' : 'addressBookUi:send'}
        search
        toolbar={
          <Group gap="xs">
            <ImportControls kind={kind} storeId={storeId} />
            <Button
              component={Link}
              to={isShip ? paths.recipientManage('new') : paths.senderManage('new')}
              leftSection={<PlusIcon size={18} />}
              data-testid={isShip ? 'create-recipient' : 'create-sender'}
            >
              {t(isShip ? 'addressBookUi:ship.create' : 'addressBookUi:send.create')}
            </Button>
          </Group>
        }
        empty={{ icon: <MapPinIcon size={28} />, testId: 'empty-book' }}
        {...list}
      />
    </AddressBookShell>
  );
}

/** The columns both books show: the row's number on the page, the name, the phone and the address (two lines). */
export function useBookColumns<T extends { address: string }>(offset: number) {
  const { t } = useTranslation();
  return {
    no: { key: 'no', w: 64, header: t('addressBookUi:columns.no'), td: { c: 'dimmed' }, cell: (_, i) => offset + i + 1 } as ListColumn<T>,
    name: (cell: (row: T) => ReactNode): ListColumn<T> => ({ key: 'name', header: t('addressBookUi:columns.name'), td: { fw: 600 }, cell }),
    phone: (cell: (row: T) => ReactNode): ListColumn<T> => ({
      key: 'phone',
      header: t('addressBookUi:columns.phone'),
      td: { style: { whiteSpace: 'nowrap' } },
      cell,
    }),
    address: (maw: number): ListColumn<T> => ({
      key: 'address',
      header: t('addressBookUi:columns.address'),
      td: { maw },
      cell: (row) => (
        <Text fz="sm" lineClamp={2}>
          {row.address}
        </Text>
      ),
    }),
  };
}
