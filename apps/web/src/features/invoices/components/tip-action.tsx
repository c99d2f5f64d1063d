import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface TipActionProps {
  /** The tooltip; with `subject` also the accessible name ("Delete INV-00001"). */
  label: string;
  subject: string;
  icon: ReactNode;
  color?: string;
  /** A link, or a button when onClick is given. */
  to?: string;
  onClick?: () => void;
  testId: string;
}

/** A row's icon action with its tooltip (details, edit, delete, remove). */
export function TipAction({ label, subject, icon, color = 'gray', to, onClick, testId }: TipActionProps) {
  const common = { variant: 'subtle', color, 'aria-label': `${label} ${subject}`, 'data-testid': testId } as const;
  return (
    <Tooltip label={label}>
      {to ? (
        <ActionIcon component={Link} to={to} {...common}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon onClick={onClick} {...common}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
