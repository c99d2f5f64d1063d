import * as XLSX from '@e965/xlsx';
import { demoSeller, startSongdee, timed } from './lib';

const ROWS = 10_000;
/** A seller's own sheet: its headers, and the order field each is mapped to. */
const SHEET = [
  ['Order ID', 'externalOrderId'],
  ['Recipient', 'recipientName'],
  ['Phone', 'phone'],
  ['Address', 'addressText'],
  ['Item', 'item'],
  ['Quantity', 'quantity'],
  ['Unit price', 'price'],
] as const;
const HEADER = SHEET.map(([header]) => header);
const COLUMNS = Object.fromEntries(SHEET.map(([header, field]) => [field, header]));
/** Districts across the country, each address naming its sub-district, district, province and postcode. */
const AREAS = [
  'ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110',
  'หมู่ 5 ต.สุเทพ อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50200',
  'ซอยรามคำแหง 24 แขวงหัวหมาก เขตบางกะปิ กรุงเทพฯ 10240',
  'ถ.มิตรภาพ ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น 40000',
  'ต.หาดใหญ่ อ.หาดใหญ่ จ.สงขลา 90110',
  'ต.บางปลาสร้อย อ.เมืองชลบุรี จ.ชลบุรี 20000',
];

function ordersWorkbook(rows: number, prefix: string): Buffer {
  const grid: unknown[][] = [HEADER];
  for (let i = 0; i < rows; i++) {
    grid.push([
      `${prefix}${String(i + 1).padStart(8, '0')}`,
      `ลูกค้า ที่${i + 1}`,
      '0812345678',
      `${(i % 300) + 1}/${(i % 7) + 1} ${AREAS[i % AREAS.length]}`,
      'สินค้าจากแชต',
      (i % 3) + 1,
      129,
    ]);
  }
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(grid), 'Orders');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/**
 * A 10,000-order import through our server over HTTP (upload = parse on a sheet thread and keep the rows; save = read
 * every address, check every row and insert all in one transaction), beside bare SheetJS parsing of the same file in
 * this process (warmed, the median of three). A 20-row import warms the server first.
 */
export async function orderImportBench() {
  const file = ordersWorkbook(ROWS, 'BN');
  const songdee = await startSongdee();
  try {
    const { auth, storeId } = await demoSeller(songdee.url);
    const options = (await (await fetch(`${songdee.url}/api/deliveryOptions/ByStore/${storeId}`)).json()) as Array<{ id: string }>;
    const deliveryOptionId = options[0]?.id ?? 'ems';
    const base = `${songdee.url}/api/stores/${storeId}/order-imports`;
    const upload = async (content: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(content)]), 'orders.xlsx');
      const res = await fetch(`${base}/uploads`, { method: 'POST', headers: auth, body: form });
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { uploadId: string }).uploadId;
    };
    const send = async (path: string, uploadId: string, status: number) => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ uploadId, columns: COLUMNS, deliveryOptionId }),
      });
      if (res.status !== status) throw new Error(`${path || 'save'} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      return res.json() as Promise<{ created?: number; rows?: Array<{ state: string }> }>;
    };
    const parse = async () => {
      const wb = XLSX.read(file, { type: 'buffer' });
      const sheet = wb.Sheets[wb.SheetNames[0] ?? ''];
      return sheet ? XLSX.utils.sheet_to_json(sheet, { header: 1, raw: false }).length : 0;
    };
    await parse();
    await send('', await upload(ordersWorkbook(20, 'WU')), 201);
    const bare = [await timed(parse), await timed(parse), await timed(parse)].sort((a, b) => a.ms - b.ms)[1] as { ms: number };

    const uploaded = await timed(() => upload(file));
    const preview = await timed(() => send('/preview', uploaded.value, 200));
    const problems = preview.value.rows?.filter((r) => r.state !== 'ready').length;
    if (problems !== 0) throw new Error(`${problems} rows had problems`);
    const saved = await timed(() => send('', uploaded.value, 201));
    if (saved.value.created !== ROWS) throw new Error(`${saved.value.created} orders were made`);
    const total = uploaded.ms + saved.ms;
    console.log(`database: ${songdee.kind}`);
    console.log(
      `${`import ${ROWS} orders (.xlsx)`.padEnd(34)} ours ${total.toFixed(0)} ms (upload ${uploaded.ms.toFixed(0)}, save ${saved.ms.toFixed(0)}; a preview ${preview.ms.toFixed(0)}) | bare parse (warmed) ${bare.ms.toFixed(0)} ms | ratio ${(total / bare.ms).toFixed(1)}`,
    );
  } finally {
    await songdee.close();
  }
}
