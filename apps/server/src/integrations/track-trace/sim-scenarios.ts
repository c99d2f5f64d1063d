import { TRACK_STATUSES } from '@songdee/shared/mailing/track-status';

/**
 * What the track-and-trace simulators report for a barcode: a pure function of it, so tests can predict it and any
 * number of server processes agree. The serial modulo 10 picks the parcel's story (oldest event first):
 */
const STORIES: readonly (readonly number[])[] = [
  [], // 0: not scanned yet
  [103], // 1: accepted
  [103, 201], // 2: in transit
  [103, 201, 301], // 3: out for delivery
  [103, 201, 301, 501], // 4: delivered
  [103, 201, 301, 501, 901], // 5: delivered, then the cash-on-delivery money transferred to the seller
  [103, 104], // 6: withdrawn by the sender
  [103, 211, 204, 208, 212, 213], // 7: abroad: sorting centre, outward exchange, left it, handed to and accepted by the airline
  [103, 201, 301, 401, 402], // 8: delivery failed, notice left at the accepting office
  [103, 211, 204, 209, 205, 210], // 9: export cancelled, then import cancelled
];

export function simulatedTrackCodes(barcode: string): number[] {
  const serial = Number(barcode.slice(2, 10));
  if (!Number.isInteger(serial)) return [];
  return [...(STORIES[serial % 10] ?? [])];
}

/** Event i happens on 26 Aug 2020 + i days at 09:MM Bangkok time (MM from the serial). */
export function simulatedEventDate(barcode: string, index: number): Date {
  const minute = Number(barcode.slice(8, 10)) % 60;
  return new Date(Date.UTC(2020, 7, 26 + index, 2, minute, 0));
}

/** dd/MM/yyyy HH:mm:ss+07:00 in Bangkok time; Buddhist-era year for Thai (as the service writes them). */
export function postalDate(date: Date, language: string, seconds = true): string {
  const bangkok = new Date(date.getTime() + 7 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  const year = bangkok.getUTCFullYear() + (language === 'TH' ? 543 : 0);
  const time = `${p(bangkok.getUTCHours())}:${p(bangkok.getUTCMinutes())}${seconds ? `:${p(bangkok.getUTCSeconds())}` : ''}`;
  return `${p(bangkok.getUTCDate())}/${p(bangkok.getUTCMonth() + 1)}/${year} ${time}+07:00`;
}

/** A token's `expire` as the service writes it: `2019-09-28 10:18:20+07:00` (Bangkok time, common era). */
export function tokenExpiry(date: Date): string {
  const b = new Date(date.getTime() + 7 * 3600_000).toISOString();
  return `${b.slice(0, 10)} ${b.slice(11, 19)}+07:00`;
}

/** The barcode's event objects in the service's shape, oldest first. */
export function simulatedItems(barcode: string, language: 'TH' | 'EN') {
  return simulatedTrackCodes(barcode).map((code, i) => {
    const name = TRACK_STATUSES[code as keyof typeof TRACK_STATUSES];
    const description = language === 'TH' ? name.th : name.en;
    const date = postalDate(simulatedEventDate(barcode, i), language);
    const delivered = code === 501;
    return {
      barcode,
      status: String(code),
      status_description: description,
      status_date: date,
      location: 'ไปรษณีย์จำลอง',
      postcode: '10000',
      delivery_status: delivered ? 'S' : null,
      delivery_description: delivered ? description : null,
      delivery_datetime: delivered ? date : null,
      receiver_name: delivered ? 'ผู้รับ' : null,
      signature: null,
    };
  });
}
