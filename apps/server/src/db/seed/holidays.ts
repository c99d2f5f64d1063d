import type { Database } from '../client';
import { holidays } from '../schema/shipping-lists';
import { isSeeded, markSeeded } from './seed-versions';

/** Bump when years are added; rows are only added, never overwritten, so the central admin's edits survive. */
const HOLIDAYS_SEED_VERSION = 1;
const SEED_NAME = 'holidays';

type Row = [day: string, nameTh: string, nameEn: string];
type Name = readonly [th: string, en: string];

/** Each holiday's Thai and English names, written once. */
const NAMES = {
  newYear: ['วันขึ้นปีใหม่', "New Year's Day"],
  special: ['วันหยุดราชการเพิ่มเป็นกรณีพิเศษ', 'Special holiday'],
  makhaBucha: ['วันมาฆบูชา', 'Makha Bucha Day'],
  chakri: ['วันจักรี', 'Chakri Memorial Day'],
  songkran: ['วันสงกรานต์', 'Songkran Festival'],
  labour: ['วันแรงงานแห่งชาติ', 'National Labour Day'],
  coronation: ['วันฉัตรมงคล', 'Coronation Day'],
  ploughing: ['วันพืชมงคล', 'Royal Ploughing Ceremony Day'],
  visakhaBucha: ['วันวิสาขบูชา', 'Visakha Bucha Day'],
  queen: ['วันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าฯ พระบรมราชินี', "H.M. Queen Suthida's Birthday"],
  king: ['วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว', "H.M. the King's Birthday"],
  asarnhaBucha: ['วันอาสาฬหบูชา', 'Asarnha Bucha Day'],
  lent: ['วันเข้าพรรษา', 'Buddhist Lent Day'],
  mother: ['วันแม่แห่งชาติ', "H.M. Queen Sirikit The Queen Mother's Birthday and National Mother's Day"],
  bhumibol: ['วันนวมินทรมหาราช', 'H.M. King Bhumibol Adulyadej The Great Memorial Day'],
  chulalongkorn: ['วันปิยมหาราช', 'Chulalongkorn Memorial Day'],
  father: ['วันพ่อแห่งชาติ', "H.M. King Bhumibol Adulyadej The Great's Birthday, National Day and National Father's Day"],
  constitution: ['วันรัฐธรรมนูญ', 'Constitution Day'],
  newYearsEve: ['วันสิ้นปี', "New Year's Eve"],
} satisfies Record<string, Name>;
type Holiday = keyof typeof NAMES;

/** The weekday that replaces a holiday falling on a weekend (its English name may be the short one). */
const sub = (holiday: Holiday, en: string = NAMES[holiday][1]): Name => [`ชดเชย${NAMES[holiday][0]}`, `Substitution for ${en}`];

/** The days on the same date every year (month-day). */
const EVERY_YEAR: Array<[monthDay: string, holiday: Holiday]> = [
  ['01-01', 'newYear'],
  ['04-06', 'chakri'],
  ['04-13', 'songkran'],
  ['04-14', 'songkran'],
  ['04-15', 'songkran'],
  ['05-01', 'labour'],
  ['05-04', 'coronation'],
  ['06-03', 'queen'],
  ['07-28', 'king'],
  ['08-12', 'mother'],
  ['10-13', 'bhumibol'],
  ['10-23', 'chulalongkorn'],
  ['12-05', 'father'],
  ['12-10', 'constitution'],
  ['12-31', 'newYearsEve'],
];

/** Each year's own days: the lunar ones, the special holidays, and the substitutes for weekend holidays. */
const YEARS: Record<number, Array<[monthDay: string, name: Holiday | Name]>> = {
  2026: [
    ['01-02', 'special'],
    ['03-03', 'makhaBucha'],
    ['05-11', 'ploughing'],
    ['05-31', 'visakhaBucha'],
    ['06-01', sub('visakhaBucha')],
    ['07-29', 'asarnhaBucha'],
    ['07-30', 'lent'],
    ['12-07', sub('father', "National Father's Day")],
  ],
  2027: [
    ['02-21', 'makhaBucha'],
    ['02-22', sub('makhaBucha')],
    ['05-03', sub('labour')],
    ['05-20', 'visakhaBucha'],
    ['07-18', 'asarnhaBucha'],
    ['07-19', 'lent'],
    ['07-20', sub('asarnhaBucha')],
    ['10-25', sub('chulalongkorn')],
    ['12-06', sub('father', "National Father's Day")],
  ],
};

/**
 * Thai public holidays on which no pick-up is booked (sources and guessed dates in docs/decisions/shipping-lists-and-pick-up.md,
 * "Post job (home pick-up)"), in date order. 2026 (B.E. 2569): the cabinet's list with the special holiday of 2 January.
 * 2027 (B.E. 2570): the fixed days and their substitutes, lunar days from the full moons (to be checked
 * against the cabinet's list when it is published).
 */
export const HOLIDAY_ROWS: Row[] = Object.entries(YEARS)
  .flatMap(([year, own]) =>
    [...EVERY_YEAR, ...own].map(([monthDay, name]): Row => {
      const [th, en] = typeof name === 'string' ? NAMES[name] : name;
      return [`${year}-${monthDay}`, th, en];
    }),
  )
  .sort(([a], [b]) => a.localeCompare(b));

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
