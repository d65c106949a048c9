import { describe, it } from 'vitest';
import { findSupersessions } from '../../core/compact/supersession.js';
import { propertyPointedChange } from '../pointedChanges.js';
import type { Supersedes } from '../revisionClasses.js';
import { expectCaught, settings } from '../test-helpers/expectProperty.js';

/** As the property runs (ten times the runs). */
const runs = { numRuns: settings.numRuns * 10 };

const core: Supersedes = (earlier, later) => findSupersessions([earlier], [later])[0];

/** Words that point at another one of a thing, in both languages, as this file reads them. */
const POINTS = /(?<![\p{L}])(?:other|another|bigger|öbür|öteki|diğer|büyük)(?![\p{L}])/u;

/** Broken readers, each a plausible mistake: the real reader with its input or answer changed the way the mistake would. */
const mutants: [string, Supersedes][] = [
  ['a change that points read as no change', (e, l) => (POINTS.test(l.text) ? undefined : core(e, l))],
  ['any word that points replaces, asked, wished or added too', (e, l) => (POINTS.test(l.text) ? l.turn : core(e, l))],
  ['a word of its own dropped: an addition read as a change', (e, l) => core(e, { ...l, text: l.text.replace(/\s+(?:too|takes the \p{L}+|da lazım)$/u, ''), context: l.context.replace(/\s+(?:too|takes the \p{L}+|da lazım)$/u, '') })],
  ['the thing it points at ignored: the latest rule replaced', (e, l) => (POINTS.test(l.text) && !/\?|wants|istiyor|too|takes|lazım|not /u.test(l.text) ? l.turn : core(e, l))],
];

describe('propertyPointedChange catches broken readers', () => {
  for (const [name, reader] of mutants) it(`catches: ${name}`, () => expectCaught(propertyPointedChange(reader), runs));
});
