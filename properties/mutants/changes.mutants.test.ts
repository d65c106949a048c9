import { describe, it } from 'vitest';
import { foldCase } from '../../core/compact/foldCase.js';
import { relativeChange } from '../../core/compact/relativeChange.js';
import { cancelsRule, narratesChange, reportsChange } from '../../core/compact/reportedChange.js';
import { propertyCancelsRule, propertyNarratesChange, propertyRelativeKind, propertyReportsChange, type ChangeReaders } from '../changes.js';
import { expectCaught, settings } from '../test-helpers/expectProperty.js';

/** As the properties run (ten times the runs). */
const runs = { numRuns: settings.numRuns * 10 };

/**
 * Broken readers of a change, each a plausible mistake: the real reader
 * with its input or answer changed the way the mistake would change it.
 */
const core: ChangeReaders = {
  relativeKind: (text) => relativeChange(foldCase(text)),
  reportsChange: (text) => reportsChange(foldCase(text)),
  narratesChange: (text) => narratesChange(foldCase(text)),
  cancelsRule: (text) => cancelsRule(foldCase(text)),
};

const relativeMutants: [string, Partial<ChangeReaders>][] = [
  ['read without the Turkish fold (lower case only)', { relativeKind: (t) => relativeChange(t.toLowerCase()) }],
  ['hours filed as days', { relativeKind: (t) => { const kind = core.relativeKind(t); return kind === 'hour' ? 'day' : kind; } }],
  ['"ago" and "önce" taken for moves', { relativeKind: (t) => (/(?:^|\s)(?:ago|önce|once)(?:$|[\s.,!?])/iu.test(t) ? 'hour' : core.relativeKind(t)) }],
  ['"more" with any noun read as people', { relativeKind: (t) => core.relativeKind(t) ?? (/(?:^|\s)(?:more|extra|fewer)\s/iu.test(t) ? 'people' : undefined) }],
  ['a date moved to the day after or before not read', { relativeKind: (t) => (/after|before|following|previous|ertesi|öncesi|oncesi|sonrası|sonrasi|önceki|onceki|sonraki/iu.test(t) ? undefined : core.relativeKind(t)) }],
  ['an amount added read as a headcount', { relativeKind: (t) => { const kind = core.relativeKind(t); return kind === 'money' ? 'people' : kind; } }],
];

const reportMutants: [string, Partial<ChangeReaders>][] = [
  ['read without the Turkish fold (lower case only)', { reportsChange: (t) => reportsChange(t.toLowerCase()) }],
  ['any value after "to" or in the dative is a change', { reportsChange: (t) => /(?:^|\s)(?:to|until)\s+\S*\d|\d\S*'?y?[ae](?:\s|$)|(?:cumaya|perşembeye|persembeye|hazirana|mayısa|mayisa)/iu.test(t) || core.reportsChange(t) }],
  ['a change told by someone else not reported', { reportsChange: (t) => !/^(?:they|the landlord|ops|finance|the vendor|our manager)\s/iu.test(t) && core.reportsChange(t) }],
  ['"is now" not read', { reportsChange: (t) => !/\sis now\s/iu.test(t) && core.reportsChange(t) }],
];

const narrationMutants: [string, Partial<ChangeReaders>][] = [
  ['an order read as narration', { narratesChange: (t) => core.narratesChange(t) || /(?:^|\s)(?:move|push|change|lower|raise|shift|extend|delay)\s.*\sto\s/iu.test(t) }],
  ['"cut" and "set" read as past at the start of a clause too', { narratesChange: (t) => core.narratesChange(t) || /^(?:cut|set)\s.*\sto\s/iu.test(t) }],
];

const cancelMutants: [string, Partial<ChangeReaders>][] = [
  ['a word that cancels cancels a rule alone', { cancelsRule: (t) => /(?:^|\s)(?:drop|cancel|remove|scrap|forget|ignore|lift|release|no need for|kaldır\p{L}*|unut|bırak|iptal|boşver)(?:$|\s)/iu.test(t) }],
  ['read without the Turkish fold (lower case only)', { cancelsRule: (t) => cancelsRule(t.toLowerCase()) }],
];

describe('the change properties catch broken readers', () => {
  for (const [name, change] of relativeMutants) it(`catches: ${name}`, () => expectCaught(propertyRelativeKind({ ...core, ...change }), runs));
  for (const [name, change] of reportMutants) it(`catches: ${name}`, () => expectCaught(propertyReportsChange({ ...core, ...change }), runs));
  for (const [name, change] of narrationMutants) it(`catches: ${name}`, () => expectCaught(propertyNarratesChange({ ...core, ...change }), runs));
  for (const [name, change] of cancelMutants) it(`catches: ${name}`, () => expectCaught(propertyCancelsRule({ ...core, ...change }), runs));
});
