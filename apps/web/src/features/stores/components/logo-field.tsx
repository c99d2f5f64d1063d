import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { LOGO_MAX_BYTES, LOGO_MAX_PIXELS } from '@songdee/shared/store/store.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreIcon, TrashIcon } from '../../../components/icons';
import { UploadButton } from '../../../components/upload-button';
import { fileUrl, hasExtension, imageSizeOf } from '../../../lib/files';
import { type Message, notifyApiError, useWording } from '../../../lib/notify';
import { useUploadLogo } from '../api/use-store-manage';

const LOGO_EXTENSIONS = ['.jpeg', '.jpg', '.png', '.gif', '.bmp'];

/**
 * The store logo (spec 2 sections 5 and 9: up to 1200 x 1200 px or 2 MB). Checked here first so the user hears at
 * once; the server checks the content again and its message is shown when it refuses.
 */
export function LogoField({
  previewKey,
  onUploaded,
  onRemove,
}: {
  /** The thumbnail to show: the store's current logo or the one just uploaded. */
  previewKey: string | null;
  onUploaded: (logoKey: string, thumbnailKey: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadLogo();
  const [problem, setProblem] = useState<Message | null>(null);
  const word = useWording();

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (!file.type.startsWith('image/') && !hasExtension(file.name, LOGO_EXTENSIONS)) {
      setProblem('storeUi:manage.logoType');
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      setProblem('storeUi:manage.logoTooLarge');
      return;
    }
    const size = await imageSizeOf(file);
    if (size && (size.width > LOGO_MAX_PIXELS || size.height > LOGO_MAX_PIXELS)) {
      setProblem({ key: 'storeUi:manage.logoTooWide', values: { width: size.width, height: size.height } });
      return;
    }
    upload.mutate(file, {
      onSuccess: (saved) => onUploaded(saved.logo, saved.thumbnailFilePath),
      onError: (error) => {
        notifyApiError(error);
        setProblem({ error });
      },
    });
  };

  return (
    <Group gap="md" align="flex-start" wrap="nowrap">
      <Avatar
        src={previewKey ? fileUrl(previewKey) : null}
        alt={t('storeUi:fields.logo')}
        size={96}
        radius="md"
        color="postBlue"
        data-testid="logo-preview"
      >
        <StoreIcon size={40} />
      </Avatar>
      <Stack gap={6}>
        <Group gap="xs">
          <UploadButton onChoose={choose} accept="image/png,image/jpeg,image/gif,image/bmp" loading={upload.isPending} testId="logo-upload">
            {t('storeUi:manage.logoChoose')}
          </UploadButton>
          {previewKey ? (
            <Button variant="subtle" color="red" leftSection={<TrashIcon size={16} />} onClick={onRemove}>
              {t('storeUi:manage.logoRemove')}
            </Button>
          ) : null}
        </Group>
        <Text fz="xs" c="dimmed">
          {t('storeUi:manage.logoHint', { px: LOGO_MAX_PIXELS })}
        </Text>
        {problem ? (
          <Text fz="sm" c="red" data-testid="logo-error">
            {word(problem)}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
