import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { CONTENT_IMAGE_MAX_BYTES } from '@songdee/shared/content/landing.schema';
import { IMAGE_EXTENSIONS } from '@songdee/shared/product/product.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '../../../components/form-parts';
import { UploadButton } from '../../../components/upload-button';
import { fileUrl, hasExtension } from '../../../lib/files';
import { type Message, useWording } from '../../../lib/notify';
import { useUploadContentImage } from '../api/use-admin';

/**
 * A content image (slider, notice, post-print popup): images only (.jpeg .jpg .bmp .gif .png), at most 2 MB, checked
 * here first and by the server by content; uploaded as chosen, the form keeps the answered path.
 */
export function ContentImageField(props: {
  value: string | null;
  onChange: (path: string | null) => void;
  error?: string;
  optional?: boolean;
}) {
  const { t } = useTranslation();
  const upload = useUploadContentImage();
  const [problem, setProblem] = useState<Message | null>(null);
  const word = useWording();
  const choose = (file: File | null) => {
    if (!file) return;
    if (!hasExtension(file.name, IMAGE_EXTENSIONS)) return setProblem({ key: 'adminUi:content.imageType', values: { name: file.name } });
    if (file.size > CONTENT_IMAGE_MAX_BYTES) return setProblem({ key: 'adminUi:content.imageTooLarge', values: { name: file.name } });
    setProblem(null);
    upload.mutate(file, {
      onSuccess: ({ imagePath }) => props.onChange(imagePath),
      onError: (error) => setProblem({ error }),
    });
  };
  const message = word(problem) ?? props.error;
  return (
    <FieldLabel label={t('adminUi:fields.image')}>
      <Stack gap="xs">
        {props.value ? (
          <Image src={fileUrl(props.value)} alt="" radius="md" mah={180} fit="contain" data-testid="content-image-preview" />
        ) : null}
        <Group gap="sm">
          <UploadButton accept={IMAGE_EXTENSIONS.join(',')} loading={upload.isPending} onChoose={choose} testId="content-image-upload">
            {t('adminUi:content.uploadImage')}
          </UploadButton>
          {props.value && props.optional ? (
            <Button variant="subtle" color="red" size="xs" onClick={() => props.onChange(null)}>
              {t('adminUi:content.removeImage')}
            </Button>
          ) : null}
          <Text fz="xs" c="dimmed">
            {t('adminUi:content.imageHint', { extensions: IMAGE_EXTENSIONS.join(' ') })}
          </Text>
        </Group>
        {message ? (
          <Text c="red" fz="sm" data-testid="content-image-error">
            {message}
          </Text>
        ) : null}
      </Stack>
    </FieldLabel>
  );
}
