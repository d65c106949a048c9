import { describe, it } from 'vitest';
import { extractSummary } from '../../core/compact/extractSummary.js';
import type { Extract } from '../clauseRules.js';
import { propertyPastedLines } from '../extractorPasted.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken readers of pasted lines, each a plausible mistake: the real
 * `extractSummary`, with the user's words changed before reading the way a
 * reader blind to (or overreaching) the form would see them, or its answer
 * changed after.
 */
function reading(change: (text: string) => string): Extract {
  return (input) => extractSummary({ ...input, turns: input.turns.map((t) => (t.role === 'user' ? { ...t, text: change(t.text) } : t)) });
}
/** Each line changed in the light of the line before it. */
function lines(change: (line: string, before: string | undefined) => string): Extract {
  return reading((text) => text.split('\n').map((line, i, all) => change(line, i > 0 ? all[i - 1] : undefined)).join('\n'));
}
const ROW = /\S {3,}\S|\S\t+\S|\S · \S/u;
const LOG = /^\[\d{1,2}:\d{2}:\d{2}\] /u;

const mutants: [string, Extract][] = [
  ["quoted lines read as the user's", reading((t) => t.replace(/^> /gmu, ''))],
  ["a table's columns aligned by spaces read as the user's words", reading((t) => t.replace(/ {3,}/gu, '  '))],
  ["a table's tab-separated columns read as the user's words", reading((t) => t.replace(/\t/gu, ' '))],
  ["a listing's ' · ' fields read as the user's words", reading((t) => t.replace(/ · /gu, ', '))],
  ["a table's comma-separated rows read as the user's words", reading((t) => t.replace(/,(?=\S)/gu, ', '))],
  // A lone line of comma-separated values said twice: two rows, a table.
  ['one line of comma-separated values read as a table', reading((t) => t.replace(/^((?:[^,\n]*,(?=\S)){2}[^\n]*)\n(?!(?:[^,\n]*,(?=\S)){2})/mu, '$1\n$1\n'))],
  ["a log's lines read as the user's", reading((t) => t.replace(/^\[\d{1,2}:\d{2}:\d{2}\] /gmu, ''))],
  ["a table's document lines read as the user's", lines((line, before) => (before !== undefined && ROW.test(before) && !ROW.test(line) ? `\n${line}` : line))],
  ["every line in a table's block pasted, whatever its first letter", lines((line, before) => (before !== undefined && ROW.test(before) && !ROW.test(line) ? `${line[0]!.toUpperCase()}${line.slice(1)}` : line))],
  ['one row read as a table', reading((t) => t.replace(/^(?=.*(?:\S {3,}\S|\S\t+\S|\S · \S))(.*)\n(?!.*(?:\S {3,}\S|\S\t+\S|\S · \S))/mu, '$1\n$1\n'))],
  // Each quoted line made a row: pasted still, and now counted as one of a table's rows.
  ["quoted lines counted as a table's rows", reading((t) => t.replace(/^> (.*)$/gmu, '$1     >'))],
  ["a log line's block pasted with it", lines((line, before) => (before !== undefined && LOG.test(before) && !LOG.test(line) && line !== '' ? `[14:02:45] ${line}` : line))],
  ["pasted identifiers listed as the user's, in the order said", (input) => {
    const c = extractSummary(input);
    const text = input.turns[0]!.text;
    return { ...c, identifiers: [...c.identifiers].sort((a, b) => text.indexOf(a.text) - text.indexOf(b.text)) };
  }],
  ['pasted identifiers not listed', (input) => {
    const c = extractSummary(input);
    const pasted = input.turns[0]!.text.split('\n').filter((l) => /^> /u.test(l) || ROW.test(l) || LOG.test(l)).join('\n');
    return { ...c, identifiers: c.identifiers.filter((i) => !pasted.includes(i.text)) };
  }],
];

describe('the property of pasted lines catches broken readers', () => {
  for (const [name, extract] of mutants) it(`catches: ${name}`, () => expectCaught(propertyPastedLines(extract), { numRuns: 20 }));
});
