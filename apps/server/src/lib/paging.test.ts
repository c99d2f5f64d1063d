import { describe, expect, it } from 'vitest';
import { pageOf } from './paging';

describe('pageOf', () => {
  it('asks for the window of the requested page and answers the paged shape with the count', async () => {
    const windows: unknown[] = [];
    const page = await pageOf(
      { page: 3, size: 10 },
      {
        rows: async (window) => {
          windows.push(window);
          return ['a', 'b'];
        },
        count: async () => [{ n: '22' }],
      },
    );
    expect(windows).toEqual([{ limit: 10, offset: 20 }]);
    expect(page).toEqual({ contents: ['a', 'b'], paging: { page: 3, size: 10, totalCount: 22 } });
  });

  it('counts an empty list as 0', async () => {
    const page = await pageOf({ page: 1, size: 50 }, { rows: async () => [], count: async () => [] });
    expect(page.paging).toEqual({ page: 1, size: 50, totalCount: 0 });
  });
});
