import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** A row's card in a list chosen by ticks (on a phone): the tick, what the row says, and its action at the end. */
export function TickCard({ tick, end, children }: { tick: ReactNode; end: ReactNode; children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Group gap="sm" align="flex-start" wrap="nowrap">
        {tick}
        <div>{children}</div>
      </Group>
      {end}
    </Group>
  );
}
