import type { AddressBookKind, BookAddress } from '../../lib/address-book-api';
import { FormDialog } from '../form-parts';
import { AddressForm, type AddressFormKind } from './address-form';

interface AddressFormDialogProps<K extends AddressBookKind> {
  kind: AddressFormKind<K>;
  storeId: string;
  /** `new` adds an address, an address edits it, null closes the dialog. */
  editing: 'new' | BookAddress[K] | null;
  title: string;
  testId: string;
  /** The saved address, and whether it was added; the dialog then closes. */
  onSaved: (saved: BookAddress[K], added: boolean) => void;
  onClose: () => void;
}

/** A book's form in a dialog (the delivery screen's boxes): the address book's own form, closing once saved. */
export function AddressFormDialog<K extends AddressBookKind>({
  kind,
  storeId,
  editing,
  title,
  testId,
  onSaved,
  onClose,
}: AddressFormDialogProps<K>) {
  return (
    <FormDialog opened={editing !== null} onClose={onClose} title={title} testId={testId}>
      {editing ? (
        <AddressForm
          kind={kind}
          storeId={storeId}
          saved={editing === 'new' ? undefined : editing}
          onSaved={(saved) => {
            onSaved(saved, editing === 'new');
            onClose();
          }}
          onCancel={onClose}
        />
      ) : null}
    </FormDialog>
  );
}
