import fc from 'fast-check';
import type { Statement } from '../core/compact/supersession.js';
import { everyConversation, oneConversationWide, type ConversationRow, type Supersessions } from './conversationRows.js';
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

/**
 * Which statement of a conversation a change that points at its new value replaces, statement by statement
 * (`pointedAt` in core/compact/supersession.ts, its doc comment): the latest statement of the last dozen turns (earlier
 * ones only, never one said in its own turn or after it) that a word of its turn, or of the options it answers, names
 * (a pronoun names nothing; a part of the day does, and a name with its case ending after an apostrophe is the name);
 * nothing when it says a word of its own that none of those statements said (a thing of its own beside them), when
 * nothing of its turn names a statement, or when a comparison's thing is named by none. A change taken back ("never
 * mind, …", "… after all", "eskisi gibi …") replaces the latest statement about what it names — the change it takes
 * back, also when it shares no word with it but replaced one it names ("çimleri perşembe biçsin" → "cumaya alalım" →
 * "eskisi gibi perşembe kalsın") — not the first value it names again; its own words may have been said any time
 * before; with no word of its own ("ilk söylediğim gibi kalsın") it replaces the change of the last few turns.
 *
 * A row is a conversation (conversationRows.ts: `TURN>BY TEXT` when the statement of turn BY replaces it, `TURN? TEXT`
 * when the row states nothing of what replaces it, another rule's matter), each statement both one that may be replaced
 * and one that may replace. Every statement's answer is checked, as written (typed with two spaces between words a
 * pointer is not read: a known miss).
 */
export const POINTED_CONVERSATIONS: readonly ConversationRow[] = [
  // ---- supersession-10 (core/compact/supersession.ts:2344-2408, `pointedAt`): which statement is pointed at
  // The statements it may change: earlier ones of the last dozen turns, not one said after it, in its own turn, or the same words said again.
  { shape: 'a statement said after the change is not what it changes', said: ['1>3 the parcels have to go in the blue van', '3 put them in the other van', '5 the van keys are at the front desk'] },
  { shape: 'a statement of its own turn is not what it changes', said: ['1>3 the parcels have to go in the blue van', '3 the van keys are at the front desk', '3 put them in the other van'], context: { 3: 'the van keys are at the front desk. put them in the other van' } },
  { shape: 'the same change said again does not change its first saying', said: ['1>3 the parcels have to go in the blue van', '3 put them in the other van', '5 put them in the other van'] },
  { shape: 'twelve turns back is near', said: ['1>13 the parcels have to go in the blue van', '13 put them in the other van'] },
  { shape: 'near miss: thirteen turns back is too far', said: ['1 the parcels have to go in the blue van', '14 put them in the other van'] },
  { shape: 'turns counted from 0', said: ['0>2 the parcels have to go in the blue van', '2 put them in the other van'] },
  // A word of its own must have been said near it (a change taken back: any time before), else it is a thing of its own.
  { shape: 'a word of its own said near it: a change', said: ['5 the chairs come on Monday', '10>16 the parcels have to go in the blue van', '16 put the chairs in the other van'] },
  { shape: 'near miss: a word of its own said only more than a dozen turns before is a thing of its own', said: ['1 the chairs come on Monday', '10 the parcels have to go in the blue van', '16 put the chairs in the other van'] },
  { shape: 'a change taken back names a value said more than a dozen turns before', said: ['1 stand-up should be in the kitchen', '12>16 lets do the stand-up on the roof terrace', '16 never mind, stand-up in the kitchen'] },
  // What its turn names, and the options it answers.
  { shape: 'near miss: a pointer whose turn names nothing changes nothing', said: ['1 the Stryker stretchers stay in ward B', '3 use the other one'] },
  { shape: 'near miss: a pointer whose turn names nothing changes nothing (a word of another)', said: ['1 the fence gets the grey undercoat', '3 use the other one'] },
  { shape: 'near miss: a pointer whose turn names nothing changes no change of two statements', said: ['1 the parcels have to go in the blue van', '3 the parcels go out on friday', '5 use the other one'] },
  { shape: 'the options it answers name the statement', said: ['1>3 book the silver hatchback for the airport run', '3 bigger one pls, we have 4 bags'], answers: { 3: 'The hatchback fits two cases. The estate fits four and costs £8 more.' } },
  { shape: 'not a later statement that shares a word with the one it names', said: ['1>5 the parcels have to go in the blue van', '3 the parcels are fragile', '5 put them in the other van'] },
  { shape: 'of two named in one turn, the later', said: ['1 the chairs go in the red van', '1>3 the parcels have to go in the blue van', '3 put the parcels in the other van'], context: { 1: 'the chairs go in the red van. the parcels have to go in the blue van' } },
  { shape: 'not the statement that replaced the one it names', said: ['1>3 the parcels have to go in the blue van on Thursday', "3 let's do Friday instead", '5 put them in the other van'] },
  // A comparison's thing.
  { shape: 'a comparison changes the rule of its thing, not a later one its turn shares another word with', said: ['1>5 the headliners play on the main stage', '3 the fun run has to be the same day as the street fair', '5 the bigger stage then'], context: { 5: 'the bigger stage then, the fun run crowd is huge' } },
  { shape: 'a comparison of a thing of five letters', said: ['1>3 the headliners play on the main stage', '3 the bigger stage then'] },
  // A change taken back: the change, not the statements about what it names that came before it, nor one of something else.
  { shape: 'taken back: the change, not the first statement', said: ['1 stand-up should be in the kitchen', '3>5 lets do the stand-up on the roof terrace', '5 never mind, kitchen it is, too windy'] },
  { shape: 'taken back: not a later statement of something else', said: ['1 stand-up should be in the kitchen', '3>5 lets do the stand-up on the roof terrace', '4 the parcels go in the blue van', '5 never mind, stand-up in the kitchen'] },
  { shape: 'taken back: the change, though it shares no word with a statement named before it', said: ['1 the kitchen gets cleaned on Friday', '2 stand-up should be in the kitchen', '3>5 lets do the stand-up on the roof terrace', '5 never mind, stand-up in the kitchen'] },
  { shape: 'taken back: the original plan', said: ['1 the stand-up is in the kitchen', '3>5 lets do the stand-up on the roof terrace', '5 stick to the original plan'] },
  { shape: 'taken back, Turkish: vazgeçtim', said: ['1 teslimat arka kapıdan olsun', '3>5 ön kapıya alalım', '5 vazgeçtim arka kapı kalsın'] },
  // Taken back with the value it returns to: the statement that replaced the one saying it, however far, not the one saying it again.
  { shape: 'taken back with its value: the change that replaced the rule, six turns before', said: ['1>3 the gardener mows the lawn on thursday', '3>9 move it to friday', '9 thursday as planned'] },
  { shape: 'taken back with its value: the change, near', said: ['1>3 the gardener mows the lawn on thursday', '3>5 move it to friday', '5 thursday as planned'] },
  { shape: 'taken back with its value: the change, though the turn says something else first', said: ['1>3 the gardener mows the lawn on thursday', '3 the lawn is too wet', '3>9 move it to friday', '9 thursday as planned'], context: { 3: 'the lawn is too wet. move it to friday' } },
  { shape: 'taken back with its value: the change, not a later statement that says the value again', said: ['1>3 the gardener mows the lawn on thursday', '3>10 move it to friday', '5 the gardener says thursday suits the lawn', '10 thursday after all'] },
  { shape: 'taken back with its value: the change said since', said: ['1>3 the gardener mows the lawn on thursday', '3>5 friday is better', '5 thursday as planned'] },
  { shape: 'Turkish, taken back with its value: the change said since, sharing no word', said: ['1? bahçıvan çimleri perşembe biçsin', '3>5 cumaya alalım', '5 yok yok eskisi gibi perşembe kalsın'] },
  { shape: 'Turkish, taken back with its value: the change said four turns before', said: ['1? bahçıvan çimleri perşembe biçsin', '2>6 cumaya alalım', '6 yok yok eskisi gibi perşembe kalsın'] },
  { shape: 'Turkish, taken back with its value: not a value of that kind said before the rule', said: ['1 boyacı pazartesi gelsin', '2? bahçıvan çimleri perşembe biçsin', '4>6 cumaya alalım', '6 yok yok eskisi gibi perşembe kalsın'] },
  { shape: 'Turkish, taken back with its value: nothing said since, the rule itself', said: ['3 boyacı pazartesi gelsin', '4>6 bahçıvan çimleri perşembe biçsin', '6 yok yok eskisi gibi perşembe kalsın'] },
  { shape: 'Turkish, taken back with its value: nothing said since, not a value of that kind in the rule’s turn', said: ['4>6 bahçıvan çimleri perşembe biçsin', '4 boyacı pazartesi gelsin', '6 yok yok eskisi gibi perşembe kalsın'], context: { 4: 'bahçıvan çimleri perşembe biçsin. boyacı pazartesi gelsin' } },
  { shape: 'Turkish, taken back with its value: not an earlier statement sharing a word with the rule', said: ['1 bahçıvan sabah dokuzda gelsin', '2? bahçıvan çimleri perşembe biçsin', '4>6 cumaya alalım', '6 yok yok eskisi gibi perşembe kalsın'] },
  { shape: 'Turkish, taken back with two values: the change of one of them', said: ["1? bahçıvan çimleri perşembe 09:00'da biçsin", '3>5 cumaya alalım', '5 yok yok eskisi gibi perşembe 09:00 kalsın'] },
  { shape: 'Turkish, taken back with its value: the change since the first statement that says it', said: ['1? bahçıvan çimleri perşembe biçsin', '3>6 cumaya alalım', '4 bahçıvan perşembe sabah gelsin', '6 yok yok eskisi gibi perşembe kalsın'] },
  { shape: 'taken back with two values: the change of one of them, not a statement of something else', said: ['1? the gardener comes on thursday at 09:00', '2 the gardener brings the big mower', '3>5 thursday at 10:00 then', '5 the gardener on thursday at 09:00 as planned'] },
  { shape: 'taken back with two values of a kind: the change of one of them, not a statement of something else', said: ['1? the gardener comes on thursday and friday', '2 the gardener brings the big mower', '3>5 only friday then', '5 the gardener on thursday and friday as planned'] },
  // Taken back with no word of its own: the change of the last four turns.
  { shape: 'Turkish, taken back with no word of its own: the change', said: ['1? kuaför randevusu Fatma hanımda olsun', '3>5 randevuyu Gül hanıma alalım', '5 yok ilk söylediğim gibi kalsın'] },
  { shape: 'Turkish, taken back with no word of its own: the change four turns before', said: ['1? kuaför randevusu Fatma hanımda olsun', '2>6 randevuyu Gül hanıma alalım', '6 yok ilk söylediğim gibi kalsın'] },
  { shape: 'near miss: Turkish, taken back with no word of its own: a change six turns before is too far', said: ['1? kuaför randevusu Fatma hanımda olsun', '2 randevuyu Gül hanıma alalım', '8 yok ilk söylediğim gibi kalsın'] },
  { shape: 'Turkish, taken back with no word of its own: the change, not a later statement of something else', said: ['1? kuaför randevusu Fatma hanımda olsun', '3>6 randevuyu Gül hanıma alalım', '4 yarın yağmur yağacak', '6 yok ilk söylediğim gibi kalsın'] },
  { shape: 'Turkish, taken back with no word of its own, its turn naming the rule: the change of it, not a later change of another', said: ['1? kuaför randevusu Fatma hanımda olsun', '2 boyacı pazartesi gelsin', '3>6 randevuyu Gül hanıma alalım', '4? boyacı salonu da boyasın', '6 eskisi gibi olsun'], context: { 6: 'randevuya gelince, eskisi gibi olsun' } },
  { shape: 'near miss: taken back with a word of its own that names nothing near: not the latest change', said: ['1 lunch should be served in the kitchen', '14? the parcels have to go in the blue van', '16 put the parcels in the red van', '18 lunch in the kitchen after all'] },
  // ---- supersession-10 (core/compact/supersession.ts:2309-2326, the words that tie a change to a statement): issue 12,
  // the survivors its second run left.
  { shape: 'a pronoun names nothing: not the later statement that says "them"', said: ['1>3 the flowers go out in the white van', '2 the cake goes with them', '3 put them in the other van'] },
  { shape: 'a part of the day in the options it answers names the statement', said: ['1>3 book the morning slot for the massage', '2 the sauna is in the spa', '3 the other one then'], answers: { 3: 'Morning or evening?' } },
  { shape: "a name with its case ending after an apostrophe is the name the options it answers say", said: ["1>3 toplantı Ada'da olsun", '3 öbürüne alalım'], answers: { 3: 'Ada salonu mu, Kule salonu mu?' } },
  // supersession.ts:2363-2367: a value said with a pointer that takes nothing back is no value returned to, and the
  // change taken back is the one that replaced the rule, though the same words were said before about another thing.
  { shape: 'a pointer with a value, not taking back: the latest named, which says that value', said: ['1 the choir rehearses in the north hall on monday', '3>5 the band rehearses in the north hall on friday', '5 the bigger hall on friday then'] },
  { shape: 'taken back with its value: the change that replaced the rule, not the same words said before of another thing', said: ['1>2 the painter comes on monday', '2 move it to friday', '3>4 the gardener mows the lawn on thursday', '4>6 move it to friday', '6 thursday after all'] },
  // ---- supersession-10 (supersession.ts 2381): "never mind" alone, one word or two, drops what was just asked
  // (docs/compaction.md, the supersession rule): it takes back no change its turn does not name.
  { shape: "'oh nevermind' dropping a request takes back no change", said: ['1 stand-up should be in the kitchen', '3 lets do the stand-up on the roof terrace', '5 oh nevermind'], context: { 5: 'can you print the agenda too? oh nevermind' } },
  { shape: "'oh never mind' dropping a request takes back no change", said: ['1 stand-up should be in the kitchen', '3 lets do the stand-up on the roof terrace', '5 oh never mind'], context: { 5: 'can you print the agenda too? oh never mind' } },
];

/** Conversations the rule misreads by its own doc comments (known misses, each an `it.fails` in the test). */
export const POINTED_CONVERSATION_MISSES: readonly ConversationRow[] = [
  // "The change it takes back", not a later statement of something else that shares its words (supersession.ts:2395;
  // docs/compaction.md: "a change taken back ("back to 3pm")").
  {
    shape: 'taken back with its value: the change, not a later statement of another thing that shares a word with the rule',
    miss: 'a change taken back with its value replaces the latest statement sharing a word with the rule ("the gardener brings the lawn mower"), not the change it takes back',
    said: ['1>3 the gardener mows the lawn on thursday', '3>7 move it to friday', '5 the gardener brings the lawn mower', '7 thursday after all'],
  },
  // "With no word of its own ("ilk söylediğim gibi kalsın") the change of the last few turns" (supersession.ts:2309): a
  // change said as its bare value shares no word with what it changed, so none is found.
  {
    shape: 'Turkish, taken back with no word of its own: a change said as its bare value',
    miss: 'a change that says only its value ("10:00" after "09:00") shares no word with the statement it changed, so a change taken back with no word of its own finds no change',
    said: ['1? 09:00', '3>5 10:00', '5 yok ilk söylediğim gibi kalsın'],
    answers: { 1: 'Toplantı saat kaçta olsun?', 3: 'Hoca 09:00 olmaz diyor. Kaçta olsun?' },
  },
  // "A comparison picks among things of one kind ("büyük salona"): it changes a rule that names that kind"
  // (supersession.ts:2314): a thing of two letters is named by no rule, since a statement's words are read from three.
  {
    shape: 'Turkish, a comparison of a thing of two letters changes the rule that names it',
    miss: 'a comparison whose thing has two letters ("büyük eve alalım") changes no rule, since a statement\'s words are read only from three letters',
    said: ['1>3 tatilde küçük ev tutalım', '3 büyük eve alalım'],
    answers: { 3: 'Küçük ev 4 kişilik, büyük ev 6 kişilik.' },
  },
  // "Not the first value it names again": the change said since is looked for only in the last four turns.
  {
    shape: 'Turkish, taken back with its value: the change said six turns before',
    miss: 'a change taken back with its value, the change said more than four turns before it, replaces the rule it returns to',
    said: ['1? bahçıvan çimleri perşembe biçsin', '2>8 cumaya alalım', '8 yok yok eskisi gibi perşembe kalsın'],
  },
];

/** Typed with two spaces between words, a pointer is not read (its forms are written with one): a known miss, typed wide. */
export const POINTED_CONVERSATION_WIDE_MISS: ConversationRow = {
  shape: 'the other van, typed wide',
  wideMiss: 'typed with two spaces between words, "put  them  in  the  other  van" is read as no change',
  said: ['1>3 the parcels have to go in the blue van', '3 put them in the other van'],
};

/** Every row, as written (typed wide, a pointer is a known miss: `POINTED_CONVERSATION_WIDE_MISS`). */
export function propertyPointedConversations(supersessions: Supersessions, rows: readonly ConversationRow[] = POINTED_CONVERSATIONS): fc.IPropertyWithHooks<[null]> {
  return everyConversation(supersessions, rows, () => false);
}

/** One row typed wide, as its known miss states it. */
export function propertyWidePointedConversation(supersessions: Supersessions, row: ConversationRow): fc.IPropertyWithHooks<[null]> {
  return oneConversationWide(supersessions, row);
}
