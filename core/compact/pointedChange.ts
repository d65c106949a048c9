import { foldCase } from './foldCase.js';

/**
 * A change that points at its new value instead of saying it (issue 14):
 * "put them in the other van", "second one pls", "bigger one then", "swap
 * those two", "pier 4 after all", "öbürü olsun", "ikincisine geçelim",
 * "büyük salona alalım", "ikisinin yerlerini değiştir", "ilk plana
 * dönelim", "vazgeçtim arka kapı kalsın". It has no value of the kind the
 * rule it changes set, so supersession by values cannot see it; what ties it
 * to that rule is a word of its turn or of the options it answers
 * (`findSupersessors`).
 *
 * The same words change nothing when they add a second thing ("the other van
 * takes the chairs", "öteki araba da sağdıçları getirsin"), ask ("should we
 * use the other kitchen?", "öbürü daha mı pahalı?"), compare ("the smaller
 * room is warmer though"), tell someone else's wish ("the drummer wants the
 * bigger studio", "kaptan ikincisini istiyor") or tell the past ("dün
 * masaların yerini değiştirdik"). A question, a wish and an addition are read
 * here; the rest say something of their own — a word no earlier statement
 * said ("chairs", "warmer", "masalar") — and `ownWords` hands those back for
 * the caller to check. A comparison with its noun ("the bigger stage", "büyük
 * salona alalım") picks among things of that kind: `thing` hands the noun
 * back, and the caller changes only a rule that names it.
 */
export type PointerKind = 'another' | 'option' | 'swap' | 'back';

const COMPARED = 'bigger|smaller|larger|cheaper|pricier|faster|slower|earlier|later|shorter|longer|closer|nearer|quieter|newer|older';
const TR_COMPARED = 'buyuk|kucuk|genis|ucuz|pahali|erken|gec|yakin|uzak|hizli|yavas|yeni';

/** Each form, folded, by kind. The order matters only for the kind reported when a text has two. */
const FORMS: [PointerKind, RegExp][] = [
  // "swap those two", "switch them around", "other way round", "yerlerini değiştir", "tam tersi olsun".
  ['swap', /(?<![\p{L}])(?:(?:swap|switch|flip) (?:them|those|these|the two|those two|these two|em)(?: (?:two|round|around|over))?|(?:swap|switch|flip|turn) (?:that|it) (?:round|around)|(?:the )?other way (?:round|around))(?![\p{L}])|(?<![\p{L}])(?:yer(?:ler)?ini degistir\p{L}*|(?:tam )?tersi(?:ni)? (?:yap|olsun)\p{L}*)/u],
  // "after all", "the original plan", "never mind, X it is", "ilk plana dönelim", "eskisi gibi", "vazgeçtim".
  ['back', /(?<![\p{L}])(?:after all|(?:the |our |my )?original (?:plan|idea|one)|as (?:originally )?planned|(?:like|as) (?:we|i) (?:said|planned|had it) (?:originally|at first|before)|never ?mind|ilk plan\p{L}*|eski plan\p{L}*|eskisi gibi|ilk (?:soyledigim|dedigim|konustugumuz)\p{L}*|vazgectim|vazgectik)(?![\p{L}])/u],
  // "second one pls", "the former then", "bigger one then", "the smaller room", "ikincisine", "ucuz olanı", "büyük salona al".
  [
    'option',
    new RegExp(
      `(?<![\\p{L}])(?:(?:the )?(?:first|second|third|last|1st|2nd|3rd|former|latter|${COMPARED}) (?:one|option|choice|slot)|the (?:former|latter)|(?:the )?(?:first|second|third|last) of (?:those|them|these|the two)|the (?:${COMPARED}) \\p{L}{3,})(?![\\p{L}])` +
        `|(?<![\\p{L}])(?:(?:ilk|ikinci|ucuncu|sonuncu)(?:si|sin[ae]|sin[iu]|siyle|y[ae]|y[iu]|yle)|ilk(?:i|in[ei]|iyle)|(?:ilk|ikinci|ucuncu) (?:secenek|opsiyon)\\p{L}*|(?:${TR_COMPARED}) olan\\p{L}*|(?:${TR_COMPARED}) \\p{L}+?(?:y[ae]|[ae]|n[ae]) (?:al|tasi|gec|kaydir|cek)\\p{L}*)(?![\\p{L}])`,
      'u',
    ),
  ],
  // "the other van", "another court", "öbürü", "diğerine", "öteki arabayı" — not "on the other hand", "öbür gün" (the day after tomorrow).
  ['another', /(?<![\p{L}])(?:(?:the|that) other (?!(?:hand|day|way|week|side|half|ones|two|three|four|five|six)(?![\p{L}]))\p{L}{3,}|another (?!(?:time|day|week|way)(?![\p{L}]))\p{L}{3,}|(?:obur|oteki|diger)(?! (?:gun|hafta|ay|yil|taraf|yandan))\p{L}*)(?![\p{L}])/u],
];

/**
 * The thing a comparison names, folded, its Turkish case ending off: "the bigger stage" → "stage", "büyük salona alalım"
 * → "salon"; not a pronoun ("bigger one", "büyük olanı"), whose thing is in the options it answers.
 */
const COMPARED_THING = new RegExp(
  `^(?:the (?:${COMPARED}) (?!(?:one|option|choice|slot)(?![\\p{L}]))(\\p{L}{3,})|(?:${TR_COMPARED}) (?!olan)(\\p{L}+?)(?:y[ae]|[ae]|n[ae]) \\p{L}+)$`,
  'u',
);

/** Each form, everywhere in a text: what is left of a clause without them is what it says of its own. */
const EVERY_FORM = FORMS.map(([, pattern]) => new RegExp(pattern.source, 'gu'));

/** A question: a question mark, an opening that asks, a Turkish question particle or word. */
const QUESTION = /\?|^(?:should|shall|could|would|what|whats|what's|which|how|why|where)(?![\p{L}])|(?<![\p{L}])(?:m[iu]y?(?:d[iu]r|s[iu]n|y[iu]z)?|nasil|ne|hangisi\p{L}*)(?![\p{L}])/u;
/** Someone's wish or a thing added beside, not a change: "wants", "istiyor", "too", "also", "da/de" after a word. */
const ASIDE = /(?<![\p{L}])(?:wants?|wanted|would like|prefers|asks?|asked|if|istiyor\p{L}*|istedi\p{L}*|too|also|as well|extra|in addition|ayrica|da|de)(?![\p{L}])/u;
/** A form negated ("only that sensor, not the other ones"): the rule's scope, not a change. */
const NEGATED_BEFORE = /(?<![\p{L}])(?:not|no|never|except|but)\s+$/u;
/** "vazgeçtim", "never mind" give up what the sentence said before them ("… diye düşündüm ama hayır, vazgeçtim") unless they open it. */
const GIVES_UP = /^(?:vazgect|never ?mind)/u;
const OPENING = /^(?:\s|yok|hayir|ok|okay|nah|hmm+|hm|tamam|peki|aslinda|actually|oh|ah|no|[,.;:!-])*$/u;
/** Words that say nothing of their own beside a form: fillers, pronouns, the verbs that put or take. */
const FILLER = /^(?:the|a|an|and|but|so|then|now|ok|okay|pls|plz|please|nah|yeah|yes|yep|no|not|just|instead|actually|rather|lets|let's|let|tmrw|tomorrow|today|tonight|them|they|those|these|it|its|it's|is|be|that|this|one|two|of|to|in|at|on|for|with|from|into|put|use|do|make|take|give|have|get|go|move|switch|book|pick|try|keep|stick|stay|hold|send|ship|run|o|zaman|yok|tamam|peki|lutfen|bence|artik|simdi|yarin|bugun|bi|bir|ikisinin|ikisini|ikisi|gibi|olsun|kalsin|al\p{L}{0,4}|ayir\p{L}*|gec\p{L}{0,5}|yap\p{L}{0,5}|gi[dt]\p{L}{0,5}|don\p{L}{0,5}|koy\p{L}{0,5}|tasi\p{L}{0,5}|cek\p{L}{0,5}|sec\p{L}{0,5}|tut\p{L}{0,5})$/u;

/** The form in a folded text and its kind; undefined for none, a question, a wish or an addition. */
function formIn(folded: string): { kind: PointerKind; at: number; length: number } | undefined {
  for (const [kind, pattern] of FORMS) {
    const m = pattern.exec(folded);
    if (m !== null) return { kind, at: m.index, length: m[0].length };
  }
  return undefined;
}

/** The clauses of a text with their offsets: split at commas, semicolons and sentence ends. */
function clausesOf(text: string): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  const re = /[^,;.!?\n]+[,;.!?\n]*/gu;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) out.push({ text: m[0], at: m.index });
  return out;
}

const WORD = /\p{L}[\p{L}']*/gu;

/**
 * The clause of `text` that points at a new value, as written (a change taken back alone in its clause,
 * "never mind" or "vazgeçtim", takes the clause after it: "never mind, kitchen it is"), with its kind, its form (folded) and the words
 * it says of its own, folded; undefined when it has none, or when it asks, wishes or adds.
 */
export function pointedChange(text: string): { kind: PointerKind; form: string; clause: string; ownWords: string[]; thing?: string } | undefined {
  const folded = foldCase(text);
  const clauses = clausesOf(text);
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i]!;
    const own = folded.slice(c.at, c.at + c.text.length);
    const form = formIn(own);
    if (form === undefined) continue;
    let end = c.at + c.text.length;
    const alone = form.kind === 'back' && i + 1 < clauses.length && `${own.slice(0, form.at)} ${own.slice(form.at + form.length)}`.match(WORD) === null;
    if (alone) end = clauses[i + 1]!.at + clauses[i + 1]!.text.length;
    // A form in the clause after it goes with it: "not friday after all, thursday as planned".
    for (let k = alone ? i + 2 : i + 1; k < clauses.length && formIn(folded.slice(clauses[k]!.at, clauses[k]!.at + clauses[k]!.text.length)) !== undefined; k++) {
      end = clauses[k]!.at + clauses[k]!.text.length;
    }
    const clause = text.slice(c.at, end).replace(/[\s,;.!?]+$/u, '').trim();
    const reading = foldCase(clause);
    // A question anywhere in the clause's sentence asks; "?" may close the sentence after the clause.
    const sentenceEnd = folded.slice(end).match(/^[^.!?]*[.!?]?/u)![0];
    if (QUESTION.test(reading) || sentenceEnd.includes('?') || ASIDE.test(reading)) return undefined;
    const formText = own.slice(form.at, form.at + form.length);
    if (NEGATED_BEFORE.test(own.slice(0, form.at))) return undefined;
    if (GIVES_UP.test(formText) && !OPENING.test(folded.slice(0, c.at + form.at).split(/[.!?\n]/u).pop()!)) return undefined;
    // "ikincisi 22 Mart olsun" says its value: a change of value, read by its value (`supersedes`).
    if ((form.kind === 'another' || form.kind === 'option') && /\p{N}/u.test(reading)) return undefined;
    const rest = EVERY_FORM.reduce((t, pattern) => t.replace(pattern, ' '), reading);
    const ownWords = (rest.match(WORD) ?? []).map((w) => w.replace(/'.*$/u, '')).filter((w) => w.length >= 3 && !FILLER.test(w));
    const compared = form.kind === 'option' ? COMPARED_THING.exec(formText) : null;
    const thing = compared === null ? undefined : (compared[1] ?? compared[2])!;
    return { kind: form.kind, form: formText, clause, ownWords, ...(thing === undefined ? {} : { thing }) };
  }
  return undefined;
}
