import { Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type Outlet, type OutletInput, outletInputSchema, outletListQuerySchema } from '@songdee/shared/admin/outlets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthForm } from '../../../components/account/account-form';
import { FieldLabel, FormActions, FormDialog } from '../../../components/form-parts';
import { ListPage } from '../../../components/lists/list-page';
import { editAction, RowActions } from '../../../components/row-actions';
import { ServiceFlags } from '../../../components/service-flags';
import { applyFieldIssues } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useOutlets, useSaveOutlet } from '../api/use-admin';

const FIELDS = ['outletCode', 'outletName', 'tel', 'active', 'postJob', 'promptEms'] as const;

/** The outlet modal (spec 2 section 5): code, name and tel required; "cannot save" / "saved" (section 8). */
function OutletForm({ outlet, onDone }: { outlet: Outlet; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveOutlet();
  const { form, field, submit } = useAuthForm<OutletInput>(outletInputSchema, {
    outletCode: outlet.outletCode,
    outletName: outlet.outletName,
    tel: outlet.tel,
    active: outlet.active,
    postJob: outlet.postJob,
    promptEms: outlet.promptEms,
  });
  const onValid = (input: OutletInput) =>
    save.mutate(
      { id: outlet.id, input },
      {
        onSuccess: () => {
          notifySuccess('admin:saved');
          onDone();
        },
        onError: (error) => {
          applyFieldIssues(error, form.setError, FIELDS);
          notifyError('admin:cannotSave');
        },
      },
    );
  return (
    <form noValidate onSubmit={submit(onValid, () => notifyError('admin:cannotSave'))} data-testid="outlet-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('adminUi:fields.outletCode')} inputMode="numeric" maxLength={6} withAsterisk {...field('outletCode')} />
          <TextInput label={t('adminUi:fields.tel')} type="tel" withAsterisk {...field('tel')} />
        </SimpleGrid>
        <TextInput label={t('adminUi:fields.outletName')} withAsterisk {...field('outletName')} />
        <FieldLabel label={t('adminUi:fields.services')}>
          <Stack gap="xs">
            {(['active', 'postJob', 'promptEms'] as const).map((flag) => (
              <Checkbox key={flag} label={t(`adminUi:fields.${flag}`)} data-testid={`outlet-${flag}`} {...form.register(flag)} />
            ))}
          </Stack>
        </FieldLabel>
        <FormActions onCancel={onDone} saving={save.isPending} saveTestId="outlet-save" />
      </Stack>
    </form>
  );
}

/** /contact-list (central admin, spec 2 "Post-office admin area"): every outlet, searchable, edited in a modal. */
export function ContactListPage() {
  const { t } = useTranslation();
  const list = useListParams(outletListQuerySchema, { names: { searchString: 'q' } });
  const outlets = useOutlets(list.params);
  const [editing, setEditing] = useState<Outlet | null>(null);
  const actions = (outlet: Outlet) => (
    <RowActions subject={outlet.outletName} actions={[editAction({ onClick: () => setEditing(outlet), testId: 'edit-outlet' })]} />
  );

  return (
    <ListPage
      texts="adminUi:outlets"
      query={outlets}
      paging={list}
      search={{ testId: 'list-search' }}
      rows={{
        minWidth: 760,
        striped: true,
        testIds: 'outlet',
        rowProps: (outlet) => ({ 'data-code': outlet.outletCode }),
        columns: [
          { key: 'code', header: t('adminUi:fields.outletCode'), td: { fw: 600 }, cell: (o) => o.outletCode },
          { key: 'name', header: t('adminUi:fields.outletName'), cell: (o) => o.outletName },
          { key: 'tel', header: t('adminUi:fields.tel'), cell: (o) => o.tel },
          { key: 'services', header: t('adminUi:fields.services'), cell: (o) => <ServiceFlags outlet={o} /> },
          { key: 'actions', cell: actions },
        ],
        card: (o) => (
          <Stack gap={4}>
            <Text fw={700}>
              {o.outletCode} {o.outletName}
            </Text>
            <Text fz="sm" c="dimmed">
              {o.tel}
            </Text>
            <ServiceFlags outlet={o} />
            {actions(o)}
          </Stack>
        ),
      }}
      after={
        <FormDialog
          opened={editing !== null}
          onClose={() => setEditing(null)}
          title={t('adminUi:outlets.editTitle')}
          testId="outlet-dialog"
        >
          {editing ? <OutletForm key={editing.id} outlet={editing} onDone={() => setEditing(null)} /> : null}
        </FormDialog>
      }
    />
  );
}
