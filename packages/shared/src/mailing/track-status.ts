import type { MailingStatusKey } from '../reference/status-keys';

/**
 * Every track-and-trace status code the postal service sends (the public client libraries agree on them), with its
 * Thai and English name: the one table the server's texts, the web app's and the tests read. The `mailing` i18n
 * namespace's `trackStatuses.<code>` entries are built from it (i18n/resources.ts).
 */
export const TRACK_STATUSES = {
  101: { th: 'เตรียมการฝากส่ง', en: 'Pre-advice' },
  102: { th: 'รับฝากผ่านตัวแทน', en: 'Accepted by agent' },
  103: { th: 'รับฝาก', en: 'Accepted' },
  104: { th: 'ผู้ฝากส่งขอถอนคืน/ยกเลิกการฝากส่ง', en: 'Withdrawn by the sender' },
  201: { th: 'อยู่ระหว่างการขนส่ง', en: 'In transit' },
  202: { th: 'ดำเนินพิธีการศุลกากร', en: 'Customs' },
  203: { th: 'ส่งคืนต้นทาง', en: 'Returned to sender' },
  204: { th: 'ถึงที่ทำการแลกเปลี่ยนระหว่างประเทศขาออก', en: 'Outward office of exchange' },
  205: { th: 'ถึงที่ทำการแลกเปลี่ยนระหว่างประเทศขาเข้า', en: 'Inward office of exchange' },
  206: { th: 'ถึงที่ทำการไปรษณีย์', en: 'Arrived at post office' },
  207: { th: 'เตรียมการขนส่ง', en: 'Preparing transit' },
  208: { th: 'ส่งออกจากที่ทำการแลกเปลี่ยนระหว่างประเทศขาออก', en: 'Left the outward office of exchange' },
  209: { th: 'ยกเลิกการส่งออก', en: 'Export cancelled' },
  210: { th: 'ยกเลิกการนำเข้า', en: 'Import cancelled' },
  211: { th: 'รับเข้า ณ ศูนย์คัดแยก', en: 'Received at a sorting centre' },
  212: { th: 'ส่งมอบให้สายการบิน', en: 'Handed to the airline' },
  213: { th: 'สายการบินรับมอบแล้ว', en: 'Accepted by the airline' },
  301: { th: 'อยู่ระหว่างการนำจ่าย', en: 'Out for delivery' },
  302: { th: 'รอผู้รับมารับที่ที่ทำการไปรษณีย์', en: 'Awaiting pick-up at the post office' },
  401: { th: 'นำจ่ายไม่สำเร็จ', en: 'Delivery failed' },
  402: { th: 'ออกใบแจ้งให้รับที่ที่ทำการไปรษณีย์ (โทร 1545)', en: 'Notice left: collect at the accepting office (call 1545)' },
  501: { th: 'นำจ่ายสำเร็จ', en: 'Delivered' },
  901: { th: 'โอนเงินเก็บเงินปลายทางให้ผู้ฝากส่งแล้ว', en: 'Cash on delivery transferred to the seller' },
} as const satisfies Record<number, { th: string; en: string }>;

export type TrackStatusCode = keyof typeof TRACK_STATUSES;
export const TRACK_STATUS_CODES = Object.keys(TRACK_STATUSES).map(Number) as TrackStatusCode[];

export const TRACK_STATUS_DELIVERED = 501;
/** The sender took the parcel back before it left: nothing more will happen to it. */
const TRACK_STATUS_WITHDRAWN = 104;
/** The cash-on-delivery money was paid over to the seller (it follows a 501). */
const TRACK_STATUS_COD_TRANSFERRED = 901;

/** The sender's pre-advice: the post office knows the parcel is coming but does not have it yet. */
const TRACK_STATUS_PRE_ADVICE = 101;
/**
 * Codes that mean the post office has the parcel in its hands: every code but the pre-advice (101): acceptance
 * at a counter or by an agent (102, 103), and every later step (in transit ... delivered, COD transferred). A
 * shipping list is handed over once each of its parcels has one of these.
 */
export const TRACK_STATUS_RECEIVED_CODES: readonly TrackStatusCode[] = TRACK_STATUS_CODES.filter((c) => c !== TRACK_STATUS_PRE_ADVICE);

/** `{ "101": "...", ... }` in one language: the i18n catalogs' `mailing:trackStatuses`. */
export function trackStatusNames(language: 'th' | 'en'): Record<string, string> {
  return Object.fromEntries(Object.entries(TRACK_STATUSES).map(([code, names]) => [code, names[language]]));
}

export interface TrackEventFacts {
  code: number;
  date: Date;
}

/** Oldest first; on equal times the further-along code last (a delivery after its out-for-delivery scan). */
function sortTrackEvents<E extends TrackEventFacts>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => a.date.getTime() - b.date.getTime() || a.code - b.code);
}

export interface DerivedTracking<E extends TrackEventFacts> {
  /** The newest event (shown as the parcel's track status). */
  latest: E | undefined;
  statusKey: MailingStatusKey;
  /** When the cash-on-delivery money was transferred (the first 901), or null. */
  codTransferredAt: Date | null;
  /** Delivered or withdrawn: nothing is left to ask the postal service. */
  finished: boolean;
}

/**
 * A parcel's state from its whole event list, whatever order the events came in: delivered when any 501 is in it
 * (not only when it is the newest: a 901 follows it for a cash-on-delivery parcel), cancelled when the sender
 * withdrew it (104) and it was never delivered; otherwise the status the mailing has (waiting, or in a hand-over
 * list being prepared: our own states, which the other codes do not change).
 */
export function deriveTracking<E extends TrackEventFacts>(events: readonly E[], current: MailingStatusKey): DerivedTracking<E> {
  const sorted = sortTrackEvents(events);
  const delivered = sorted.some((e) => e.code === TRACK_STATUS_DELIVERED);
  const withdrawn = !delivered && sorted.some((e) => e.code === TRACK_STATUS_WITHDRAWN);
  const cod = sorted.find((e) => e.code === TRACK_STATUS_COD_TRANSFERRED);
  return {
    latest: sorted.at(-1),
    statusKey: delivered ? 'DELIVERED' : withdrawn ? 'CANCELLED' : current,
    codTransferredAt: cod?.date ?? null,
    finished: delivered || withdrawn,
  };
}
