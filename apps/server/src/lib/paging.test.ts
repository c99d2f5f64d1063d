import { describe, expect, it } from 'vitest';
import { builtPerShape, COUNT_FLOOR, PAGES_AHEAD, pageOf } from './paging';

describe('pageOf', () => {
  it('asks for the window of the requested page and answers the paged shape with the count', async () => {
    const windows: unknown[] = [];
    const bounds: number[] = [];
    const page = await pageOf(
      { page: 3, size: 10 },
      {
        rows: async (window) => {
          windows.push(window);
          return ['a', 'b'];
        },
        count: async (bound) => {
          bounds.push(bound);
          return [{ n: '22' }];
        },
      },
    );
    expect(windows).toEqual([{ limit: 10, offset: 20 }]);
    expect(bounds).toEqual([COUNT_FLOOR + 1]);
    expect(page).toEqual({ contents: ['a', 'b'], paging: { page: 3, size: 10, totalCount: 22 } });
  });

  it('counts an empty list as 0', async () => {
    const page = await pageOf({ page: 1, size: 50 }, { rows: async () => [], count: async () => [] });
    expect(page.paging).toEqual({ page: 1, size: 50, totalCount: 0 });
  });

  it('counts a deep page ten pages past itself and says when the list goes on', async () => {
    const bounds: number[] = [];
    const page = await pageOf(
      { page: 500, size: 100 },
      {
        rows: async () => [],
        count: async (bound) => {
          bounds.push(bound);
          return [{ n: bound }];
        },
      },
    );
    const counted = 499 * 100 + 100 * PAGES_AHEAD;
    expect(bounds).toEqual([counted + 1]);
    expect(page.paging).toEqual({ page: 500, size: 100, totalCount: counted, more: true });
  });
});

describe('builtPerShape', () => {
  it("builds a shape's statements once and a new shape's anew (a list request reuses them)", () => {
    const built: unknown[] = [];
    const statements = builtPerShape((shape: { search: boolean; statuses: number }) => {
      built.push(shape);
      return { shape };
    });
    const first = statements({ search: false, statuses: 0 });
    expect(statements({ search: false, statuses: 0 })).toBe(first);
    expect(statements({ search: true, statuses: 2 })).not.toBe(first);
    expect(statements({ search: true, statuses: 2 })).toEqual({ shape: { search: true, statuses: 2 } });
    expect(built).toEqual([
      { search: false, statuses: 0 },
      { search: true, statuses: 2 },
    ]);
  });
});
