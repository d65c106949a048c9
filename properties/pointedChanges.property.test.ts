import { describe, it } from 'vitest';
import { findSupersessions } from '../core/compact/supersession.js';
import { propertyPointedChange } from './pointedChanges.js';
import type { Supersedes } from './revisionClasses.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

// Ten times the runs: a case is two short statements read once.
const runs = { numRuns: settings.numRuns * 10 };

const core: Supersedes = (earlier, later) => findSupersessions([earlier], [later])[0];

describe('a change that points at its new value, read as docs/compaction.md says', () => {
  it('"the other van", "the bigger hall then", "öteki salona alalım" replace the rule of that thing; asked, wished, added, negated or of a thing the rule never named, nothing: holds on core/', () =>
    expectHolds(propertyPointedChange(core), runs));
});
