import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An outlet's services as badges: ready-to-send (Active), home pick-up (PostJob), flat-rate EMS (PromptEMS). */
export function ServiceFlags({ outlet }: { outlet: { active: boolean; postJob: boolean; promptEms: boolean } }) {
  const { t } = useTranslation();
  const flags = (['active', 'postJob', 'promptEms'] as const).filter((flag) => outlet[flag]);
  return (
    <Group gap={4}>
      {flags.map((flag) => (
        <Badge key={flag} size="sm" variant="light" color="teal" data-testid={`outlet-flag-${flag}`}>
          {t(`common:main.services.${flag}`)}
        </Badge>
      ))}
    </Group>
  );
}
