/**
 * The whole property suite as one test module, for the mutation run
 * (`vitest.mutation.config.ts`): every `properties/*.property.test.ts`
 * registers its tests here (`properties/mutationSuite.test.ts` checks none
 * is missing). Stryker runs each mutant in a fresh module graph; one graph
 * instead of twenty means the tokenizers' rank tables (js-tiktoken's and
 * `core/`'s, about a second each to build) are built once per mutant, not
 * once per test file.
 *
 * Tests run in the order they register, and a mutant's run stops at its
 * first failing test: the properties of single pieces, cheap and precise,
 * come first; the whole-assembly ones, which need more cases to corner a
 * mutant, after them.
 *
 * A shard runs only the property modules that can reach the code it
 * mutates (`scripts/mutation/suiteFiles.mjs` follows each module's imports
 * into `core/` and names them in `BAGLAM_MUTATION_PROPERTIES`): a module
 * that cannot execute the code cannot kill its mutant, and a mutant of
 * code that runs at import (a pattern, a table) runs every test loaded, so
 * leaving the others out is most of such a shard's time. Fewer tests can
 * only kill fewer mutants: the score of a shard is a lower bound of the
 * whole suite's.
 */

import { test } from 'vitest';
import { loadProperties } from './loadProperties.js';

const PROPERTIES: Record<string, () => Promise<unknown>> = {
  'properties/readerRows.property.test.ts': () => import('../readerRows.property.test.js'),
  'properties/statementMarks.property.test.ts': () => import('../statementMarks.property.test.js'),
  'properties/statementValues.property.test.ts': () => import('../statementValues.property.test.js'),
  'properties/replacedStatements.property.test.ts': () => import('../replacedStatements.property.test.js'),
  'properties/movedOrRuledOut.property.test.ts': () => import('../movedOrRuledOut.property.test.js'),
  'properties/slotPairs.property.test.ts': () => import('../slotPairs.property.test.js'),
  'properties/secondRules.property.test.ts': () => import('../secondRules.property.test.js'),
  'properties/supersessors.property.test.ts': () => import('../supersessors.property.test.js'),
  'properties/rendering.property.test.ts': () => import('../rendering.property.test.js'),
  'properties/summary.property.test.ts': () => import('../summary.property.test.js'),
  'properties/sentenceRows.property.test.ts': () => import('../sentenceRows.property.test.js'),
  'properties/extractorRows.property.test.ts': () => import('../extractorRows.property.test.js'),
  'properties/userItemRows.property.test.ts': () => import('../userItemRows.property.test.js'),
  'properties/userTurnRows.property.test.ts': () => import('../userTurnRows.property.test.js'),
  'properties/listedIdentifiers.property.test.ts': () => import('../listedIdentifiers.property.test.js'),
  'properties/keptPieces.property.test.ts': () => import('../keptPieces.property.test.js'),
  'properties/clauseRules.property.test.ts': () => import('../clauseRules.property.test.js'),
  'properties/clauseKinds.property.test.ts': () => import('../clauseKinds.property.test.js'),
  'properties/extractorForms.property.test.ts': () => import('../extractorForms.property.test.js'),
  'properties/extractorOffers.property.test.ts': () => import('../extractorOffers.property.test.js'),
  'properties/extractorCalls.property.test.ts': () => import('../extractorCalls.property.test.js'),
  'properties/extractorCounts.property.test.ts': () => import('../extractorCounts.property.test.js'),
  'properties/extractorPasted.property.test.ts': () => import('../extractorPasted.property.test.js'),
  'properties/extractorQuestions.property.test.ts': () => import('../extractorQuestions.property.test.js'),
  'properties/extractorTalk.property.test.ts': () => import('../extractorTalk.property.test.js'),
  'properties/extractorIdentifiers.property.test.ts': () => import('../extractorIdentifiers.property.test.js'),
  'properties/extractorTold.property.test.ts': () => import('../extractorTold.property.test.js'),
  'properties/countsApart.property.test.ts': () => import('../countsApart.property.test.js'),
  'properties/looseTies.property.test.ts': () => import('../looseTies.property.test.js'),
  'properties/setsNothing.property.test.ts': () => import('../setsNothing.property.test.js'),
  'properties/verbForms.property.test.ts': () => import('../verbForms.property.test.js'),
  'properties/changes.property.test.ts': () => import('../changes.property.test.js'),
  'properties/revisionClasses.property.test.ts': () => import('../revisionClasses.property.test.js'),
  'properties/compactionParts.property.test.ts': () => import('../compactionParts.property.test.js'),
  'properties/saidSection.property.test.ts': () => import('../saidSection.property.test.js'),
  'properties/identifiers.property.test.ts': () => import('../identifiers.property.test.js'),
  'properties/identifierList.property.test.ts': () => import('../identifierList.property.test.js'),
  'properties/profileResolution.property.test.ts': () => import('../profileResolution.property.test.js'),
  'properties/requestValidation.property.test.ts': () => import('../requestValidation.property.test.js'),
  'properties/floors.property.test.ts': () => import('../floors.property.test.js'),
  'properties/preTokenSplit.property.test.ts': () => import('../preTokenSplit.property.test.js'),
  'properties/codePointUnits.property.test.ts': () => import('../codePointUnits.property.test.js'),
  'properties/clampHistoryTable.property.test.ts': () => import('../clampHistoryTable.property.test.js'),
  'properties/errorsAndReports.property.test.ts': () => import('../errorsAndReports.property.test.js'),
  'properties/selection.property.test.ts': () => import('../selection.property.test.js'),
  'properties/tokenizer.property.test.ts': () => import('../tokenizer.property.test.js'),
  'properties/loneSurrogates.property.test.ts': () => import('../loneSurrogates.property.test.js'),
  'properties/agreesWithReference.property.test.ts': () => import('../agreesWithReference.property.test.js'),
  'properties/withinShares.property.test.ts': () => import('../withinShares.property.test.js'),
  'properties/memos.property.test.ts': () => import('../memos.property.test.js'),
  'properties/validationEdits.property.test.ts': () => import('../validationEdits.property.test.js'),
  'properties/cacheStats.property.test.ts': () => import('../cacheStats.property.test.js'),
  'properties/atLeastOneTurn.property.test.ts': () => import('../atLeastOneTurn.property.test.js'),
  'properties/compaction.property.test.ts': () => import('../compaction.property.test.js'),
  'properties/determinism.property.test.ts': () => import('../determinism.property.test.js'),
  'properties/dropLadder.property.test.ts': () => import('../dropLadder.property.test.js'),
  'properties/forgery.property.test.ts': () => import('../forgery.property.test.js'),
  'properties/longRuns.property.test.ts': () => import('../longRuns.property.test.js'),
  'properties/neverOverBudget.property.test.ts': () => import('../neverOverBudget.property.test.js'),
  'properties/noSpuriousOverflow.property.test.ts': () => import('../noSpuriousOverflow.property.test.js'),
  'properties/ordering.property.test.ts': () => import('../ordering.property.test.js'),
  'properties/pointedChanges.property.test.ts': () => import('../pointedChanges.property.test.js'),
  'properties/purity.property.test.ts': () => import('../purity.property.test.js'),
  'properties/referents.property.test.ts': () => import('../referents.property.test.js'),
  'properties/toolCallIntegrity.property.test.ts': () => import('../toolCallIntegrity.property.test.js'),
  'properties/trimNote.property.test.ts': () => import('../trimNote.property.test.js'),
};

const chosen = process.env.BAGLAM_MUTATION_PROPERTIES?.split(',');
const unknown = chosen?.filter((name) => !(name in PROPERTIES)) ?? [];
if (unknown.length > 0) throw new Error(`BAGLAM_MUTATION_PROPERTIES names ${unknown.join(', ')}, not a property module of properties/test-helpers/mutationSuite.ts`);
await loadProperties(PROPERTIES, chosen, (name, error) => {
  test(`${name} loads`, () => {
    throw error;
  });
});
