import { addressImportBench } from './address-import.bench';
import { apiThroughputBench } from './api-throughput.bench';
import { embeddedMemoryBench } from './embedded-memory.bench';
import { labelsBench } from './labels.bench';
import { ordersListBench } from './orders-list.bench';
import { packingLabelsBench } from './packing-labels.bench';
import { reportsBench } from './reports.bench';

// Every figure is printed beside a baseline measured in the same run; never compare across machines.
console.log('Songdee benchmarks');
await apiThroughputBench();
await labelsBench();
await addressImportBench();
await packingLabelsBench();
await ordersListBench();
await reportsBench();
await embeddedMemoryBench();
process.exit(0);
