import { reportsBench } from '/work/wt-i14/bench/reports.bench';

await reportsBench();
process.exit(0);
