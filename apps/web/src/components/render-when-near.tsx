import { Box, type StyleProp } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';

/**
 * A part of a page below its first screen: rendered (and its code loaded, when the children are lazy) once its place
 * comes within 200 px of the viewport, and kept from then on. Until then the box keeps `minHeight`, so the footer
 * does not jump.
 */
export function RenderWhenNear({
  children,
  minHeight,
  testId,
}: {
  children: ReactNode;
  /** The children's height once rendered, per breakpoint where it differs: anything less moves the footer. */
  minHeight: StyleProp<number | string>;
  testId: string;
}) {
  const { ref, entry } = useIntersection({ rootMargin: '200px 0px' });
  const [near, setNear] = useState(false);
  if (!near && entry?.isIntersecting) setNear(true);
  return (
    <Box ref={ref} mih={near ? undefined : minHeight} data-testid={testId}>
      {near ? children : null}
    </Box>
  );
}
