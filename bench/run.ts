import { addressImportBench } from './address-import.bench';
import { addressParseBench } from './address-parse.bench';
import { apiThroughputBench } from './api-throughput.bench';
import { embeddedMemoryBench } from './embedded-memory.bench';
import { labelsBench } from './labels.bench';
import { orderImportBench } from './order-import.bench';
import { ordersListBench } from './orders-list.bench';
import { packingLabelsBench } from './packing-labels.bench';
import { reportsBench } from './reports.bench';

// Every figure is printed beside a baseline measured in the same run; never compare across machines.
// `npm run bench -- labels lists` runs only the benches whose names contain one of the words given.
const benches: Array<[string, () => Promise<void>]> = [
  ['api-throughput', apiThroughputBench],
  ['labels', labelsBench],
  ['address-import', addressImportBench],
  ['address-parse', addressParseBench],
  ['order-import', orderImportBench],
  ['packing-labels', packingLabelsBench],
  ['lists', ordersListBench],
  ['reports', reportsBench],
  ['embedded-memory', embeddedMemoryBench],
];
const only = process.argv.slice(2).filter((word) => !word.startsWith('-'));
console.log('Songdee benchmarks');
for (const [name, bench] of benches) {
  if (only.length === 0 || only.some((word) => name.includes(word))) await bench();
}
process.exit(0);
