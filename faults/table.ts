import { cancellationCases } from './cases/cancellation.js';
import { evidenceCases } from './cases/evidence.js';
import { failureCases } from './cases/failures.js';
import { libraryCases } from './cases/library.js';
import { resourceCases } from './cases/resources.js';
import { unsafeCases } from './cases/unsafe.js';
import { writeCases } from './cases/writes.js';
import type { FaultCase } from './faultCase.js';

/**
 * Every fault case, one per bullet of the fault-tolerance requirements at
 * least: writes that matter, cancellation, one-line failures, bounded work,
 * explicit environments and safe messages, library calls from plain
 * JavaScript. `faults.test.ts` runs the fast ones, `faults.slow.test.ts` the
 * slow ones.
 */
export const FAULT_CASES: readonly FaultCase[] = [
  ...writeCases,
  ...cancellationCases,
  ...failureCases,
  ...unsafeCases,
  ...libraryCases,
  ...resourceCases,
  ...evidenceCases,
];
