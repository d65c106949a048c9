import { expect, test } from 'vitest';
import { maxOutputTokens, promptBudget, resolveProfile } from './profile.js';

test('fills every default once', () => {
  const profile = resolveProfile({ window: 128_000, output: { answer: 2000 } });
  expect(profile).toEqual({
    name: 'profile',
    window: 128_000,
    encoding: 'o200k_base',
    template: { kind: 'chat', perMessage: 3, replyPrimer: 3 },
    output: { answer: 2000, reasoning: 0 },
    shares: { evidence: 0.4, history: 0.3 },
    chunkThreshold: 0,
    protectedTurns: 2,
    maxHistoryTurns: 40,
    chunkOrder: 'edges',
    maxMetaChars: 120,
    maxLines: { chunks: null, toolResults: null },
    limits: { longestTurn: 37_800, largestChunk: 50_400, fixedTokens: 37_800 },
  });
  expect(resolveProfile(profile)).toEqual(profile);
});

test('the output reserve (answer + reasoning) comes off the window first', () => {
  const profile = resolveProfile({ window: 8192, output: { answer: 1000, reasoning: 3000 } });
  expect(maxOutputTokens(profile)).toBe(4000);
  expect(promptBudget(profile)).toBe(4192);
});

test('templates: chat with custom overheads, or text', () => {
  expect(resolveProfile({ window: 10, output: { answer: 1 }, template: 'text' }).template).toEqual({ kind: 'text' });
  expect(resolveProfile({ window: 10, output: { answer: 1 }, template: { kind: 'chat', perMessage: 4 } }).template).toEqual({
    kind: 'chat', perMessage: 4, replyPrimer: 3,
  });
});

const bad: [string, unknown, (string | number)[]][] = [
  ['not a mapping', 'window: 5', []],
  ['missing window', { output: { answer: 1 } }, ['window']],
  ['NaN window', { window: Number.NaN, output: { answer: 1 } }, ['window']],
  ['negative window', { window: -5, output: { answer: 1 } }, ['window']],
  ['fractional tokens', { window: 100.5, output: { answer: 1 } }, ['window']],
  ['missing output', { window: 100 }, ['output']],
  ['reserve ≥ window', { window: 100, output: { answer: 60, reasoning: 40 } }, ['output']],
  ['shares over the whole', { window: 100, output: { answer: 1 }, shares: { evidence: 0.7, history: 0.4 } }, ['shares']],
  ['share out of range', { window: 100, output: { answer: 1 }, shares: { history: 1.5 } }, ['shares', 'history']],
  ['unknown key', { window: 100, output: { answer: 1 }, windw: 3 }, ['windw']],
  ['unknown nested key', { window: 100, output: { answer: 1, reasonning: 3 } }, ['output', 'reasonning']],
  ['unknown encoding', { window: 100, output: { answer: 1 }, encoding: 'p50k_base' }, ['encoding']],
  ['threshold not a number', { window: 100, output: { answer: 1 }, chunkThreshold: '0.3' }, ['chunkThreshold']],
  ['text template with overheads', { window: 100, output: { answer: 1 }, template: { kind: 'text', perMessage: 3 } }, ['template', 'kind']],
  ['zero turn cap', { window: 100, output: { answer: 1 }, maxHistoryTurns: 0 }, ['maxHistoryTurns']],
];
test.each(bad)('refuses %s, naming the field', (_, input, path) => {
  expect(() => resolveProfile(input)).toThrow(expect.objectContaining({ code: 'INVALID_PROFILE', path }));
});
