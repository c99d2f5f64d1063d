import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { SLIP_MAX_BYTES } from '@songdee/shared/order/order.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadIcon } from '../../../components/icons';
import { hasExtension } from '../../../lib/files';
import { type Message, notifyApiError, notifySuccess, useWording } from '../../../lib/notify';
import { useUploadSlip } from '../api/use-orders';

const SLIP_EXTENSIONS = ['.jpeg', '.jpg', '.png', '.gif', '.bmp', '.pdf'];

/**
 * Attach a payment slip and confirm (spec 1 section 5: the slip must be attached, "กรุณาแนบหลักฐาน"); an image or
 * a PDF of at most 2 MB, checked here and again by content on the server.
 */
export function SlipUploadForm({
  storeId,
  orderId,
  onDone,
  compact,
}: {
  storeId: string;
  orderId: string;
  onDone?: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const upload = useUploadSlip();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<Message | null>(null);
  const word = useWording();

  const submit = () => {
    if (!file) {
      setProblem('errors:SLIP_REQUIRED');
      return;
    }
    if (!hasExtension(file.name, SLIP_EXTENSIONS)) {
      setProblem('errors:SLIP_TYPE_NOT_ALLOWED');
      return;
    }
    if (file.size > SLIP_MAX_BYTES) {
      setProblem('orderUi:slip.tooLarge');
      return;
    }
    // mutateAsync, not mutate(…, callbacks): the upload refreshes the order, which can unmount this form before
    // per-call callbacks run, and then the page would never move on to the order.
    upload.mutateAsync({ storeId, orderId, file }).then(
      () => {
        notifySuccess('orderUi:slip.uploaded');
        setFile(null);
        onDone?.();
      },
      (error: Error) => {
        setProblem({ error });
        notifyApiError(error);
      },
    );
  };

  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-start" wrap={compact ? 'nowrap' : 'wrap'}>
        <FileInput
          size={compact ? 'xs' : 'sm'}
          w={compact ? 180 : 300}
          clearable
          accept="image/png,image/jpeg,image/gif,image/bmp,application/pdf"
          placeholder={t('orderUi:slip.choose')}
          leftSection={<UploadIcon size={14} />}
          value={file}
          onChange={(next) => {
            setFile(next);
            setProblem(null);
          }}
          error={word(problem)}
          // The box shows the chosen file's name: its name says it too (axe-core's label-content-name-mismatch).
          aria-label={file ? `${t('orderUi:slip.choose')}: ${file.name}` : t('orderUi:slip.choose')}
          data-testid="slip-file"
        />
        <Button size={compact ? 'xs' : 'sm'} onClick={submit} loading={upload.isPending} data-testid="slip-confirm">
          {t('orderUi:slip.confirm')}
        </Button>
      </Group>
      {compact ? null : (
        <Text fz="xs" c="dimmed">
          {t('orderUi:slip.hint')}
        </Text>
      )}
    </Stack>
  );
}
