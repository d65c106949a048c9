import { runTable } from './runTable.js';
import { FAULT_CASES } from './table.js';

// The fast cases: `npm test`. The slow ones run in `npm run test:slow`.
runTable(FAULT_CASES.filter((c) => c.slow !== true), 180_000, true);
