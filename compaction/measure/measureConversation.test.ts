import { describe, expect, it } from 'vitest';
import { assemble } from '../../core/assemble.js';
import { resolveProfile } from '../../core/profile.js';
import type { Request } from '../../core/request.js';
import { isKept, measureView } from './measureConversation.js';
import { promptView, type PromptView, type SummaryLine } from './promptView.js';
import type { TextItem, Truth } from './truth.js';

const profile = resolveProfile({ window: 4096, output: { answer: 256 }, shares: { evidence: 0.2, history: 0.5 } });

describe('promptView', () => {
  it('reads the summary lines, their sections and supersession marks, and the raw tail off an assembled prompt', () => {
    const request: Request = {
      rules: [{ id: 'r', text: 'Answer in English.' }],
      summary: [
        'Summary of earlier turns (turns 1–4). The constraints below still apply.',
        'Constraints and preferences:',
        '- budget is €38,000 all in (1; superseded by turn 3)',
        '- budget got cut, we are at €32,500 now (3)',
        'Options rejected:',
        '- use Postgres instead of MySQL',
        'Kimlikler:',
        '- INC-4471 (2, 4)',
        'What the user said in the latest of these turns, verbatim:',
        '- and one more for the intern (4)',
      ].join('\n'),
      history: [
        { role: 'user', content: 'dont page   Marcus\nFeld' },
        { role: 'assistant', content: '', toolCalls: [{ id: 'c1', name: 'lookup', arguments: '{"q":"PAY-3308"}' }] },
        { role: 'tool', toolCallId: 'c1', content: 'STATUS OK' },
      ],
      question: 'What is left to do about INC-9999?',
    };
    const view = promptView(assemble(request, profile));
    expect(view.items).toEqual<SummaryLine[]>([
      { section: 'constraints', text: 'budget is €38,000 all in', superseded: true },
      { section: 'constraints', text: 'budget got cut, we are at €32,500 now', superseded: false },
      { section: 'rejected', text: 'use Postgres instead of MySQL', superseded: false },
      { section: 'identifiers', text: 'INC-4471', superseded: false },
      { section: 'said', text: 'and one more for the intern', superseded: false },
    ]);
    // Whitespace flattened; tool-call arguments are part of what the model sees; the question is not history.
    expect(view.raw).toContain('dont page Marcus Feld');
    expect(view.raw).toContain('PAY-3308');
    expect(view.raw).toContain('STATUS OK');
    expect(view.raw).not.toContain('INC-9999');
    expect(view.raw).not.toContain('Answer in English');
  });
});

const item = (id: string, kind: TextItem['kind'], keys: string[], more: Partial<TextItem> = {}): TextItem => ({
  id, kind, turn: 1, text: keys.join(' … '), keys, negation: false, ...more,
});

function view(raw: string, items: [SummaryLine['section'], string, boolean?][]): PromptView {
  return {
    raw,
    summary: items.map(([, text]) => `- ${text}`).join('\n'),
    items: items.map(([section, text, superseded]) => ({ section, text, superseded: superseded === true })),
  };
}

describe('what counts as kept', () => {
  const rule = item('c1', 'constraint', ['no sharing', 'own room']);
  it('all keys in the raw tail, or all in one live binding line', () => {
    expect(isKept(view('everyone gets their own room, no sharing', []), rule)).toBe(true);
    expect(isKept(view('', [['constraints', 'everyone gets their own room, no sharing']]), rule)).toBe(true);
    expect(isKept(view('', [['decisions', 'own room, no sharing']]), rule)).toBe(true);
  });
  it('not when a key is missing, the keys are split over lines, the line is superseded, or filed as rejected or as an identifier', () => {
    expect(isKept(view('their own room', []), rule)).toBe(false);
    expect(isKept(view('', [['constraints', 'own room'], ['constraints', 'no sharing']]), rule)).toBe(false);
    expect(isKept(view('', [['constraints', 'own room, no sharing', true]]), rule)).toBe(false);
    expect(isKept(view('', [['rejected', 'own room, no sharing']]), rule)).toBe(false);
    expect(isKept(view('', [['identifiers', 'own room, no sharing']]), rule)).toBe(false);
    // A rejected option may sit among the rejected options.
    expect(isKept(view('', [['rejected', 'palacio is insane, no']]), item('x1', 'rejected', ['palacio is insane']))).toBe(true);
  });
});

describe('measureView', () => {
  const truth: Truth = {
    language: 'en',
    product: 'test',
    items: [
      item('c1', 'constraint', ['budget is €38,000'], { supersededBy: 'c2' }),
      item('c2', 'constraint', ['€32,500 now'], { revises: 'c1' }),
      item('c3', 'constraint', ['dont page Marcus'], { negation: true }),
      item('c4', 'constraint', ['timestamps in UTC']),
      item('t1', 'third-party', ['wants a refund'], { adoptedBy: null }),
      item('t2', 'third-party', ['wants the Amex'], { adoptedBy: 'c4' }),
      item('v1', 'verbal-noun', ['ödeme alındı']),
      { id: 'i1', kind: 'identifier', turn: 2, value: 'INC-4471' },
      { id: 'i2', kind: 'identifier', turn: 3, value: 'INC-4471' },
      { id: 'i3', kind: 'identifier', turn: 3, value: 'TR33 0006 1005' },
      { id: 'n1', kind: 'noise', turn: 3, value: 'SELECT' },
    ],
  };
  const clamp = view('dont page Marcus. timestamps in UTC. budget got cut, €32,500 now', []);

  it('counts current constraints, negations, resolved revisions, distinct identifiers and losses against the clamp', () => {
    const compacted = view('budget got cut, €32,500 now', [
      ['constraints', 'budget is €38,000 all in'],
      ['constraints', 'timestamps in UTC pls'],
      ['identifiers', 'INC-4471'],
    ]);
    const m = measureView(compacted, clamp, truth);
    expect(m.constraints).toEqual({ kept: 2, total: 3 });
    expect(m.negations).toEqual({ kept: 0, total: 1 });
    // The stale budget is live in the summary: not resolved, although the new one is in the tail.
    expect(m.revisions).toEqual({ kept: 0, total: 1 });
    expect(m.unresolved).toEqual(['c2']);
    expect(m.identifiers).toEqual({ kept: 1, total: 2 });
    expect(m.lostVsClamp).toBe(1);
    expect(m.missed).toEqual(['c3']);
    expect(m.lost).toEqual(['c3']);
  });

  it('resolves a revision whose stale value is marked superseded or gone', () => {
    const marked = view('€32,500 now', [['constraints', 'budget is €38,000 all in', true]]);
    expect(measureView(marked, clamp, truth).revisions).toEqual({ kept: 1, total: 1 });
    expect(measureView(marked, clamp, truth).unresolved).toEqual([]);
    expect(measureView(view('€32,500 now', []), clamp, truth).revisions).toEqual({ kept: 1, total: 1 });
  });

  it("reads the verbatim section like the raw tail: binding, and a stale value there is resolved only by a change read after it", () => {
    // A constraint among the user's words kept verbatim is kept; a line there that matches nothing is absent.
    const said = view('', [['said', 'ok so dont page Marcus, he is off'], ['said', 'lol ok we are rich']]);
    const m = measureView(said, clamp, truth);
    expect(m.lostVsClamp).toBe(2);
    expect(m.missed).toEqual(['c2', 'c4']);
    expect(m.summaryItems).toEqual({ kept: 1, total: 2, absent: 1 });
    // The stale budget, then the change after it in the same section or in the raw tail: resolved.
    expect(measureView(view('', [['said', 'budget is €38,000'], ['said', 'budget got cut, €32,500 now']]), clamp, truth).revisions).toEqual({ kept: 1, total: 1 });
    expect(measureView(view('€32,500 now', [['said', 'budget is €38,000']]), clamp, truth).revisions).toEqual({ kept: 1, total: 1 });
    // The change read before it (a constraint line above the section, or an earlier line of it): not resolved.
    expect(measureView(view('', [['constraints', '€32,500 now'], ['said', 'budget is €38,000']]), clamp, truth).revisions).toEqual({ kept: 0, total: 1 });
    expect(measureView(view('', [['said', '€32,500 now'], ['said', 'budget is €38,000']]), clamp, truth).revisions).toEqual({ kept: 0, total: 1 });
  });

  it('counts as absent: lines matching nothing, unadopted wishes, verbal nouns as rules, noise and cut identifiers', () => {
    const summary = view('', [
      ['constraints', 'timestamps in UTC'], // a constraint
      ['constraints', 'in UTC'], // too short a piece to tell
      ['constraints', 'the customer wants a refund'], // someone else's wish, not adopted
      ['decisions', 'Priyanka wants the Amex'], // adopted: fine
      ['constraints', 'ödeme alındı.'], // a verbal noun read as a rule
      ['constraints', 'lol ok we are rich'], // nothing
      ['identifiers', 'INC-4471'],
      ['identifiers', 'TR33 0006'], // cut apart
      ['identifiers', 'SELECT'],
    ]);
    const m = measureView(summary, clamp, truth);
    expect(m.summaryItems).toEqual({ kept: 3, total: 9, absent: 6 });
    expect(m.verbalNounRules).toBe(1);
  });
});
