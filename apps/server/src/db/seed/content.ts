import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { FileStore } from '../../lib/files/file-store';
import { drawRuns } from '../../lib/pdf/draw-runs';
import { newPdfDocument } from '../../lib/pdf/fonts';
import { TextMeasure } from '../../lib/pdf/text-measure';
import type { Database } from '../client';
import { faqs, manuals, news, notices, printPopups, sliders } from '../schema/content';

/** The owner folder of seeded landing files (content/<owner>/<file>). */
const SEED_OWNER = '00000000-0000-4000-8000-000000000015';

/** Three banners drawn at start (no binary in the repository): a colour field with parcel-like shapes. */
const SLIDES = [
  { colours: ['#c8102e', '#f2a900'], link: '/stores/search', target: '_self' },
  { colours: ['#00529b', '#27a9e1'], link: '/stores/reserve', target: '_self' },
  { colours: ['#2e7d32', '#9ccc65'], link: 'https://www.thailandpost.co.th', target: '_blank' },
] as const;

const banner = (from: string, to: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
      <rect width="1200" height="400" fill="url(#g)"/>
      <g fill="#ffffff" fill-opacity="0.85"><rect x="760" y="120" width="220" height="170" rx="12"/><rect x="900" y="70" width="160" height="120" rx="10" fill-opacity="0.6"/></g>
      <g stroke="#ffffff" stroke-width="10" fill="none" stroke-opacity="0.9"><path d="M760 180 L980 180"/><path d="M870 120 L870 290"/></g>
      <circle cx="180" cy="200" r="90" fill="#ffffff" fill-opacity="0.25"/></svg>`),
  )
    .png()
    .toBuffer();

/** A one-page manual in Thai, drawn with the PDFs' Sarabun fonts. */
async function manualPdf(title: string, lines: string[]) {
  const { doc, bytes } = newPdfDocument([595, 842], title);
  const measure = new TextMeasure(doc);
  doc.addPage();
  drawRuns(doc, measure, title, 60, 70, 22, true);
  for (const [i, line] of lines.entries()) drawRuns(doc, measure, line, 60, 130 + i * 28, 14);
  doc.end();
  return bytes;
}

const MANUAL_LINES = [
  '1. สมัครสมาชิกหรือเข้าสู่ระบบด้วยอีเมล',
  '2. เปิดร้านค้า หรือเลือกจัดการการส่งของอย่างเดียว',
  '3. จองกล่องพร้อมส่งที่ที่ทำการไปรษณีย์ใกล้บ้าน',
  '4. สร้างรายการฝากส่ง พิมพ์ใบจ่าหน้า แล้วนำส่งที่ที่ทำการ',
  '5. ติดตามสถานะพัสดุได้จากเมนูประวัติการส่ง',
];

/**
 * The landing page's first content (a new site is not empty), once: three slides, a notice, FAQs, news, the PC and
 * mobile manuals and the post-print popup. A table the central admin has already filled is left alone.
 */
export async function seedDemoContent(db: Database, files: FileStore): Promise<void> {
  const isEmpty = async (table: typeof sliders | typeof notices | typeof faqs | typeof news | typeof manuals | typeof printPopups) =>
    Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;
  const put = async (ext: 'png' | 'pdf', content: Buffer) => {
    const key = `content/${SEED_OWNER}/${randomUUID()}.${ext}`;
    await files.put(key, content);
    return key;
  };

  if (await isEmpty(sliders)) {
    for (const [i, slide] of SLIDES.entries()) {
      const imagePath = await put('png', await banner(slide.colours[0], slide.colours[1]));
      await db.insert(sliders).values({ imagePath, urlLink: slide.link, target: slide.target, sortOrder: i + 1 });
    }
  }
  if (await isEmpty(notices)) {
    await db.insert(notices).values({
      content: 'ยินดีต้อนรับสู่บริการฝากส่งพัสดุออนไลน์ ที่ทำการไปรษณีย์ทุกแห่งเปิดให้บริการตามปกติ จันทร์-ศุกร์ 08:30-16:30 น.',
    });
  }
  if (await isEmpty(faqs)) {
    await db.insert(faqs).values([
      { question: 'จองกล่องพร้อมส่งแล้วต้องไปรับภายในกี่วัน', answer: 'กรุณารับกล่องภายใน 7 วันทำการ หากไม่มารับ ระบบจะยกเลิกการจองอัตโนมัติ', sortOrder: 1 },
      {
        question: 'นัดรับพัสดุถึงบ้านได้อย่างไร',
        answer: 'เลือกรายการฝากส่งแล้วกดนัดรับ ค่าบริการรวมเกิน 2,000 บาท หรือกล่องพร้อมส่งตั้งแต่ 60 กล่อง รับฟรี',
        sortOrder: 2,
      },
      { question: 'ชำระเงินได้ช่องทางใดบ้าง', answer: 'ชำระด้วยบัตรเครดิต/เดบิต หรือพร้อมเพย์ผ่านหน้าชำระเงินของระบบ', sortOrder: 3 },
    ]);
  }
  if (await isEmpty(news)) {
    await db.insert(news).values([
      { title: 'เปิดให้บริการจองกล่องพร้อมส่งออนไลน์', description: 'จองกล่องพร้อมส่งได้ทุกขนาด แล้วรับที่ที่ทำการไปรษณีย์ที่เลือกภายใน 7 วันทำการ' },
      { title: 'บริการนัดรับพัสดุถึงบ้าน', description: 'นัดเจ้าหน้าที่รับพัสดุได้ในช่วง 09:00-12:00 และ 13:00-15:00 น. ในวันทำการ' },
    ]);
  }
  if (await isEmpty(manuals)) {
    for (const [device, title] of [
      ['pc', 'คู่มือการใช้งาน (คอมพิวเตอร์)'],
      ['mobile', 'คู่มือการใช้งาน (มือถือ)'],
    ] as const) {
      const content = await manualPdf(title, MANUAL_LINES);
      await db.insert(manuals).values({ device, filePath: await put('pdf', content), fileName: `${title}.pdf`, size: content.length });
    }
  }
  if (await isEmpty(printPopups)) {
    await db.insert(printPopups).values({
      id: 1,
      title: 'พิมพ์ใบจ่าหน้าเรียบร้อย',
      content: 'ติดใบจ่าหน้าให้เห็นชัดบนกล่อง แล้วนำส่งที่ที่ทำการไปรษณีย์ หรือนัดรับพัสดุถึงบ้าน',
    });
  }
}
