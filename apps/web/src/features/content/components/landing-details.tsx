import { Stack } from '@mantine/core';
import { Faqs, LiveNews, Manuals } from './landing-info';
import { ServiceOutlets } from './service-outlets';

/** The landing page below its fold (main-page.tsx loads it after the page): news, service outlets, FAQs, manuals. */
export default function LandingDetails() {
  return (
    <Stack gap={48}>
      <LiveNews />
      <ServiceOutlets />
      <Faqs />
      <Manuals />
    </Stack>
  );
}
