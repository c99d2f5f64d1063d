import { Center, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { MapPinIcon } from '../../../components/icons';

export function ListLoading() {
  return (
    <Stack gap="xs" aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} h={44} radius="sm" />
      ))}
    </Stack>
  );
}

export function EmptyBook({ text }: { text: string }) {
  return (
    <Center py={48} data-testid="empty-book">
      <Stack align="center" gap="xs">
        <ThemeIcon size={56} radius="xl" variant="light" color="postBlue">
          <MapPinIcon size={28} />
        </ThemeIcon>
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Center>
  );
}
