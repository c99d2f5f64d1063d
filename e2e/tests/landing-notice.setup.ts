import { expect, test as setup } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/journey-helpers';

/**
 * The seeded landing notice pops up on `/` once per visit and covers the page until closed, so every journey that
 * starts on `/` would have to close it first. Before them, the central admin turns the seeded notices off; the landing
 * journey (admin-content.spec.ts, run after every other journey) publishes and checks a notice of its own.
 */
setup('turns the seeded landing notice off for the journeys', async ({ request }) => {
  const token = await request.post('/api/Token', { form: { grant_type: 'password', username: DEMO.admin, password: DEMO_PASSWORD } });
  expect(token.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await token.json()).access_token}` };
  const notices = (await (await request.get('/api/admin/notices', { headers })).json()) as Array<{
    id: string;
    content: string;
    imagePath: string | null;
  }>;
  for (const { id, content, imagePath } of notices) {
    const res = await request.put(`/api/admin/notices/${id}`, { headers, data: { content, imagePath, active: false } });
    expect(res.status()).toBe(200);
  }
  expect(await (await request.get('/api/admin/notices/active')).json()).toBeNull();
});
