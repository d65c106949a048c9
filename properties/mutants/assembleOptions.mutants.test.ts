import { describe, it } from 'vitest';
import { propertyOptionsChecked, propertyVerify } from '../assembleOptions.js';
import { propertyEveryBudget } from '../everyBudget.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { mutantAssemble, type AssemblerDefect } from './mutantAssemblers.js';
import { mutant } from './mutantImplementation.js';

const broken = (defect: AssemblerDefect) => mutant(defect, { assemble: mutantAssemble(defect) });

describe('assemble agrees with the reference model at every budget', () => {
  it('catches the mutant exact-fit-overflows', () => expectCaught(propertyEveryBudget(broken('exact-fit-overflows'))));
});

describe("assemble's options", () => {
  it('verify: catches the mutant verify-ignored', () => expectCaught(propertyVerify(broken('verify-ignored'))));
  for (const defect of ['loose-flags', 'exact-counts-by-default'] as AssemblerDefect[]) {
    it(`bad options and defaults: catches the mutant ${defect}`, () => expectCaught(propertyOptionsChecked(broken(defect))));
  }
});
