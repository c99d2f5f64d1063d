import { Button, FileButton } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, UploadIcon } from '../../../components/icons';
import type { AddressBookKind } from '../../../lib/address-book-api';
import { notifyApiError, notifyError } from '../../../lib/notify';
import { importApi, useReadSpreadsheet } from '../api/use-address-import';
import { ImportDialog } from './import-dialog';
import { type EditableImportRow, toEditableRows } from './import-rows';

const SPREADSHEET_NAME = /\.xlsx?$/i;

/** "Import from Excel" and "Download template" (spec 1 section 2), and the check dialog once a file is read. */
export function ImportControls({ kind, storeId }: { kind: AddressBookKind; storeId: string }) {
  const { t } = useTranslation();
  const read = useReadSpreadsheet(kind);
  const resetRef = useRef<() => void>(null);
  const [loaded, setLoaded] = useState<{ fileName: string; rows: EditableImportRow[] } | null>(null);

  const onFile = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    // The spec's check on the name; the server checks the bytes too.
    if (!SPREADSHEET_NAME.test(file.name)) {
      notifyError('errors:INVALID_FILE_TYPE');
      return;
    }
    read.mutate(file, {
      onSuccess: ({ rows }) => setLoaded({ fileName: file.name, rows: toEditableRows(rows) }),
      onError: notifyApiError,
    });
  };

  return (
    <>
      <FileButton onChange={onFile} accept=".xls,.xlsx" resetRef={resetRef} inputProps={{ 'data-testid': `import-file-${kind}` } as object}>
        {(props) => (
          <Button {...props} variant="light" color="postBlue" leftSection={<UploadIcon size={18} />} loading={read.isPending}>
            {t('addressBookUi:actions.import')}
          </Button>
        )}
      </FileButton>
      <Button
        component="a"
        href={importApi.templateUrl(kind)}
        download
        variant="subtle"
        color="postBlue"
        leftSection={<DownloadIcon size={18} />}
        data-testid={`template-${kind}`}
      >
        {t('addressBookUi:actions.template')}
      </Button>
      {loaded ? (
        <ImportDialog kind={kind} storeId={storeId} fileName={loaded.fileName} initialRows={loaded.rows} onClose={() => setLoaded(null)} />
      ) : null}
    </>
  );
}
