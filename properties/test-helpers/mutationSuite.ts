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
 */
import '../rendering.property.test.js';
import '../summary.property.test.js';
import '../clauseRules.property.test.js';
import '../verbForms.property.test.js';
import '../changes.property.test.js';
import '../revisionClasses.property.test.js';
import '../compactionParts.property.test.js';
import '../saidSection.property.test.js';
import '../identifiers.property.test.js';
import '../identifierList.property.test.js';
import '../profileResolution.property.test.js';
import '../requestValidation.property.test.js';
import '../floors.property.test.js';
import '../preTokenSplit.property.test.js';
import '../codePointUnits.property.test.js';
import '../clampHistoryTable.property.test.js';
import '../errorsAndReports.property.test.js';
import '../selection.property.test.js';
import '../tokenizer.property.test.js';
import '../loneSurrogates.property.test.js';
import '../agreesWithReference.property.test.js';
import '../withinShares.property.test.js';
import '../memos.property.test.js';
import '../validationEdits.property.test.js';
import '../cacheStats.property.test.js';
import '../atLeastOneTurn.property.test.js';
import '../compaction.property.test.js';
import '../determinism.property.test.js';
import '../dropLadder.property.test.js';
import '../forgery.property.test.js';
import '../longRuns.property.test.js';
import '../neverOverBudget.property.test.js';
import '../noSpuriousOverflow.property.test.js';
import '../ordering.property.test.js';
import '../pointedChanges.property.test.js';
import '../purity.property.test.js';
import '../referents.property.test.js';
import '../toolCallIntegrity.property.test.js';
import '../trimNote.property.test.js';
