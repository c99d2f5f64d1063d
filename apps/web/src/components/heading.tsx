import { type MantineFontSize, Stack, type StackProps, Text, Title, type TitleOrder, type TitleProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface HeadingProps extends Omit<StackProps, 'title'> {
  title: ReactNode;
  /** The dimmed line under the title; nothing when empty. */
  description?: ReactNode;
  order?: TitleOrder;
  fz?: TitleProps['fz'];
  descriptionFz?: MantineFontSize;
}

/** A title with its dimmed line under it: a card's (a report, a document), a form section's, an account screen's. */
export function Heading({ title, description, order = 2, fz = 'lg', descriptionFz = 'sm', gap = 2, ...stack }: HeadingProps) {
  return (
    <Stack gap={gap} {...stack}>
      <Title order={order} fz={fz}>
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" fz={descriptionFz}>
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}
