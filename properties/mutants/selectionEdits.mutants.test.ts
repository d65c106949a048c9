import { describe, it } from 'vitest';
import { propertyDuplicateKeys } from '../duplicateKeys.js';
import { everyBudgetRuns } from '../everyBudget.js';
import { propertySelectArguments } from '../selection.js';
import { editsCases, propertySelectionAfterEdits } from '../selectionEdits.js';
import { expectCaught, settings } from '../test-helpers/expectProperty.js';
import { encodingBlindSelectChunks } from './mutantMemos.js';
import { mutant } from './mutantImplementation.js';
import { mutantSelectChunks } from './mutantSelection.js';
import { budgetByDefaultSelectChunks, requestPathSelectChunks } from './mutantSelectArguments.js';

/** As many cases as the properties run under `npm test` (see `properties/selection.property.test.ts`). */
const runs = { numRuns: everyBudgetRuns(settings.numRuns) };

describe('C8 beyond one call on fresh input', () => {
  it('after in-place edits: catches a rendering remembered per chunk object, blind to its edits', () =>
    expectCaught(propertySelectionAfterEdits(mutant('unit-per-object', { selectChunks: mutantSelectChunks('unit-per-object') })), runs));
  it('after a change of encoding: catches a list memo that keeps the counts and bounds another encoding proved', () =>
    // Without the edits (a cache that sees one encoding hides the mutant): the list under both encodings alone.
    expectCaught(propertySelectionAfterEdits(mutant('encoding-blind-list-memo', { selectChunks: encodingBlindSelectChunks() }), editsCases().map((c) => ({ ...c, sweep: [], later: [] }))), runs));
  it('duplicate keys: catches NFC applied in two windows', () =>
    expectCaught(propertyDuplicateKeys(mutant('dedup-windowed-nfc', { selectChunks: mutantSelectChunks('dedup-windowed-nfc') })), runs));
  it('arguments: catches a bad score named as the request field chunks[i].score', () =>
    expectCaught(propertySelectArguments(mutant('request-path', { selectChunks: requestPathSelectChunks })), runs));
  it('defaults: catches `budget` as the default reason for a chunk that does not fit', () =>
    expectCaught(propertySelectArguments(mutant('budget-by-default', { selectChunks: budgetByDefaultSelectChunks })), runs));
});
