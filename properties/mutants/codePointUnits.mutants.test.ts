import { describe, it } from 'vitest';
import { propertyCodePointUnits } from '../codePointUnits.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { mutant } from './mutantImplementation.js';
import { codeUnitCount, pairedOnlyCount } from './mutantRunes.js';

describe('C14: code-point units', () => {
  it('catches the mutant that counts UTF-16 units', () => expectCaught(propertyCodePointUnits(mutant('code-units', { runeCount: codeUnitCount }))));
  it('catches the mutant that ignores lone surrogates', () => expectCaught(propertyCodePointUnits(mutant('paired-only', { runeCount: pairedOnlyCount }))));
});
