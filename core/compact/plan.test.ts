import { describe, expect, it } from 'vitest';
import { HISTORY_TRIM_NOTE } from '../history.js';
import { resolveProfile } from '../profile.js';
import type { Request, Turn } from '../request.js';
import { createTokenizer } from '../tokenizer.js';
import { historyCost } from './historyCost.js';
import { resolveCompactionOptions } from './options.js';
import { compactedRequest, planCompaction, summaryInputFor } from './plan.js';
import { renderSummary } from './renderSummary.js';
import { emptyContent } from './summary.js';

const tokenizer = createTokenizer('o200k_base');
const options = resolveCompactionOptions();

function turns(n: number): Turn[] {
  return Array.from({ length: n }, (_, i): Turn => ({
    role: i % 2 === 0 ? 'user' : 'assistant',
    content: `${i}. turda havuz doluluğu %${40 + i}; zaman aşımı sayısı ${i * 3}, eşik aşılmadı.`,
  }));
}

describe('planCompaction', () => {
  it('is not needed while the history fits, and triggers on the share or on the turn cap', () => {
    const roomy = resolveProfile({ window: 100_000, output: { answer: 1_000 } });
    expect(planCompaction({ history: turns(30), question: 'q' }, roomy, tokenizer, options).kind).toBe('not-needed');
    const capped = resolveProfile({ window: 100_000, output: { answer: 1_000 }, maxHistoryTurns: 20 });
    expect(planCompaction({ history: turns(30), question: 'q' }, capped, tokenizer, options).kind).toBe('compact');
    const narrow = resolveProfile({ window: 2_000, output: { answer: 200 } });
    expect(planCompaction({ history: turns(30), question: 'q' }, narrow, tokenizer, options).kind).toBe('compact');
  });

  it('tries the tail that fills tailShare of the share first (default 0.35), then the smallest tail', () => {
    const profile = resolveProfile({ window: 2_000, output: { answer: 200 } });
    const request: Request = { history: turns(30), question: 'q' };
    for (const tailShare of [0.35, 0.5]) {
      const plan = planCompaction(request, profile, tokenizer, resolveCompactionOptions(tailShare === 0.35 ? {} : { tailShare }));
      if (plan.kind !== 'compact') throw new Error(plan.kind);
      const [preferred, smallest] = plan.cuts;
      expect(smallest).toBe(28); // the newest two turns stay raw
      expect(preferred).toBeLessThan(smallest!);
      const tail = historyCost({ history: turns(30).slice(preferred), question: 'q' }, profile, tokenizer).total;
      expect(tail).toBeLessThanOrEqual(Math.floor(plan.cost.share * tailShare));
      const oneMore = historyCost({ history: turns(30).slice(preferred! - 1), question: 'q' }, profile, tokenizer).total;
      expect(oneMore).toBeGreaterThan(Math.floor(plan.cost.share * tailShare));
    }
  });

  it('keeps at least protectedTurns groups raw, and gives up before any call when even that does not fit', () => {
    const profile = resolveProfile({ window: 2_000, output: { answer: 200 }, protectedTurns: 5 });
    const plan = planCompaction({ history: turns(30), question: 'q' }, profile, tokenizer, options);
    if (plan.kind !== 'compact') throw new Error(plan.kind);
    expect(plan.cuts[plan.cuts.length - 1]).toBe(25);
    const huge: Turn[] = [{ role: 'user', content: 'Türkçe yaz.' }, ...turns(3).map((t) => ({ ...t, content: t.content.repeat(80) }))];
    expect(planCompaction({ history: huge, question: 'q' }, profile, tokenizer, options).kind).toBe('too-large');
  });

  it('numbers turns after the earlier summary and reads a foreign summary as carried text', () => {
    const profile = resolveProfile({ window: 2_000, output: { answer: 200 } });
    const own = renderSummary({ covers: 12, language: 'en', content: { ...emptyContent(), constraints: [{ text: 'Never cc the customer.', turns: [1] }] } });
    const plan = planCompaction({ history: turns(30), summary: own, question: 'q' }, profile, tokenizer, options);
    if (plan.kind !== 'compact') throw new Error(plan.kind);
    expect(plan.previous.covers).toBe(12);
    expect(plan.previous.language).toBe('en');
    const input = summaryInputFor({ history: turns(30), question: 'q' }, plan.previous, 4);
    expect(input.turns.map((t) => t.n)).toEqual([13, 14, 15, 16]);
    expect(input.maxTurn).toBe(16);
    // The turns that stay raw come along, numbered on, for supersession and for what the summary need not repeat.
    expect(input.later!.map((t) => t.n)).toEqual(Array.from({ length: 26 }, (_, i) => 17 + i));
    const foreign = planCompaction({ history: turns(30), summary: 'Kendi özetim.', question: 'q' }, profile, tokenizer, options);
    if (foreign.kind !== 'compact') throw new Error(foreign.kind);
    expect(foreign.previous).toMatchObject({ covers: 0, carried: 'Kendi özetim.', language: 'tr' });
  });
});

describe('compactedRequest', () => {
  it('replaces the summary, keeps the tail, and remembers a trim note among the compacted turns', () => {
    const history: Turn[] = [{ role: 'system', content: HISTORY_TRIM_NOTE }, ...turns(6)];
    const request: Request = { id: 'r', history, summary: 'eski', question: 'q' };
    const result = compactedRequest(request, 3, 'yeni');
    expect(result).toEqual({ id: 'r', question: 'q', summary: 'yeni', historyTrimmed: true, history: history.slice(3) });
    expect(compactedRequest({ history: turns(6), question: 'q' }, 2, 'yeni')).not.toHaveProperty('historyTrimmed');
    expect(request.summary).toBe('eski');
  });
});
