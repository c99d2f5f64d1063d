import { Alert, Button, Paper, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { ListSkeleton } from '../../../components/empty-state';
import { PageFrame } from '../../../components/layout/page-frame';
import { apiErrorMessage } from '../../../lib/notify';
import type { Invoice } from '../api/invoices-api';
import { WIZARD_STEPS, type WizardStep, wizardPaths } from '../wizard/wizard-paths';

interface InvoiceWizardFrameProps {
  step: WizardStep;
  invoiceId: string | null;
  /** The edited draft (idle for a new invoice). */
  invoice: UseQueryResult<Invoice>;
  children: ReactNode;
  /** Save and confirm is under way: it returns to the list itself (spec 1 section 4), not to the view. */
  isConfirming?: boolean;
}

/**
 * The wizard's page (spec 1 "Invoice wizard": choose orders -> chosen orders -> set weight): header, the three
 * steps, and the edited draft's loading; a confirmed invoice is no longer editable and opens read-only (spec 1 section 4).
 */
export function InvoiceWizardFrame({ step, invoiceId, invoice, children, isConfirming = false }: InvoiceWizardFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasRoom = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  if (invoiceId && invoice.data && !invoice.data.isEditable && !isConfirming) return <Navigate to={paths.invoiceView(invoiceId)} replace />;
  const title = invoiceId ? t('invoiceUi:wizard.editTitle', { number: invoice.data?.invoiceNumber ?? '' }) : t('invoiceUi:wizard.newTitle');

  return (
    <PageFrame
      title={title}
      description={t(`invoiceUi:wizard.${step}.description`)}
      crumbs={[{ label: t('invoiceUi:list.title'), to: paths.storeInvoices }, { label: title }]}
    >
      <Paper withBorder radius="lg" px={{ base: 'sm', sm: 'lg' }} py="md">
        <Stepper
          active={WIZARD_STEPS.indexOf(step)}
          onStepClick={(index) => navigate(wizardPaths[WIZARD_STEPS[index] ?? 'manage'](invoiceId))}
          size="sm"
          iconSize={32}
          data-testid="invoice-steps"
        >
          {WIZARD_STEPS.map((s, index) => {
            // A phone has room for the current step's name only; a step shown as its number alone is named by the
            // number and its name (a name must contain the text shown: axe-core's label-content-name-mismatch).
            const shown = hasRoom || s === step;
            return (
              <Stepper.Step
                key={s}
                label={shown ? t(`invoiceUi:wizard.${s}.step`) : undefined}
                aria-label={shown ? undefined : `${index + 1} ${t(`invoiceUi:wizard.${s}.step`)}`}
                data-testid={`invoice-step-${s}`}
              />
            );
          })}
        </Stepper>
      </Paper>
      {invoiceId && invoice.isPending ? (
        <ListSkeleton />
      ) : invoiceId && invoice.isError ? (
        <Alert color="red" title={apiErrorMessage(invoice.error)} data-testid="invoice-load-error">
          <Button component={Link} to={paths.storeInvoices} variant="default" size="xs" mt="xs">
            {t('invoiceUi:actions.backToList')}
          </Button>
        </Alert>
      ) : (
        children
      )}
    </PageFrame>
  );
}
