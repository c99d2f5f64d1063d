import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../../components/icons';

/**
 * A file of a report (PDF or Excel) fetched by the browser itself: a same-origin link carries the session cookie, and
 * the `download` attribute saves it rather than opening it. `href` null shows the button disabled.
 */
function DownloadButton(props: {
  href: string | null;
  filename: string;
  children: ReactNode;
  icon?: ReactNode;
  variant?: 'filled' | 'light' | 'default';
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  testId: string;
}) {
  return (
    <Button
      component="a"
      href={props.href ?? undefined}
      download={props.filename}
      variant={props.variant ?? 'filled'}
      leftSection={props.icon}
      disabled={props.href === null && !props.onClick}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      {props.children}
    </Button>
  );
}

/** The report's own PDF or Excel file: the download icon, the usual label and the test id every report page uses. */
export function ReportFileButton(props: { kind: 'pdf' | 'excel'; href: string | null; filename: string; variant?: 'filled' | 'light' }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      href={props.href}
      filename={props.filename}
      variant={props.variant}
      icon={<DownloadIcon size={16} />}
      testId={props.kind === 'pdf' ? 'download-pdf' : 'export-excel'}
    >
      {props.kind === 'pdf' ? t('reportUi:downloadPdf') : t('reportUi:exportExcel')}
    </DownloadButton>
  );
}
