import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assemble } from '../core/assemble.js';
import { historyCost } from '../core/compact/index.js';
import { parseProfileYaml } from '../core/load/profileYaml.js';
import type { Profile } from '../core/profile.js';
import type { Request } from '../core/request.js';
import { createTokenizer } from '../core/tokenizer.js';
import { compactHistory } from './compactHistory.js';
import { extractiveSummarizer } from './summarizer.js';

/**
 * The regression cases of issue 6: every long conversation bundled in
 * `fixtures/conversations/` (each with a `*.expect.json` listing what its
 * first turns said), compacted with the embedded summarizer under the
 * profile it was written for. One loop, several checks per case.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const dir = join(root, 'fixtures', 'conversations');

function profileFor(name: string): Profile {
  // The generated ops sessions belong to the Turkish ops copilot; the hand-written ones to a small 8k deployment.
  const file = name.startsWith('compaction-')
    ? join(dir, 'compaction-small.profile.yaml')
    : join(root, 'fixtures', 'products', 'tr-ops-copilot', 'profile.yaml');
  return parseProfileYaml(readFileSync(file, 'utf8'), file);
}

interface Expect {
  constraints: string[];
  identifiers: string[];
}

const cases = readdirSync(dir)
  .filter((f) => f.endsWith('.request.json'))
  .sort()
  .map((f) => f.slice(0, -'.request.json'.length));

describe('compaction of the bundled long conversations', () => {
  it('has cases to run', () => {
    expect(cases.length).toBeGreaterThanOrEqual(5);
  });

  for (const name of cases) {
    it(name, async () => {
      const request = JSON.parse(readFileSync(join(dir, `${name}.request.json`), 'utf8')) as Request;
      const expected = JSON.parse(readFileSync(join(dir, `${name}.expect.json`), 'utf8')) as Expect;
      const profile = profileFor(name);
      const tokenizer = createTokenizer(profile.encoding);

      // Without compaction the clamp cuts the first turns, constraints and all.
      const before = historyCost(request, profile, tokenizer);
      expect(before.fits).toBe(false);
      expect(assemble(request, profile).kept.history).not.toContain(0);

      const { request: compacted, outcome } = await compactHistory(request, profile, extractiveSummarizer);
      if (outcome.kind !== 'compacted') throw new Error(`${name}: ${JSON.stringify(outcome)}`);
      const summary = compacted.summary!;
      for (const constraint of expected.constraints) expect(summary, constraint).toContain(constraint);
      // An identifier the raw turns repeat is not listed again: it reaches the model either way.
      const prompt = [summary, ...compacted.history!.map((t) => [t.content, ...(t.role === 'assistant' ? (t.toolCalls ?? []).map((c) => c.arguments) : [])].join('\n'))].join('\n');
      for (const identifier of expected.identifiers) expect(prompt, identifier).toContain(identifier);

      // K5: the compacted history fits its share, counted as assemble counts it.
      const after = historyCost(compacted, profile, tokenizer);
      expect(after.fits).toBe(true);
      expect(outcome.historyTokens.after).toBe(after.total);
      expect(after.total).toBeLessThanOrEqual(outcome.share);

      // The summary is the head of history in the assembled prompt, and no turn is cut.
      const assembled = assemble(compacted, profile, { verify: true });
      expect(assembled.dropLog.filter((d) => d.section === 'history')).toEqual([]);
      if (assembled.template !== 'chat') throw new Error('chat expected');
      const head = assembled.messages.findIndex((m) => m.content.startsWith('<summary>'));
      expect(head).toBe(1);
      expect(assembled.messages[head + 1]!.content).toBe(
        assembled.messages.find((m, i) => i > head && m.role === compacted.history![0]!.role)!.content,
      );
      expect(assembled.kept.history).toEqual(compacted.history!.map((_, i) => i));
    });
  }
});

/**
 * The same conversations replayed turn by turn, as a product would run them:
 * before every model call (after each user turn) the state is compacted when
 * needed, and the compacted request is kept as the state. The first turns'
 * rules must survive every round, each round must fit, and compaction must
 * not run on every turn (K1).
 */
describe('compaction turn by turn', () => {
  for (const name of cases) {
    it(name, async () => {
      const request = JSON.parse(readFileSync(join(dir, `${name}.request.json`), 'utf8')) as Request;
      const expected = JSON.parse(readFileSync(join(dir, `${name}.expect.json`), 'utf8')) as Expect;
      const profile = profileFor(name);
      const tokenizer = createTokenizer(profile.encoding);
      const turns = request.history!;
      let state: Request = { ...request, history: [] };
      let rounds = 0;
      let calls = 0;
      for (const turn of turns) {
        state = { ...state, history: [...state.history!, turn] };
        if (turn.role !== 'user') continue;
        calls++;
        const { request: next, outcome } = await compactHistory(state, profile, extractiveSummarizer);
        if (outcome.kind === 'fell-back') throw new Error(`${name}: ${JSON.stringify(outcome)}`);
        if (outcome.kind === 'compacted') {
          rounds++;
          for (const constraint of expected.constraints) expect(next.summary, constraint).toContain(constraint);
          expect(historyCost(next, profile, tokenizer).fits).toBe(true);
        }
        state = next;
      }
      expect(rounds).toBeGreaterThan(0);
      // At most one compaction in four model calls: the raw tail leaves room to grow.
      expect(rounds * 4).toBeLessThanOrEqual(calls);
      const prompt = [state.summary, ...state.history!.map((t) => [t.content, ...(t.role === 'assistant' ? (t.toolCalls ?? []).map((c) => c.arguments) : [])].join('\n'))].join('\n');
      for (const identifier of expected.identifiers) expect(prompt, identifier).toContain(identifier);
    });
  }
});

