import { expect, test } from 'vitest';
import { JOINABLE, SAMPLES, deriveJoinablePairs, kindOf } from './floor.js';

test('every sample character is of the kind it stands for', () => {
  for (const [kind, samples] of Object.entries(SAMPLES)) for (const ch of samples) expect([ch, kindOf(ch.charCodeAt(0))]).toEqual([ch, kind]);
});

test('the written-down joinable kinds are what both encodings\' split patterns show', () => {
  expect([...deriveJoinablePairs()].sort()).toEqual([...JOINABLE].sort());
});
