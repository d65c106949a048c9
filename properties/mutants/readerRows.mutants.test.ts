import { describe, it } from 'vitest';
import { adoptedProposal } from '../../core/compact/adoptedProposal.js';
import { matchesOf } from '../../core/compact/matchesOf.js';
import { pointedChange } from '../../core/compact/pointedChange.js';
import { relayedSetting } from '../../core/compact/relayedSetting.js';
import { TYPINGS } from '../changes.js';
import { ADOPTED_ROWS, POINTED_ROWS, propertyAdoptedRows, propertyMatchesOf, propertyPointedRows, propertyRelayedRows, RELAYED_ROWS, type MatchesOf, type PointedReader } from '../readerRows.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { typedOnly } from './oneTyping.js';

/**
 * Broken readers of supersession, each a plausible mistake: the real reader with its input or answer changed the way
 * the mistake would change it.
 */
const pointedMutants: [string, PointedReader][] = [
  // A comparison's noun not handed back: "the bigger stage" would change any rule, not only the stage's.
  ['the thing a comparison names dropped', (t) => { const r = pointedChange(t); if (r === undefined) return r; const { thing: _thing, ...rest } = r; return rest; }],
  ['a question read only by its question mark', (t) => pointedChange(t) ?? (/\?/u.test(t) ? undefined : pointedChange(`${t.replace(/(?<![\p{L}])(?:m[ıiuü]|m[ıiuü]s[ıiuü]n|hangisi\p{L}*|should)(?![\p{L}])/giu, ' ')}`))],
  ['"never mind" alone in its clause not taking the clause after it', (t) => { const r = pointedChange(t); return r === undefined ? r : { ...r, clause: r.clause.replace(/^((?:never ?mind|vazgeçtim|vazgectim|after all))[,;][^]*$/iu, '$1') }; }],
  ['an option filed as another', (t) => { const r = pointedChange(t); return r?.kind === 'option' ? { ...r, kind: 'another' } : r; }],
  ['the verbs that put or take, with their endings, kept as words of its own', (t) => { const r = pointedChange(t); return r === undefined ? r : { ...r, ownWords: [...r.ownWords, ...(r.clause.match(/(?<![\p{L}])(?:al|geç|gec|yap|taşı|tasi|çek|cek)\p{L}+/giu) ?? [])] }; }],
];

const adoptedMutants: [string, (text: string) => string | undefined][] = [
  ['the span from the start of the turn, not from the proposal', (t) => (adoptedProposal(t) === undefined ? undefined : t.slice(0, t.indexOf(adoptedProposal(t)!) + adoptedProposal(t)!.length).trim())],
  ['a bare yes takes any number', (t) => adoptedProposal(t) ?? adoptedProposal(t.replace(/(?<=(?:ok|tamam)[ ,]*)\d+$/iu, (n) => t.match(/\d[\d.,:]*/u)?.[0] ?? n))],
  ['the taking words read after a "but"', (t) => adoptedProposal(t.replace(/,\s*(?:but|ama|though)\s+[^]*$/iu, ''))],
];

const relayedMutants: [string, (text: string) => string | undefined][] = [
  ['the whole sentence handed back, not the clause from the teller', (t) => { const r = relayedSetting(t); return r === undefined ? r : t.replace(/[\s.!]+$/u, ''); }],
  ['a wish or a suggestion read as set', (t) => relayedSetting(t.replace(/(?<![\p{L}])(?:wants?|suggest\p{L}*|propos\p{L}*|prefer|hope|asked|istiyor\p{L}*|istedi|öner\p{L}*)(?![\p{L}])/giu, 'said'))],
  ['a value that was read as set', (t) => relayedSetting(t.replace(/(?<![\p{L}])(?:years\s+ago|back\s+then|last\s+year|geçen\s+yıl|bir\s+zamanlar|used\s+to\s+be)(?![\p{L}])/giu, ' '))],
];

const matchMutants: [string, MatchesOf][] = [
  // An empty match stepped past by a whole code point without the u flag too: the place between the halves of a
  // surrogate pair, where such a pattern matches, skipped.
  ['an empty match stepped past by a code point without the u flag', (pattern, text) => { const out: RegExpExecArray[] = []; pattern.lastIndex = 0; for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) { out.push(m); if (m[0] === '') pattern.lastIndex = m.index + ((text.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1); } pattern.lastIndex = 0; return out; }],
  ['lastIndex left where the search ended', (pattern, text) => { const out = matchesOf(pattern, text); pattern.lastIndex = text.length; return out; }],
  ['a non-global pattern read once, not refused', (pattern, text) => (pattern.global ? matchesOf(pattern, text) : [pattern.exec(text)].filter((m): m is RegExpExecArray => m !== null))],
];

describe("the reader rows catch broken readers of supersession", () => {
  for (const [name, read] of pointedMutants) it(`catches: ${name}`, () => expectCaught(propertyPointedRows(read)));
  for (const [name, read] of adoptedMutants) it(`catches: ${name}`, () => expectCaught(propertyAdoptedRows(read)));
  for (const [name, read] of relayedMutants) it(`catches: ${name}`, () => expectCaught(propertyRelayedRows(read)));
  for (const [name, read] of matchMutants) it(`catches: ${name}`, () => expectCaught(propertyMatchesOf(read)));
  // One row read the other way (a change where none, none where one), typed one way only, caught at one case: every
  // case reads every typing.
  for (const how of TYPINGS) {
    const pointed = typedOnly(POINTED_ROWS.map((r) => r.row), how);
    it(`catches at one case: ${JSON.stringify(pointed.row)} misread typed ${how} only`, () =>
      expectCaught(propertyPointedRows((t) => (pointed.is(t) ? (pointedChange(t) === undefined ? { kind: 'another', form: t, clause: t, ownWords: [] } : undefined) : pointedChange(t))), { numRuns: 1 }));
    const adopted = typedOnly(ADOPTED_ROWS, how);
    it(`catches at one case: ${JSON.stringify(adopted.row)} misread typed ${how} only`, () =>
      expectCaught(propertyAdoptedRows((t) => (adopted.is(t) ? (adoptedProposal(t) === undefined ? t : undefined) : adoptedProposal(t))), { numRuns: 1 }));
    const relayed = typedOnly(RELAYED_ROWS, how);
    it(`catches at one case: ${JSON.stringify(relayed.row)} misread typed ${how} only`, () =>
      expectCaught(propertyRelayedRows((t) => (relayed.is(t) ? (relayedSetting(t) === undefined ? t : undefined) : relayedSetting(t))), { numRuns: 1 }));
  }
});
