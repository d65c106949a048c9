import { Worker } from 'node:worker_threads';
import { expect, test } from 'vitest';
import { parseProfileYaml } from '../../core/index.js';
import type { FromWorker, ToWorker } from './workerMessages.js';

const typescript = new URL('../test-helpers/registerTypescript.mjs', import.meta.url).href;
const refuseYaml = new URL('../test-helpers/refuseYaml.mjs', import.meta.url).href;
const profile = parseProfileYaml('window: 4096\noutput: {answer: 512}\n', 'p.yaml');

/** Starts `entry` as a report worker with `yaml` refused, has it report one line, and says what it answered or why it failed. */
function runWithoutYaml(entry: URL): Promise<FromWorker[] | Error> {
  const worker = new Worker(entry, { workerData: { profile, logs: ['log.jsonl'] }, execArgv: ['--import', typescript, '--import', refuseYaml] });
  const answers: FromWorker[] = [];
  return new Promise((resolve) => {
    worker.on('message', (message: FromWorker) => {
      answers.push(message);
      if (message.type === 'state') {
        resolve(answers);
        void worker.terminate();
      }
    });
    worker.on('error', (error) => resolve(error));
    worker.on('exit', () => resolve(new Error('the worker stopped before answering')));
    const bytes = new TextEncoder().encode(`${JSON.stringify({ request: { question: 'bir' } })}\n`);
    worker.postMessage({ type: 'batch', seq: 0, batch: { file: 'log.jsonl', firstLine: 1, bytes } } satisfies ToWorker);
    worker.postMessage({ type: 'finish' } satisfies ToWorker);
  });
}

test('a report worker never loads the YAML parser (only errors of YAML files need it)', async () => {
  const answers = await runWithoutYaml(new URL('./reportWorker.ts', import.meta.url));
  expect(answers).not.toBeInstanceOf(Error);
  expect((answers as FromWorker[]).map((a) => a.type)).toEqual(['done', 'state']);
}, 60_000);

test('the refusal is real: a module that imports yaml fails under it', async () => {
  const answer = await runWithoutYaml(new URL('../../core/load/yamlSource.ts', import.meta.url));
  expect(answer).toBeInstanceOf(Error);
  expect((answer as Error).message).toMatch(/yaml imported by .*yamlSource\.ts/);
}, 60_000);
