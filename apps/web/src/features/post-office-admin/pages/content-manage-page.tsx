import { Paper, SimpleGrid, Tabs } from '@mantine/core';
import { MANUAL_DEVICES } from '@songdee/shared/content/landing.schema';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';
import { FaqsTab, NoticesTab, SlidersTab } from '../components/landing-row-tabs';
import { ManualCard, PrintPopupTab } from '../components/manuals-and-popup-tabs';

const TABS = ['sliders', 'notices', 'faqs', 'manuals', 'printPopup'] as const;

/** The landing page's content (central admin: staff change it without a developer). */
export function ContentManagePage() {
  const { t } = useTranslation();
  const title = t('adminUi:content.title');
  return (
    <PageFrame title={title} description={t('adminUi:content.description')} crumbs={[{ label: title }]}>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Tabs defaultValue="sliders" keepMounted={false}>
          <Tabs.List mb="md">
            {TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab} data-testid={`content-tab-${tab}`}>
                {t(`adminUi:content.tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="sliders">
            <SlidersTab />
          </Tabs.Panel>
          <Tabs.Panel value="notices">
            <NoticesTab />
          </Tabs.Panel>
          <Tabs.Panel value="faqs">
            <FaqsTab />
          </Tabs.Panel>
          <Tabs.Panel value="manuals">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {MANUAL_DEVICES.map((device) => (
                <ManualCard key={device} device={device} />
              ))}
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="printPopup">
            <PrintPopupTab />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </PageFrame>
  );
}
