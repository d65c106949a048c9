import { describe, it } from 'vitest';
import { propertyCodePointUnits } from './codePointUnits.js';
import { coreImplementation } from './implementation.js';
import { mutant } from './mutants/mutantImplementation.js';
import { codeUnitCount, pairedOnlyCount } from './mutants/mutantRunes.js';
import { expectCaught, expectHolds } from './test-helpers/expectProperty.js';

describe('C14: code-point units', () => {
  it('holds on core/', () => expectHolds(propertyCodePointUnits(coreImplementation)));
  it('catches the mutant that counts UTF-16 units', () => expectCaught(propertyCodePointUnits(mutant('code-units', { runeCount: codeUnitCount }))));
  it('catches the mutant that ignores lone surrogates', () => expectCaught(propertyCodePointUnits(mutant('paired-only', { runeCount: pairedOnlyCount }))));
});
