import { Alert, Button, Container, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { AddressForm, type AddressFormKind } from '../../../components/address-book/address-form';
import { RECIPIENT_FORM } from '../../../components/address-book/recipient-form';
import { SENDER_FORM } from '../../../components/address-book/sender-form';
import { AlertIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/layout/page-header';
import { PageLoader } from '../../../components/layout/page-loader';
import type { AddressBookKind } from '../../../lib/address-book-api';
import { useShippingStore } from '../../../lib/shipping-store';
import { useAddress } from '../../../lib/use-address-book';

/** Each book's form and the route parameter naming the address ('new' creates). */
const BOOKS: { [K in AddressBookKind]: { form: AddressFormKind<K>; param: string; path: string } } = {
  send: { form: SENDER_FORM, param: 'sendAddressId', path: paths.senderList },
  ship: { form: RECIPIENT_FORM, param: 'shipAddressId', path: paths.recipientList },
};

/**
 * /stores/address/send/:sendAddressId and /stores/address/ship/:shipAddressId: create/edit an address of a book,
 * with a breadcrumb from Home (spec 1 section 2), then the form in a card.
 */
export function AddressManage<K extends AddressBookKind>({ kind }: { kind: K }) {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const book = BOOKS[kind];
  const param = useParams()[book.param] ?? 'new';
  const id = param === 'new' ? undefined : param;
  const saved = useAddress(kind, storeId, id);
  const texts: AddressBookKind = kind;
  const title = t(id ? `addressBookUi:${texts}.editTitle` : `addressBookUi:${texts}.createTitle`);
  const bookTitle = t(`addressBookUi:${texts}.listTitle`);
  const bookPath = book.path;
  const isLoading = !!id && saved.isPending;
  const notFound = !!id && saved.isError;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={title} crumbs={[{ label: bookTitle, to: bookPath }, { label: title }]} />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {isLoading ? (
            <PageLoader />
          ) : notFound ? (
            <Stack align="flex-start">
              <Alert color="red" variant="light" icon={<AlertIcon size={18} />} w="100%" data-testid="address-not-found">
                {t('addressBookUi:form.notFound')}
              </Alert>
              <Button component={Link} to={bookPath} variant="default">
                {t('common:actions.back')}
              </Button>
            </Stack>
          ) : (
            <AddressForm key={saved.data?.id ?? 'new'} kind={book.form} storeId={storeId} saved={saved.data} />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
