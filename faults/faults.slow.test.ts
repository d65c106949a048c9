import { runTable } from './runTable.js';
import { FAULT_CASES } from './table.js';

// The slow cases (whole bench runs, hundreds of megabytes): `npm run test:slow`, which CI caps at 15 minutes.
// One at a time: bench cases measure, and the others fill memory.
runTable(FAULT_CASES.filter((c) => c.slow === true), 900_000, false);
