import { describe, it } from 'vitest';
import { propertyBadArgumentsRefused } from '../badArguments.js';
import { propertyBudgetReport, propertyOutcomeMeasures } from '../reportMeasures.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { mutant } from './mutantImplementation.js';
import { clampAnyLength, dottedFieldPath, measuresByReason, measuresFixedWithoutExamples, reportByAssignment, reportOfAnything } from './mutantPublicPieces.js';

describe('bad input: refused naming the field', () => {
  it('catches the mutant that takes any length', () => expectCaught(propertyBadArgumentsRefused(mutant('any-length', { clampHistory: clampAnyLength }))));
  it('catches the mutant that counts a section that is not text', () => expectCaught(propertyBadArgumentsRefused(mutant('report-of-anything', { budgetReport: reportOfAnything }))));
  it('catches the mutant that writes a dot before the first name', () => expectCaught(propertyBadArgumentsRefused(mutant('dotted-path', { formatFieldPath: dottedFieldPath }))));
});

describe('what reports read from a result', () => {
  it('catches the mutant that counts drops by reason alone', () => expectCaught(propertyOutcomeMeasures(mutant('by-reason', { measureOutcome: measuresByReason }))));
  it('catches the mutant whose fixed part leaves the examples out', () =>
    expectCaught(propertyOutcomeMeasures(mutant('fixed-without-examples', { measureOutcome: measuresFixedWithoutExamples }))));
  it('catches the mutant that loses a section named __proto__', () => expectCaught(propertyBudgetReport(mutant('by-assignment', { budgetReport: reportByAssignment }))));
});
