import type fc from 'fast-check';
import { everyConversation, oneConversationWide, type ConversationRow, type Supersessions } from './conversationRows.js';

/**
 * Which earlier statement each later one replaces, read across a conversation of several statements at once
 * (docs/compaction.md, the supersession rule): what the pair tables, one earlier and one later statement at a time,
 * cannot say.
 *
 * - A new value that names nothing of its own ("make it Friday instead", "make that 2k") corrects the statement of
 *   its kind from up to a dozen turns back when nothing said between the two turns says a value of a kind it says;
 *   a bare number said between is any value's and does not count (even when the change says a headcount beside its
 *   day); what was said before the earlier statement, in its own turn, or after the change, is not between them; the
 *   same statement said again is not another one.
 * - A statement the user made in the turn that approved a call, or after it, comes with the approval: the call does
 *   not replace it; one said before that turn it does. A call that sets no value (a query, "assembly an hour later")
 *   replaces nothing.
 * - The same words said again at a later turn ("forget the matte paper rule" twice) are one statement: the second
 *   saying does not replace the first.
 * - A statement replaced by several later changes is replaced by the first of them: a relative change ("push the
 *   flight an hour later"), a thing pointed at ("put them in the other van") or a word put right ("glossy not matte")
 *   before another change takes its place, and after one it leaves the first standing.
 * - A relative change ("push the flight an hour later") moves the statement with a value of the kind it moves that
 *   shares most words with it, however far back ("push the bathroom a week later" eleven turns after "the bathroom
 *   starts 19 Jan"), not the latest one said, and the latest of those sharing as many (of one turn, the one said
 *   last in it); a move said again is not another statement for it to move; a count raised names what it counts
 *   ("order 5 more chairs" moves no "2000 flyers"), where a factor names no count ("cut the flyers cost by 10%" moves
 *   "the flyers cost £300", not "we print 2000 flyers"); one that names a thing of its own ("kuduza 10 daha ekle") is
 *   read by its own words even when the turn it answers names a count no statement before it says (one said in its
 *   own turn or after does not count).
 * - A word put right ("glossy not matte") replaces the latest earlier statement that says it; of one turn, the one
 *   said last in it.
 * - An answer that names the value the assistant recommended and says one of its own ("the time you suggested is too
 *   early, move it to 06:30", "önerdiğin saat erken, 06:30 olsun") sets its own, which a later value then changes.
 * - A relative change with "it" and nothing of its own moves the value the sentence before it, in its own turn, names
 *   ("the logo looks tiny. double it"), a count or a factor of that thing whatever its unit ("the LR feels high for
 *   bf16. halve it" → "the lr is 3e-4"; "the batch is small. order 10 more of them" → "the batch size is 64"), not
 *   another value said between; a factor moves no date, a move by a day no bare number; when that thing's rule holds
 *   no value it moves ("the logo goes top left"), nothing moves.
 *
 * Stated against conversations this file writes (conversationRows.ts: each statement with the turn that replaces it), with
 * the answer each was written to have — never with the extractor's patterns.
 */
// supersession.ts lines 2154–2240 (`findSupersessors`: the nearest turns, an approval's turn, the first change kept,
// the sentence before "it"): issue 12, the supersession-9 shard's survivors.
export const SUPERSESSOR_ROWS: readonly ConversationRow[] = [
  { shape: 'a new day six turns later, nothing between', said: ['5>11 the demo is on Monday', '11 make it Friday instead'] },
  { shape: 'a new amount six turns later, nothing between', wideMiss: 'typed wide, "make that  2k" is not read as a value said alone', said: ['5>11 the budget is $1,500', '11 make that 2k'] },
  { shape: 'a new day a dozen turns later', said: ['3>15 the demo is on Monday', '15 make it Friday instead'] },
  { shape: 'a new day thirteen turns later: too far back', said: ['3 the demo is on Monday', '16 make it Friday instead'] },
  { shape: 'another day said between: the change is about that one', said: ['2 the demo is on Monday', '4>9 the review is on Wednesday', '9 make it Friday instead'] },
  { shape: 'another day said before the earlier one: not between', said: ['1 the review is on Wednesday', '3>9 the demo is on Monday', '9 make it Friday instead'] },
  { shape: 'another day said after the change: not between', said: ['2>8 the demo is on Monday', '8 make it Friday instead', '10 the review is on Wednesday'] },
  { shape: "a bare number said between: any value's, it does not count", said: ['2>9 the demo is on Monday', '4 we need 12 chairs', '9 make it Friday instead'] },
  { shape: 'the same statement said again between: not another one', said: ['2>9 the demo is on Monday', '5>9 the demo is on Monday', '9 make it Friday instead'] },
  { shape: 'a day and a time changed, a day alone said between', said: ['2 the demo is on Monday at 09:00', '4>9 the review is on Wednesday', '9 make it Friday at 10:00 instead'] },
  { shape: 'said in the turn that approved the call: it comes with the approval', said: ['5 the assembly starts at 09:00', '6 update_event({"event": "assembly", "time": "09:30"})'], approvedIn: { 6: 5 } },
  { shape: 'said before the turn that approved the call: the call replaces it', said: ['3>6 the assembly starts at 09:00', '6 update_event({"event": "assembly", "time": "09:30"})'], approvedIn: { 6: 5 } },
  { shape: 'moved by an amount, then set again: the move came first', said: ['1>3 the flight leaves at 09:00', '3- push the flight an hour later', '5- the flight leaves at 11:00 now'] },
  { shape: 'set again, then moved by an amount: the new value came first', said: ['1>3 the flight leaves at 09:00', '3- the flight leaves at 10:00 now', '5- push the flight an hour later'] },
  { shape: 'a word put right twice: the first correction replaces it', said: ['1>3 the flyers have to be on matte paper', '3 glossy not matte', '5 silk not matte'] },
  { shape: 'a word put right, then the rule dropped: the correction came first', said: ['1>3 the flyers have to be on matte paper', '3- glossy not matte', '5- forget the matte paper rule'] },
  { shape: 'moved by an amount far back, naming the thing: it shares a word', said: ['1>12 the bathroom starts 19 Jan', '12 push the bathroom a week later'] },
  { shape: 'moved by an amount: the statement sharing its words, not the latest', said: ['1>4 the flight leaves at 09:00', '2 we meet at 19:00', '4 push the flight an hour later'] },
  { shape: 'a count raised naming its own thing, answering a turn with a count no statement says: read by its own words', said: ['1 kuduz aşısı 650 TL', '2>4 30 kuduz aşısı sipariş et', '4 kuduza 10 daha ekle'], answers: { 4: 'Kuduz aşısından 20 doz kaldı.' } },
  { shape: 'a factor of the value the sentence before names, whatever its unit', said: ['1>3 the lr is 3e-4', '2 batch size is 64', '3 halve it'], context: { 3: 'the lr feels high for bf16. halve it' } },
  { shape: 'a factor of the size the sentence before names, not of the one said since', said: ['1>4 the logo is 40 px wide', '2 the header is 80 px tall', '4 double it'], context: { 4: 'the logo looks tiny. double it' } },
  // supersession.ts lines 2165-2233, the survivors of the supersession-9 shard's second run (issue 12).
  { shape: "another day said in the earlier one's own turn: not between, so each is the one of its kind nearest", said: ['3>9 the demo is on Monday', '3>9 the review is on Wednesday', '9 make it Friday instead'] },
  { shape: 'a bare number said between does not count, beside a change that says a headcount too', said: ['2>9 the demo is on Monday', '4 the door code is 4821', '9 make it Friday, for 3 people'] },
  { shape: 'a move said again, with the value it moves: its first saying is not another statement to move', said: ['1>3 the flight leaves at 09:00', '3 push the 09:00 flight an hour later', '5 push the 09:00 flight an hour later'] },
  { shape: 'a count raised naming its own thing, the count the turn it answers names said only after it: read by its own words', said: ['1 kuduz aşısı 650 TL', '2>4 30 kuduz aşısı sipariş et', '4 kuduza 10 daha ekle', '6 20 doz kuduz aşısı kaldı'], answers: { 4: 'Kuduz aşısından 20 doz kaldı.' } },
  { shape: 'a count raised naming its own thing, the count the turn it answers names said only in its own turn: read by its own words', said: ['1 kuduz aşısı 650 TL', '2>4 30 kuduz aşısı sipariş et', '4 kuduza 10 daha ekle', '4 20 doz kuduz aşısı kaldı'], answers: { 4: 'Kuduz aşısından 20 doz kaldı.' } },
  { shape: 'a factor moves no date, even of the thing the sentence before names', said: ['1 the launch is on 12 June', '3 double it'], context: { 3: 'the launch feels rushed. double it' } },
  { shape: 'a move by a day moves no bare number, even of the thing the sentence before names', said: ['1 the lr is 3e-4', '3 push it a day later'], context: { 3: 'the lr run is too early. push it a day later' } },
  { shape: 'a count raised of the thing the sentence before names moves its bare number', said: ['1>3 the batch size is 64', '3 order 10 more of them'], context: { 3: 'the batch is small. order 10 more of them' } },
  { shape: 'a count raised of one thing moves no count of another said near it', said: ['1 we print 2000 flyers', '3 order 5 more chairs'] },
  { shape: 'moved by an amount: of the statements sharing as many words, the latest', said: ['1>3 the bathroom was planned for 19 Jan', '3>5 the bathroom starts 26 Jan', '5 push the bathroom a week later'] },
  { shape: 'a factor of what the change names, not the count of it said before: the cost shares more words', said: ['1 we print 2000 flyers', '3>5 the flyers cost £300', '5 cut the flyers cost by 10%'] },
  { shape: 'a factor of what the change names, not the count of it said before: as many words, the latest', said: ['1 we print 2000 flyers', '3>5 the flyers take 3 days to print', '5 halve the print time for the flyers'] },
  { shape: 'a share of the hours, naming only the hours: it scales the length said in hours', miss: 'read as a share that names no thing, since "hours" is a word of the move, so it scales nothing (supersession.ts:2221)', said: ['1>3 the workshop runs 6 hours', '3 we need 20% more hours'] },
  { shape: 'pointed at, then set again: the pointer came first', wideMiss: 'typed wide, "put  them  in  the  other  van" is not read as pointing at the van', said: ['1>3 the parcels have to go in the blue van at 09:00', '3 put them in the other van', '5 the parcels have to go at 10:00 now'] },
  // supersession.ts lines 2171-2224 and 2299 (issue 12, the survivors the supersession-9 and supersession-10 shards'
  // runs left): the same statement said again, an approved call that sets no value, and of two statements of one turn,
  // the latest is the one said last in it.
  { shape: 'a cancel said again is not another statement: it does not replace its first saying', said: ['1>3 the flyers have to be on matte paper', '3 forget the matte paper rule', '5 forget the matte paper rule'] },
  { shape: 'an approved call that asks about a move sets no value: the statement stays', said: ['3 the assembly starts at 09:00', '6 check_availability({"room": "main hall", "query": "assembly an hour later"})'], approvedIn: { 6: 5 } },
  { shape: 'moved by an amount: of two statements of one turn sharing as many words, the one said last', said: ['1 the shuttle leaves at 08:00', '1>3 the shuttle leaves at 08:30', '3 push the shuttle half an hour later'], context: { 1: 'the shuttle leaves at 08:00. no wait, the shuttle leaves at 08:30' } },
  { shape: 'a word put right: of two statements of one turn that say it, the one said last', said: ['1 the flyers have to be on matte paper', '1>3 the flyers have to be on matte card', '3 glossy not matte'], context: { 1: 'the flyers have to be on matte paper. sorry, the flyers have to be on matte card' } },
  // ---- supersession-4 (supersession.ts 683, `headPair`): a day said alone and an "okay" (a statement of no word that
  // names a thing) are no change of each other: nothing replaces either.
  { shape: "a day said alone, then a bare 'okay': neither replaces the other", said: ['1 thursday', '3 okay'] },
  { shape: "a bare 'okay', then a day said alone: neither replaces the other", said: ['1 okay', '3 thursday'] },
  // ---- supersession-4 (supersession.ts 845, `takeRecommended`): an answer that names the value the assistant
  // recommended and says a value of its own sets its own ("the time you suggested is too early, move it to 06:30" is
  // 06:30, not the 06:00 recommended), which a later value then changes.
  {
    shape: "the recommended value named and another said: the answer's own value, which a later one changes",
    said: ['1>3 the Bursa bus leaves at 07:00', '3>5 the time you suggested is too early, move it to 06:30', '5 actually 06:00 is fine'],
    answers: { 3: "I'd suggest 06:00 for the Bursa bus. 07:00 works too." },
  },
  {
    shape: "Turkish, the recommended value named and another said: the answer's own value, which a later one changes",
    said: ["1>3 Bursa otobüsü 07:00'de kalksın", '3>5 önerdiğin saat erken, 06:30 olsun', '5 yok 06:00 olsun'],
    answers: { 3: 'Bursa otobüsü için iki seçenek var. Bursa için 06:00 öneririm. 07:00 da olur.' },
  },
  // ---- supersession-9 (supersession.ts 2200, the referent's statements alone): "it" after a sentence that names a thing
  // whose rule holds no value the move moves ("the logo goes top left"): nothing moves, not another value said between.
  { shape: '"double it" after a sentence naming a thing whose rule holds no number: nothing moves, not a count said between', said: ['1 the logo goes top left', '2 we print 200 flyers', '4 double it'], context: { 4: 'the logo looks tiny. double it' } },
  // ---- supersession-9 (supersession.ts 2192, the referent held): a move that names the value it moves ("the 10:00
  // call") moves a statement holding that value, never one of another value of its kind ("we meet at 09:00"); said again,
  // it is the same move.
  {
    shape: 'a move naming its value, said again: it moves no statement of another value',
    miss: 'no rule holds the 10:00 the turn it answers names but the move\'s own first saying, so the move is read by its own words, which share none, and moves the latest time of the last few turns (supersession.ts:2192)',
    said: ['2 push the 10:00 call an hour later', '3 we meet at 09:00', '5 push the 10:00 call an hour later'],
    answers: { 5: 'The call is at 10:00.' },
  },
];

/** The rows misread however they are typed, each an expected failure of its own (`everyRow` reads a table of one). */
export const SUPERSESSOR_MISSES: readonly ConversationRow[] = SUPERSESSOR_ROWS.filter((row) => row.miss !== undefined);

/** The rows misread typed wide, each an expected failure of its own, typed wide. */
export const SUPERSESSOR_WIDE_MISSES: readonly ConversationRow[] = SUPERSESSOR_ROWS.filter((row) => row.wideMiss !== undefined);

/** One row typed wide, as its known miss states it. */
export function propertySupersessorWide(supersessions: Supersessions, row: ConversationRow): fc.IPropertyWithHooks<[null]> {
  return oneConversationWide(supersessions, row);
}

/** Every row read whole, as written and typed wide (a row with a `wideMiss`, as written only). */
export function propertySupersessors(supersessions: Supersessions, rows: readonly ConversationRow[] = SUPERSESSOR_ROWS): fc.IPropertyWithHooks<[null]> {
  return everyConversation(supersessions, rows, () => true);
}
