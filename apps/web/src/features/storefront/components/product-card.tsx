import { AspectRatio, Badge, Card, Center, Image, Skeleton, Stack, Text } from '@mantine/core';
import type { Product } from '@songdee/shared/product/product.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { ParcelIcon } from '../../../components/icons';
import { fileUrl } from '../../../lib/files';
import { formatBaht } from '../../../lib/format';

/**
 * `firstScreen`: the card shows on the page's first screen (the featured carousel's first cards), so its picture
 * loads at once and first, as the page's largest content; other cards' pictures load as they come near.
 */
export function ProductCard({ product, storeUri, firstScreen = false }: { product: Product; storeUri: string; firstScreen?: boolean }) {
  const { t, i18n } = useTranslation();
  const image = product.productImages[0];
  return (
    <Card
      component={Link}
      to={paths.productDetail(storeUri, product.id)}
      withBorder
      radius="lg"
      padding="sm"
      h="100%"
      className="sd-product-card"
      data-testid="product-card"
    >
      <Card.Section>
        <AspectRatio ratio={1}>
          {image ? (
            <Image
              src={fileUrl(image.featuredFilePath)}
              alt={product.name}
              fit="cover"
              loading={firstScreen ? 'eager' : 'lazy'}
              fetchPriority={firstScreen ? 'high' : 'auto'}
            />
          ) : (
            <Center bg="gray.1" c="gray.5">
              <ParcelIcon size={48} />
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Badge size="xs" variant="light" color="postBlue" style={{ alignSelf: 'flex-start' }}>
          {product.productCategory.name}
        </Badge>
        <Text fw={600} lineClamp={2} lh={1.35} mih={44}>
          {product.name}
        </Text>
        <Text fw={700} c="postRed.6" fz="lg">
          {t('shopUi:money.baht', { amount: formatBaht(product.price, i18n.language) })}
        </Text>
      </Stack>
    </Card>
  );
}

/** A product card's place while the products load: the same frame, square picture and lines, so nothing moves. */
export function ProductCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="sm" h="100%" aria-hidden>
      <Card.Section>
        <AspectRatio ratio={1}>
          <Skeleton radius={0} />
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Skeleton h={16} w={72} radius="xl" />
        <Skeleton h={44} />
        <Skeleton h={28} w="50%" />
      </Stack>
    </Card>
  );
}
