import { PACKING_LIST_STATUS_KEYS } from '@songdee/shared/reference/status-keys';
import { describe, expect, it } from 'vitest';
import { packingScreenFor } from './packing-screens';

describe('packingScreenFor', () => {
  const id = '0b8f5c1e-7a52-4a36-9a2e-6c1d2b3e4f50';

  it('continues each status on its own screen (spec 1 section 4)', () => {
    expect(packingScreenFor('COUNTING', id)).toBe(`/stores/packing-lists/manage/summary/${id}`);
    expect(packingScreenFor('WAITING_FOR_PACKING', id)).toBe(`/stores/packing-lists/${id}`);
    expect(packingScreenFor('WAITING_FOR_SHIPMENT_ORDER', id)).toBe(`/stores/packing-list-weigh/${id}`);
    expect(packingScreenFor('WAITING_FOR_SHIPMENT_ORDER_EDIT', id)).toBe(`/stores/packing-list-done/${id}`);
    expect(packingScreenFor('PACKED', id)).toBe(`/stores/packing-list-done/${id}`);
    expect(packingScreenFor('DONE', id)).toBe(`/stores/view?packingListId=${id}`);
  });

  it('carries the page to return to, encoded', () => {
    expect(packingScreenFor('WAITING_FOR_PACKING', id, '/stores/shop/packing-pending?page=2')).toBe(
      `/stores/packing-lists/${id}?returnPage=%2Fstores%2Fshop%2Fpacking-pending%3Fpage%3D2`,
    );
  });

  it('has a screen for every status there is', () => {
    for (const status of PACKING_LIST_STATUS_KEYS) expect(packingScreenFor(status, id)).toMatch(/^\/stores\//);
  });
});
