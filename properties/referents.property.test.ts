import { describe, it } from 'vitest';
import { findSupersessors } from '../core/compact/supersession.js';
import { propertyReferent, propertyReferentRows, REFERENT_MISSES, type Replacements } from './referents.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

// Ten times the runs: a case is two or three short statements read once.
const runs = { numRuns: settings.numRuns * 10 };

const core: Replacements = (earlier, later) => findSupersessors(earlier, later);

describe('a change that does not say its referent, read as docs/compaction.md says', () => {
  it('"push it half an hour later" replaces the rule the turn it answers names, none when that turn names a time no rule set; "çim değil sentetik olsun" replaces the rule that says "çim", another thing\'s or a question nothing: holds on core/', () =>
    expectHolds(propertyReferent(core), runs));
  it('a relative change among several statements, its referent named only by the turn it answers or the sentence before it in its own turn (a value by its day, as written or by its digits; a short word, never a word that names nothing or the move\'s own), each row in every typing: holds on core/', () =>
    expectHolds(propertyReferentRows(core), { numRuns: 1 }));
  // Known misses, each a misread by the rule's own doc comments (referents.ts, `miss`).
  for (const row of REFERENT_MISSES) {
    it.fails(`known miss: ${JSON.stringify(row.change)}${row.answers === undefined ? '' : ` answering ${JSON.stringify(row.answers)}`} after ${JSON.stringify(row.earlier[0])} (${row.miss!})`, () =>
      expectHolds(propertyReferentRows(core, [row]), { numRuns: 1 }));
  }
});
