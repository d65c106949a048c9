/**
 * A change said relative to the value it changes, without the new value:
 * "push the flight a day later", "one more person is coming", "add another
 * 500 EUR", "standup is 30 min later", "bir gece daha ekledik", "iki kişi
 * daha geliyor", "pencereyi bir saat ileri alalım", and moved by an amount
 * with no word of direction: "push the book sale a week", "move the survey
 * up a day", "kovan kontrolünü bir gün ertele", "haftaya kaydır".
 *
 * It names what kind of value it changes by its unit, so supersession can
 * find the statement it revises (the latest earlier one with a value of that
 * kind). Read on folded text (`foldCase`).
 *
 * "an hour ago" and "bir saat önce" are not changes, they narrate: only
 * words that move a value count ("later", "earlier", "more", "daha",
 * "ileri", "geri").
 */
export type RelativeKind = 'day' | 'hour' | 'people' | 'night' | 'money' | 'factor' | 'count' | 'scaled';

const COUNT = '(?:a|an|one|two|three|four|five|\\d+|bir|iki|uc|dort|bes|yarim)';
const UNITS: [RelativeKind, string][] = [
  ['people', '(?:person|people|guests?|travell?ers?|adults?|kids?|seats?|kisi\\p{L}*|misafir\\p{L}*|yetiskin\\p{L}*|cocuk\\p{L}*)'],
  ['night', '(?:nights?|gece\\p{L}*)'],
  ['day', '(?:days?|weeks?|gun\\p{L}*|hafta\\p{L}*)'],
  ['hour', '(?:hours?|hrs?|h|min(?:ute)?s?|saat\\p{L}*|dakika\\p{L}*|dk)'],
];
/** The words that move a value, after the count and unit ("a day later", "bir saat ileri", "iki kişi daha"). */
const MOVES = '(?:later|earlier|sooner|longer|shorter|more|extra|fewer|less|back|forward|daha|ileri(?:ye)?|geri(?:ye)?|erken(?:e|den)?|gec|fazla|eksik|sonraya|onceye|one)';

/** After a Turkish verb stem: any suffix but the past's (-dI, -mIş, and their passives: "kaydırdılar", "ertelendi", "kaydırılmış"). */
const TR_ASKED = '(?!n?d[iu]|n?m[iu]s|[iu]l(?:d|m[iu]s))\\p{L}*';

/** A percent as people type it: "25%", "%20", "10 %", "15 percent", "yüzde 25" (folded: "yuzde"). */
const SHARE = '(?:%\\s*\\d+(?:[.,]\\d+)?|(?<![\\p{L}\\p{N}])\\d+(?:[.,]\\d+)?\\s*(?:%|percent|per\\s+cent)|(?<![\\p{L}])yuzde\\s+\\d+(?:[.,]\\d+)?)';

const PATTERNS: [RelativeKind, RegExp][] = [
  ...UNITS.map(([kind, unit]): [RelativeKind, RegExp] => [kind, new RegExp(`(?<![\\p{L}\\p{N}])${COUNT}\\s*${unit}\\s+${MOVES}(?![\\p{L}])`, 'u')]),
  // A date moved to the day before or after the one it was ("move it to the day after", "to the night before",
  // "ertesi güne", "bir gün öncesine"): moved to it, not a day told in passing ("the next day we talk payment").
  ['day', /(?<![\p{L}])(?:to|till|until)\s+the\s+(?:(?:day|night|morning|evening|week)\s+(?:after|before)|(?:next|following|previous)\s+(?:day|week|morning|evening))(?![\p{L}])|(?<![\p{L}])(?:ertesi\s+(?:gun|hafta|sabah|aksam)|(?:bir|iki|\d+)\s+(?:gun|hafta)\s+(?:oncesi|sonrasi)|(?:onceki|sonraki)\s+(?:gun|hafta))(?:y?[ae]|n[ae])(?![\p{L}])/u],
  // Moved by an amount with a verb of moving and no word of direction, or "up" ("move the survey up a day", "push the
  // book sale a week", "bring the call back an hour"): an amount the thing moves by, not one it lasts ("push the team for a
  // week", "move it in a day", "a week ago").
  ...UNITS.filter(([kind]) => kind === 'day' || kind === 'hour').map(([kind, unit]): [RelativeKind, RegExp] => [
    kind,
    new RegExp(`(?<![\\p{L}])(?:move|moving|push|pushing|bring|pull|shift|bump|slide|delay|postpone)\\s+(?:(?!(?:for|in|within|every|per|each|after|before|by|on|at|to|till|until|is|was|were|of|took|lasted)\\s)[^\\s,.;]+\\s+){0,4}?(?:(?:up|back|out|forward|ahead)\\s+)?(?:by\\s+)?${COUNT}\\s+${unit}(?![\\p{L}])(?!\\s+(?:ago|long|later|earlier))`, 'u'),
  ]),
  // The same in Turkish, the verb after it: "bir gün ertele", "iki saat kaydıralım"; "haftaya ertele" (to next week). Asked
  // for, not told in the past ("etkinliği bir gün kaydırdılar", "ertelenmiş"): told, with no value, it is narration.
  ...UNITS.filter(([kind]) => kind === 'day' || kind === 'hour').map(([kind, unit]): [RelativeKind, RegExp] => [
    kind,
    new RegExp(`(?<![\\p{L}\\p{N}])${COUNT}\\s+${unit}\\s+(?:ertele|kaydir|otele)${TR_ASKED}`, 'u'),
  ]),
  ['day', new RegExp(`(?<![\\p{L}])(?:gelecek\\s+|sonraki\\s+)?haftaya\\s+(?:(?:ertele|kaydir|otele|birak|tasi)${TR_ASKED}|(?:al|at)(?:[ai]l[ai]m|[iu]n|s[ai]n)?(?![\\p{L}]))`, 'u')],
  // "one more person", "an extra night", "two fewer rooms".
  ...UNITS.map(([kind, unit]): [RelativeKind, RegExp] => [kind, new RegExp(`(?<![\\p{L}\\p{N}])(?:${COUNT}\\s+(?:more|extra|fewer|less)|another|an\\s+extra)\\s+${unit}(?![\\p{L}])`, 'u')]),
  // "add two more", "two more are coming": a count without its unit is the people of a headcount, when nothing follows it or they come.
  ['people', new RegExp(`(?<![\\p{L}])(?:add|plus)\\s+${COUNT}\\s+more(?=\\s*(?:$|[,.;!]|to\\s|for\\s|at\\s))|(?<![\\p{L}])${COUNT}\\s+more\\s+(?:are|will\\s+be|is)?\\s*(?:coming|joining)(?![\\p{L}])`, 'u')],
  // "another 500 EUR", "add $300", "€200 more", "5 bin TL daha": an amount added (a bare "3 more" is no amount).
  ['money', /(?<![\p{L}])(?:another|an\s+extra)\s+[€$£₺]?\d[\d.,]*(?:\s?(?:k|bin|eur|euros?|usd|dollars?|tl|lira))?(?![\p{L}\p{N}])|(?<![\p{L}])add(?:ing)?\s+(?:[€$£₺]\s?\d[\d.,]*|\d[\d.,]*\s?(?:k|bin|eur|euros?|usd|dollars?|tl|lira))(?![\p{L}\p{N}])|(?:[€$£₺]\s?\d[\d.,]*(?:\s?(?:k|bin))?|\d[\d.,]*(?:\s?(?:k|bin|milyon))?\s?(?:k|bin|eur|usd|tl|lira))\s+(?:more|daha|fazla)(?![\p{L}])/u],
  // "double it", "halve that", "cut it in half", "iki katına çıkar", "yarıya indir": a factor of an amount or a count.
  // A rise or a cut by a percentage ("%10 artır", "fiyatı %5 düşürelim", "bump the per-head by 15%"): a factor too.
  ['factor', /%\s?\d+(?:[.,]\d+)?'?\p{L}*\s+(?:artir|arttir|yukselt|dusur|azalt|indir|zam)\p{L}*|(?<![\p{L}])(?:raise|increase|bump|cut|reduce|lower)\s+(?:[^\s,.;]+\s+){0,3}?by\s+\d+(?:[.,]\d+)?\s?%/u],
  // A share of a count or a length by a percent, naming the thing it scales ("we need 25% fewer patients", "20% less
  // water", "15 percent more skaters", "cut the laser show run time by 10 %", "seanslara %20 daha az kişi", "çalışma
  // süresini yüzde 25 kısaltalım"): not a price, so no verb of price ("zam"), and the thing named, since the percent
  // alone says nothing of what it scales ("ticket sales are up 10 %"). After "by", only a thing of a few words with no
  // preposition in it: "cut the supply order for the evening shift by 25%" scales the order, not the shift's count.
  // Supersession moves a statement only when it names the same thing (`scaled` in supersession.ts).
  ['scaled', new RegExp(`${SHARE}\\s+(?:more|less|fewer|longer|shorter|daha\\s+(?:az|fazla|cok|kisa|uzun)|eksik)\\s+\\p{L}{3,}|${SHARE}'?\\p{L}*\\s+(?:kisalt|uzat|azalt|artir|arttir|dusur|indir(?!im)|cogalt)\\p{L}*|(?<![\\p{L}])(?:raise|increase|bump|cut|reduce|lower|trim|shorten|lengthen|extend|grow|shrink)\\s+(?:(?!(?:for|of|on|in|at|to|from|with|per)\\s)[^\\s,.;]+\\s+){1,5}?by\\s+${SHARE}(?![\\p{L}\\p{N}])`, 'u')],
  ['factor', /(?<![\p{L}])(?:double|triple|halve|quadruple)\s+(?:it|that|this|them|the\s+\p{L}+)(?![\p{L}])|(?<![\p{L}])(?:cut|reduce)\s+(?:it|that|this|them)\s+(?:in|by)\s+half(?![\p{L}])|(?<![\p{L}])(?:iki|uc|dort)\s+katin[ae](?![\p{L}])|(?<![\p{L}])yariya\s+(?:indir|dusur|cek)\p{L}*/u],
  // A count of a thing raised by a number, with a verb that asks for it ("we need 500 more flyers", "order 20 more
  // chairs", "kuduza 10 daha ekle", "5 tane daha gönder"): the count said before of the same thing. Not a count found
  // or told ("we found 3 more bugs", "iki soru daha var"), and not an addition of a thing of its own ("add two more
  // tests"): only these verbs ask. Last: a unit of people, nights or money says more. The thing may be a pronoun ("order
  // two more of those"): what it stands for, the turn before names (supersession's referent).
  ['count', /(?<![\p{L}])(?:need|order|print|get|make|send|bring|want)\s+(?:another\s+)?(?:\d[\d.,]*|two|three|four|five|ten)\s+more\s+(?:of\s+(?:those|these|them)(?![\p{L}])|\p{L}{3,})|(?<![\p{L}\p{N}.,])\d[\d.,]*\s+(?:tane\s+)?daha\s+(?:ekle|koy|gonder|bas|yolla|getir|siparis)\p{L}*/u],
];

/**
 * A word every pattern above needs, as a piece of text: a text with none of them is no relative change, found
 * with one test instead of fourteen (most clauses are not one). Keep it a superset when a pattern changes:
 * relativeChange.test.ts checks each pattern's own words against it.
 */
const ANY_MOVE = /%|percent|yuzde|ertele|kaydir|otele|haftaya|move|moving|push|bring|pull|shift|bump|slide|delay|postpone|later|earlier|sooner|longer|shorter|more|extra|fewer|less|back|forward|daha|ileri|geri|erken|gec|fazla|eksik|sonra|once|one|day|night|morning|evening|week|ertesi|another|add|plus|double|triple|halve|quadruple|cut|reduce|katin|yariya|artir|arttir|yukselt|dusur|azalt|indir|zam|raise|increase|bump|lower/u;

/** The kind of value a relative change moves, or undefined when the text says none. */
export function relativeChange(folded: string): RelativeKind | undefined {
  if (!ANY_MOVE.test(folded)) return undefined;
  for (const [kind, pattern] of PATTERNS) if (pattern.test(folded)) return kind;
  return undefined;
}
