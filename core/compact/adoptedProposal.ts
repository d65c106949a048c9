import { foldCase } from './foldCase.js';
import { splitClauses, splitSentences } from './sentences.js';

/**
 * Someone else's figure, taken by the user in the same turn (issue 14):
 * "Jonas suggested warmup 1,000 instead of 500 …, he's right, use 1,000",
 * "she wants the block at 55. ugh. ok 55, she's the boss", "şef mercimek
 * yerine ezogelin öneriyor … olur, ezogelin yapsınlar", "liman müdürü son
 * vapur 22:30'da kalksın dedi. tamam öyle olsun". The words that take it
 * ("he's right, use 1,000", "tamam öyle olsun") name nothing of what they
 * change, and the proposal that names it is someone else's, which alone
 * changes nothing: read together, from the proposal to the end of the
 * sentence that takes it, they are the user's change.
 *
 * Taken only by words that take (`STRONG`), or by a bare yes ("ok",
 * "olur") with the proposal's own number or word right after it ("ok 55",
 * "olur, ezogelin yapsınlar"). Not taken when the sentence goes on with a
 * "but" or a no ("he's right that the pitch is soaked, but keep 90",
 * "usta 05:30'u öneriyor ama olmaz"), when "right" is about something
 * named ("right that …", "rüzgar konusunda haklı"), or when it asks
 * ("sence haklı mı?"). The caller keeps the span only when it replaces a
 * statement kept: a proposal taken that changes nothing adds nothing.
 */

/** Someone else proposes, wants or says: the verb of a third party's proposal, not the user's own ("I suggested", "dedim"). */
export const PROPOSES =
  /(?<![\p{L}])(?:suggest(?:s|ed)?|propos(?:es|ed)|recommend(?:s|ed)?|wants|wanted|asked\s+for|asks\s+for|says|said|thinks|reckons|insists\s+on|oneriyor\p{L}*|onerdi|onermis|istiyor\p{L}*|istedi|istemis|diyor\p{L}*|dedi|demis|soyledi|soyluyor)(?![\p{L}])/u;
/** The user or the user's side as the one proposing: "I suggested", "we said". */
const OWN_SUBJECT = /^(?:i|we|i've|we've|i'd|we'd|ben|biz)\s/u;
/** Words that take what was just proposed, whatever it was. */
const STRONG =
  /(?<![\p{L}])(?:(?:he|she|they)(?:'s|'re|\s+is|\s+are)?\s+(?:right|the\s+boss)|fair\s+enough|good\s+call|good\s+point|agreed|makes\s+sense|(?:let'?s|we'll)\s+(?:do|go\s+with)\s+(?:that|it|what\s+(?:he|she|they)\s+sa(?:id|ys))|do\s+what\s+(?:he|she|they)\s+sa(?:ys|id)|go\s+with\s+(?:that|it)|hakli(?:lar)?|dedigi\s+gibi|dedikleri\s+gibi|oyle\s+olsun|oyle\s+yapalim|oyle\s+yapsinlar|mantikli)(?![\p{L}])/u;
/** A bare yes: takes a proposal only with its own value or word right after. */
const WEAK = /^(?:ok|okay|fine|sure|yes|olur|tamam|peki)(?![\p{L}])/u;
/** The sentence goes on against it, or the taking is denied or asked. */
const AGAINST = /(?<![\p{L}])(?:but|though\s+not|however|no|not|don'?t|keep|stay|stays|ama|fakat|ancak|olmaz|hayir|degil|kalsin)(?![\p{L}])|\?|(?<![\p{L}])m[iu](?![\p{L}])/u;
/** "right that …", "right about …", "rüzgar konusunda haklı": right about a thing of its own. */
const ABOUT = /(?<![\p{L}])(?:right\s+(?:that|about|on)|agreed\s+(?:on|about)|konusunda|hakkinda)(?![\p{L}])/u;
/** A value, or a word that names a replacement ("instead", "yerine"): what a proposal changes something to. */
const PROPOSAL_VALUE = /\p{N}|(?<![\p{L}])(?:instead|yerine)(?![\p{L}])/u;

/** Content words of four letters or more, by their first four: "ezogelin" in the proposal and in "ezogelin yapsınlar". */
function words(folded: string): Set<string> {
  return new Set((folded.match(/\p{L}{4,}/gu) ?? []).map((w) => w.slice(0, 4)));
}
const numbers = (folded: string): Set<string> => new Set((folded.match(/\p{N}[\p{N}.,:]*\p{N}|\p{N}/gu) ?? []).map((n) => n.replace(/[^\p{N}]/gu, '')));

export function adoptedProposal(text: string): string | undefined {
  let cursor = 0;
  let proposal: { at: number; numbers: Set<string>; words: Set<string> } | undefined;
  for (const sentence of splitSentences(text)) {
    const start = text.indexOf(sentence, cursor);
    if (start < 0) return undefined;
    cursor = start + sentence.length;
    let offset = start;
    const clauses = splitClauses(sentence);
    for (let k = 0; k < clauses.length; k++) {
      const clause = clauses[k]!;
      const at = offset;
      offset += clause.length;
      const folded = foldCase(clause).trim();
      if (proposal === undefined) {
        if (PROPOSES.test(folded) && !OWN_SUBJECT.test(folded) && PROPOSAL_VALUE.test(folded)) proposal = { at, numbers: numbers(folded), words: words(folded) };
        continue;
      }
      const strong = STRONG.test(folded);
      const weak = WEAK.test(folded);
      if (!strong && !weak) continue;
      const rest = foldCase(clauses.slice(k).join(''));
      if (ABOUT.test(rest) || AGAINST.test(rest.replace(STRONG, ' '))) return undefined;
      // A bare yes takes only with the proposal's own value or word in it or in the clause after it.
      if (!strong) {
        const taken = foldCase(`${clause} ${clauses[k + 1] ?? ''}`).replace(WEAK, ' ');
        const ownValue = [...numbers(taken)].some((n) => proposal!.numbers.has(n));
        const ownWord = [...words(taken)].some((w) => proposal!.words.has(w));
        if (!ownValue && !ownWord) return undefined;
      }
      return text.slice(proposal.at, start + sentence.length).trim();
    }
  }
  return undefined;
}
