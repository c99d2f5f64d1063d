import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

interface PageHeaderProps {
  title: string;
  description?: string;
  /** Crumbs after Home, which is always first (spec 1 section 2: manage forms start at Home). */
  crumbs?: Crumb[];
  actions?: ReactNode;
}

export function PageHeader({ title, description, crumbs, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  const trail: Crumb[] = crumbs ? [{ label: t('common:menu.home'), to: '/' }, ...crumbs] : [];
  return (
    <Stack gap={6}>
      {trail.length > 0 ? (
        <Breadcrumbs separator="›" separatorMargin={6} aria-label={t('common:breadcrumb')} data-testid="breadcrumb">
          {trail.map((crumb) =>
            crumb.to ? (
              <Anchor key={crumb.label} component={Link} to={crumb.to} fz="sm" c="postBlue.6">
                {crumb.label}
              </Anchor>
            ) : (
              <Text key={crumb.label} fz="sm" c="dimmed" aria-current="page">
                {crumb.label}
              </Text>
            ),
          )}
        </Breadcrumbs>
      ) : null}
      <Group justify="space-between" align="flex-end" gap="md">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" fz="sm" mt={2}>
              {description}
            </Text>
          ) : null}
        </div>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
    </Stack>
  );
}
