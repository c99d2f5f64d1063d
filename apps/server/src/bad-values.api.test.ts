import { describe, expect, it } from 'vitest';
import { pickPostal, recipientInput } from '../test/address-fixtures';
import { createUser } from '../test/factories';
import { useFixture, useTestApp } from '../test/use-test-app';

/**
 * Values that once reached the database and answered 500: integers past PostgreSQL `integer` (the column type of
 * every id and count), a NUL in text (PostgreSQL refuses it) and a lone UTF-16 surrogate (no character; UTF-8 cannot
 * hold it). Each must be a 400 at its field, with everything else in the request valid so nothing else refuses it.
 * The schema walk in packages/shared (`schema-bounds.test.ts`) holds every other field to the same rule.
 */
const OUT_OF_RANGE = [2_147_483_648, -2_147_483_649, 1e20];
const BAD_TEXT = ['a\u0000b', '\ud800', 'x\udfffy'];

const t = useTestApp();
const geo = useFixture(() => pickPostal(t.app, '50200'));
const seller = useFixture(() => createUser(t.app, t.database.db, { store: {} }));

async function send(method: 'POST' | 'GET', url: string, payload?: unknown) {
  const res = await t.app.inject({ method, url, headers: seller.auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, code: (res.json() as { error?: { code?: string } }).error?.code };
}

describe('bad values are refused, never a 500', () => {
  it('an address district id past 32 bits', async () => {
    for (const districtId of OUT_OF_RANGE) {
      const res = await send('POST', `/api/stores/${seller.storeId}/address/ship`, { ...recipientInput(geo), districtId });
      expect(res, String(districtId)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    }
  });

  it('a product category id past 32 bits in the query', async () => {
    for (const categoryId of OUT_OF_RANGE) {
      const res = await send('GET', `/api/stores/search?categoryId=${categoryId}`);
      expect(res, String(categoryId)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    }
  });

  it('a print-popup version past 32 bits', async () => {
    for (const version of OUT_OF_RANGE) {
      const res = await send('POST', '/api/print-popup/dismiss', { version });
      expect(res, String(version)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    }
  });

  it('a NUL or a lone surrogate in a review comment', async () => {
    for (const comment of BAD_TEXT) {
      const res = await send('POST', `/api/stores/${seller.storeId}/reviews`, { score: 3, comment });
      expect(res, JSON.stringify(comment)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    }
  });

  it('a NUL or a lone surrogate in a notification link', async () => {
    for (const orderName of BAD_TEXT) {
      const res = await send('POST', '/api/Notification', {
        storeId: seller.storeId,
        content: 'x',
        typeNotification: 1,
        link: { orderName },
      });
      expect(res, JSON.stringify(orderName)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    }
  });
});
