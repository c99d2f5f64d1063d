import type { FastifyInstance } from 'fastify';

export interface PostalPick {
  provinceId: number;
  borderId: number;
  districtId: number;
  postcode: string;
}

/** A real district with its postcode, through the postcode autocomplete (so tests use seeded geography). */
export async function pickPostal(app: FastifyInstance, term = '10110'): Promise<PostalPick> {
  const res = await app.inject({ method: 'GET', url: `/api/postals/${term}` });
  const [first] = res.json() as Array<{ value: string; data: { p: { id: number }; b: { id: number }; d: { id: number } } }>;
  if (!first) throw new Error(`no postal suggestion for ${term}`);
  return { provinceId: first.data.p.id, borderId: first.data.b.id, districtId: first.data.d.id, postcode: first.value };
}

export const senderInput = (geo: PostalPick, overrides: Record<string, unknown> = {}) => ({
  name: 'สมชาย',
  surname: 'ใจดี',
  phone: '0812345678',
  homeAddress: '99/9',
  swine: '-',
  alley: 'สุขุมวิท 22',
  street: 'สุขุมวิท',
  ...geo,
  ...overrides,
});

export const recipientInput = (geo: PostalPick, overrides: Record<string, unknown> = {}) => ({
  name: 'สมหญิง',
  surname: 'รักดี',
  phone: '0898765432',
  homeAddress: '12/3',
  remark: 'ฝากไว้ที่ป้อมยาม',
  ...geo,
  ...overrides,
});

/** POSTs a multipart body (`multipartFile`, or one written by hand) to `url` as `auth`'s user. */
export const postMultipart = (
  app: FastifyInstance,
  url: string,
  auth: Record<string, string>,
  body: { headers: Record<string, string>; payload: Buffer | string },
) => app.inject({ method: 'POST', url, headers: { ...auth, ...body.headers }, payload: body.payload });

/**
 * The calls every address-book entry answers, for an access check (`expectEachForbidden`): the book's list, the
 * entry read, changed to `changed` and deleted, and `added` added to the book.
 */
export const addressEntryCalls = (bookUrl: string, id: string, changed: Record<string, unknown>, added: Record<string, unknown>) => [
  { method: 'GET' as const, url: bookUrl },
  { method: 'GET' as const, url: `${bookUrl}/${id}` },
  { method: 'PUT' as const, url: `${bookUrl}/${id}`, payload: changed },
  { method: 'DELETE' as const, url: `${bookUrl}/${id}` },
  { method: 'POST' as const, url: bookUrl, payload: added },
];

/** A multipart/form-data body with one file field, as a browser sends it. */
export function multipartFile(filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----songdee${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
