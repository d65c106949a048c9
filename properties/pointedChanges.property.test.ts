import { describe, it } from 'vitest';
import { findSupersessions } from '../core/compact/supersession.js';
import type { Supersessions } from './conversationRows.js';
import { POINTED_CONVERSATION_MISSES, POINTED_CONVERSATION_WIDE_MISS, propertyPointedChange, propertyPointedConversations, propertyWidePointedConversation } from './pointedChanges.js';
import type { Supersedes } from './revisionClasses.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

// Ten times the runs: a case is two short statements read once.
const runs = { numRuns: settings.numRuns * 10 };

const core: Supersedes = (earlier, later) => findSupersessions([earlier], [later])[0];
/** The rule under test, on a conversation's statements (each both one that may be replaced and one that may replace). */
const conversation: Supersessions = (earlier, later) => findSupersessions(earlier, later);

describe('a change that points at its new value, read as docs/compaction.md says', () => {
  it('"the other van", "the bigger hall then", "öteki salona alalım" replace the rule of that thing; asked, wished, added, negated or of a thing the rule never named, nothing: holds on core/', () =>
    expectHolds(propertyPointedChange(core), runs));
  it('which statement a pointer changes in a conversation: the latest named of the last dozen turns, not one said with it or after it; a change taken back: the change, not the value returned to; with no word of its own, the change of the last four turns: each row whole: holds on core/', () =>
    expectHolds(propertyPointedConversations(conversation), { numRuns: 1 }));
  // Known misses: rows the rule misreads by its own doc comments (pointedChanges.ts, POINTED_CONVERSATION_MISSES).
  for (const row of POINTED_CONVERSATION_MISSES) {
    it.fails(`known miss: ${row.shape} (${row.miss!})`, () => expectHolds(propertyPointedConversations(conversation, [row]), { numRuns: 1 }));
  }
  it.fails(`known miss, typed wide: ${POINTED_CONVERSATION_WIDE_MISS.shape} (${POINTED_CONVERSATION_WIDE_MISS.wideMiss!})`, () =>
    expectHolds(propertyWidePointedConversation(conversation, POINTED_CONVERSATION_WIDE_MISS), { numRuns: 1 }));
});
