import fc from 'fast-check';
import type { Statement } from '../core/compact/supersession.js';
import type { Supersedes } from './revisionClasses.js';

/**
 * A change that points at its new value instead of saying it
 * (docs/compaction.md, the supersession rule): "put them in the other van",
 * "the bigger hall then", "öteki salona alalım", "büyük havuza alalım"
 * replaces the rule that named that thing, a few turns before. The same
 * words replace nothing when they ask ("should we use the other van?",
 * "öbür salon daha mı büyük?"), tell someone else's wish ("the client wants
 * the other van", "müdür öteki salona almak istiyor"), add a second thing
 * ("the other van too", "the other van takes the chairs", "öteki salon da
 * lazım"), are negated ("not the other van"), or point at a thing the rule
 * never named ("use the other ladder").
 *
 * Stated against pairs this file writes from its own tables of rules,
 * things and forms, with the answer each pair was written to have — never
 * with the extractor's patterns.
 */
function fail(message: string): never {
  throw new Error(message);
}

const said = (text: string, turn: number): Statement => ({ text, turn, context: text });

/** A rule that names a thing, the thing, and (Turkish) its dative. */
interface Rule {
  rule: string;
  noun: string;
  dative?: string;
}
const EN_RULES: Rule[] = [
  { rule: 'the parcels have to go in the blue van', noun: 'van' },
  { rule: 'the choir must rehearse in the north hall', noun: 'hall' },
  { rule: 'lunch has to be served on the upper terrace', noun: 'terrace' },
  { rule: 'the kids class should use the small pool', noun: 'pool' },
  { rule: 'the beds must come from the Leeds warehouse', noun: 'warehouse' },
];
const TR_RULES: Rule[] = [
  { rule: 'koro kuzey salonunda çalışsın', noun: 'salon', dative: 'salona' },
  { rule: 'çocuk grubu küçük havuzda yüzsün', noun: 'havuz', dative: 'havuza' },
  { rule: 'yemek üst terasta verilsin', noun: 'teras', dative: 'terasa' },
  { rule: 'yataklar Bursa deposundan gelsin', noun: 'depo', dative: 'depoya' },
];
/** Things no rule above names: pointing at one of them changes none of the rules. */
const UNNAMED = ['ladder', 'printer', 'trolley'];
const TR_UNNAMED = ['merdiveni', 'yazıcıyı', 'arabayı'];
const WHO = ['the client', 'my sister', 'the manager'];
const EXTRA = ['chairs', 'drums', 'tents'];

const EN_REPLACES = [(n: string) => `put them in the other ${n}`, (n: string) => `use the other ${n} pls`, (n: string) => `go with the other ${n}`, (n: string) => `the bigger ${n} then`, (n: string) => `another ${n} then`];
const TR_REPLACES = [(d: string) => `öteki ${d} alalım`, (d: string) => `diğer ${d} geçelim`, (d: string) => `büyük ${d} alalım`, (d: string) => `öbür ${d} alalım`];

/** [earlier, later, later replaces earlier?]: a rule, then a change pointing at its thing or a near miss. */
const pointed: fc.Arbitrary<[string, string, boolean]> = fc
  .tuple(fc.boolean(), fc.nat(), fc.nat(), fc.nat(), fc.constantFrom('replaces', 'replaces', 'asked', 'wished', 'added', 'negated', 'unnamed'))
  .map(([turkish, r, f, x, form]): [string, string, boolean] => {
    if (turkish) {
      const { rule, noun, dative } = TR_RULES[r % TR_RULES.length]!;
      switch (form) {
        case 'replaces':
          return [rule, TR_REPLACES[f % TR_REPLACES.length]!(dative!), true];
        case 'asked':
          return [rule, `öbür ${noun} daha mı büyük?`, false];
        case 'wished':
          return [rule, `müdür öteki ${dative!} almak istiyor`, false];
        case 'added':
        case 'negated':
          return [rule, `öteki ${noun} da lazım`, false];
        default:
          return [rule, `öbür ${TR_UNNAMED[x % TR_UNNAMED.length]!} alalım`, false];
      }
    }
    const { rule, noun } = EN_RULES[r % EN_RULES.length]!;
    switch (form) {
      case 'replaces':
        return [rule, EN_REPLACES[f % EN_REPLACES.length]!(noun), true];
      case 'asked':
        return [rule, `should we use the other ${noun}?`, false];
      case 'wished':
        return [rule, `${WHO[x % WHO.length]!} wants the other ${noun}`, false];
      case 'added':
        return [rule, x % 2 === 0 ? `the other ${noun} too` : `the other ${noun} takes the ${EXTRA[x % EXTRA.length]!}`, false];
      case 'negated':
        return [rule, `only that one, not the other ${noun}`, false];
      default:
        return [rule, `use the other ${UNNAMED[x % UNNAMED.length]!}`, false];
    }
  });

export function propertyPointedChange(supersedes: Supersedes): fc.IPropertyWithHooks<[[string, string, boolean], number]> {
  return fc.property(pointed, fc.integer({ min: 1, max: 10 }), ([earlier, later, replaces], gap) => {
    const got = supersedes(said(earlier, 2), said(later, 2 + gap));
    if ((got === 2 + gap) !== replaces) fail(`${JSON.stringify(earlier)} then ${JSON.stringify(later)}: ${replaces ? 'not replaced' : `replaced (turn ${String(got)})`}`);
  });
}
