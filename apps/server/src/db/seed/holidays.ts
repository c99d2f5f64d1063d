import type { Database } from '../client';
import { holidays } from '../schema/shipping-lists';
import { isSeeded, markSeeded } from './seed-versions';

/** Bump when years are added; rows are only added, never overwritten, so the central admin's edits survive. */
const HOLIDAYS_SEED_VERSION = 1;
const SEED_NAME = 'holidays';

type Row = [day: string, nameTh: string, nameEn: string];
const sub = (th: string, en: string) => [`ชดเชย${th}`, `Substitution for ${en}`] as const;

/**
 * Thai public holidays on which no pick-up is booked (sources and guessed dates in docs/decisions/shipping-lists-and-pick-up.md,
 * "Post job (home pick-up)"). 2026 (B.E. 2569): the cabinet's list with the special holiday of 2 January.
 * 2027 (B.E. 2570): the fixed days and their substitutes, lunar days from the full moons (to be checked
 * against the cabinet's list when it is published).
 */
export const HOLIDAY_ROWS: Row[] = [
  ['2026-01-01', 'วันขึ้นปีใหม่', "New Year's Day"],
  ['2026-01-02', 'วันหยุดราชการเพิ่มเป็นกรณีพิเศษ', 'Special holiday'],
  ['2026-03-03', 'วันมาฆบูชา', 'Makha Bucha Day'],
  ['2026-04-06', 'วันจักรี', 'Chakri Memorial Day'],
  ['2026-04-13', 'วันสงกรานต์', 'Songkran Festival'],
  ['2026-04-14', 'วันสงกรานต์', 'Songkran Festival'],
  ['2026-04-15', 'วันสงกรานต์', 'Songkran Festival'],
  ['2026-05-01', 'วันแรงงานแห่งชาติ', 'National Labour Day'],
  ['2026-05-04', 'วันฉัตรมงคล', 'Coronation Day'],
  ['2026-05-11', 'วันพืชมงคล', 'Royal Ploughing Ceremony Day'],
  ['2026-05-31', 'วันวิสาขบูชา', 'Visakha Bucha Day'],
  ['2026-06-01', ...sub('วันวิสาขบูชา', 'Visakha Bucha Day')],
  ['2026-06-03', 'วันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าฯ พระบรมราชินี', "H.M. Queen Suthida's Birthday"],
  ['2026-07-28', 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว', "H.M. the King's Birthday"],
  ['2026-07-29', 'วันอาสาฬหบูชา', 'Asarnha Bucha Day'],
  ['2026-07-30', 'วันเข้าพรรษา', 'Buddhist Lent Day'],
  ['2026-08-12', 'วันแม่แห่งชาติ', "H.M. Queen Sirikit The Queen Mother's Birthday and National Mother's Day"],
  ['2026-10-13', 'วันนวมินทรมหาราช', 'H.M. King Bhumibol Adulyadej The Great Memorial Day'],
  ['2026-10-23', 'วันปิยมหาราช', 'Chulalongkorn Memorial Day'],
  ['2026-12-05', 'วันพ่อแห่งชาติ', "H.M. King Bhumibol Adulyadej The Great's Birthday, National Day and National Father's Day"],
  ['2026-12-07', ...sub('วันพ่อแห่งชาติ', "National Father's Day")],
  ['2026-12-10', 'วันรัฐธรรมนูญ', 'Constitution Day'],
  ['2026-12-31', 'วันสิ้นปี', "New Year's Eve"],

  ['2027-01-01', 'วันขึ้นปีใหม่', "New Year's Day"],
  ['2027-02-21', 'วันมาฆบูชา', 'Makha Bucha Day'],
  ['2027-02-22', ...sub('วันมาฆบูชา', 'Makha Bucha Day')],
  ['2027-04-06', 'วันจักรี', 'Chakri Memorial Day'],
  ['2027-04-13', 'วันสงกรานต์', 'Songkran Festival'],
  ['2027-04-14', 'วันสงกรานต์', 'Songkran Festival'],
  ['2027-04-15', 'วันสงกรานต์', 'Songkran Festival'],
  ['2027-05-01', 'วันแรงงานแห่งชาติ', 'National Labour Day'],
  ['2027-05-03', ...sub('วันแรงงานแห่งชาติ', 'National Labour Day')],
  ['2027-05-04', 'วันฉัตรมงคล', 'Coronation Day'],
  ['2027-05-20', 'วันวิสาขบูชา', 'Visakha Bucha Day'],
  ['2027-06-03', 'วันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าฯ พระบรมราชินี', "H.M. Queen Suthida's Birthday"],
  ['2027-07-18', 'วันอาสาฬหบูชา', 'Asarnha Bucha Day'],
  ['2027-07-19', 'วันเข้าพรรษา', 'Buddhist Lent Day'],
  ['2027-07-20', ...sub('วันอาสาฬหบูชา', 'Asarnha Bucha Day')],
  ['2027-07-28', 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว', "H.M. the King's Birthday"],
  ['2027-08-12', 'วันแม่แห่งชาติ', "H.M. Queen Sirikit The Queen Mother's Birthday and National Mother's Day"],
  ['2027-10-13', 'วันนวมินทรมหาราช', 'H.M. King Bhumibol Adulyadej The Great Memorial Day'],
  ['2027-10-23', 'วันปิยมหาราช', 'Chulalongkorn Memorial Day'],
  ['2027-10-25', ...sub('วันปิยมหาราช', 'Chulalongkorn Memorial Day')],
  ['2027-12-05', 'วันพ่อแห่งชาติ', "H.M. King Bhumibol Adulyadej The Great's Birthday, National Day and National Father's Day"],
  ['2027-12-06', ...sub('วันพ่อแห่งชาติ', "National Father's Day")],
  ['2027-12-10', 'วันรัฐธรรมนูญ', 'Constitution Day'],
  ['2027-12-31', 'วันสิ้นปี', "New Year's Eve"],
];

/** Once per version (one SELECT on later starts); existing days are never overwritten. */
export async function seedHolidays(db: Database): Promise<{ skipped: boolean }> {
  if (await isSeeded(db, SEED_NAME, HOLIDAYS_SEED_VERSION)) return { skipped: true };
  await db.transaction(async (tx) => {
    await tx
      .insert(holidays)
      .values(HOLIDAY_ROWS.map(([day, nameTh, nameEn]) => ({ day, nameTh, nameEn })))
      .onConflictDoNothing();
    await markSeeded(tx, SEED_NAME, HOLIDAYS_SEED_VERSION);
  });
  return { skipped: false };
}
