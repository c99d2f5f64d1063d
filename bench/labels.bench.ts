import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatS10 } from '@songdee/shared/mailing/s10';
import { LABEL_OPTIONS } from '@songdee/shared/reference/label-options';
import PDFDocument from 'pdfkit';
import type { LabelData } from '../apps/server/src/lib/pdf/label-layout';
import { serverCode } from './lib';

/**
 * Label PDFs: our renderer (script runs, Thai word wrapping, fitted blocks, vector barcodes) beside
 * bare pdfkit drawing the same strings and bars with plain text() calls. Each figure runs in a fresh
 * process so its peak RSS is its own.
 */

const option = LABEL_OPTIONS.find((o) => o.id === 1)!;
const captions = { sender: 'ผู้ส่ง', recipient: 'ผู้รับ', phone: 'โทร', remark: 'หมายเหตุ', order: 'คำสั่งซื้อ' };
const PROVINCES = ['กรุงเทพมหานคร', 'เชียงใหม่', 'ขอนแก่น', 'สงขลา', 'นครราชสีมา'];

function labels(count: number): LabelData[] {
  return Array.from({ length: count }, (_, i) => ({
    barcode: formatS10('EA', 10_000_000 + i),
    orderName: `ORD-${String(i + 1).padStart(6, '0')}`,
    serviceName: 'อีเอ็มเอส (EMS)',
    weightText: `น้ำหนัก ${(250 + i * 7).toLocaleString('en-US')} กรัม`,
    sender: {
      name: 'สมชาย ใจดี',
      phone: '0812345678',
      address: '99/9 หมู่ 5 ซอยน้ำใจ ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร',
      postcode: '10110',
    },
    recipient: {
      name: `คุณน้ำฝน ผู้รับที่ ${i + 1}`,
      phone: '0898765432',
      address: `${i + 1}/45 หมู่บ้านน้ำทิพย์ ชั้น 3 ซอยผู้ใหญ่ลี้ ถนนเจริญกรุง ตำบลในเมือง อำเภอเมือง จังหวัด${PROVINCES[i % PROVINCES.length]}`,
      postcode: String(10_000 + ((i * 97) % 90_000)).padStart(5, '0'),
      remark: 'ฝากไว้ที่ป้อมยาม',
    },
    trackingUrl: `https://songdee.example/track/${formatS10('EA', 10_000_000 + i)}`,
  }));
}

/** The baseline: the same strings at fixed places with pdfkit's own wrapping, and the same bars. */
function barePdf(server: Awaited<ReturnType<typeof serverCode>>, data: LabelData[]): Promise<Buffer> {
  const { code128Bars, FONT, labelPageSizeMm, MM, QUIET_ZONE_MODULES, registerFonts } = server;
  const page = labelPageSizeMm(option);
  const size: [number, number] = [page.width * MM, page.height * MM];
  const doc = new PDFDocument({ size, margin: 0, autoFirstPage: false });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
  });
  registerFonts(doc);
  const w = size[0] - 20;
  for (const l of data) {
    doc.addPage({ size, margin: 0 });
    doc.font(FONT.thaiBold).fontSize(12).text(l.serviceName, 10, 10, { width: w });
    doc.font(FONT.thai).fontSize(9).text(l.weightText, 10, 26, { width: w });
    doc.text(`${captions.sender}: ${l.sender.name} ${l.sender.phone} ${l.sender.address} ${l.sender.postcode}`, 10, 40, { width: w });
    doc.font(FONT.thaiBold).fontSize(14).text(`${captions.recipient}: ${l.recipient.name}`, 10, 90, { width: w });
    doc.font(FONT.thai).fontSize(11).text(`${l.recipient.phone} ${l.recipient.address}`, 10, 112, { width: w });
    doc.text(`${captions.remark}: ${l.recipient.remark}`, 10, 200, { width: w });
    doc.font(FONT.latinBold).fontSize(32).text(l.recipient.postcode, 10, 230, { width: w, align: 'right' });
    const { widths, modules } = code128Bars(l.barcode);
    const unit = w / (modules + 2 * QUIET_ZONE_MODULES);
    let x = 10 + QUIET_ZONE_MODULES * unit;
    widths.forEach((bw, i) => {
      if (i % 2 === 0) doc.rect(x, 290, bw * unit, 90);
      x += bw * unit;
    });
    doc.fill('black');
    doc.font(FONT.latinBold).fontSize(10).text(l.barcode, 10, 385, { width: w, align: 'center' });
  }
  doc.end();
  return done;
}

/**
 * Peak resident memory of this process in MB. Linux's VmHWM belongs to the process image, while
 * getrusage's maxRSS keeps the parent's peak across fork and exec, which would report the bench's.
 */
function peakRssMb(): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) return Number(match[1]) / 1024;
  } catch {
    // not Linux: fall through
  }
  return process.resourceUsage().maxRSS / 1024;
}

async function worker(kind: string, count: number) {
  // The built server code (bench/lib.ts): ours and the baseline's fonts and bars alike.
  const server = await serverCode();
  const render = kind === 'ours' ? (d: LabelData[]) => server.renderLabelsPdf(d, option, captions) : (d: LabelData[]) => barePdf(server, d);
  await render(labels(1)); // warm-up: fonts parsed, code JIT-compiled
  const data = labels(count);
  const start = performance.now();
  const cpu = process.cpuUsage();
  const pdf = await render(data);
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  console.log(JSON.stringify({ ms, cpuMs: (used.user + used.system) / 1000, bytes: pdf.length, peakMb: peakRssMb() }));
}

function measureInChild(kind: 'ours' | 'bare', count: number): { ms: number; cpuMs: number; bytes: number; peakMb: number } {
  const file = fileURLToPath(import.meta.url);
  const child = spawnSync(process.execPath, [...process.execArgv, file, '--labels-worker', kind, String(count)], { encoding: 'utf8' });
  const line = child.stdout.trim().split('\n').pop() ?? '';
  if (child.status !== 0 || !line.startsWith('{')) throw new Error(`label worker failed: ${child.stderr}`);
  return JSON.parse(line);
}

type Run = ReturnType<typeof measureInChild>;

/** The middle value. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] as number;
}

/** Median ratio, and the lowest and highest ratio of the runs paired in the order they ran. */
function ratios(ours: Run[], bare: Run[], of: (run: Run) => number): string {
  const paired = ours.map((run, i) => of(run) / of(bare[i] as Run));
  const fixed = (n: number) => n.toFixed(2);
  return `${fixed(median(ours.map(of)) / median(bare.map(of)))} (runs ${fixed(Math.min(...paired))}-${fixed(Math.max(...paired))})`;
}

const RUNS = 5;

export async function labelsBench() {
  console.log(
    `label PDFs (option 1, 94 x 148 mm), each run in a fresh process, ${RUNS} runs of each side interleaved, medians (goal: ratio <= 1.3; on a shared machine CPU time is the steadier figure)`,
  );
  await serverCode(); // built once here; each worker imports it
  for (const count of [100, 1000]) {
    // Interleaved so both sides meet the same load on a shared machine.
    const ours: Run[] = [];
    const bare: Run[] = [];
    for (let run = 0; run < RUNS; run++) {
      ours.push(measureInChild('ours', count));
      bare.push(measureInChild('bare', count));
    }
    const ms = (of: Run[], pick: (run: Run) => number) => median(of.map(pick)).toFixed(0).padStart(6);
    console.log(
      `${`${count} labels`.padEnd(34)} ours ${ms(ours, (r) => r.ms)} ms, CPU ${ms(ours, (r) => r.cpuMs)} ms, peak ${median(ours.map((r) => r.peakMb)).toFixed(0)} MB, ${(median(ours.map((r) => r.bytes)) / 1024).toFixed(0)} KB | bare pdfkit ${ms(bare, (r) => r.ms)} ms, CPU ${ms(bare, (r) => r.cpuMs)} ms, peak ${median(bare.map((r) => r.peakMb)).toFixed(0)} MB | time ratio ${ratios(ours, bare, (r) => r.ms)}, CPU ratio ${ratios(ours, bare, (r) => r.cpuMs)}, memory ratio ${(median(ours.map((r) => r.peakMb)) / median(bare.map((r) => r.peakMb))).toFixed(2)}`,
    );
  }
}

if (process.argv[2] === '--labels-worker') {
  await worker(process.argv[3] ?? 'ours', Number(process.argv[4] ?? 100));
  process.exit(0);
}
