import { ActionIcon, Group, Image, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, MAX_PRODUCT_IMAGES, type ProductImage } from '@songdee/shared/product/product.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TrashIcon } from '../../../components/icons';
import { UploadButton } from '../../../components/upload-button';
import { fileUrl, hasExtension } from '../../../lib/files';
import { type Message, useWording } from '../../../lib/notify';
import { useUploadProductImage } from '../api/use-products';

/**
 * Product images (spec 2 section 5): images only (.jpeg .jpg .bmp .gif .png), at most 2 MB each, shown as
 * thumbnails and removable. Files are uploaded as they are chosen; the form saves the ids in order.
 */
export function ProductImagesField({
  storeId,
  images,
  onChange,
}: {
  storeId: string;
  images: ProductImage[];
  onChange: (next: ProductImage[]) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadProductImage(storeId);
  // Kept as messages (a failed upload with its file's name), worded at each render: they follow a language switch.
  const [problems, setProblems] = useState<{ message: Message; file?: string }[]>([]);
  const word = useWording();
  const room = MAX_PRODUCT_IMAGES - images.length;

  const choose = async (files: File[]) => {
    const found: { message: Message; file?: string }[] = [];
    const uploaded: ProductImage[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      if (!hasExtension(file.name, IMAGE_EXTENSIONS)) {
        found.push({ message: { key: 'storeUi:products.imageType', values: { name: file.name } } });
        continue;
      }
      if (file.size > IMAGE_MAX_BYTES) {
        found.push({ message: { key: 'storeUi:products.imageTooLarge', values: { name: file.name } } });
        continue;
      }
      try {
        uploaded.push(await upload.mutateAsync(file));
      } catch (error) {
        found.push({ message: { error }, file: file.name });
      }
    }
    if (files.length > room) found.push({ message: { key: 'storeUi:products.imageLimit', values: { max: MAX_PRODUCT_IMAGES } } });
    setProblems(found);
    if (uploaded.length) onChange([...images, ...uploaded]);
  };

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <UploadButton
          onChoose={choose}
          accept={IMAGE_EXTENSIONS.join(',')}
          multiple
          loading={upload.isPending}
          disabled={room <= 0}
          testId="product-image-upload"
        >
          {t('storeUi:products.addImages')}
        </UploadButton>
        <Text fz="xs" c="dimmed">
          {t('storeUi:products.imageHint', { extensions: IMAGE_EXTENSIONS.join(' '), max: MAX_PRODUCT_IMAGES })}
        </Text>
      </Group>
      {problems.map((problem, index) => {
        const text = problem.file ? `${problem.file}: ${word(problem.message)}` : word(problem.message);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole on each choice, never reordered
          <Text key={index} c="red" fz="sm" data-testid="product-image-error">
            {text}
          </Text>
        );
      })}
      {images.length ? (
        <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing="sm">
          {images.map((image, index) => (
            <Paper key={image.id} withBorder radius="md" p={4} pos="relative" data-testid="product-image-thumb">
              <Image src={fileUrl(image.thumbnailFilePath)} alt="" radius="sm" h={96} fit="cover" />
              {index === 0 ? (
                <Text fz={10} fw={700} c="white" bg="postRed.6" px={6} py={1} pos="absolute" top={8} left={8} style={{ borderRadius: 4 }}>
                  {t('storeUi:products.cover')}
                </Text>
              ) : null}
              <Tooltip label={t('storeUi:products.removeImage')}>
                <ActionIcon
                  pos="absolute"
                  top={6}
                  right={6}
                  size="sm"
                  color="red"
                  variant="filled"
                  radius="xl"
                  aria-label={t('storeUi:products.removeImage')}
                  onClick={() => onChange(images.filter((i) => i.id !== image.id))}
                  data-testid="product-image-remove"
                >
                  <TrashIcon size={14} />
                </ActionIcon>
              </Tooltip>
            </Paper>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
