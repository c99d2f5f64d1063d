import { ActionIcon, Box, Group, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Product } from '@songdee/shared/product/product.schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../components/icons';
import { CAROUSEL_AUTOPLAY_MS, itemsInView } from './carousel-layout';
import { ProductCard } from './product-card';

function useItemsInView(): number {
  const upTo500 = useMediaQuery('(max-width: 500px)', false, { getInitialValueInEffect: false });
  const upTo900 = useMediaQuery('(max-width: 900px)', false, { getInitialValueInEffect: false });
  return upTo500 ? itemsInView(500) : upTo900 ? itemsInView(900) : itemsInView(1200);
}

/**
 * The store main page's carousel: a sliding row of product cards that moves on by one every 3 s, pauses while
 * hovered or focused, and wraps around; arrows move it by hand.
 */
export function ProductCarousel({ products, storeUri }: { products: Product[]; storeUri: string }) {
  const { t } = useTranslation();
  const perView = useItemsInView();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const steps = Math.max(1, products.length - perView + 1);
  const canSlide = products.length > perView;

  useEffect(() => {
    if (index >= steps) setIndex(0);
  }, [index, steps]);
  useEffect(() => {
    if (!canSlide || paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % steps), CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [canSlide, paused, steps]);

  if (products.length === 0) return null;
  const move = (delta: number) => setIndex((i) => (i + delta + steps) % steps);

  return (
    <Box
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="product-carousel"
      data-items-in-view={perView}
    >
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={2} fz="lg">
            {t('shopUi:main.featured')}
          </Title>
          <Text fz="xs" c="dimmed">
            {t('shopUi:main.featuredHint')}
          </Text>
        </div>
        {canSlide ? (
          <Group gap={6}>
            <ActionIcon variant="default" radius="xl" size="lg" onClick={() => move(-1)} aria-label={t('shopUi:main.previous')}>
              <ChevronDownIcon size={18} style={{ transform: 'rotate(90deg)' }} />
            </ActionIcon>
            <ActionIcon variant="default" radius="xl" size="lg" onClick={() => move(1)} aria-label={t('shopUi:main.next')}>
              <ChevronDownIcon size={18} style={{ transform: 'rotate(-90deg)' }} />
            </ActionIcon>
          </Group>
        ) : null}
      </Group>
      <Box style={{ overflow: 'hidden' }} aria-roledescription="carousel">
        <Box
          style={{
            display: 'flex',
            transition: 'transform 500ms ease',
            transform: `translateX(-${(index * 100) / perView}%)`,
          }}
        >
          {products.map((product, i) => (
            <Box
              key={product.id}
              px={6}
              style={{ flex: `0 0 ${100 / perView}%` }}
              aria-hidden={i < index || i >= index + perView}
              data-testid="carousel-item"
            >
              <ProductCard product={product} storeUri={storeUri} />
            </Box>
          ))}
        </Box>
      </Box>
      {canSlide ? (
        <Group justify="center" gap={6} mt="sm">
          {Array.from({ length: steps }, (_, i) => `step-${i}`).map((stepKey, i) => (
            <Box
              key={stepKey}
              component="button"
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t('shopUi:main.goTo', { n: i + 1 })}
              w={i === index ? 22 : 8}
              h={8}
              bg={i === index ? 'postRed.6' : 'gray.4'}
              style={{ border: 0, borderRadius: 8, cursor: 'pointer', transition: 'width 200ms ease', padding: 0 }}
            />
          ))}
        </Group>
      ) : null}
    </Box>
  );
}
