import { ActionIcon, Button, Group } from '@mantine/core';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Message, notifyApiError, notifySuccess } from '../lib/notify';
import { confirmAction } from './confirm-dialog';
import { Tooltip } from './deferred-tooltip';
import { EditIcon, ListIcon, TrashIcon } from './icons';

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

type ActionTarget = Pick<RowAction, 'testId' | 'to' | 'onClick' | 'hidden'>;

/** A row's pencil: its form (`to`) or what opens it (`onClick`). */
export function editAction(target: ActionTarget): RowAction {
  return { label: i18n.t('common:actions.edit'), icon: <EditIcon size={18} />, ...target };
}

/** A row's details (the list icon), named by the list ("ดูรายละเอียด"). */
export function viewAction(label: string, target: ActionTarget): RowAction {
  return { label, icon: <ListIcon size={18} />, ...target };
}

/** Catalog sections holding a delete's three texts: `deleteTitle`, `deleteMessage` and the toast `deleted`. */
type DeleteSection =
  | 'invoiceUi:list'
  | 'reserveUi:list'
  | 'shippingListUi:list'
  | 'pickingUi:lists'
  | 'storeUi:products'
  | 'orderUi:list'
  | 'addressBookUi:send'
  | 'mailingUi:actions';

/** A delete's confirmation (title, message) and toast from its section's texts, each given the row's names. */
export function deleteTexts(section: DeleteSection, names: Record<string, string | number> = {}) {
  return {
    title: i18n.t(`${section}.deleteTitle`, names),
    message: i18n.t(`${section}.deleteMessage`, names),
    done: { key: `${section}.deleted`, values: names } as Message,
  };
}

/** What a delete runs: a mutation (a TanStack Query `useMutation` result) with the row's variables. */
export interface DeleteOptions<V, R> {
  mutation: { mutate: (variables: V, callbacks: { onSuccess: (result: R) => void; onError: (error: unknown) => void }) => void };
  variables: V;
  /** The confirmation's title and message. */
  title: string;
  message: string;
  /** The toast once deleted. */
  done: Message | ((result: R) => Message);
  /** After the toast (drop a selection, step back from an emptied page). */
  onDeleted?: (result: R) => void;
}

function runDelete<V, R>({ mutation, variables, done, onDeleted }: DeleteOptions<V, R>) {
  mutation.mutate(variables, {
    onSuccess: (result) => {
      notifySuccess(typeof done === 'function' ? done(result) : done);
      onDeleted?.(result);
    },
    onError: notifyApiError,
  });
}

/** Asks, then deletes and says so, or shows the server's error (spec 1 section 5): a delete outside a row (a selection). */
export function confirmDelete<V, R>(options: DeleteOptions<V, R>): void {
  confirmAction({
    title: options.title,
    message: options.message,
    confirmLabel: i18n.t('common:actions.delete'),
    onConfirm: () => runDelete(options),
  });
}

/**
 * A row's delete: the red bin (or a labelled red button with `button`) that asks first, then deletes, shows the
 * toast or the server's error. Every list with a delete builds it here, so they ask and answer alike.
 */
export function deleteAction<V, R>(
  options: DeleteOptions<V, R> & Pick<RowAction, 'testId' | 'hidden' | 'keepSpace' | 'loading'> & { button?: boolean },
): RowAction {
  const { testId, hidden, keepSpace, loading, button, title, message } = options;
  const label = i18n.t('common:actions.delete');
  return {
    label,
    icon: <TrashIcon size={button ? 14 : 18} />,
    color: 'red',
    ...(button ? { button: { color: 'red' } } : {}),
    confirm: { title, message, confirmLabel: label },
    onClick: () => runDelete(options),
    testId,
    hidden,
    keepSpace,
    loading,
  };
}
