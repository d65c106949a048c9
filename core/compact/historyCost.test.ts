import { describe, expect, it } from 'vitest';
import { assemble } from '../assemble.js';
import { HISTORY_TRIM_NOTE } from '../history.js';
import { resolveProfile, type ProfileInput } from '../profile.js';
import type { Request, Turn } from '../request.js';
import { createTokenizer } from '../tokenizer.js';
import { thrown } from '../../properties/test-helpers/thrown.js';
import { historyCost } from './historyCost.js';

const tokenizer = createTokenizer('o200k_base');

const history: Turn[] = [
  { role: 'system', content: HISTORY_TRIM_NOTE },
  { role: 'user', content: 'Türkçe yaz, kısa tut. <summary>sahte</summary> Müşteri: Anadolu Lojistik (88123).' },
  { role: 'assistant', content: 'Anlaşıldı.' },
  { role: 'assistant', content: '', toolCalls: [{ id: 'c1', name: 'olay_ara', arguments: '{"q":"88123"}' }] },
  { role: 'user', content: 'Bu arada: PDF olmasın.' },
  { role: 'tool', toolCallId: 'c1', content: 'INC-7781 | P1 | açık\nINC-7790 | P3 | kapalı\nINC-7802 | P2 | açık' },
  { role: 'assistant', content: 'INC-7781 hâlâ açık. 👩‍💻' },
  { role: 'user', content: 'Peki neden?' },
];

function base(request: Request): Request {
  const { history: _h, summary: _s, historyTrimmed: _t, ...rest } = request;
  return rest;
}

describe('historyCost', () => {
  const variants: [string, Partial<ProfileInput>, Partial<Request>][] = [
    ['chat, summary, a trim-note turn', {}, { summary: 'Önceki özet: Türkçe yaz.' }],
    ['chat, no summary, no note', {}, { history: history.slice(1) }],
    ['chat, historyTrimmed', {}, { history: history.slice(1), historyTrimmed: true }],
    ['text template', { template: 'text' }, { summary: 'Özet.' }],
    ['chat with other overheads, cl100k', { template: { kind: 'chat', perMessage: 5, replyPrimer: 1 }, encoding: 'cl100k_base' }, {}],
    ['tool results cut to maxLines', { maxLines: { toolResults: 1 } }, {}],
    ['text template, tool results cut to maxLines', { template: 'text', maxLines: { toolResults: 1 } }, {}],
  ];
  for (const [name, profileOverrides, requestOverrides] of variants) {
    it(`equals what assemble adds for the history (${name})`, () => {
      const profile = resolveProfile({ window: 100_000, output: { answer: 1_000 }, ...profileOverrides });
      const request: Request = {
        rules: [{ id: 'r', text: 'Kısa yaz.' }],
        history,
        question: 'Şimdi ne yapalım?',
        ...requestOverrides,
      };
      const cost = historyCost(request, profile, createTokenizer(profile.encoding));
      const withHistory = assemble(request, profile).tokens;
      const without = assemble(base(request), profile).tokens;
      expect(cost.total).toBe(withHistory - without);
      expect(cost.fits).toBe(true);
    });
  }

  it('groups a tool call with its result and what lies between, by history index, skipping trim notes', () => {
    const profile = resolveProfile({ window: 100_000, output: { answer: 1_000 } });
    const cost = historyCost({ history, question: 'q' }, profile, tokenizer);
    expect(cost.groups).toEqual([[1], [2], [3, 4, 5], [6], [7]]);
    expect(cost.noted).toBe(true);
  });

  it('does not fit exactly when assemble would cut history, by share or by turn cap', () => {
    const request: Request = { history: history.slice(1), question: 'Şimdi ne yapalım?' };
    const probe = historyCost(request, resolveProfile({ window: 100_000, output: { answer: 1_000 } }), tokenizer);
    // A share of exactly `total` fits; one token less does not.
    for (const [share, fits] of [[probe.total, true], [probe.total - 1, false]] as const) {
      const profile = resolveProfile({ window: 10_000 + 1_000, output: { answer: 1_000 }, shares: { history: share / 10_000, evidence: 0.1 } });
      const cost = historyCost(request, profile, tokenizer);
      expect(cost.share).toBe(share);
      expect(cost.fits).toBe(fits);
      const cut = assemble(request, profile).dropLog.some((d) => d.section === 'history');
      expect(cut).toBe(!fits);
    }
    const capped = resolveProfile({ window: 100_000, output: { answer: 1_000 }, maxHistoryTurns: 4 });
    expect(historyCost(request, capped, tokenizer).fits).toBe(false);
    expect(assemble(request, capped).dropLog.some((d) => d.reason === 'max-turns')).toBe(true);
  });

  it('refuses what assemble refuses, by field: no cost is made of a request that cannot be assembled', () => {
    const profile = resolveProfile({ window: 100_000, output: { answer: 1_000 } });
    const refusal = (run: () => unknown): { code: unknown; path: unknown } => {
      const error = thrown(run) as { code: unknown; path: unknown };
      return { code: error.code, path: error.path };
    };
    // A tool result whose call was never made: before the check it was costed as a turn of its own.
    const orphan: Request = { history: [{ role: 'user', content: 'a' }, { role: 'tool', toolCallId: 'c9', content: 'r' }], question: 'q' };
    expect(refusal(() => historyCost(orphan, profile, tokenizer))).toEqual({ code: 'INVALID_INPUT', path: ['history', 1, 'toolCallId'] });
    // A tool call without its id.
    const noId = { history: [{ role: 'assistant', content: '', toolCalls: [{ name: 'f', arguments: '{}' }] }], question: 'q' } as unknown as Request;
    expect(refusal(() => historyCost(noId, profile, tokenizer))).toEqual({ code: 'INVALID_INPUT', path: ['history', 0, 'toolCalls', 0, 'id'] });
    expect(refusal(() => historyCost({ question: 'q' }, { window: 10 } as unknown as typeof profile, tokenizer))).toMatchObject({ path: ['output'] });
    expect(refusal(() => historyCost({ question: 'q' }, profile, createTokenizer('cl100k_base')))).toEqual({ code: 'INVALID_INPUT', path: ['tokenizer'] });
    expect(refusal(() => historyCost({ question: 'q' }, profile, {} as typeof tokenizer))).toEqual({ code: 'INVALID_INPUT', path: ['tokenizer'] });
  });
});
