import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { confirmAction } from './confirm-dialog';

export interface RowAction {
  /** The tooltip and, followed by the row's subject, the accessible name ("ลบ INV-00001"). */
  label: string;
  icon: ReactNode;
  testId: string;
  /** A link, or a button running onClick (after the confirmation when `confirm` is given). */
  to?: string;
  onClick?: () => void;
  /** Asks first (spec 1 section 5: deletions ask); red unless `danger` is false. */
  confirm?: { title: string; message: string; confirmLabel?: string; danger?: boolean };
  color?: string;
  /** Disabled, and the tooltip says why. */
  disabledReason?: string | null;
  /** Disabled where the row says why itself (no slip yet). */
  disabled?: boolean;
  loading?: boolean;
  /** Not offered for this row; `keepSpace` keeps its place so the icons of every row line up. */
  hidden?: boolean;
  keepSpace?: boolean;
  /** A labelled button rather than an icon (make label, set as default, confirm payment). */
  button?: { variant?: string; color?: string; size?: string };
}

function run(action: RowAction) {
  if (!action.onClick) return;
  const { confirm, onClick } = action;
  if (confirm) confirmAction({ ...confirm, onConfirm: onClick });
  else onClick();
}

function ActionControl({ action, subject }: { action: RowAction; subject?: string }) {
  const disabled = !!action.disabled || !!action.disabledReason;
  if (action.button) {
    const { variant = 'light', color = action.color, size = 'xs' } = action.button;
    const props = { variant, color, size, leftSection: action.icon, disabled, loading: action.loading, 'data-testid': action.testId };
    return action.to && !disabled ? (
      <Button component={Link} to={action.to} {...props}>
        {action.label}
      </Button>
    ) : (
      <Button onClick={() => run(action)} {...props}>
        {action.label}
      </Button>
    );
  }
  const props = {
    variant: 'subtle',
    color: action.color ?? 'gray',
    disabled,
    loading: action.loading,
    'aria-label': subject ? `${action.label} ${subject}` : action.label,
    'data-testid': action.testId,
  } as const;
  return (
    <Tooltip label={action.disabledReason ?? action.label} multiline={disabled} maw={disabled ? 260 : undefined}>
      {action.to && !disabled ? (
        <ActionIcon component={Link} to={action.to} {...props}>
          {action.icon}
        </ActionIcon>
      ) : (
        <ActionIcon onClick={() => run(action)} {...props}>
          {action.icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/**
 * A row's actions, right-aligned in one line: icon buttons with their tooltip (or labelled buttons), a disabled one
 * saying why, deletions asking first through the confirm dialog. `subject` names the row for screen readers.
 */
export function RowActions({ actions, subject, gap = 4 }: { actions: RowAction[]; subject?: string; gap?: number }) {
  return (
    <Group gap={gap} wrap="nowrap" justify="flex-end">
      {actions.map((action) =>
        action.hidden ? (
          action.keepSpace ? (
            <ActionIcon key={action.testId} variant="transparent" aria-hidden tabIndex={-1} style={{ visibility: 'hidden' }}>
              {action.icon}
            </ActionIcon>
          ) : null
        ) : (
          <ActionControl key={action.testId} action={action} subject={subject} />
        ),
      )}
    </Group>
  );
}
