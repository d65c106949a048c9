import { describe, it } from 'vitest';
import { propertyCodePointUnits, propertyFirstLoneSurrogate, propertyRuneLens } from '../codePointUnits.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { mutant } from './mutantImplementation.js';
import { codeUnitCount, pairedOnlyCount } from './mutantRunes.js';
import { lensButLast, loneHighOnly, unitLens } from './mutantPublicPieces.js';

describe('C14: code-point units', () => {
  it('catches the mutant that counts UTF-16 units', () => expectCaught(propertyCodePointUnits(mutant('code-units', { runeCount: codeUnitCount }))));
  it('catches the mutant that ignores lone surrogates', () => expectCaught(propertyCodePointUnits(mutant('paired-only', { runeCount: pairedOnlyCount }))));
  it('runeLens: catches the mutant that counts UTF-16 units', () => expectCaught(propertyRuneLens(mutant('unit-lens', { runeLens: unitLens }))));
  it('runeLens: catches the mutant that leaves the last text out', () => expectCaught(propertyRuneLens(mutant('lens-but-last', { runeLens: lensButLast }))));
  it('findLoneSurrogate: catches the mutant that finds lone high halves only', () => expectCaught(propertyFirstLoneSurrogate(mutant('lone-high-only', { findLoneSurrogate: loneHighOnly }))));
});
