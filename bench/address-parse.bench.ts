import { buildGeography } from '../apps/server/src/db/seed/geo';
import lines from '../apps/server/src/modules/geo/address-lines.json';
import { parseAddress } from '../apps/server/src/modules/geo/address-parser';
import { buildGazetteer } from '../apps/server/src/modules/geo/gazetteer';
import { splitStreetLine } from '../packages/shared/src/geo/address-text';

const PARTS = ['postcode', 'provinceId', 'borderId', 'districtId', 'name', 'phone'] as const;
type Line = { text: string; expect: Record<(typeof PARTS)[number] | 'surname', string | number> };
const ROUNDS = 20;

/**
 * The pasted-address reader over its test set (every province, chat-shaped lines): the share read right per part,
 * and lines per second beside the street-line splitter alone on the same lines (no geography), both warmed first.
 */
export async function addressParseBench() {
  const set = lines as Line[];
  const gazetteer = buildGazetteer(await buildGeography());
  const right = Object.fromEntries(PARTS.map((p) => [p, 0])) as Record<(typeof PARTS)[number], number>;
  for (const { text, expect } of set) {
    const got = parseAddress(text, gazetteer);
    for (const part of PARTS) {
      const ok = part === 'name' ? `${got.name} ${got.surname}` === `${expect.name} ${expect.surname}` : got[part] === expect[part];
      if (ok) right[part]++;
    }
  }
  const perSecond = (fn: (text: string) => unknown) => {
    for (const { text } of set) fn(text);
    const start = performance.now();
    for (let round = 0; round < ROUNDS; round++) for (const { text } of set) fn(text);
    return (ROUNDS * set.length * 1000) / (performance.now() - start);
  };
  const ours = perSecond((text) => parseAddress(text, gazetteer));
  const bare = perSecond((text) => splitStreetLine(text));
  console.log(`address reader, ${set.length} lines: ${PARTS.map((p) => `${p} ${((100 * right[p]) / set.length).toFixed(1)}%`).join(', ')}`);
  console.log(
    `${'read a pasted address'.padEnd(34)} ours ${ours.toFixed(0)} lines/s | street-line split alone ${bare.toFixed(0)} lines/s | ratio ${(bare / ours).toFixed(1)}`,
  );
}
