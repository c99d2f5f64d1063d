import { Badge, Group, Text } from '@mantine/core';
import type { SenderAddress } from '@songdee/shared/address-book/address-book.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A sender as the delivery screen shows one: name (and "default"), address, then the phone line given. */
export function SenderLines({ sender, phone, nameTestId }: { sender: SenderAddress; phone: ReactNode; nameTestId?: string }) {
  const { t } = useTranslation();
  return (
    <div style={{ minWidth: 0 }}>
      <Group gap={6}>
        <Text fw={700} data-testid={nameTestId}>
          {sender.name} {sender.surname}
        </Text>
        {sender.isDefault ? (
          <Badge size="sm" variant="light" color="teal" tt="none">
            {t('mailingUi:sender.default')}
          </Badge>
        ) : null}
      </Group>
      <Text fz="sm">{sender.address}</Text>
      <Text fz="sm" c="dimmed">
        {phone}
      </Text>
    </div>
  );
}
