import type { LabelCaptions } from '../src/lib/pdf/label-layout';

/** The Thai captions a label prints (as the labels service words them), for tests that draw labels directly. */
export const LABEL_CAPTIONS: LabelCaptions = { sender: 'ผู้ส่ง', recipient: 'ผู้รับ', phone: 'โทร', remark: 'หมายเหตุ', order: 'คำสั่งซื้อ' };

/** A sender or recipient in Bangkok with a short address. */
export const labelParty = (name: string) => ({
  name,
  phone: '0812345678',
  address: '12/3 ถนนสุขุมวิท แขวงคลองตัน เขตคลองเตย กรุงเทพมหานคร',
  postcode: '10110',
});
