import { compactHistory } from '../../compaction/compactHistory.js';
import { extractiveSummarizer } from '../../compaction/summarizer.js';
import {
  assemble, budgetReport, clampHistory, clampMessages, createTokenizer, resolveProfile, runeLens, selectChunks, toRequest, validateRequest,
  type Tokenizer,
} from '../../core/index.js';
import type { FaultCase, Problem } from '../faultCase.js';
import { call } from '../harness/inProcess.js';
import { manyDroppedChunks } from './failures.js';

/** What plain JavaScript can pass where TypeScript would have refused. */
const loose = <T>(value: unknown): T => value as T;

const profile = resolveProfile({ window: 4096, output: { answer: 512 }, chunkThreshold: 0.5 });
const chunk = { id: 'a', text: 'Disk dolu.', score: 0.9 };

/** A tokenizer of the profile's encoding whose counts are `value`. */
function lyingTokenizer(value: number): Tokenizer {
  return { name: 'liar', encoding: 'o200k_base', count: () => value, countWithin: () => value };
}

/** An array of `length` with nothing at `hole`. */
function holed<T>(items: T[], hole: number): T[] {
  const out = items.slice();
  delete out[hole];
  return out;
}

type Case = Omit<FaultCase, 'bullet'>;

const bullet = 'library calls from plain JavaScript: a clear BaglamError naming the argument, one consistent way';

const cases: Case[] = [
  {
    id: 'clamp-history-max-turns-undefined',
    run: async () => call(() => clampHistory([1, 2, 3], loose(undefined), 10)),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['maxTurns'] },
  },
  {
    id: 'clamp-history-max-units-a-string',
    run: async () => call(() => clampHistory([1, 2, 3], 2, loose('10'))),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['maxUnits'] },
  },
  {
    id: 'clamp-history-lens-not-an-array',
    run: async () => call(() => clampHistory(loose('123'), 2, 10)),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['lens'] },
  },
  {
    id: 'clamp-history-sparse-lens',
    run: async () => call(() => clampHistory(holed([1, 2, 3], 1), 3, 10)),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['lens', 1] },
  },
  {
    id: 'clamp-messages-null-options',
    run: async () => call(() => clampMessages([{ role: 'user', content: 'merhaba' }], loose(null))),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['options'] },
  },
  {
    id: 'rune-lens-sparse',
    run: async () => call(() => runeLens(holed(['a', 'b', 'c'], 1))),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['texts', 1] },
  },
  {
    id: 'rune-lens-not-strings',
    run: async () => call(() => runeLens(loose(['a', 3]))),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['texts', 1] },
  },
  {
    id: 'assemble-null-options',
    run: async () => call(() => assemble({ question: 'q' }, profile, loose(null))),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['options'] },
  },
  {
    id: 'assemble-tokenizer-returns-minus-five',
    run: async () => call(() => assemble({ question: 'q', chunks: [chunk] }, profile, { tokenizer: lyingTokenizer(-5) })),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['tokenizer'] },
  },
  {
    id: 'assemble-tokenizer-returns-nan',
    run: async () => call(() => assemble({ question: 'q', chunks: [chunk] }, profile, { tokenizer: lyingTokenizer(Number.NaN) })),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['tokenizer'] },
  },
  {
    id: 'assemble-tokenizer-not-an-object',
    run: async () => call(() => assemble({ question: 'q' }, profile, { tokenizer: loose('o200k_base') })),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['tokenizer'] },
  },
  {
    id: 'assemble-sparse-chunks',
    run: async () => call(() => assemble({ question: 'q', chunks: holed([chunk, { ...chunk, id: 'b' }], 0) }, profile)),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['chunks', 0] },
  },
  {
    id: 'assemble-sparse-history',
    run: async () => call(() => assemble({ question: 'q', history: holed([{ role: 'user', content: 'a' }, { role: 'assistant', content: 'b' }], 0) }, profile)),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['history', 0] },
  },
  {
    id: 'validate-request-sparse-rules',
    run: async () => call(() => validateRequest({ question: 'q', rules: holed([{ id: 'r1', text: 'a' }, { id: 'r2', text: 'b' }], 1) })),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['rules', 1] },
  },
  {
    id: 'validate-request-sparse-tool-calls',
    run: async () => call(() => validateRequest({
      question: 'q',
      history: [{ role: 'assistant', content: '', toolCalls: holed([{ id: 't1', name: 'f', arguments: '{}' }, { id: 't2', name: 'f', arguments: '{}' }], 0) }],
    })),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['history', 0, 'toolCalls', 0] },
  },
  {
    id: 'to-request-sparse-messages',
    run: async () => call(() => toRequest({ messages: holed([{ role: 'system', content: 's' }, { role: 'user', content: 'q' }], 0) })),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['messages', 0] },
  },
  {
    id: 'select-chunks-sparse-candidates',
    run: async () => call(() => selectChunks(holed([chunk, { ...chunk, id: 'b' }], 0), 100, 0, createTokenizer())),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['candidates', 0] },
  },
  {
    id: 'select-chunks-null-options',
    run: async () => call(() => selectChunks([chunk], 100, 0, createTokenizer(), loose(null))),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['options'] },
  },
  {
    id: 'select-chunks-share-undefined',
    run: async () => call(() => selectChunks([chunk], loose(undefined), 0, createTokenizer())),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['share'] },
  },
  {
    id: 'create-tokenizer-null-options',
    run: async () => call(() => createTokenizer('o200k_base', loose(null))),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['options'] },
  },
  {
    id: 'budget-report-section-not-a-string',
    run: async () => call(() => budgetReport(loose({ rules: 'a', tools: 3 }), createTokenizer())),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['sections', 'tools'] },
  },
  {
    id: 'compact-history-null-options',
    run: async () => call(() => compactHistory({ question: 'q' }, profile, extractiveSummarizer, loose(null))),
    expect: { kind: 'error', code: 'INVALID_INPUT', path: ['options'] },
  },
  {
    id: 'assemble-150-000-dropped-chunks',
    run: async () => call(() => assemble(manyDroppedChunks(150_000) as never, profile)),
    expect: { kind: 'value' },
    verify(seen): Problem[] {
      const dropped = (seen.value as { dropLog?: unknown[] } | undefined)?.dropLog?.length;
      return dropped === 150_000 ? [] : [{ category: 'silently wrong', detail: `${dropped} drop-log entries for 150 000 dropped chunks` }];
    },
  },
  {
    id: 'to-request-200-000-tool-calls',
    async run() {
      const calls: unknown[] = [];
      for (let i = 0; i < 200_000; i++) calls.push({ id: `c${i}`, type: 'function', function: { name: 'f', arguments: '{}' } });
      return call(() => toRequest({ messages: [{ role: 'user', content: 'başla' }, { role: 'assistant', content: null, tool_calls: calls }, { role: 'user', content: 'q' }] }));
    },
    expect: { kind: 'value' },
    verify(seen): Problem[] {
      const n = (seen.value as { history?: { toolCalls?: unknown[] }[] } | undefined)?.history?.[1]?.toolCalls?.length;
      return n === 200_000 ? [] : [{ category: 'silently wrong', detail: `${n} tool calls kept of 200 000` }];
    },
  },
];

export const libraryCases: FaultCase[] = cases.map((c) => ({ ...c, bullet }));
