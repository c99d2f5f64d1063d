import { Box, Group, InlineStyles, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Product } from '@songdee/shared/product/product.schema';
import { useTranslation } from 'react-i18next';
import { CarouselArrows, CarouselDots, CarouselTrack, useCarousel } from '../../../components/carousel';
import { itemsInView, itemsInViewStyles } from './carousel-layout';
import { ProductCard, ProductCardSkeleton } from './product-card';

/**
 * Rendered on the server (no window), a phone's number; the page's CSS (itemsInViewStyles) sizes the cards for the
 * window all the same.
 */
function useItemsInView(): number {
  const upTo500 = useMediaQuery('(max-width: 500px)', true, { getInitialValueInEffect: false });
  const upTo900 = useMediaQuery('(max-width: 900px)', true, { getInitialValueInEffect: false });
  return upTo500 ? itemsInView(500) : upTo900 ? itemsInView(900) : itemsInView(1200);
}

/**
 * The store main page's carousel: a sliding row of product cards that moves on by one every 3 s, pauses while
 * hovered or focused, and wraps around; arrows move it by hand. While the products load (`products` undefined) the
 * row of cards is there in skeleton, so the list below does not move when they come.
 */
export function ProductCarousel({ products, storeUri }: { products: Product[] | undefined; storeUri: string }) {
  const { t } = useTranslation();
  const perView = useItemsInView();
  const carousel = useCarousel(products?.length ?? 0, perView);
  if (products?.length === 0) return null;

  return (
    <Box
      {...carousel.pauseProps}
      className="sd-product-carousel"
      data-testid="product-carousel"
      data-items-in-view={perView}
      aria-busy={!products}
    >
      <InlineStyles selector=".sd-product-carousel" {...itemsInViewStyles} />
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={2} fz="lg">
            {t('shopUi:main.featured')}
          </Title>
          <Text fz="xs" c="dimmed">
            {t('shopUi:main.featuredHint')}
          </Text>
        </div>
        <CarouselArrows carousel={carousel} />
      </Group>
      {products ? (
        <CarouselTrack
          carousel={carousel}
          items={products}
          itemKey={(product) => product.id}
          renderItem={(product) => <ProductCard product={product} storeUri={storeUri} firstScreen={products.indexOf(product) < perView} />}
        />
      ) : (
        <CarouselTrack
          carousel={carousel}
          items={Array.from({ length: perView }, (_, i) => `skeleton-${i}`)}
          itemKey={(key) => key}
          renderItem={() => <ProductCardSkeleton />}
        />
      )}
      <CarouselDots carousel={carousel} />
    </Box>
  );
}
