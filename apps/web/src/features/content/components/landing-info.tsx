import { Accordion, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MANUAL_DEVICES } from '@songdee/shared/content/landing.constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListIcon } from '../../../components/icons';
import { fileUrl } from '../../../lib/files';
import { formatDate } from '../../../lib/format';
import { useFaqs, useLiveNews, useManuals } from '../../../lib/landing-content';

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="md" data-testid={testId}>
      <Title order={2} fz={{ base: 22, sm: 26 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Live news, newest first (GET /api/news/live). */
export function LiveNews() {
  const { t } = useTranslation();
  const news = useLiveNews();
  if (news.isPending) return <Skeleton h={140} radius="md" />;
  const items = news.data ?? [];
  if (items.length === 0) return null;
  return (
    <Section title={t('common:main.newsTitle')} testId="landing-news">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {items.map((item) => (
          <Card key={item.id} withBorder radius="md" padding="lg" data-testid="landing-news-item">
            <Text fz="xs" c="dimmed">
              {formatDate(item.createdAt)}
            </Text>
            <Text fw={700} mt={4}>
              {item.title}
            </Text>
            <Text fz="sm" c="dimmed" mt={6} lineClamp={4} style={{ whiteSpace: 'pre-line' }}>
              {item.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** FAQs in their order, one open at a time. */
export function Faqs() {
  const { t } = useTranslation();
  const faqs = useFaqs();
  const items = faqs.data ?? [];
  if (!faqs.isPending && items.length === 0) return null;
  return (
    <Section title={t('common:main.faqTitle')} testId="landing-faqs">
      {faqs.isPending ? (
        <Skeleton h={160} radius="md" />
      ) : (
        <Accordion variant="separated" radius="md">
          {items.map((faq) => (
            <Accordion.Item key={faq.id} value={faq.id}>
              <Accordion.Control fw={600}>{faq.question}</Accordion.Control>
              <Accordion.Panel>
                <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                  {faq.answer}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Section>
  );
}

const MANUAL_LABELS = { pc: 'common:main.manualPc', mobile: 'common:main.manualMobile' } as const;

/** The user manuals as PDFs for PC and mobile. */
export function Manuals() {
  const { t } = useTranslation();
  const manuals = useManuals();
  const present = MANUAL_DEVICES.flatMap((device) => {
    const manual = manuals.data?.[device];
    return manual ? [{ device, manual }] : [];
  });
  if (present.length === 0) return null;
  return (
    <Section title={t('common:main.manualsTitle')} testId="landing-manuals">
      <Group gap="sm">
        {present.map(({ device, manual }) => (
          <Button
            key={device}
            component="a"
            href={fileUrl(manual.filePath)}
            target="_blank"
            rel="noopener"
            variant="light"
            color="postBlue"
            leftSection={<ListIcon size={18} />}
            data-testid={`landing-manual-${device}`}
          >
            {t(MANUAL_LABELS[device])}
          </Button>
        ))}
      </Group>
    </Section>
  );
}
