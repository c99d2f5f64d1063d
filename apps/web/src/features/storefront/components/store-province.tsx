import { Group, Text } from '@mantine/core';
import { MapPinIcon } from '../../../components/icons';

/** Where a store is, with a pin (its page's header; smaller on a search result's card); nothing when it has no province. */
export function StoreProvince({ name, small = false }: { name: string | null; small?: boolean }) {
  if (!name) return null;
  return (
    <Group gap={4} c="dimmed">
      <MapPinIcon size={small ? 12 : 14} />
      <Text fz={small ? 'xs' : 'sm'}>{name}</Text>
    </Group>
  );
}
