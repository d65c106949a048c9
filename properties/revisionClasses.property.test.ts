import { describe, it } from 'vitest';
import { findSupersessions } from '../core/compact/supersession.js';
import { extractSummary } from '../core/compact/extractSummary.js';
import { propertyCallTimedAgainst, propertyChangeOfferTaken, propertyCountRaised, propertyHeadcountRenamed, propertyLimitOwner, propertyMovedWithResult, propertyOfferTaken, propertyPartOfDayMoved, propertyPartReplaced, propertyPercentMove, propertyQualifiedTwoWays, propertyRuleBeside, propertySaidOtherwise, propertyShareScaled, propertyTermsChanged, propertyValueNotValue, type Supersedes } from './revisionClasses.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

// Ten times the runs: a case is two short statements read once.
const runs = { numRuns: settings.numRuns * 10 };

const core: Supersedes = (earlier, later) => findSupersessions([earlier], [later])[0];

describe('revisions by class, read as docs/compaction.md says', () => {
  it('a count raised with a verb that asks replaces the count of that thing; a count found does not: holds on core/', () => expectHolds(propertyCountRaised(core), runs));
  it('a price moved by a percentage replaces the price: holds on core/', () => expectHolds(propertyPercentMove(core), runs));
  it('a value said with the one it replaces after "not" replaces it: holds on core/', () => expectHolds(propertyValueNotValue(core), runs));
  it('a move by an amount with its result replaces the value that amount away; off by another amount or of another thing, nothing: holds on core/', () => expectHolds(propertyMovedWithResult(core), runs));
  it('an offer taken replaces the statement of the thing it names, whatever its asking; an offer of another thing, nothing: holds on core/', () => expectHolds(propertyOfferTaken(core), runs));
  it('an approved call timed against a thing it names leaves that thing\'s statement live; naming it as the record set replaces it: holds on core/', () => expectHolds(propertyCallTimedAgainst(core), runs));
  it('another rule beside a rule (the other end of its span, a part of its total) leaves it live; the same end moved or the total changed replaces it: holds on core/', () => expectHolds(propertyRuleBeside(core), runs));
  it('a time moved to a part of the day replaces the time of that thing; said in passing or of another thing, nothing: holds on core/', () => expectHolds(propertyPartOfDayMoved(core), runs));
  it('a budget qualified two ways, each naming the other, is one budget; another qualifier is another: holds on core/', () => expectHolds(propertyQualifiedTwoWays(core), runs));
  it('a limit raised replaces the limit it is; another\'s limit ("the sauna cap", "their cap") nothing: holds on core/', () => expectHolds(propertyLimitOwner(core), runs));
  it('a count or a length scaled by a percent replaces the statement of that thing; of another thing or told, nothing: holds on core/', () => expectHolds(propertyShareScaled(core), runs));
  it('payment terms changed ("net 30" → "net 15") replace the statement of them; another party\'s terms, or the same said again, nothing: holds on core/', () => expectHolds(propertyTermsChanged(core), runs));
  it('a count of people said again under another noun replaces the count said before; a count of another group, nothing: holds on core/', () => expectHolds(propertyHeadcountRenamed(core), runs));
  it('an offer to change naming no value, taken by a bare yes, replaces the limit its proposal changes; another offer or a no, nothing: holds on core/', () => expectHolds(propertyChangeOfferTaken(extractSummary), runs));
  it('one part of a line of several rules replaced keeps the rule beside it live; asked only, nothing; a piece pointing back at the value goes with it: holds on core/', () => expectHolds(propertyPartReplaced(extractSummary), runs));
  it('a value said again in another unit, or with the day it was on ruled out, replaces it; of another thing or under a condition, nothing: holds on core/', () => expectHolds(propertySaidOtherwise(core), runs));
});
