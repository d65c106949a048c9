import { parentPort, workerData } from 'node:worker_threads';
import type { Profile } from '../../core/index.js';
import { BatchReporter } from './reportBatch.js';
import { toWire, type FromWorker, type ToWorker } from './workerMessages.js';

/**
 * A worker thread of `baglam report`: it is handed batches of whole lines,
 * folds them into its own accumulator, and hands its exact state back at the
 * end (see `reportLog.ts`).
 */

const { profile, logs } = workerData as { profile: Profile; logs: string[] };
const reporter = new BatchReporter(profile, logs);
const port = parentPort!;

function send(message: FromWorker): void {
  port.postMessage(message);
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'batch') {
    try {
      reporter.add(message.batch);
      send({ type: 'done', seq: message.seq });
    } catch (error) {
      send({ type: 'failed', seq: message.seq, line: reporter.line, error: toWire(error) });
    }
  } else {
    send({ type: 'state', state: reporter.accumulator.toState(), crashes: reporter.crashes });
  }
});
