import type { Reserve } from '@songdee/shared/reserve/reserve.schema';
import { eq, sql } from 'drizzle-orm';
import { outlets } from '../src/db/schema/geo';
import { reserves } from '../src/db/schema/reserves';
import { injectForm, type PaymentForm, resultFor } from './card-payment-fixtures';
import { createListeningTestApp as listeningApp, type TestApp } from './create-test-app';
import { createUser } from './factories';

export type { PaymentForm } from './card-payment-fixtures';
/** Post offices of the seeded outlet table: Khlong Toei (10110) and Bang Rak (10500); 000000 is the central office. */
export const OUTLET_A = '10110';
export const OUTLET_B = '10500';
/** Box sizes 1 SS, 2 S, 3 M, 4 L; the ready-to-send box costs 32, 37, 52 and 68 baht a box in the seed. */
export const SIZE = { SS: 1, S: 2, M: 3, L: 4 } as const;
export const BOX_PRICE = { 1: 3200, 2: 3700, 3: 5200, 4: 6800 } as const;

/**
 * A test app that listens on a loopback port with the simulators on, so a reservation's card-payment form can be
 * posted to the gateway simulator over real HTTP (and its result call reaches the app).
 */
export async function createListeningTestApp(options: { now?: () => Date } = {}): Promise<TestApp & { base: string }> {
  const t = await listeningApp((origin) => ({ PUBLIC_URL: origin }), { now: options.now });
  return Object.assign(t, { base: t.origin });
}

export async function outletId(t: TestApp, code: string): Promise<string> {
  const [row] = await t.database.db.select({ id: outlets.id }).from(outlets).where(eq(outlets.code, code));
  if (!row) throw new Error(`no outlet ${code}`);
  return row.id;
}

/** A seller with a store, and its reservation calls (`reserveApi`). */
export async function reserveSeller(t: TestApp) {
  const u = await createUser(t.app, t.database.db, { store: {} });
  return { ...u, storeId: u.storeId!, api: reserveApi(t, u.storeId!, u.auth) };
}

/** A post-office admin without a store: of an outlet (AdminOutlet) or, with 000000, the central admin. */
export const postOfficeAdmin = (t: TestApp, outletCode: string, role = outletCode === '000000' ? 'Admin' : 'AdminOutlet') =>
  createUser(t.app, t.database.db, { role, outletCode });

type Auth = Record<string, string>;

/** The seller's reservation calls of one store. */
export function reserveApi(t: TestApp, storeId: string, auth: Auth) {
  const base = `/api/stores/${storeId}/reserves`;
  return {
    list: (query = '') => t.app.inject({ url: `${base}${query}`, headers: auth }),
    create: (payload: unknown, key?: string) =>
      t.app.inject({ method: 'POST', url: base, headers: key ? { ...auth, 'idempotency-key': key } : auth, payload: payload as object }),
    get: (id: string) => t.app.inject({ url: `${base}/${id}`, headers: auth }),
    update: (id: string, payload: unknown) =>
      t.app.inject({ method: 'PUT', url: `${base}/${id}`, headers: auth, payload: payload as object }),
    delete: (id: string) => t.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: auth }),
    token: (id: string) => t.app.inject({ url: `${base}/${id}/token`, headers: auth }),
    confirmPayment: (id: string, payload: unknown) =>
      t.app.inject({ method: 'PUT', url: `${base}/${id}/Confirm`, headers: auth, payload: payload as object }),
    stock: () => t.app.inject({ url: `/api/stores/${storeId}/stockbarcode`, headers: auth }),
  };
}

/** The post office's calls. */
export function postOfficeApi(t: TestApp, auth: Auth) {
  return {
    list: (query = '') => t.app.inject({ url: `/api/confirmreserves${query}`, headers: auth }),
    get: (id: string) => t.app.inject({ url: `/api/confirmreserves/${id}`, headers: auth }),
    confirm: (id: string) => t.app.inject({ method: 'PUT', url: `/api/confirmreserves/${id}/Confirm`, headers: auth }),
  };
}

/** An input of sets per size at an outlet. */
export const reserveInput = (outlet: string, sets: Partial<Record<keyof typeof SIZE, number>>) => ({
  outletId: outlet,
  lines: Object.entries(sets).map(([size, n]) => ({ boxSizeId: SIZE[size as keyof typeof SIZE], sets: n })),
});

/** The gateway's signed result for a reservation's form (2C2P redirect 7.2 fields; 000 paid unless told). */
export const signedResult = (form: PaymentForm, status = '000', overrides: Record<string, string> = {}) =>
  resultFor(form, status, overrides);

/** The gateway's server-to-server result call (form-encoded, no session). */
export const gatewayResult = (t: TestApp, body: Record<string, string>) => injectForm(t, '/api/payments/card/result', body);

/** A reservation made and paid through the token and the gateway's signed result. */
export async function paidReserve(t: TestApp, api: ReturnType<typeof reserveApi>, input: unknown): Promise<Reserve> {
  const made = await api.create(input);
  if (made.statusCode !== 201) throw new Error(`reserve: ${made.body}`);
  const reserve = made.json() as Reserve;
  const token = await api.token(reserve.id);
  if (token.statusCode !== 200) throw new Error(`token: ${token.body}`);
  const paid = await gatewayResult(t, signedResult(token.json() as PaymentForm));
  if (paid.json().status !== 'PAID') throw new Error(`payment: ${paid.body}`);
  return (await api.get(reserve.id)).json() as Reserve;
}

/** The store's stock by box size id: [LimitBarcode, RemainBarcode]. */
export async function stockOf(api: ReturnType<typeof reserveApi>): Promise<Record<number, [number, number]>> {
  const rows = (await api.stock()).json() as Array<{ boxSizeId: number; limitBarcode: number; remainBarcode: number }>;
  return Object.fromEntries(rows.map((r) => [r.boxSizeId, [r.limitBarcode, r.remainBarcode]]));
}

/** Moves a reservation's creation back to an instant (the clean-up counts working days from it). */
export async function setCreatedAt(t: TestApp, id: string, at: Date) {
  await t.database.db.update(reserves).set({ createdAt: at }).where(eq(reserves.id, id));
}

export async function reserveExists(t: TestApp, id: string): Promise<boolean> {
  const rows = (await t.database.db.execute(sql`SELECT 1 FROM reserves WHERE id = ${id}`)) as unknown as { rows: unknown[] };
  return rows.rows.length > 0;
}
