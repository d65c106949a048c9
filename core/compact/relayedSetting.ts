import { foldCase } from './foldCase.js';
import { splitClauses, splitSentences } from './sentences.js';

/**
 * A value set by someone with the power to set it, relayed by the user with
 * no word of taking (issue 14): "müdür … sınıf mevcudu artık 16'ya kadar
 * olabilir dedi", "the pool manager said lane swimming closes at 21:00 on
 * weekdays from monday", "the head archivist said each reader can now
 * request 5 boxes a day", "havuz müdürü pazartesiden itibaren kulvarlar
 * 21:00'de kapanacak dedi". The clause is someone else's words, so it is
 * not kept as a rule of the user's; but the user passes it on as the value
 * that now holds, and the rule it changes is stale.
 *
 * Read as set only when the words say the value holds from now on (a word
 * of the change's time: "now", "from monday", "this year", "artık",
 * "itibaren", "bu yıl") and it is told in the past or present of a verb of
 * telling ("said", "says", "told us", "emailed", "dedi", "söyledi",
 * "yönetime göre"). Not when it is a wish or a suggestion ("wants", "asked
 * for", "suggested", "istiyor", "öneriyor": a wish never replaces the
 * user's rule), a question, a value that was ("used to", "years ago",
 * "eskiden"), the teller's own thing ("their inspections take 45 minutes",
 * "kendi kontrolleri"), or when the sentence goes on against it ("…, I said
 * no, it stays €20", "… dedi ama kabul etmedim"). The caller keeps the
 * clause only when it replaces a statement kept: a value told that changes
 * nothing adds nothing.
 *
 * Read on folded text (`foldCase`).
 */

/** A verb of telling, or "according to": the value is someone else's word. Past forms only in Turkish: "diyor" is an opinion ("75 dakika yeter diyor"). */
const TELLS =
  /(?<![\p{L}])(?:says|said|told\s+(?:us|me|them)|tells\s+(?:us|me)|emailed|e-mailed|texted|wrote|confirmed|let\s+(?:us|me)\s+know|informed\s+(?:us|me)|according\s+to|dedi|dediler|demis|demisler|soyledi|soylediler|soylemis|yazdi|yazdilar|yazmis|bildirdi|bildirdiler|iletti)(?![\p{L}])|\p{L}(?:y?[ae]|n[ae])\s+gore(?![\p{L}])/u;
/** The time the value holds from: it is set, not only said. */
const FROM_NOW =
  /(?<![\p{L}])(?:now|from\s+now\s+on|from\s+\p{L}+|as\s+of|starting|this\s+(?:year|season|term)|artik|itibaren|bundan\s+sonra|bu\s+(?:yil|sene|sezon|donem))(?![\p{L}])/u;
/** A wish, a suggestion or a request: someone else's, which never replaces the user's rule. */
const WISH =
  /(?<![\p{L}])(?:wants?|wanted|would\s+like|asked|asks|suggest\p{L}*|propos\p{L}*|recommend\p{L}*|prefers?|hopes?|istiyor\p{L}*|istedi\p{L}*|istemis\p{L}*|oneri\p{L}*|onerdi\p{L}*|onermis\p{L}*|rica|talep\p{L}*)(?![\p{L}])/u;
/** A question: a question mark, or a Turkish question particle. */
const ASKS = /\?|(?<![\p{L}])m[iu]y?(?:d[iu]|s[iu]n|y[iu]z)?(?![\p{L}])/u;
/** A value that was, not one that holds: also no change told (`extractSummary`'s told clauses). */
export const PAST = /(?<![\p{L}])(?:used\s+to|years\s+ago|back\s+then|last\s+(?:year|season)|eskiden|onceden|bir\s+zamanlar|gecen\s+(?:yil|sene)|idi)(?![\p{L}])/u;
/** The teller's own thing: "their inspections", "kendi kontrolleri". */
const THEIRS = /(?<![\p{L}])(?:their|his|her|kendi)\s+\p{L}/u;
/** The sentence goes against it from the teller on: the user refuses or keeps the old value. */
const AGAINST =
  /(?<![\p{L}])(?:but|however|no|not|keep|stays|ama|fakat|ancak|olmaz|hayir|degil|kalsin|etmedim|etmeyecegim|reddettim)(?![\p{L}])/u;

export function relayedSetting(text: string): string | undefined {
  for (const sentence of splitSentences(text)) {
    const clauses = splitClauses(sentence);
    const folded = clauses.map((c) => foldCase(c));
    for (let k = 0; k < clauses.length; k++) {
      if (!TELLS.test(folded[k]!)) continue;
      // "arşiv şefi söyledi, okuyucu başına artık 5 kutu": the teller alone in its clause tells the one after it.
      const end = /\p{N}/u.test(folded[k]!) ? k : k + 1 < clauses.length && /\p{N}/u.test(folded[k + 1]!) ? k + 1 : -1;
      if (end < 0) continue;
      const span = folded.slice(k, end + 1).join('');
      if (!FROM_NOW.test(span) || WISH.test(span) || PAST.test(span) || THEIRS.test(span)) continue;
      // A question anywhere in the sentence, or a refusal from the teller on: "did the manager say … now?", "… dedi ama
      // kabul etmedim", "…, I said no, it stays €20".
      if (ASKS.test(folded.join('')) || AGAINST.test(folded.slice(k).join(''))) continue;
      return clauses
        .slice(k, end + 1)
        .join('')
        .replace(/[\s,;.!]+$/u, '')
        .trim();
    }
  }
  return undefined;
}
