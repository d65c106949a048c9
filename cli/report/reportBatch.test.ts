import { describe, expect, it } from 'vitest';
import { BaglamError, parseProfileYaml } from '../../core/index.js';
import { BatchReporter } from './reportBatch.js';

const profile = parseProfileYaml('window: 4096\noutput: {answer: 512}\n', 'p.yaml');
const FIXED = { rules: [{ id: 'r1', text: 'Kısa ve Türkçe yanıt ver.' }], tools: [{ name: 'ara', description: 'Arar.', parameters: { type: 'object' } }] };
const line = (question: string, fixed = FIXED): string => JSON.stringify({ request: { id: question, ...fixed, question }, response: { usage: { completion_tokens: 7 }, finish_reason: 'stop' } });

function stateOf(text: string | Buffer, firstLine = 1): string {
  const reporter = new BatchReporter(profile, ['log.jsonl']);
  reporter.add({ file: 'log.jsonl', firstLine, bytes: typeof text === 'string' ? Buffer.from(text) : text });
  return JSON.stringify(reporter.accumulator.toState());
}

function refusal(text: Buffer, firstLine: number): BaglamError {
  try {
    stateOf(text, firstLine);
  } catch (error) {
    return error as BaglamError;
  }
  throw new Error('expected a refusal');
}

describe('BatchReporter', () => {
  it('reads lines from bytes as batchLines reads text: BOM on line 1, CR LF, blank and Unicode-blank lines', () => {
    const plain = `${line('bir')}\n\n\n${line('iki')}\n${line('üç', { rules: [], tools: [] })}\n${line('dört')}`;
    const dressed = `\uFEFF${line('bir')}\r\n\r\n\u3000\u00a0\r\n  ${line('iki')}\t\r\n${line('üç', { rules: [], tools: [] })}\n${line('dört')}`;
    expect(stateOf(dressed)).toBe(stateOf(plain));
    // The requests are there, at their lines.
    expect(stateOf(plain)).toContain('"line":6');
  });

  it('gives the same state with the fixed part remembered as without (every line read in full)', () => {
    const lines = ['a', 'b', 'c', 'd'].map((q) => line(q));
    const together = stateOf(`${lines.join('\n')}\n`);
    // Each line alone in its own reporter: nothing remembered, every line parsed in full.
    const apart = lines.map((l, i) => {
      const reporter = new BatchReporter(profile, ['log.jsonl']);
      reporter.add({ file: 'log.jsonl', firstLine: i + 1, bytes: Buffer.from(l) });
      return reporter.accumulator;
    });
    for (const other of apart.slice(1)) apart[0]!.merge(other);
    // Merging lists each shard's log name; the numbers must be the same.
    expect(together).toBe(JSON.stringify({ ...apart[0]!.toState(), logs: ['log.jsonl'] }));
  });

  it('names the line and column of an invalid byte or a NUL in a later line of a later batch', () => {
    const bad = Buffer.concat([Buffer.from(`${line('a')}\n${line('b')}\n{"request":{"question":"ölç`), Buffer.from([0xc3, 0x28]), Buffer.from('"}}\n')]);
    expect(refusal(bad, 41)).toMatchObject({ code: 'PARSE_ERROR', source: { file: 'log.jsonl', line: 43, col: 28 } });
    const nul = Buffer.concat([Buffer.from(`${line('a')}\n{"request":{"question":"a`), Buffer.from([0]), Buffer.from('"}}\n')]);
    expect(refusal(nul, 7)).toMatchObject({ code: 'PARSE_ERROR', source: { file: 'log.jsonl', line: 8, col: 26 } });
  });

  it('names a line whose remembered fixed part is followed by a key given twice, at the duplicate', () => {
    const twice = line('b').replace('"question"', '"rules":[],"question"');
    const error = refusal(Buffer.from(`${line('a')}\n${twice}\n`), 1);
    expect(error).toMatchObject({ code: 'PARSE_ERROR', source: { line: 2 } });
    expect(error.detail).toMatch(/"rules" is given twice/);
  });
});
