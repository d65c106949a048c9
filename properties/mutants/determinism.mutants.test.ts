import { describe, it } from 'vitest';
import { scenarios } from '../arbitraries/scenario.js';
import { fixedPartEditCases, propertyDeterministic, propertyDeterministicAfterOtherCalls, propertyPermutationInvariant } from '../determinism.js';
import { expectCaught, expectHolds } from '../test-helpers/expectProperty.js';
import { mutantAssemble } from './mutantAssemblers.js';
import { mutant } from './mutantImplementation.js';
import { fewerKeysFixedPartAssemble, leakyBoundAssemble, leakyBoundSelectChunks } from './mutantMemos.js';

const source = scenarios();

describe('C1: determinism', () => {
  it('deep-equal input: catches the mutant shared-drop-log', () =>
    expectCaught(propertyDeterministic(mutant('shared-drop-log', { assemble: mutantAssemble('shared-drop-log') }), source)));
  it('whatever was called before: catches the mutant whose assemble remembers the best bound per request', () =>
    expectCaught(propertyDeterministicAfterOtherCalls(mutant('leaky-bound-assemble', { assemble: leakyBoundAssemble }), source)));
  it('whatever was called before: catches the mutant whose selectChunks remembers the best bound per list', () =>
    expectCaught(propertyDeterministicAfterOtherCalls(mutant('leaky-bound-select', { selectChunks: leakyBoundSelectChunks }), source)));
  it('the fixed part edited in place: catches the mutant whose fixed-part memo matches a tool that lost its last keys', () =>
    expectCaught(propertyDeterministicAfterOtherCalls(mutant('fewer-keys-fixed-part', { assemble: fewerKeysFixedPartAssemble() }), source, fixedPartEditCases(source))));
  it('whatever was called before: the mutant survives propertyDeterministic (why the new property is needed)', () =>
    expectHolds(propertyDeterministic(mutant('leaky-bound-assemble', { assemble: leakyBoundAssemble }), source)));
  it('permuting candidates: catches the mutant ties-by-input-order', () =>
    expectCaught(propertyPermutationInvariant(mutant('ties-by-input-order', { assemble: mutantAssemble('ties-by-input-order') }), source)));
});
