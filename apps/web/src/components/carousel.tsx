import { ActionIcon, Box, Group, type GroupProps } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from './icons';

/** Spec 2 section 9: a carousel moves on every 3 s. */
const CAROUSEL_AUTOPLAY_MS = 3000;

/**
 * A carousel's state: `perView` of `count` items in view, moving on by one every 3 s, wrapping around, paused while
 * hovered or focused (spread `pauseProps` on the frame). The store's product row and the landing page's sliders.
 */
export function useCarousel(count: number, perView: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const steps = Math.max(1, count - perView + 1);
  const canSlide = count > perView;

  useEffect(() => {
    if (index >= steps) setIndex(0);
  }, [index, steps]);
  useEffect(() => {
    if (!canSlide || paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % steps), CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [canSlide, paused, steps]);

  return {
    index,
    steps,
    canSlide,
    perView,
    goTo: setIndex,
    move: (delta: number) => setIndex((i) => (i + delta + steps) % steps),
    pauseProps: {
      onMouseEnter: () => setPaused(true),
      onMouseLeave: () => setPaused(false),
      onFocus: () => setPaused(true),
      onBlur: () => setPaused(false),
    },
  };
}

export type CarouselState = ReturnType<typeof useCarousel>;

/** The sliding row: each item takes 1/perView of the width; items out of view are inert (hidden from screen readers and the keyboard). */
export function CarouselTrack<T>({
  carousel,
  items,
  itemKey,
  renderItem,
  gap = 6,
  fill = false,
}: {
  carousel: CarouselState;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  gap?: number;
  /** Items take the frame's whole height (banners in a fixed-ratio frame). */
  fill?: boolean;
}) {
  const { index, perView } = carousel;
  const height = fill ? '100%' : undefined;
  // An item's share of the width: 1/perView, unless the page's CSS sets `--carousel-per-view` (by the window's width,
  // the same number, so that a page rendered on the server is laid out as the app lays it out).
  const share = `(100% / var(--carousel-per-view, ${perView}))`;
  return (
    <Box style={{ overflow: 'hidden' }} aria-roledescription="carousel">
      <Box style={{ display: 'flex', height, transition: 'transform 500ms ease', transform: `translateX(calc(-${index} * ${share}))` }}>
        {items.map((item, i) => (
          <Box
            key={itemKey(item)}
            px={gap}
            style={{ flex: `0 0 calc${share}`, height }}
            // Out of view: neither read out nor reached with Tab (aria-hidden alone would leave its links focusable).
            inert={i < index || i >= index + perView}
            data-testid="carousel-item"
          >
            {renderItem(item)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Previous and next buttons. */
export function CarouselArrows({ carousel, ...props }: { carousel: CarouselState } & GroupProps) {
  const { t } = useTranslation();
  if (!carousel.canSlide) return null;
  return (
    <Group gap={6} {...props}>
      <ActionIcon variant="default" radius="xl" size="lg" onClick={() => carousel.move(-1)} aria-label={t('common:carousel.previous')}>
        <ChevronDownIcon size={18} style={{ transform: 'rotate(90deg)' }} />
      </ActionIcon>
      <ActionIcon variant="default" radius="xl" size="lg" onClick={() => carousel.move(1)} aria-label={t('common:carousel.next')}>
        <ChevronDownIcon size={18} style={{ transform: 'rotate(-90deg)' }} />
      </ActionIcon>
    </Group>
  );
}

/** One dot per position; the current one is wide. */
export function CarouselDots({ carousel }: { carousel: CarouselState }) {
  const { t } = useTranslation();
  if (!carousel.canSlide) return null;
  return (
    <Group justify="center" gap={6} mt="sm">
      {Array.from({ length: carousel.steps }, (_, i) => `step-${i}`).map((stepKey, i) => (
        <Box
          key={stepKey}
          component="button"
          type="button"
          onClick={() => carousel.goTo(i)}
          aria-label={t('common:carousel.goTo', { n: i + 1 })}
          w={i === carousel.index ? 22 : 8}
          h={8}
          bg={i === carousel.index ? 'postRed.6' : 'gray.4'}
          style={{ border: 0, borderRadius: 8, cursor: 'pointer', transition: 'width 200ms ease', padding: 0 }}
        />
      ))}
    </Group>
  );
}
