import { Alert, Button, Container, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';

interface ManageFrameProps {
  title: string;
  bookTitle: string;
  bookPath: string;
  isLoading: boolean;
  notFound: boolean;
  children: ReactNode;
}

/** Create/edit pages of both books: a breadcrumb from Home (spec 1 section 2), then the form in a card. */
export function ManageFrame({ title, bookTitle, bookPath, isLoading, notFound, children }: ManageFrameProps) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={title} crumbs={[{ label: bookTitle, to: bookPath }, { label: title }]} />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {isLoading ? (
            <PageLoader />
          ) : notFound ? (
            <Stack align="flex-start">
              <Alert color="red" variant="light" icon={<AlertIcon size={18} />} w="100%" data-testid="address-not-found">
                {t('addressBookUi:form.notFound')}
              </Alert>
              <Button component={Link} to={bookPath} variant="default">
                {t('common:actions.back')}
              </Button>
            </Stack>
          ) : (
            children
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
