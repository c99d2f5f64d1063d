import { Anchor, AspectRatio, Box, Container, Group, Image, Skeleton } from '@mantine/core';
import type { Slider } from '@songdee/shared/content/landing.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CarouselArrows, CarouselDots, CarouselTrack, useCarousel } from '../../../components/carousel';
import { fileUrl } from '../../../lib/files';
import { useSliders } from '../../../lib/landing-content';

/** Banner slides are 3:1; the frame keeps that space while they load, so nothing below moves. */
const RATIO = 3;

function Slide({ slider, label, first }: { slider: Slider; label: string; first: boolean }) {
  // A banner that links somewhere is the link's name; one that does not is decoration. The first one is the page's
  // largest content on a phone: it loads at once and first, the others as the carousel comes to them.
  const image = (
    <Image
      src={fileUrl(slider.imagePath)}
      alt={slider.urlLink ? label : ''}
      h="100%"
      w="100%"
      fit="cover"
      radius="md"
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
  if (!slider.urlLink) return image;
  const external = /^https?:/i.test(slider.urlLink);
  return external ? (
    <Anchor href={slider.urlLink} target={slider.target} rel={slider.target === '_blank' ? 'noopener noreferrer' : undefined}>
      {image}
    </Anchor>
  ) : (
    <Anchor component={Link} to={slider.urlLink} target={slider.target}>
      {image}
    </Anchor>
  );
}

/** The landing page's sliders (spec 2 "/"; section 9: autoplay 3 s): one banner at a time, arrows and dots. */
export function LandingSliders() {
  const { t } = useTranslation();
  const sliders = useSliders();
  const slides = sliders.data ?? [];
  const carousel = useCarousel(slides.length, 1);
  if (!sliders.isPending && slides.length === 0) return null;
  return (
    <Container size="xl" pt={{ base: 'md', sm: 'lg' }}>
      <Box pos="relative" {...carousel.pauseProps} role="region" aria-label={t('common:main.slidersLabel')} data-testid="landing-sliders">
        <AspectRatio ratio={RATIO}>
          {sliders.isPending ? (
            // Marked for the server, which draws the first slide here in the prerendered page (web-first-data.ts).
            <Skeleton radius="md" data-first-slide />
          ) : (
            <CarouselTrack
              carousel={carousel}
              items={slides}
              itemKey={(s) => s.id}
              renderItem={(s) => (
                <Slide slider={s} label={`${t('common:main.slidersLabel')} ${slides.indexOf(s) + 1}`} first={slides.indexOf(s) === 0} />
              )}
              gap={0}
              fill
            />
          )}
        </AspectRatio>
      </Box>
      {/* Dots and arrows under the banner, in a row of fixed height whether or not there is more than one slide. */}
      <Group justify="space-between" h={44} wrap="nowrap">
        <Box w={80} />
        <CarouselDots carousel={carousel} />
        <CarouselArrows carousel={carousel} w={80} justify="flex-end" />
      </Group>
    </Container>
  );
}
