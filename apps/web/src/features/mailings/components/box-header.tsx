import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PickButton } from '../../../components/form-parts';
import { ListIcon } from '../../../components/icons';

/** The head of a delivery-manage box (sender, recipients): its title, maybe a counter, and its buttons. */
export function BoxHeader({ title, badge, children }: { title: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs">
      <Group gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {badge}
      </Group>
      <Group gap="xs">{children}</Group>
    </Group>
  );
}

/** "Choose from the address book": opens the box's picker. */
export function ChooseFromBookButton(props: { label: string; onClick: () => void; disabled?: boolean; testId: string }) {
  return <PickButton {...props} icon={<ListIcon size={16} />} />;
}
