import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRequestYaml } from '../../core/load/requestYaml.js';
import { extractiveSummarizer } from '../summarizer.js';
import { profile } from '../test-helpers/offsiteConversation.js';
import { replayConversation, truthUpTo } from './replay.js';
import { parseTruth, type Truth } from './truth.js';

describe('truthUpTo', () => {
  it('keeps what was said by then, and no link to what was said later', () => {
    const truth: Truth = {
      language: 'en', product: 'p',
      items: [
        { id: 'a', kind: 'constraint', turn: 1, text: 'budget is 10', keys: ['10'], negation: false, supersededBy: 'b' },
        { id: 'b', kind: 'constraint', turn: 5, text: 'budget is 12', keys: ['12'], negation: false, revises: 'a' },
        { id: 'w', kind: 'third-party', turn: 2, text: 'Dana wants 8', keys: ['8'], negation: false, adoptedBy: 'b' },
        { id: 'i', kind: 'identifier', turn: 4, value: 'INC-1' },
      ],
    };
    expect(truthUpTo(truth, 4).items).toEqual([
      { id: 'a', kind: 'constraint', turn: 1, text: 'budget is 10', keys: ['10'], negation: false },
      { id: 'w', kind: 'third-party', turn: 2, text: 'Dana wants 8', keys: ['8'], negation: false, adoptedBy: null },
      { id: 'i', kind: 'identifier', turn: 4, value: 'INC-1' },
    ]);
    expect(truthUpTo(truth, 5).items).toEqual(truth.items);
  });
});

describe('replayConversation', () => {
  it('a tuning conversation compacted turn by turn loses nothing the clamp or one compaction keeps', async () => {
    const dir = 'fixtures/conversations/spoken/tune';
    const request = parseRequestYaml(readFileSync(`${dir}/en-support-billing.request.json`, 'utf8'), 'en-support-billing.request.json');
    const truth = parseTruth(readFileSync(`${dir}/en-support-billing.truth.json`, 'utf8'), 'en-support-billing.truth.json', request);
    const m = await replayConversation(request, truth, profile, extractiveSummarizer);
    expect(m.compactions).toBeGreaterThan(1);
    expect(m.fellBack).toEqual({});
    expect(m.rounds.flatMap((r) => r.lost)).toEqual([]);
    expect(m.rounds.flatMap((r) => r.forgot)).toEqual([]);
    expect(m.finalConstraints).toEqual({ kept: 12, total: 12 });
  });
});
