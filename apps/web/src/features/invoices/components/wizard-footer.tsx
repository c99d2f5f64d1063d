import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface WizardFooterProps {
  /** The previous step. */
  backTo: string;
  onSave: () => void;
  isSaving: boolean;
  /** Prefix of the buttons' test ids: `<prefix>-back`, `<prefix>-save`. */
  testPrefix: string;
  /** The step's primary action (next, or save and confirm). */
  children: ReactNode;
}

/** Back, save (a draft) and the step's primary action, under the chosen orders. */
export function WizardFooter({ backTo, onSave, isSaving, testPrefix, children }: WizardFooterProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Button component={Link} to={backTo} variant="default" data-testid={`${testPrefix}-back`}>
        {t('common:actions.back')}
      </Button>
      <Group gap="xs">
        <Button variant="default" onClick={onSave} loading={isSaving} data-testid={`${testPrefix}-save`}>
          {t('common:actions.save')}
        </Button>
        {children}
      </Group>
    </Group>
  );
}
