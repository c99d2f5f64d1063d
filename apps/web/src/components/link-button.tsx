import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon } from './icons';

export interface LinkButtonProps extends ButtonProps {
  to: string;
  /** Before the label. */
  icon?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** A button that goes to another screen: a router link (so it opens in a new tab too), its icon before the label. */
export function LinkButton({ to, icon, testId, children, ...button }: LinkButtonProps) {
  return (
    <Button component={Link} to={to} leftSection={icon} data-testid={testId} {...button}>
      {children}
    </Button>
  );
}

/** Back to where the screen came from (a list): grey, with the arrow; "back" unless told. */
export function BackButton({ to, label, testId = 'back-to-list' }: { to: string; label?: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <LinkButton to={to} variant="default" icon={<ArrowLeftIcon size={16} />} testId={testId}>
      {label ?? t('common:actions.back')}
    </LinkButton>
  );
}
