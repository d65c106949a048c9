import { foldCase } from './foldCase.js';
import { extractIdentifiers } from './identifiers.js';
import { quotedSpans } from './sentences.js';
import { narratesChange, TR_DATIVE_VALUE } from './reportedChange.js';
import { beforeConfirmationTag, clauseWords, finalWord, sentTo, TR_SUPERLATIVE, turkishForm } from './turkishVerbs.js';

/**
 * What one clause of a user's turn is, for the extractive summarizer — the
 * rules it follows, in Turkish and English, written for the way people type
 * to an assistant: lower case, no marker word, a rule in passing.
 *
 * - `prohibition`: the user forbids something. English "don't / never / no
 *   X / nobody / nothing / can't go above / without asking"; Turkish from
 *   the clause-final verb (`turkishVerbs.ts`: "silme", "geçmesin",
 *   "aşmamalı", "kullanılmayacak", "yapmıyoruz"; a time or an aside after it
 *   does not hide it: "… yapılmamalı bu dönem"), "sakın …", "… yok" ("cuma deploy yok"),
 *   "asla", "yasak".
 * - `constraint`: a standing rule or a value the user sets: modal and limit
 *   words ("must", "only", "every", "at most", "under a page", "within 15
 *   min", "before 18:00", "lazım", "şart", "en fazla", "sadece"), "keep …",
 *   "instead of" / "yerine" (the new value is the one wanted), "from now
 *   on" / "artık", a value with a copula or a change ("budget is €38,000",
 *   "window moved … 04:00-05:00 UTC now", "1.125.000 TL oldu"), Turkish
 *   directives (`-sIn`, `-mAlI`, "yazılır", "okuyacaksın", "çekebilirsin").
 * - `decision`: a choice made: "let's", "we'll", "X it is", "go with",
 *   "ok book the easyjets", Turkish plans ("dönüyoruz", "gideceğiz",
 *   "yapalım", "aldık"), "olur", "yeter", "iptal".
 * - `rejected`: an option turned down: "not doing that", "forget the …",
 *   "not touching …", "koymayacağız", "vazgeçtim", "olmaz" ("koymayalım", let's
 *   not, is a prohibition from now on).
 * - `pending`: a step left open: "still need to", "ask … tomorrow", "not
 *   yet", "bilmiyorum", "sorcam", "belli değil".
 * - `question`: a question; the summarizer decides whether it is still open.
 * - `third-party`: someone else's wish ("Dana wants the release rolled back",
 *   "Kaan … istiyor", "she says we should …"): not the user's rule unless the
 *   user adopts it in a clause of their own.
 * - `no` / `ack`: a bare "no" or "fine": they colour the clause after them
 *   ("no, flag stays off" rejects; "fine, he gets it before 18:00" adopts).
 * - `none`: small talk, narration, a one-off task, and what the user says of
 *   the listener: "you're right", "you must be tired", "you should have told
 *   me", "you keep mixing them up", "haklısın", "yorgunsun", "geliyorsun" (the
 *   second person ends like the jussive: `turkishVerbs.ts`).
 *
 * These are rules, not understanding: docs/compaction.md lists what they
 * still miss.
 */
export type ClauseKind =
  | 'prohibition'
  | 'constraint'
  | 'decision'
  | 'rejected'
  | 'pending'
  | 'question'
  | 'third-party'
  | 'no'
  | 'ack'
  | 'none';

/** The words of a folded text, with the apostrophes and hyphens inside them ("don't", "must-have", "retry'ları"). */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'-]*/gu;

/**
 * The words of the last text asked about: every phrase list reads the same
 * clause, so it is split once. A memo of a pure function; nothing in it can
 * change an answer.
 */
let last: { text: string; words: string[] } | undefined;
function wordsOf(folded: string): string[] {
  if (last === undefined || last.text !== folded) last = { text: folded, words: Array.from(folded.matchAll(WORD), ([w]) => w.replace(/['-]+$/u, '')) };
  return last.words;
}

/** A list of whole-word phrases, matched against a clause's words (not a regular expression scanned at every position). */
interface Phrases {
  test(folded: string): boolean;
  /** The phrase starts the text. */
  starts(folded: string): boolean;
}

function words(list: readonly string[]): Phrases {
  // The lists' phrases are written with one space between their words.
  const set = new Set(list.map((w) => foldCase(w)));
  // Each length a phrase has: a phrase that starts at a word is its next n words joined, for one of these n.
  const lengths = [...new Set([...set].map((p) => p.split(' ').length))];
  // Every word that begins a phrase: most words begin none, and are passed over at once.
  const firsts = new Set([...set].map((p) => p.split(' ')[0]!));
  const from = (ws: readonly string[], i: number): boolean => firsts.has(ws[i]!) && lengths.some((n) => set.has(ws.slice(i, i + n).join(' ')));
  return {
    test: (folded) => {
      const ws = wordsOf(folded);
      return ws.some((_, i) => from(ws, i));
    },
    starts: (folded) => from(wordsOf(folded), 0),
  };
}

// ---------------------------------------------------------------- English

const EN_NEGATION = /(?<![\p{L}\p{N}])(?:zero tolerance|forbidden|prohibited|not allowed|not permitted|not ok|not okay|not acceptable|unacceptable|no-go|not a word|don'?t|do not|never|mustn'?t|must not|shouldn'?t|should not|can'?t|cannot|can not|won'?t|nobody|no one|noone|nothing|none of|none (?:in|on|at|for|after|before|over|under|with)|neither|without (?:asking|checking|telling|a |an |my |me )|unless i|off-limits|off limits|off the table|not an option|no option|hands off|not touching|refrain from|under no circumstances|out of it|not even|no more than|not (?:on|in|before|after|until|till|over|above|more|on|to|at|without|any))(?![\p{L}\p{N}])/u;
/** "no X" is a prohibition ("No meetings before 10", "no card data in the export"), but not "no problem" or a bare "no,". */
const EN_NO_X = /(?:^|[\s(:;])(?<!(?:had|was|were|got)\s)no (?!(?:problem|problems|worries|idea|rush|way|thanks|need|clue|reason|luck|one|longer)\b)(?![\p{L}\p{N}-]*\p{N})\p{L}/u;
/**
 * Who told it, then a colon: "Finance came back: we have $16,000 for the offsite", "the airline emailed: departure is
 * 11:40", "yönetim onayladı: toplam bütçe 45.000 €". The teller's past verb does not make what follows a narration:
 * what follows is read as said.
 */
const TOLD_LEAD = /^(?:[\p{L}'’.-]+ ){0,3}[\p{L}'’.-]+\s*:\s+(?=\S)/u;
/** "Zero downtime during business hours", "zero cash refunds": none of it allowed (not "zero issues so far"). */
const EN_ZERO = /^zero \p{L}(?!.*(?<![\p{L}])(?:so far|yet|today|yesterday|last|this (?:week|month|year))(?![\p{L}]))/u;
/** The user's own "we're not giving them a discount", "I'm not paying for extras", "stop cc'ing legal": a rule from now on. */
const EN_NOT_DOING = /(?<![\p{L}])(?:(?:we|i)(?:'re|'m| are| am) not \p{L}+ing|(?:stop|quit) \p{L}+(?:'?ing))(?![\p{L}])/u;
/**
 * A negation that narrates rather than forbids: a negative past ("Mark couldn't make the call", "the fix didn't
 * work", "you were never going to finish in time"), "nobody / nothing / never" before a past verb ("nobody picked
 * up", "I never got the email"), the user's own failure to find or reach something ("I can't find the invoice"),
 * "nothing new". A rule is said in the present or the imperative ("nobody touches prod", "never book red-eyes", "we
 * can't go above 2k").
 */
const EN_NEGATIVE_NARRATION = /(?<![\p{L}])(?:couldn'?t|could not|didn'?t|did not|wasn'?t|was not|weren'?t|were not|was never|were never|hadn'?t|had not|(?:nobody|no one|noone|nothing|never|none of (?:us|them)) (?:\p{L}+ly )?(?:\p{L}{2,}(?<!e)ed|got|went|came|said|told|made|took|saw|heard|knew|found|sent|gave|showed|replied|answered|left|ran|broke|changed)|(?:i|we) (?:can'?t|cannot|can not) (?:find|see|open|access|reach|remember|figure|believe|locate|load|download|hear|understand|log|connect|print|tell)|nothing (?:new|else|yet|much|to report|changed))(?![\p{L}])/u;
/**
 * A modal before a past participle speaks of the past: a reproach ("you should have told me", "you shouldn't have
 * sent that", "you could've asked") or a guess ("you must have misread the invoice"); no rule — except "must have
 * done X by/before …", a requirement to have done it ("must have completed the course before day one").
 */
const EN_MODAL_PERFECT = /(?<![\p{L}])(?:(?:should|shouldn'?t|could|couldn'?t|would|wouldn'?t|might|may)(?: not)?|(?:must|mustn'?t)(?: not)?(?!.*(?<![\p{L}])(?:before|by|until|prior to)(?![\p{L}])))(?: have|'ve| of) (?:(?:already|just|really|at least|never|at|least) )*(?:been|\p{L}{2,}ed|told|sent|done|gone|seen|known|made|said|paid|put|read|misread|forgotten|forgot|gotten|got|given|taken|brought|bought|thought|left|kept|written|spoken|heard|found|lost|won|run|come|become|broken|chosen|shown|set|meant|understood|misunderstood|mistaken)(?![\p{L}])/u;
/**
 * A guess about someone, with "must be" ("you must be tired", "you must be joking", "she must be so relieved"): not
 * the rule "you must be at the depot by 6am". A state of mind, or any word after "so", "really", "very".
 */
const EN_GUESS = /(?<![\p{L}])(?:you|u|they|he|she) must be (?:(?:so|really|very|pretty|quite|totally|completely|absolutely) \p{L}|(?:joking|kidding|tired|exhausted|busy|swamped|mistaken|confused|new|sick|bored|thrilled|relieved|worried|annoyed|frustrated|hungry|sleepy|mad|crazy|dreaming|right|wrong)(?![\p{L}]))/u;
/**
 * What people say to the listener in passing, a negation or a modal with a verb of believing, knowing or hearing:
 * "you won't believe this", "you can't be serious", "you never know", "you don't get it", "you should see the mess",
 * "you should know that by now", "you don't have to apologise", "you'll never guess", "you have to see this". Orders
 * with the same words name what to do ("you can't see clients without a booking", "you should know the fire exits by
 * heart", "you have to read this before signing").
 */
const EN_LISTENER_IDIOM = /^(?:(?:honestly|seriously|man|god|omg|oh|and|but|lol|haha|ok|okay|so)[,\s]+)*(?:you|u)(?:'ll|ll)? (?:(?:won'?t|wouldn'?t|can'?t|cannot|couldn'?t|don'?t|do not|never|will never) (?:even )?(?:believe|imagine|guess|know|understand|get it|regret it|regret this|listen|be serious|be kidding|be joking)(?![\p{L}])|don'?t (?:have|need) to (?:apologi[sz]e|thank|worry|explain yourself|say sorry|be sorry)(?![\p{L}])|should (?:see|hear|have seen) (?:the|this|that|it|him|her|them|what|how)(?![\p{L}])|(?:have|need|got) to (?:see|hear|try|taste|watch|read) (?:this|that|it)[.!]*$|should (?:know|have known) (?:better|(?:that|this|it) by now|by now)(?![\p{L}]))/u;
/**
 * A habit of the listener complained of: "you keep mixing up the two branches", "you always forget the attachment",
 * "you're always so quick", "you're never wrong". A rule said to them names what to do ("you always cc me", "you're
 * never to call after 9"), not a failing.
 */
const EN_HABIT_COMPLAINT = /^(?:(?:ugh|god|omg|man|honestly|seriously|lol|haha|and|but|ok|okay|so)[,\s]+)*(?:(?:you|u) (?:keep(?: on)? \p{L}+ing|always (?:forget|mess|mix|lose|break|interrupt|ignore|misspell|misread|miss|screw|overthink|overcomplicate|confuse)\p{L}*)(?![\p{L}])|(?:you|u)(?:'re|re| are) (?:always(?: \p{L}+ing(?:\s.*)?)?|never)(?: (?:so|such|too)\s.*| (?:right|wrong)(?:\s.*)?)?[.!]*$)/u;
/** Not prohibitions, whatever their words: "dont care", "doesn't matter", "never mind". */
const EN_NOT_A_RULE = /(?<![\p{L}])(?:don'?t care|doesn'?t matter|never mind|no idea|not sure|can'?t wait|don'?t know)(?![\p{L}])/u;
const EN_CONSTRAINT = words([
  'must', 'have to', 'has to', 'need to', 'needs to', 'should', 'always', 'every', 'only', 'at most', 'at least',
  'maximum', 'minimum', 'under', 'above', 'below', 'within', 'before', 'after', 'until', 'till', 'til',
  'no later than', 'at the latest', 'from now on', 'going forward', 'this time', 'anymore', 'instead of',
  'instead', 'rather than', 'beats', 'keep', 'stick to', 'you can', 'you may', 'feel free', 'is ok', 'is okay', 'fine to', 'ok to', 'okay to',
  'ideally', 'preferably', 'close to', 'near', 'walking distance', 'tops', 'or less', 'or under', 'or more',
  'must-have', 'must have', 'dealbreaker', 'deal breaker', 'non-negotiable', 'non negotiable', 'required', 'mandatory',
  'looking for', 'no later than', 'at the latest', 'due', 'needs', 'has to be', 'stays', 'stay', 'goes to', 'go to', 'goes in',
  'goes thru', 'goes through', 'go thru', 'go through', 'goes via', 'go via', 'i want', 'i need', "i'd like", 'i would like', 'i prefer', "i'd rather", 'prefer',
  'make sure', 'ensure', 'avoid', 'is fine', 'is enough', 'answers short', 'short answers', 'be brief', 'concise', 'important that', 'crucial that', 'essential that', 'vital that',
  'bullet points', 'in bullets', 'goes out in', 'go out in', 'goes out by', 'go out by', 'goes out via', 'go out via', 'in writing', 'confidential',
  'treat this as', 'treat it as', 'treat them as', 'treat all', 'is locked', 'are locked', 'is final', 'are final',
  'set in stone', 'locked in', 'moves to', 'moved to', 'moved',
  'changed', 'limit', 'cap', 'budget', 'deadline', 'naming', 'target', 'freeze', 'window',
  'we need', 'we want', "we'd like", 'max', 'min', 'per day', 'per night', 'per person', 'a day', 'a night',
]);
/**
 * How things are for everyone, in the present: "everyone is in the office the
 * first week", "everybody flies economy", "each new hire gets the same
 * laptop" — a norm with no marker word (often right after turning someone's
 * wish down). A verb of how people go about things, or "is/are" with a
 * place; "everyone is tired" or "everybody loved it" is not a norm.
 */
const EVERYONE_SUBJECT = '^(?:(?:everyone|everybody|all of (?:us|them|you))\\s+|(?:each|every) (?:\\p{L}+\\s+){1,3}?)';
const EN_EVERYONE = new RegExp(
  `${EVERYONE_SUBJECT}(?:(?:is|are)\\s+(?:in|at|on|from|off|onsite|on-site|remote|expected|required)|(?:gets?|goes|go|works?|flies|fly|travels?|stays?|uses?|pays?|brings?|wears?|starts?|signs?|books?|takes?|comes?|joins?|reports?|follows?|sits?|eats?|leaves?|arrives?|shares?|sleeps?))(?![\\p{L}])`,
  'u',
);
/** A rule for a whole class of things: "all amounts in EUR", "every date as YYYY-MM-DD", "any prices in USD". */
const EN_FOR_ALL = /^(?:all|every|any) (?:\p{L}+ ){1,2}(?:in|as|to|via|through|go|goes|get|gets|incl\.?|including|excl\.?|excluding|with|without)\s/u;
const EN_DECISION = words([
  "let's", 'lets', 'let us', "we'll", 'we will', "we're going", 'we are going', 'go with', 'going with', 'it is',
  'decided', 'agreed', 'approved', 'settled on', 'we chose', 'we picked', "i'll", "i'm", 'im', 'ill do', 'owns',
  'confirmed', 'let it',
]);
/** Verbs that make a choice when the user orders them ("book the easyjets", "merge it", "revert the migration"). */
const EN_DECISION_VERBS = words([
  'book', 'hold', 'drop', 'push', 'merge', 'revert', 'cut', 'sync', 'post', 'resolve', 'leave', 'replay', 'cancel',
  'confirm', 'use', 'ship', 'switch', 'swap', 'replace', 'move', 'go', 'let', 'stick', 'skip', 'keep', 'add',
  'write', 'answer', 'reply', 'respond', 'include', 'format', 'list', 'mention', 'cite', 'address', 'translate',
  'summarize', 'summarise', 'give', 'omit', 'exclude', 'stop', 'sign', 'attach', 'mark', 'remove', 'ignore',
  'cc', 'copy', 'refer', 'limit', 'avoid',
]);
const EN_REJECTED = words([
  'not doing', 'not happening', 'not rolling', 'not going', 'rather not', 'forget the', 'forget about',
  'ruled out', 'rule out', 'rejected', 'decided against', 'scrapped', 'no way', "i don't think so", 'i dont think so',
  'not on the', 'waits for', 'no longer', 'is insane', 'not now', 'not today', 'not a chance',
]);
const EN_PENDING = words([
  'still need', 'need to figure', 'needs to own', 'need to decide', 'tomorrow', 'ask me later', 'not yet', 'still waiting',
  'waiting on', 'waiting for', 'follow up', 'follow-up', 'todo', 'to do', 'tbd', 'open question', 'remind me',
  'someone needs', 'figure out', 'need to check',
]);
/**
 * Someone else's wish: a third person wants, asks, suggests ("Dana wants the
 * release rolled back", "the berlin lot want a direct flight", "the platform
 * channel is asking if we should fail over"). The user's own "I want" and a
 * request to the assistant ("without asking me first") are not.
 */
const EN_THIRD_PARTY = /(?<![\p{L}\p{N}])(?<!\p{N}\s{0,2})(?:wants|asks|suggests|insists|requests(?! (?:per|an?|each)\s)|would like|prefers|(?:is|are|was|were) (?:asking|pushing|suggesting|insisting|demanding|requesting|expecting|hoping)|insists|insisted|demands|demanded|expects|asked (?:if|whether|for|to|me to|us to|that)|(?:they|people|everyone|customers|lot|team|folks|he|she) (?:really |also |still )?(?:want|wanted|asked))(?![\p{L}\p{N}])/u;
const EN_LEAD = '^(?:(?:ok|okay|so|fyi|btw|and|also)\\s+)*';
/** The user's whereabouts or what they are busy with: "i'm in the office", "i'm going through …", "i'll be dumping …". */
const EN_OWN_ACTIVITY = new RegExp(
  `${EN_LEAD}(?:i'?m|im|i am)\\s+(?:(?:in|on|at|off|out|away|home|back|here|there|stuck|busy|travelling|traveling)(?![\\p{L}])|(?:going through|looking (?:at|into)|working on|checking|reading|dealing with|sorting|driving|on my way|applying (?:for|to)|writing up|putting together|pulling together))|${EN_LEAD}i'?ll be\\s+\\p{L}+ing(?![\\p{L}])`,
  'u',
);
const EN_KIN = '(?:mum|mom|mother|dad|father|gran|granny|grandma|grandpa|grandmother|grandfather|nan|son|daughter|kid|boy|girl|wife|husband|brother|sister|aunt|uncle|baby|partner)';
/** Someone's age and nothing else: "my mum is 79", "she's 81 now", "he is 4 years old". */
const EN_AGE = new RegExp(`${EN_LEAD}(?:he|she|(?:my|our|his|her|their)\\s+${EN_KIN})(?:\\s+is|'s)\\s+(?:only\\s+|just\\s+)?\\d{1,3}(?:\\s+years?\\s+old)?(?:\\s+now)?$`, 'u');
const EN_OWN_WISH = /(?<![\p{L}\p{N}])(?:i|we|i'd|we'd|i'm|we're|im) (?:really |just |also |still |do |don'?t )?(?:want|wanted|would like|need|ask|asked|prefer)/u;
const EN_REPORTED_MODAL = /(?<![\p{L}\p{N}])(?:says?|said) (?:we|you|i|they) (?:should|must|need|have to|could)/u;
const EN_QUESTION_START = /^(?:can|could|would|will|do(?! not\b)|does(?! not\b)|did|is|are|was|were|should|what|whats|what's|why|how|when|where|who|which)\s/u;
/** Narration in the past; a participle after "is/be/get" is a state ("until the binding is fixed"), not a past. */
const EN_PAST = /(?<![\p{L}\p{N}])(?<!(?:is|are|be|been|being|gets|get)\s)(?:was|were|did|had|got|went|sent|took|made|said|found|ran|came|broke|paid|told|thought|pinged|pushed|merged|fixed|replayed|returned|done|finished|asked|failed|crashed|spent|lasted|happened|started|died|timed)(?![\p{L}\p{N}])/u;
/**
 * A regular past right after its subject narrates too ("my flight landed at 6", "the vendor replied at 9"), and so
 * does an irregular one that is not in `EN_PAST` ("the truck left the depot at 6:40", "the parents met the head"); the
 * verbs that set or change a value ("the meeting moved to 3pm", "budget capped at 5k") are read by the rules above,
 * and so is a value told with it ("I talked them down to £34", "the airline emailed: departure is 11:40").
 */
const EN_REGULAR_PAST = /^(?:(?:ok|okay|so|and|also|btw|fyi) )*(?:i|we|he|she|they|it|(?:my|our|his|her|their|the) (?:\p{L}+ )?\p{L}+) (?!(?:moved|changed|shifted|bumped|raised|lowered|increased|decreased|extended|postponed|rescheduled|reduced|updated|switched|capped|limited|fixed|locked|needed|wanted|preferred|decided|agreed|approved|confirmed|settled|booked|picked|signed)(?![\p{L}]))(?:\p{L}{2,}(?<!e)ed|left|drove|flew|brought|bought|caught|fell|met|rang|rode|sold|spoke|stood|wrote|woke|threw|taught|began|chose|forgot|froze|knew|shook|slept|tore|wore|hung|lent|won|lost|beat|led|felt|fed|dealt|fought|grew|drew)(?![\p{L}])(?![^:]*:(?!\d))(?!.*(?<![\p{L}])(?:to|from) \S*\p{N})/u;
/** An amount the user has for something: "we have $16,000 for the offsite", "I've got €300 left for gifts". */
const EN_HAVE_AMOUNT = /^(?:so |now )?(?:we|i)(?:'ve| have| now have)(?: got)? (?:only |just |about |around )?[€$£₺]?\d[\d.,]*\s*(?:k|m|tl|eur|usd|gbp|euros?|dollars?|pounds?)? (?:for|to spend|left|in the budget)(?![\p{L}])/u;
/** The user's own capacity for a value: "we can do $6,500", "I can stretch to 4 nights", "we can afford 2k". */
const EN_CAN_DO = /(?<![\p{L}])(?:we|i) (?:can|could) (?:do|go|afford|spend|pay|manage|stretch|host|seat|fit|take)(?![\p{L}])/u;
/** A wish in a condition is nobody's wish yet: "in case anyone suggests it", "whatever anyone says". */
/** A style for the whole text or a kind of thing's one form, said last: "UK spelling throughout", "quotes in euros please" (one word after "in", not "in advance"). */
const EN_WHOLE_TEXT = /^(?:[\p{L}-]+ ){1,4}throughout(?: (?:pls|please|plz))?[.!]*$|^(?:all )?(?:[\p{L}-]+ ){0,2}[\p{L}-]+s in (?!(?:advance|general|case|time|turn|progress)\s)[\p{L}-]+ (?:please|pls|plz|only)[.!]*$/u;
/** Left as it is, said after its object too: "leave the seating plan as is", "the tuesday slots leave as is". */
const EN_AS_IS = /(?<![\p{L}])(?:leave|leaving|keep|stays?|remains?)\s+(?:\S+\s+){0,4}?as(?: |-)is[.!]*$/u;
/** Who pays or brings their own: "players book their own flights", "volunteers pay for their own parking". */
const EN_OWN_WAY = /(?<![\p{L}])(?:pays?|brings?|books?|covers?|buys?|arranges?|sorts?) (?:for |out )?(?:their|his|her|your|our) own(?![\p{L}])/u;
/** A cost someone takes: "the cake is on us", "drinks are on the house" (not blame: "the delay is on us", "that one's on us"). */
const EN_ON_US = /^(?!(?:that|this|it|that one|this one)(?:'s|\s))(?!.*(?<![\p{L}])(?:delay|mistake|error|problem|issue|mix-up|confusion|fault|screw-up|oversight)(?![\p{L}]).*\son\s)(?:\S+\s+){0,5}?(?:is|are|\S*'s) on (?:us|me|the house|the company|the client|the venue|the hotel)[.!]*$/u;
/** "I'd rather you didn't …", "we'd rather they not …": a polite prohibition. */
const EN_RATHER_NOT = /(?<![\p{L}])(?:i'?d|we'?d|i would|we would) rather (?:you|we|they|he|she|nobody|no one) (?:didn'?t|did not|not|never|don'?t)(?![\p{L}])/u;
/** "we're not doing an open bar", "I'm not offering any discounts": a kind of thing, not "that" or "it". */
const EN_NOT_DOING_KIND = /(?<![\p{L}])(?:we|i)(?:'re|'m| are| am) not (?:doing|offering|having|serving|taking|booking|accepting|allowing|running|using) (?:an?|any|more|other|extra) \p{L}/u;
/** Where the conversation goes next: "let's start with …", "let's move on to …", "let's go through / over …". */
const EN_TALK_STEP = /^(?:(?:ok|okay|so|right|alright|now|then|and)[,\s]+)*(?:let'?s|let us)\s+(?:start with|begin with|start on|move on to|move on|turn to|go through|go over|look at|talk about|talk through|get to|come back to|do the rest|continue with)(?![\p{L}])/u;
/**
 * A kind of thing and how it is handled, in the present passive: "Crowns are paid half upfront", "Deposits are
 * refunded by bank transfer", "Late fees get waived only once" — a norm by its complement (when, how), not a state
 * ("the invoices are paid": done).
 */
const EN_KIND_HANDLED = /^(?:(?:all|our|the) )?(?:[\p{L}-]+ ){0,2}[\p{L}-]+s (?:are|get) \p{L}{2,}(?:ed|en|id|ld|nt|wn) (?:(?:half|in full|fully|only|always) )?(?:upfront|up front|in advance|in cash|in full|by (?:card|cash|bank transfer|transfer|invoice|email|post|courier|sms|phone)|on (?:arrival|delivery|pickup|collection|the day)|monthly|weekly|daily|yearly|annually|within|before|after|every|per|once|twice|only|via)(?![\p{L}])/u;
const EN_HYPOTHETICAL = /(?<![\p{L}])(?:if|in case|unless|whatever|even if|should) (?:anyone|someone|somebody|anybody|people) (?:else )?(?:wants|asks|suggests|says|insists)(?![\p{L}])/u;

// ---------------------------------------------------------------- Turkish

const TR_FUNCTION_WORDS = new Set([
  've', 'bu', 'su', 'bi', 'bir', 'icin', 'ile', 'ama', 'cok', 'var', 'yok', 'ne', 'olarak', 'gibi', 'daha', 'sonra',
  'once', 'hic', 'her', 'tamam', 'evet', 'hayir', 'artik', 'sadece', 'lutfen', 'bana', 'sen', 'ben', 'biz', 'bizde',
  'de', 'da', 'mi', 'mu', 'ki', 'diye', 'degil', 'olsun', 'kadar', 'zaten', 'hala', 'simdi', 'bence', 'yani', 'arasi',
  'toplam', 'dahil', 'yerine', 'ayni', 'tum', 'hepsi', 'kisi', 'ayda', 'sefer', 'galiba', 'lazim', 'gerek', 'olur',
]);
const EN_FUNCTION_WORDS = new Set([
  'the', 'a', 'an', 'is', 'are', 'to', 'of', 'and', 'in', 'on', 'for', 'it', 'we', 'i', 'you', 'not', 'no', 'with',
  'be', 'this', 'that', 'pls', 'please', 'so', 'its', "it's", 'dont', "don't", 'if', 'at', 'by', 'from', 'all', 'any',
  'my', 'me', 'our', 'us', 'they', 'he', 'she', 'will', 'can', 'just', 'ok', 'fine', 'then', 'yet', 'still',
]);

const TR_PROHIBITION = words(['asla', 'hicbir zaman', 'hicbir sekilde', 'yasak', 'yasaktir', 'sakin', 'olmaz', 'olmamali', 'olmasin']);
/** "… yok" forbids ("cuma günleri deploy yok"), except where it just reports ("sorun yok", "gerek yok"). */
const TR_NOT_PROHIBITIVE_YOK = new Set(['sorun', 'problem', 'gerek', 'fark', 'bilgi', 'haber', 'ses', 'cevap', 'yanit', 'hata', 'kayit', 'bisey', 'sey', 'baska', 'daha', 'mi', 'mu', 'sikinti', 'acele', 'yer', 'stok', 'zaman', 'vakit']);
/**
 * "X yok" says someone has no X, not that X is forbidden, when X is a word of knowing or having ("haberi yok",
 * "vakti yok", "sorun yok") or belongs to someone named in the genitive ("Mehmet Bey'in arabası yok", "annemin …
 * vakti yok"); "gece mesaisi yok", "şeker yok" are rules.
 */
function hasNot(ws: readonly string[], yok: number): boolean {
  const owned = ws[yok - 1]!.replace(/'.*/u, '');
  const bare = owned.replace(/(?:s[iu]|l[ae]r[iu]|[iu])$/u, '');
  if (TR_NOT_PROHIBITIVE_YOK.has(owned) || (bare !== owned && (TR_NOT_PROHIBITIVE_YOK.has(bare) || bare === 'vakt'))) return true;
  return bare !== owned && ws.slice(0, yok - 1).some((w) => /(?:'[iu]n|n[iu]n|m[iu]n)$/u.test(w) && !/^(?:icin|ben|sen|bunun|onun|sunun)$/u.test(w));
}

const TR_CONSTRAINT = words([
  'lazim', 'gerek', 'gerekiyor', 'gerekli', 'sart', 'zorunlu', 'mecburi', 'mutlaka', 'kesinlikle', 'her zaman',
  'hep', 'sadece', 'yalnizca', 'en fazla', 'en cok', 'en az', 'en gec', 'maksimum', 'minimum', 'limit', 'tavan',
  'dahil', 'haric', 'kadar', 'yerine', 'artik', 'bundan sonra', 'istiyorum', 'istiyoruz', 'isterim', 'istemiyorum',
  'tercih', 'tercihim', 'lutfen', 'dikkat', 'unutma', 'butce', 'butceyi', 'butcemiz', 'tarih', 'tarihler', 'tarihleri',
  'pencere', 'segment', 'kod', 'kodu', 'yeter', 'yeterli', 'tercihen', 'ideal', 'olmazsa olmaz', 'yakin', 'altinda',
  'ustunde', 'en gec', 'oncelik', 'oncelikli', 'mumkunse', 'mumkun oldugunca',
]);
/** Verbs of a change: with a value they revise ("1.125.000 TL oldu", "pencere 07:30-08:30'a kaydı"). */
const TR_CHANGE = /^(?:oldu|olacak|olucak|kaydi|kaydirdik|degisti|degistirdik|ertelendi|erteledik|cekildi|cektik|dustu|dusurduk|cikti|cikardik|aldik)$/u;
/**
 * A cancellation told of someone else, in the second or third person of the past ("nakliyeci randevuyu iptal etmiş",
 * "çekimi siz iptal ettiniz", "rezervasyonu iptal etmişsiniz"): what happened, not the user's choice ("iptal ettik",
 * "iptal ettim" are).
 */
const TR_CANCEL_TOLD = /(?<![\p{L}])iptal (?:et(?:mis(?:s[iu]n(?:[iu]z)?|l[ae]r)?|t[iu](?:n(?:[iu]z)?|l[ae]r)?)|edil(?:di|mis)(?:l[ae]r)?)(?![\p{L}])/u;
const TR_DECISION = words(['olur', 'iptal', 'tamamdir', 'karar verdik', 'sectik', 'anlastik', 'onayladik', 'ile devam', 'ile gidelim', 'ile ilerleyelim', 'iyi gorunuyor']);
// "istemiyoruz" is the team's "we don't want …": a prohibition (turkishVerbs.ts), like "istemiyorum".
const TR_REJECTED = words(['vazgectim', 'vazgectik', 'vazgecelim', 'reddettik', 'gereksiz', 'yanlis olur', 'yok bu sefer', 'hayir']);
const TR_PENDING = words(['bekleniyor', 'bekliyoruz', 'bekliyorum', 'beklemede', 'bekleyen', 'takipte', 'bilmiyorum', 'bilmiyoruz', 'belli degil', 'emin degilim', 'kesin degil', 'sonra karar', 'sonra bakariz', 'bakmam lazim', 'karar cuma', 'tartisiliyor', 'henuz', 'hala belli', 'sorcam', 'soracagim', 'acik dursun', 'beklemede']);
const TR_THIRD_PARTY = /(?<![\p{L}\p{N}])(?:istiyor(?:lar|mus)?|isterler|diyor(?:lar)?|oneriyor(?:lar)?|soruyor(?:lar)?|rica ediyor|talep ediyor|istegi)(?![\p{L}\p{N}])/u;
/**
 * Imperatives that set how the assistant should work ("Türkçe yaz", "kısa
 * tut", "saatleri TSİ ver", "raporu ekleyin"), as the clause's last word, with
 * their polite forms. Other bare imperatives are one-off tasks ("bi bak",
 * "listeyi aktar") and are not kept.
 */
const TR_STYLE_IMPERATIVE = new RegExp(
  `^(?:${[
    'yaz', 'tut', 'kullan', 'ver', 'ekle', 'koy', 'gonder', 'goster', 'listele', 'belirt', 'cevir', 'ozetle', 'acikla',
    'cevapla', 'yanitla', 'kisalt', 'isaretle', 'hatirla', 'uy', 'uygula', 'sakla', 'bildir', 'sirala', 'sor',
    'konus', 'soyle', 'anlat', 'vurgula', 'ayarla', 'sec', 'baglan', 'dusur', 'yap', 'iptal et', 'hitap et',
    'maskele', 'gizle', 'sansurle', 'kisitla',
  ].join('|')})(?:y?[iu]n(?:[iu]z)?)?$`,
  'u',
);
/**
 * Verbs of an activity in progress, as their stems are left before a plan's
 * suffix (a final vowel narrowed: "topl-uyoruz", "hazırl-ıyoruz"): what we
 * are doing, not what we chose. With "et" after these nouns too ("kontrol
 * ediyoruz", "pazarlık edicez").
 */
const TR_ACTIVITY = /^(?:kur|ac|konus|takil|cikar|topl|hazirl|karsilastir|incel|oku|gorus|ugras|calis|dusun|arastir|degerlendir|izl|den|toparl|tartis|ilgilen|planl|hesapl|bak|bakm|hallet|yaz)$/u;
const TR_ACTIVITY_NOUN = new Set(['kontrol', 'pazarlik', 'takip', 'test', 'analiz', 'arastirma', 'hazirlik', 'sohbet', 'toplanti', 'degerlendirme', 'inceleme']);
const TR_PLAN_SUFFIX = /(?:[iu])?yoruz$|(?:y)?[ae]c[ae](?:g[iu]z|z)$|(?:y)?[iu]c[ae]z$/u;
/** A day the plan is for, or a partner or a target it names ("Pegasus ile", "influencer'larla", "v2'ye"): its choice. */
const TR_CHOICE_WORD = /^(?:pazartesi|sali|carsamba|persembe|cuma|cumartesi|pazar|yarin|haftaya|ertesi|ile)(?:'?(?:y?[ae]|d[ae]|n[ae]))?$|'(?:y)?l[ae]$|yl[ae]$|'(?:l[ae]r)?(?:y?[ae]|n[ae])$/u;
const TR_ASSENT = new Set(['tamam', 'tamamdir', 'ok', 'okey', 'evet', 'peki', 'olur', 'anlastik', 'madem']);

/**
 * What we are doing, told as it happens ("kampanyayı kuruyoruz", "fiyatları
 * karşılaştırıyoruz", "planı çıkarıcaz"): narration, not a decision — unless
 * the clause names its choice (a value, a day, a partner or a target) or
 * assents first ("tamam koyuyoruz").
 */
function narratesActivity(ws: readonly string[], value: boolean): boolean {
  if (value || TR_ASSENT.has(ws[0]!) || ws.some((w) => TR_CHOICE_WORD.test(w))) return false;
  const at = ws.findLastIndex((w) => TR_PLAN_ANYWHERE.test(w) || TR_PLAN_SUFFIX.test(w));
  if (at < 0) return false;
  const stem = ws[at]!.replace(TR_PLAN_SUFFIX, '');
  return TR_ACTIVITY.test(stem) || ((stem === 'ed' || stem === 'et') && TR_ACTIVITY_NOUN.has(ws[at - 1]!));
}

/**
 * A step of the talk itself, not a choice: "sırayla gidelim", "zamla başlayalım", "önce bütçeyle başlayalım",
 * "toparlayalım", "diğer konuya geçelim", "devam edelim" — unless a value or a time names what is chosen ("pazartesi
 * başlayalım", "yarın başlayalım"); "Pegasus ile devam edelim" picks ("ile devam").
 */
function talkStep(ws: readonly string[], f: string): boolean {
  const last = finalWord(ws) ?? '';
  const before = ws.slice(0, ws.lastIndexOf(last));
  if (VALUE.test(f) || before.some((w) => TR_WHEN.test(w))) return false;
  // "Start with X" names what the talk takes first: X in the instrumental or with "ile" ("masa düzeniyle", "zam ile").
  if (last === 'baslayalim') {
    const what = before.filter((w) => !/^(?:once|ilk|olarak|bi|bir|de|da|tamam|peki|ok)$/u.test(w));
    return what.length === 0 || /^(?:ile|sirayla|\p{L}+y?l[ae]|\p{L}+'?(?:d|t)[ae]n)$/u.test(what[what.length - 1]!);
  }
  if (last === 'gidelim') return before.some((w) => /^(?:sirayla|tek|adim|sira|madde)$/u.test(w));
  if (last === 'toparlayalim' || last === 'ozetleyelim') return true;
  if (last === 'gecelim') return before.some((w) => /^(?:konu|konuya|konusuna|maddeye|madde|sonrakine|digerine|siradakine|baska)$/u.test(w));
  if (last === 'edelim') return before.length === 1 && before[0] === 'devam';
  return false;
}
/** A place in the dative: "tabloya", "jira'ya", "deftere", "listeye". */
const TR_PUT_SOMEWHERE = /^\p{L}[\p{L}\p{N}.-]*(?:'y?[ae]|[aeiou]y[ae]|[^aeiouy'][ae])$/u;
/** Words of manner that end like a dative: "Türkçe yaz", "kısaca yaz", "resmi yaz". */
const TR_MANNER = /^(?:turkce|ingilizce|almanca|fransizca|kisaca|kisa|uzun|resmi|samimi|net|acik|sade|ozetle|boyle|soyle|oyle|madde|ayrica|tekrar|yine|hemen|simdi)$/u;
const TR_WHEN = /^(?:yarin|bugun|haftaya|hemen|aksam|sabah|ogleden|ogle|gece|simdi)(?:'?\p{L}{0,3})$/u;

/** A first person plural plan anywhere in the clause ("tamam koyuyoruz ama footer'da küçük puntoyla"). */
const TR_PLAN_ANYWHERE = /^[a-z]{2,}(?:yoruz|[ae]c[ae]g[iu]z)$/u;
const TR_LOCATIVE_VALUE = /(?:\p{N}|mayis|haziran|temmuz|agustos|eylul|ekim|kasim|aralik|ocak|subat|mart|nisan|pazartesi|sali|carsamba|persembe|cuma|cumartesi|pazar)'?(?:d|t)[ae](?![\p{L}\p{N}])/u;
/** Words that date a forecast: today, tomorrow, soon. */
const TR_FORECAST = /(?<![\p{L}])(?:yarin|bugun|birazdan|haftaya|az sonra|yakinda|aksama|bu aksam)(?![\p{L}])/u;
/** "gerek yok", "gerek kalmadı": no need, not a rule. */
const TR_NO_NEED = /(?<![\p{L}])gerek (?:yok|kalmadi)(?![\p{L}])/u;
/** Bare imperatives of one-off tasks: "bi bak", "onu bağla", "kalan 286'dan başla": done once, not a rule. */
const TR_TASK = /^(?:bak|at|ac|bagla|aktar|bitir|basla|getir|incele|kontrol|cek|ara|bul|hesapla|say|uret|yayinla|yolla|sor|anlat|hallet|devam)$/u;
/** A past or evidential verb anywhere narrates ("INC-4471 açıldı 10dk önce", "yazma testi yapmışlar"). */
const TR_PAST_ANYWHERE = /^[a-z]{3,}(?:d|t)[iu](?:m|k|l[ae]r|niz)$|^[a-z]{3,}m[iu]s(?:l[ae]r|t[iu])?$/u;
/**
 * How things are for everyone, in the present: "ilk hafta herkes ofiste",
 * "tüm ekip cuma günleri sahada", "herkes kendi masrafını öder" — a norm with
 * no suffix of obligation. The clause ends in a place (the locative) or in
 * the aorist, the tense of how things are done; "herkes çok yorgun" (a
 * state) and "herkes geldi" (narration) are not norms.
 */
const TR_EVERYONE = /(?<![\p{L}])(?:herkes|hepimiz|hepiniz|tum|butun)(?![\p{L}])/u;
const TR_NORM_END = /^[a-z]{3,}'?(?:d|t)[ae]$|^[a-z]{2,}(?:[aeiu]r)$/u;
const TR_OWN_SUBJECT = /(?<![\p{L}\p{N}])(?:ben|biz)(?![\p{L}\p{N}])/u;

/**
 * A sentence that scopes the work to someone named ("Şu müşteri için
 * bakıyoruz: Anadolu Lojistik", "Müşterimiz Zehra Aksoy", "We're working on
 * account ACC-55812"): a constraint when it names an identifier.
 */
const SCOPE = words([
  'için bakıyoruz', 'icin bakiyoruz', 'için çalışıyoruz', 'adına', 'müşterimiz', 'müşteri no', 'müşteri numarası',
  'hesap no', 'on behalf of', 'working on', 'working for', 'handling', 'our customer', 'the customer is',
  'for customer', 'for account', 'planning our', 'planning a', 'planning the',
]);

// ---------------------------------------------------------------- values

/** A value a rule can set: a number, an amount, a time, a weekday, a month, a time zone. */
const VALUE = new RegExp(
  [
    '\\p{N}',
    '(?<![\\p{L}])(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|weekend)(?![\\p{L}])',
    '(?<![\\p{L}])(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)(?![\\p{L}])',
    '(?<![\\p{L}])(?:pazartesi|sali|carsamba|persembe|cuma|cumartesi|pazar|ocak|subat|mart|nisan|mayis|haziran|temmuz|agustos|eylul|ekim|kasim|aralik)',
    '(?<![\\p{L}])(?:utc|cet|cest|gmt|est|pst|tl|eur|usd|gbp)(?![\\p{L}])',
    '[€$£₺%]',
  ].join('|'),
  'u',
);
/** A token that names a record or a setting (`hotfix/revert-ledger-idx`, `eu-west-1`, `ro_oncall`): "the branch is X" sets it. */
const IDENTIFIER_LIKE = /[\p{L}\p{N}][-_/.:][\p{L}\p{N}*]/u;
/**
 * Identifier-like tokens hide the numbers inside them: "INC-4471" or "s3://…/2026/03/" is not a value the user sets.
 * A number with its unit is a value, not a code: "2pm", "the 14th", "3m", "5k", "48h".
 */
const CODES = /(?<!\S)(?!\d+(?:[.,:]\d+)?(?:am|pm|st|nd|rd|th|k|m|h|d|kg|km|cm|mm|gb|mb|tb|min|mins|hrs?)(?![\p{L}\p{N}]))\S*(?:[\p{L}][\p{N}]|[\p{N}][\p{L}]|:\/\/|#\d)\S*/gu;
const EN_SET_VALUE = /(?<![\p{L}])(?:is|are|=|stays at|stays|goes to|go to|moves to|moved to|at|ending|ends in|to) (?:\S+ ){0,3}?(?:\S*\p{N}|[€$£₺%]|(?:mon|tue|wed|thu|fri|sat|sun)\p{L}*|\S+[-_/.:]\S+)/u;
const EN_DAY = /(?<![\p{L}])(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?![\p{L}])/u;
/** Words that make an English clause a sentence about something rather than a value said on its own. */
const EN_VERBISH = /(?<![\p{L}])(?:is|are|was|were|be|been|do|does|did|have|has|had|got|will|would|can|could|should|its|it's|there|here|what|how|why|\p{L}+ed|\p{L}+ing)(?![\p{L}])/u;

const ACK = new Set(['ok', 'okay', 'fine', 'fine by me', 'yes', 'yeah', 'yep', 'sure', 'good', 'great', 'right', 'alright', 'tamam', 'tmm', 'olur', 'evet', 'peki', 'super', 'guzel', 'ok so', 'ok then', 'oke', 'tamamdir']);
const NO = new Set(['no', 'nope', 'nah', 'hayir', 'yok', 'no no', 'hayir hayir', 'yok oyle bisey', 'yok oyle bir sey']);

/**
 * Words that tell a record or a person for reference: "our contract number
 * is …", "bank ref says …", "poliçe no …", "the draft is in …". A clause of
 * these and identifiers only names something; it sets nothing.
 */
const REFERENCE_WORDS = new Set([
  'our', 'their', 'the', 'my', 'your', 'his', 'her', 'its', "it's", "that's", 'thats', 'this', 'is', 'are', 'was',
  'says', 'said', 'in', 'on', 'at', 'of', 'for', 'a', 'an', 'ref', 'refs', 'reference', 'number', 'no', 'nr', 'num',
  'id', 'file', 'filename', 'invoice', 'contract', 'policy', 'booking', 'quote', 'ticket', 'case', 'order', 'receipt',
  'tracking', 'account', 'bank', 'draft', 'doc', 'document', 'wiki', 'repo', 'confirmation', 'reservation', 'claim',
  'numara', 'numarasi', 'numarasi', 'referans', 'fatura', 'faturasi', 'police', 'policesi', 'siparis', 'siparisi',
  'kargo', 'takip', 'dosya', 'dosyasi', 'adi', 'belge', 'belgesi', 'rezervasyon', 'talep', 'basvuru', 'protokol',
  'sozlesme', 'sozlesmesi', 'kayit', 'sorumlu', 'muhendis', 'yetkili', 'iletisim', 'kisi',
]);
/** A noun with "our" ("acentemiz", "danışmanımız", "temsilcimiz"): who or what is ours, named. */
const TR_OURS = /^\p{L}{3,}(?:[iu]m[iu]z|m[iu]z)$/u;

/** A clause that only names records or people for reference (`REFERENCE_WORDS` around identifiers). */
function isReference(clause: string): boolean {
  // Short, and with something an identifier could be: most clauses are neither.
  if (clause.length > 90 || !/[\p{N}\p{Lu}_/]/u.test(clause)) return false;
  const ids = extractIdentifiers(clause);
  if (ids.length === 0) return false;
  let rest = clause;
  for (const id of ids) rest = rest.replace(id, ' ');
  const ws = (foldCase(rest).match(/[\p{L}\p{N}][\p{L}\p{N}']*/gu) ?? []).map((w) => w.replace(/'(?!s$).*$/u, ''));
  return ws.length >= 1 && ws.length <= 8 && ws.every((w) => REFERENCE_WORDS.has(w) || TR_OURS.test(w));
}

/** A plural noun, "as" or "in", and a format in capitals ("DD/MM/YYYY", "EUR", "UTC", "ISO-8601"), and nothing else. */
const FORMAT_RULE = /^(?:[Aa]ll )?\p{L}+s\s+(?:as|in)\s+\p{Lu}{2,}(?:[/.:-]?[\p{Lu}\p{N}])*[.!]?$/u;

/** Quoted stretches of three or more words are someone's words, not the user's: they are set aside before judging. */
function maskQuotes(text: string): string {
  let out = '';
  let at = 0;
  for (const [open, close] of quotedSpans(text)) {
    if (text.slice(open + 1, close).trim().split(/ /u).length < 3) continue;
    out += `${text.slice(at, open)} "…" `;
    at = close + 1;
  }
  return out + text.slice(at);
}

// Function words of both languages once folded: Turkish "her" (every) is English "her", Turkish "önce" (before)
// folds to English "once". They lean neither way ("Dana books her own flights", "deposits get refunded once").
const BOTH_LANGUAGES = new Set(['her', 'once']);

/** Function words and suffixes of each language in folded text: `tr − en`. */
function languageLean(folded: string): number {
  let lean = 0;
  for (const w of clauseWords(folded)) {
    const bare = w.replace(/'.*/u, '');
    if (TR_FUNCTION_WORDS.has(bare) && !BOTH_LANGUAGES.has(bare)) lean++;
    if (EN_FUNCTION_WORDS.has(w)) lean--;
    if (/'(?:[dt][ae]n?|[ny]?[ae]|[ny]?[iu]n?|[iu]|l[ae]r\p{L}*|s[iu])$/u.test(w)) lean++;
  }
  return lean;
}

/** More Turkish function words and case suffixes than English function words. */
export function looksTurkish(folded: string): boolean {
  return languageLean(folded) > 0;
}

/**
 * Classifies one clause of a user turn (see the module comment). `turkish`
 * is the conversation's language: a short clause with no function word
 * ("kod ANNE20") is read as Turkish when the conversation is.
 */
export function classifyClause(clause: string, turkish = false): ClauseKind {
  const kind = classifyWhole(clause, turkish);
  return kind === 'third-party' ? (ownRuleAfter(clause, turkish)?.kind ?? kind) : kind;
}

/** A combining mark: text typed or pasted decomposed (NFD: "ş" as "s" and U+0327, "İ" as "I" and U+0307). */
const COMBINING_MARK = /\p{M}/u;

/**
 * The clause in composed form (NFC) when it holds a combining mark: the readers below fold letters one unit to one
 * (foldCase.ts), so a decomposed "SİLME" would read as "si" and "lme", and "ödeme" as "o" and "deme", a `-mA` form no
 * exception list names. Only what a reader answers depends on it (a kind, yes or no); nothing here returns an offset
 * into the composed text, and summaries quote the clause as it was written.
 */
const composed = (clause: string): string => (COMBINING_MARK.test(clause) ? clause.normalize('NFC') : clause);

/**
 * Someone else's wish, then the user's own rule about it, in one clause: "the customer wants a refund but do not refund
 * anything until finance signs off", "müşteri iade istiyor ama … hiçbir iade yapma". The rule binds (the wish stays in
 * its words); a contrast that only qualifies the wish ("… but not before Friday") is still theirs. Where the user's
 * rule starts, and its kind; `userItems` files the two parts apart, so the wish is no part of the rule's line.
 */
export function ownRuleAfterWish(clause: string, turkish = false): { at: number; kind: 'prohibition' | 'constraint' } | undefined {
  if (!WISH_THEN_RULE.test(clause) || classifyWhole(clause, turkish) !== 'third-party') return undefined;
  return ownRuleAfter(clause, turkish);
}

function ownRuleAfter(clause: string, turkish: boolean): { at: number; kind: 'prohibition' | 'constraint' } | undefined {
  const cut = WISH_THEN_RULE.exec(clause);
  if (cut === null) return undefined;
  const at = cut.index + cut[0].length;
  const after = clause.slice(at);
  const own = /^\s*not\s/iu.test(after) ? 'none' : classifyWhole(after, turkish);
  return own === 'prohibition' || own === 'constraint' ? { at, kind: own } : undefined;
}

/** The contrast between someone else's wish and what the user says about it. */
const WISH_THEN_RULE = /\s(?:but|ama|fakat|ancak)\s/iu;

function classifyWhole(written: string, turkish: boolean): ClauseKind {
  const clause = composed(written);
  const folded = foldCase(clause).trim();
  const bare = folded.replace(/[.!?…,;:\s]+$/u, '').replace(/\s+/gu, ' ').trim();
  if (bare === '') return 'none';
  if (ACK.has(bare)) return 'ack';
  // A row of a pasted table ("Mail | 412 bin | %3,1 | AKTIF", "Bridesmaids          3    €85") is data, not a sentence.
  if ((bare.match(/\|/gu) ?? []).length >= 2 || /\S {2,}\S.* {2,}\S/u.test(clause)) return 'none';
  if (NO.has(bare)) return 'no';
  const own = maskQuotes(bare);
  const quotedOnly = own.replace(/"…"/gu, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim().split(' ').length <= 2 && own !== bare;
  const question = /\?["'”’)\]]*\s*$/u.test(clause.trim());
  // Someone else's wish that names a scope ("Zeynep Hanım faturayı şirket adına istiyor") stays theirs.
  const wish = EN_THIRD_PARTY.test(own) || turkishForm(clauseWords(own)) === 'third-party';
  if (SCOPE.test(own) && !wish && (IDENTIFIER_LIKE.test(own) || /\p{Lu}\p{L}+ \p{Lu}/u.test(clause))) return 'constraint';
  if (!question && isReference(clause)) return 'none';
  // How a kind of thing is written, as a noun phrase: "Dates as DD/MM/YYYY", "Amounts in EUR", "Times in UTC".
  if (!question && FORMAT_RULE.test(clause.trim())) return 'constraint';
  // Folded, Turkish "iş" (work) is English "is": unfolded, it is a Turkish word ("teslimat 3 iş gününü geçmesin").
  const lean = languageLean(own) + (/(?<![\p{L}])[iİ]ş(?![\p{L}])/u.test(clause) ? 2 : 0);
  // A clause that ends in a capitalised word ends in a name ("acentemiz Melike Sönmez"), not in a verb.
  // A word in capitals is shouted, not a name ("tedarikçiyi bu maile EKLEME"), unless it opens with two consonants as
  // an acronym does ("… eski LB'ye CNAME", "PDF").
  // A name in the dative or the accusative ("… gitsin Mehmet Bey'e") is an object said after the verb, not the end.
  // So is a name in the genitive ("… dokunma o Cem'in": that is Cem's), which says whose the thing is.
  const named = (/\s\p{Lu}(?=[\p{L}'’]*\p{Ll})[\p{L}'’]*[.!]?\s*$/u.test(clause.trim()) && !/['’](?:(?:y|n)?[aeıiuü]|n?[ıiuü]n)[.!]?\s*$/u.test(clause.trim())) || /\s[B-DF-HJ-NP-TV-ZÇĞŞ]{2}[\p{Lu}'’]*[.!]?\s*$/u.test(clause.trim());
  // In a Turkish conversation a clause that ends in a Turkish prohibition or directive is Turkish, whatever its short
  // words look like in English ("yanıtlar on satırı geçmesin": "on" is ten).
  const turkishVerb = turkish && lean < 0 && !named && ['prohibition', 'directive'].includes(turkishForm(clauseWords(withoutBracket(own))));
  if (lean > 0 || (turkish && lean === 0) || turkishVerb) return turkishClause(own, question, quotedOnly, named);
  const kind = english(own, question, quotedOnly, /:\s*$/u.test(clause));
  // "I'm Dana from the water board", "I'm Tomas, the team manager": who the user is, not a choice ("I'm" also starts
  // "I'm taking the 9am", which is one). A name is capitalised, so this reads the clause as typed.
  return kind === 'decision' && INTRODUCTION.test(clause.trim()) ? 'none' : kind;
}

/**
 * A step of the talk itself ("let's move on to the catering", "sırayla gidelim", "zamla başlayalım"): where the
 * conversation goes next. `userItems` reads it so that an "ok" before it adopts nothing ("ok, let's go through the
 * invoices one by one" is no decision).
 */
export function stepOfTalk(clause: string, turkish = false): boolean {
  const f = foldCase(composed(clause)).trim().replace(/[.!…,;:\s]+$/u, '');
  if (VALUE.test(f.replace(CODES, ' '))) return false;
  if (EN_TALK_STEP.test(f)) return true;
  const ws = clauseWords(f);
  return (turkish || looksTurkish(f)) && turkishForm(ws) === 'plan' && talkStep(ws, f);
}

/** Orders of a one-off task on a record (not `EN_DECISION_VERBS`, which choose). */
const EN_TASK_ORDER = /^(?:(?:ok|okay|so|and|also|yes|yeah|yep|pls|please|then|now)[,\s]+)*(?:rebuild|build|rerun|re-run|run|restart|retry|tag|open|close|reopen|file|raise|smoke(?: test)?|pick|cherry-pick|reprocess|backfill|ping|email|check|pull|fetch|look up|create|delete|export|upload|download|print|escalate|assign|link|refresh|reset)(?![\p{L}])/u;
/** A value a task may be set to, beyond a record's number: a time, an amount, a count of things, a duration, a day. */
const EN_TIMED = /(?<![\p{L}\p{N}.-])\d[\d,.]* \p{L}+s(?![\p{L}])|\d{1,2}[:.]\d{2}(?!\d)|[€$£₺%]|\d\s*(?:am|pm|k|h|hrs?|mins?|minutes?|hours?|days?|weeks?|months?|tl|eur|usd|gbp|kg|km)(?![\p{L}])|(?<![\p{L}])(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|\p{L}+day|today|tomorrow|tonight|weekend|january|february|march|april|may|june|july|august|september|october|november|december|every|each|always|never|only|before|after|until|by)(?![\p{L}])/u;

/** A one-off order about a record, with no time, amount or rule word: "rerun job 5521", "and tag it OPS-2231". */
export function recordTask(clause: string): boolean {
  const f = foldCase(composed(clause)).trim().replace(/[.!…,;:\s]+$/u, '');
  return EN_TASK_ORDER.test(f) && /\p{N}/u.test(f) && !EN_TIMED.test(f);
}

/** Words that lead into a clause and say nothing of it: "anyway", "oh and", "plus", "btw", "one more thing:". */
const DISCOURSE_LEAD = /^(?:(?:anyway|anyways|also|plus|btw|fyi|oh and|oh also|oh|and also|by the way|one more thing|another thing|last thing)(?:[,:]\s*| ))+/u;

/** "no need to …", "there's no need for …". */
const EN_NO_NEED = /^(?:(?:ok|okay|so|and|but|also|then)[,\s]+)*(?:there'?s |there is )?no need (?:to|for)(?![\p{L}])/u;

/**
 * A clause an "ok" before it adopts nothing from: a step of the talk, a one-off order about a record, "no need to …"
 * (`userItems`: "ok, let's go through the invoices", "ok, and tag it OPS-2231", "ok, no need to call them back").
 */
export function adoptsNothing(clause: string, turkish = false): boolean {
  return stepOfTalk(clause, turkish) || recordTask(clause) || EN_NO_NEED.test(foldCase(composed(clause)).trim());
}

/** The user says who they are: "I'm Dana …", "hi, this is Marek from …", "my name is Ana". */
const INTRODUCTION = /^(?:(?:hi|hello|hey|morning|ok)[,!.]?\s+)*(?:I'm|I’m|Im|I am|this is|my name is|me =)\s+\p{Lu}\p{Ll}+(?:[\s,.]|$)(?!.*(?<![\p{L}])(?:let'?s|we'll|go with|book|pick|take|taking|booking)(?![\p{L}]))/u;

/** Verbs that hand the user's own wording to the assistant, with the quote as their object: "sadece "en kısa sürede" de", "reply "on it"" (not "Ayşe de "…"": she too). */
const SAY_THIS = /"…"\s*(?:de|deyin|yaz|yazin|soyle|soyleyin|kullan)[\s.!,]*$|(?<![\p{L}])(?:say|write|reply|answer|use)\s+"…"/u;

/**
 * A short contrast after a choice, in the clause after it: "Slack, not email", "…, not during" (not "not yet", "not
 * sure", "not enough", "not promising that"). `userItems` reads it only after another clause of the sentence.
 */
export const CONTRAST = /^(?:but )?not (?!(?:yet|sure|really|bad|now|today|much|quite|exactly|necessarily|always|so|too|very|at all|enough|just|even|only|\p{L}+ing)(?![\p{L}]))[\p{L}\p{N}][\p{L}\p{N}'-]*(?: [\p{L}\p{N}][\p{L}\p{N}'-]*){0,2}[.!]*$/u;

/**
 * Rules with no marker word, by their shape:
 * - what a kind of thing needs or where it goes, in the present: "Payments over 10k need two signatures", "Refunds go
 *   back to the original card" (not the user's "I need", a question, or a past);
 * - a named rule or policy: "Two-person rule for anything touching payroll", "house policy: …";
 * - an option given to someone, as a noun phrase: "Aisle seats for me", "Vegetarian menu for the whole group";
 * - an order about a whole class of things: "Send all invoices to Mark", "cc me on every reply".
 */
const EN_KIND_NEEDS = /^(?!(?:i|we|you|they|he|she|it|do|does|did|no|there)\s)(?:[\p{L}\p{N}$€£-]+ ){1,6}?(?:need|needs|require|requires|go|goes) (?:to be |back to |straight to |directly to |through |via |an? |two |three |\d)/u;
const EN_RULE_NOUN = /(?<![\p{L}])(?:rule|policy)(?: (?:for|on|about|is)\s|:)/u;
const EN_FOR_SOMEONE = /^(?!(?:thanks|thank you|good|great|nice|ok|okay|all|sorry|congrats)(?![\p{L}]))[\p{L}-]+(?: [\p{L}-]+){0,2} for (?:me|us|him|her|them|everyone|everybody|all of us|both of us|the (?:whole|entire) \p{L}+|the (?:kids|children|team|group|guests|adults|family|boys|girls))[.!,]*$/u;
const EN_ORDER_FOR_ALL = /^(?:please )?(?:send|route|forward|cc|copy|email|file|log|tag|label|assign|bill|charge|invoice|escalate|ship|store|save|name|date|price|quote|round|reply to|answer|flag|mark|put|keep|archive|sign|check|review|approve|translate|format|write) (?:me on )?(?:all|every|each|any) \p{L}/u;
const EN_ONLY_ONE = /(?<![\p{L}])(?:(?:our|my|his|her|their|its) only|the only one (?:who|that|with))(?![\p{L}])/gu;

/** "can you / could you / would you (please)" before words that set a rule ("make sure", "keep … out", "never", "only"). */
const EN_ASKED_RULE = /^(?:(?:ok|okay|so|and|also|oh|btw) )*(?:can|could|would|will) you (?:please |pls |also )?(?=(?:make sure|ensure|always|never|not|don'?t|stick to|avoid|only)(?![\p{L}])|keep (?!(?:an eye|me|us|track|going|it up|up)(?![\p{L}])))/u;
/**
 * A choice said with what it replaces, in one clause: "pay them by bank transfer not card", "warehouse-v6 not v5",
 * "end at 16:00 not 15:00". Not a verb negated ("it's not ready", "do not …": the negation rules read those), and
 * not "not yet / not sure / not really …" or a complaint ("the printer not working again").
 */
const EN_CHOICE_NOT = /^(?:[\p{L}\p{N}$€£@:./'-]+ ){1,8}?(?<!(?:is|are|was|were|am|be|'s|'re|'m|im|do|does|did|have|has|had|will|would|can|could|should|must|or|if|why|and|but|maybe|probably|definitely|certainly|course|hopefully)\s)not (?!(?:yet|sure|really|bad|now|today|much|quite|exactly|necessarily|always|so|too|very|at all|enough|just|even|only|a|an|that|this|it|me|us|you|him|her|them|\p{L}+ing)(?![\p{L}]))[\p{L}\p{N}$€£][\p{L}\p{N}$€£.:,/-]*(?: [\p{L}\p{N}][\p{L}\p{N}.:/-]*){0,2}[.!,;]*$/u;
/** A value word that is fixed: "the venue is fixed", "the date's set", "prices are final" (not "the bug is fixed"). */
const EN_FIXED = /^(?:(?:ok|so|and|also|btw) )*(?:the |our )?(?:\p{L}+ )?(?:date|dates|day|days|time|times|venue|budget|price|prices|headcount|deadline|menu|schedule|route|location|room|rooms|rate|rates|fee|fees|lineup|order|spec|scope|cap|limit)(?:'s| is| are| stays?) (?:fixed|set|firm|final|locked)(?![\p{L}])/u;
/**
 * An order of steps named by a noun phrase of two or three words: "PO number first", "certified translations first",
 * "a second opinion first". Not one word ("draft first.", a one-off; "canary first, always" is a rule by its tail), a
 * pronoun ("cut that first", "me first"), an order's verb ("cut the budget first"), or a lead-in ("aims first:").
 */
const EN_FIRST = /^(?!(?:i|we|you|me|us|he|she|they|it|ladies|safety|first)\s)(?!(?:\S+ )*(?:that|this|it|them|those|these|me|us)\s)(?:[\p{L}\p{N}$€£.'-]+ ){2,3}first[.!,;]*$/u;
/** A count per unit, as a noun phrase: "One adjuster per claim", "2 bags per passenger", "one reviewer per pull request". */
const EN_PER = /^(?:(?:max|at most|no more than|up to|only) )?(?:one|two|three|four|five|six|a|an|a single|\d[\d,.]*) (?:[\p{L}-]+ ){0,2}[\p{L}-]+ (?:per|a|each) (?!(?:day|week|month|year|time|lot|bit|while|few|couple)(?![\p{L}]))\p{L}+(?: \p{L}+)?[.!]*$/u;

function english(said: string, question: boolean, quotedOnly: boolean, leadIn = false): ClauseKind {
  if (quotedOnly) return SAY_THIS.test(said) ? 'constraint' : 'third-party';
  // A word that only leads into what follows ("anyway", "oh and", "plus", "one more thing:") is not where the rule's
  // shape starts: "oh and pallets over 500 kg go on the ground floor", "plus the broker replied at 9".
  const led = said.replace(DISCOURSE_LEAD, '');
  // Not when what is left opens like a question ("and when the old ones come back never wipe one …" is no question).
  const f = led !== said && /\p{L}.*\s\S/u.test(led) && !EN_QUESTION_START.test(led) ? led : said;
  // Someone's age told on its own ("my mum is 79", "she's 81 now") is a fact; the rule said with it is its own clause.
  if (EN_AGE.test(f)) return 'none';
  // "no need to call them back", "there's no need for a deposit": nothing is required, like Turkish "gerek yok".
  if (EN_NO_NEED.test(f)) return 'none';
  const thirdParty = ((EN_THIRD_PARTY.test(f) && !EN_OWN_WISH.test(f)) || EN_REPORTED_MODAL.test(f)) && !EN_HYPOTHETICAL.test(f);
  if (thirdParty) return 'third-party';
  if (question || EN_QUESTION_START.test(f) || /: (?:what|why|how|when|where|who|which)\s/u.test(f)) {
    // A rule asked for politely is still a rule: "can you make sure nobody books the big van on Mondays?", "could you
    // keep client names out of the shared drive?" — what follows "can you" is read as said.
    const asked = EN_ASKED_RULE.exec(f);
    if (asked !== null) {
      const rule = english(f.slice(asked[0].length), false, false);
      if (rule === 'prohibition' || rule === 'constraint') return rule;
    }
    return EN_PENDING.test(f) ? 'pending' : 'question';
  }
  // What the listener did or should have done, a guess about them, a habit of theirs complained of: no rule.
  if (EN_MODAL_PERFECT.test(f) || EN_GUESS.test(f) || EN_HABIT_COMPLAINT.test(f) || EN_LISTENER_IDIOM.test(f)) return 'none';
  // The user's "we're not doing an open bar", "I'm not doing any red-eyes": a kind of thing ruled out from now on, a
  // prohibition; "not doing that (again)" turns down the option just named.
  if (f.includes(' not ') && EN_NOT_DOING_KIND.test(f)) return 'prohibition';
  if (EN_REJECTED.test(f)) return 'rejected';
  // A state not reached yet ("the results are not in yet") is a step pending, not a prohibition ("don't deploy yet" is).
  if (/(?<![\p{L}])(?:is|are|'s|'re) not\s+(?:\S+\s+){0,2}yet(?![\p{L}])|(?<![\p{L}])(?:isn'?t|aren'?t)\s+(?:\S+\s+){0,2}yet(?![\p{L}])/u.test(f)) return 'pending';
  // "I'd rather you didn't call her", "we'd rather they not": a wish that someone not do it, said politely — a
  // prohibition, though its verb is in the past (`EN_NEGATIVE_NARRATION` would read "didn't" as narration).
  if (f.includes('rather') && EN_RATHER_NOT.test(f)) return 'prohibition';
  if (EN_NEGATIVE_NARRATION.test(f)) return 'none';
  if ((EN_NEGATION.test(f) || EN_NO_X.test(f) || EN_NOT_DOING.test(f) || EN_ZERO.test(f)) && !EN_NOT_A_RULE.test(f)) return 'prohibition';
  // A contrast that excludes, after a rule: "…, not the M one", "…, not the other ones".
  if (/^(?:but )?not (?:the|that|those|this)\s/u.test(f)) return 'prohibition';
  // "from tomorrow", "starting tomorrow" start a rule ("from tomorrow standup is 30 min later"), like "from now on".
  // A rule for a whole class of things is a rule whatever day it names ("Anything after 6pm goes to tomorrow").
  const forAll = /^(?:anything|everything|all|every|each|any)\s/u.test(f) && EN_CONSTRAINT.test(f);
  if (!forAll && EN_PENDING.test(f.replace(/(?<![\p{L}])(?:from|starting|as of) tomorrow(?![\p{L}])/gu, ' '))) return 'pending';
  // A change told in the past ("they moved the printer to room 5", "we bumped it to $14,500") is narration here;
  // the summarizer keeps it when it replaces a statement it keeps (`reportsChange`).
  if (narratesChange(f)) return 'none';
  // A participle before its noun ("rerun failed jobs", "send signed contracts") names a kind of thing, not a past.
  const news = f.replace(TOLD_LEAD, '').replace(/^(\p{L}+ )(?:failed|returned|finished|signed|paid|sent|fixed|merged|pushed|replayed) (?=\p{L}+s(?![\p{L}]))/u, '$1');
  const past = EN_PAST.test(news) || EN_REGULAR_PAST.test(news);
  // A step of the talk itself ("let's start with the seating chart", "let's move on to the catering", "let's go
  // through the invoices"): where the conversation goes next, not a choice or a rule ("go through" is also a rule's route) — unless it names a value ("let's start
  // with 20 licences", "let's start on Monday").
  if (f.includes('let') && EN_TALK_STEP.test(f) && !VALUE.test(f.replace(CODES, ' '))) return 'none';
  // "our only designer", "the only one who knows": who someone is, not a restriction ("only Marta approves" is one).
  const restricts = EN_CONSTRAINT.test(f.replace(EN_ONLY_ONE, ' '));
  if ((restricts || EN_FOR_ALL.test(f) || EN_EVERYONE.test(f)) && !past) return 'constraint';
  if (!past && (EN_KIND_NEEDS.test(f) || ((f.includes(' are ') || f.includes(' get ')) && EN_KIND_HANDLED.test(f)) || EN_RULE_NOUN.test(f) || EN_FOR_SOMEONE.test(f) || EN_ORDER_FOR_ALL.test(f))) return 'constraint';
  // A value word that is fixed says its own tense ("the date's fixed" is no repair told in the past).
  if (EN_FIXED.test(f)) return 'constraint';
  if (!past && (EN_WHOLE_TEXT.test(f) || EN_AS_IS.test(f) || EN_OWN_WAY.test(f) || EN_ON_US.test(f))) return 'constraint';
  if (!past && (EN_CHOICE_NOT.test(f) || (EN_FIRST.test(f) && !leadIn && !EN_DECISION_VERBS.starts(f)) || EN_PER.test(f))) return 'constraint';
  // Where the user is or what they are busy with ("I'm in the office today", "I'm going through the invoices now",
  // "I'll be dumping quotes on you"): narration, not a choice.
  if (EN_OWN_ACTIVITY.test(f) && !/[\p{N}€$£₺]/u.test(f)) return 'none';
  // "let me check my notes", "let me think about it": the user's next step, not a choice.
  if (/^(?:ok |okay |so )?let me (?:check|see|think|look|ask|find|confirm|get back|dig|double-check|figure|sleep on)(?![\p{L}])/u.test(f)) return 'none';
  if (EN_DECISION.test(f)) return 'decision';
  const start = f.replace(/^(?:ok|okay|so|then|and|also|yes|yeah|fine|pls|please|oh|btw|now) /u, '');
  if (EN_DECISION_VERBS.starts(start)) return 'decision';
  // A one-off order about a record ("rerun job 5521", "tag it OPS-2231", "rebuild rc.3"): its numbers name the
  // record, not a value the user sets; a time, a day or an amount would ("rerun it at 18:00").
  if (recordTask(f)) return 'none';
  const plain = f.replace(CODES, ' ');
  const value = VALUE.test(plain);
  // A value set with a copula after it ("the boat is wed afternoon", "the branch is hotfix/x", "its 16 now").
  if (!past && (value || IDENTIFIER_LIKE.test(f)) && (EN_SET_VALUE.test(f) || /\bnow$/u.test(f))) return 'constraint';
  // A value said as a noun phrase, with no verb ("tue 12 – thu 14 may", "3 vegans + lots of veggies").
  if (!past && value && (/\p{N}/u.test(plain) || EN_DAY.test(f)) && !EN_VERBISH.test(f) && clauseWords(f).length <= 10) return 'constraint';
  if (/(?:please|pls|plz)$/u.test(f) && value) return 'constraint';
  if (!past && value && (EN_CAN_DO.test(f) || EN_HAVE_AMOUNT.test(news))) return 'constraint';
  return 'none';
}

/**
 * A label, a colon and two words, the last a `-mA` form: a heading or a compound noun, when the first word has no case;
 * after other nouns and "ve" too ("son durum: rota optimizasyonu ve araç yükleme": a list of activities).
 */
const TR_HEADING = /^[\p{L}\p{N}' ]{1,30}: (?:(?:[\p{L}']+ ){1,3}(?:ve|veya|ile|ya da) )?([\p{L}']+) \p{L}+m[ae]$/u;
const TR_CASE_MARKED = /(?:'|y[iu]|y[ae]|n[iu]|n[ae]|l[ae]r[iu]|l[ae]r[ae])$/u;

/** A day named as a day ("teslimat Salı günü"): a value, like a date. Not a day alone ("yarın cuma", "cumaya az kaldı"). */
const TR_DAY = /(?<![\p{L}])(?:pazartesi|sali|carsamba|persembe|cuma|cumartesi|pazar) gun\p{L}*(?![\p{L}])/u;

/**
 * A bracket at the end is an aside, not where the verb is: "müşteriyi arama (şikayetçi)" ends in its command, and
 * "stajyer Ahmet (veri girme)" in a name, the task in brackets a noun.
 */
function withoutBracket(f: string): string {
  const cut = f.replace(/\s*\([^()]*\)[\s.!]*$/u, '');
  return /[\p{L}\p{N}]/u.test(cut) ? cut : f;
}

function turkishClause(f: string, question: boolean, quotedOnly: boolean, named = false): ClauseKind {
  if (quotedOnly) return SAY_THIS.test(f) ? 'constraint' : 'third-party';
  const ws = clauseWords(withoutBracket(f));
  // Someone's age told on its own ("babam 81 yaşında", "Ahmet Bey 67 yaşında") is a fact, not a rule.
  if (ws.length <= 4 && ws.some((w, i) => /^y[a]s(?:inda|larinda)$/u.test(w) && /^\d{1,3}$/u.test(ws[i - 1] ?? ''))) return 'none';
  const last = finalWord(ws) ?? '';
  if (TR_THIRD_PARTY.test(f) && !TR_OWN_SUBJECT.test(f)) return 'third-party';
  const form = named ? 'none' : turkishForm(ws);
  // "henüz" with a prohibition forbids for now ("tabloyu paylaşma henüz", like "don't deploy yet"); alone, it waits.
  const forNow = form === 'prohibition' && /(?<![\p{L}])henuz(?![\p{L}])/u.test(f);
  if ((TR_PENDING.test(forNow ? f.replace(/(?<![\p{L}])henuz(?![\p{L}])/gu, ' ') : f)) || form === 'uncertain') return 'pending';
  // An order with "tamam mı?" after it asks for agreement; the order stands.
  if ((question && beforeConfirmationTag(ws) === undefined) || form === 'question' || last === 'diye') return 'question';
  if (form === 'refusal' || TR_REJECTED.test(f)) return 'rejected';
  // A refusal said as a counterfactual: "kat irtifaklı ev olsaydı zaten istemezdim" (not a habit: "çocukken istemezdim").
  if (/^istemezd[iu][mk]$/u.test(last) && ws.some((w) => /s[ae]yd[iu]$/u.test(w))) return 'prohibition';
  // A heading, a label and a compound noun ("başlık: kullanıcı engelleme", "bugünün işi: veri taşıma"): the `-mA` word
  // names an activity; a command has its object in a case ("not: dosyayı silme") or nothing before it.
  if (form === 'prohibition' && TR_HEADING.test(f) && !TR_CASE_MARKED.test(TR_HEADING.exec(f)![1]!)) return 'none';
  // English mixed in ("bi de No countdown timers") keeps its own prohibitions.
  // After a noun, "no" is a number ("açıklamaya sipariş no yazılacak", "poliçe no 4411"), not English "no X".
  const noNumber = f.replace(/(\p{L}+) no(?=\s|$)/gu, (said, before: string) => (TR_FUNCTION_WORDS.has(before) || before === 'bi' ? said : `${before} numara`));
  if (form === 'prohibition' || TR_PROHIBITION.test(f) || ((EN_NEGATION.test(f) || EN_NO_X.test(noNumber)) && !EN_NOT_A_RULE.test(f))) return 'prohibition';
  const yok = ws.lastIndexOf('yok');
  // Not before a past verb: "kıdem yok zaten, 1 yılı doldurmadı" tells why, in the past; it forbids nothing. Nor
  // someone away ("öğleden sonra Ayşe Hanım yok": a title before it) or "yok ki" (there is none, you see).
  const away = /^(?:bey|hanim|hoca|abi|abla)$/u.test(ws[yok - 1] ?? '') || ws[yok + 1] === 'ki';
  if (yok > 0 && !hasNot(ws, yok) && form !== 'past' && !away) return 'prohibition';
  // A value the user sets: a number, an amount, a time, a day — not the digits inside a record number or a link.
  const value = /[\p{N}€$£₺%]/u.test(f.replace(CODES, ' ')) || TR_DAY.test(f);
  // A schedule told in the present ("kurs 18:30'da başlıyor", "servis 07:45'te kalkıyor") is how things are, like
  // "the shuttle leaves at 7:45"; what someone is doing now is not ("fiyatları karşılaştırıyoruz").
  if (form === 'narration' && /(?<![\p{L}\p{N}])\d{1,2}[:.]\d{2}(?![\p{N}])/u.test(f) && !TR_PAST_ANYWHERE.test(last)) return 'constraint';
  const narrated =
    form === 'past' || form === 'narration' || clauseWords(f.replace(TOLD_LEAD, '')).some((w) => TR_PAST_ANYWHERE.test(w) && !TR_CHANGE.test(w)) ||
    /\d+\s?\p{L}* (?:once|evvel)(?![\p{L}])/u.test(f);
  const task = TR_TASK.test(last);
  // A passive future with a day is a forecast ("kargo yarın teslim edilecek"), not how things are to be done.
  if (form === 'directive') return /[ae]c[ae]k$/u.test(last) && TR_FORECAST.test(f) ? 'none' : 'constraint';
  if (TR_EVERYONE.test(f) && TR_NORM_END.test(last) && !narrated && !task && !TR_FUNCTION_WORDS.has(last)) return 'constraint';
  // "1.125.000 TL oldu", "pencere 07:30-08:30'a kaydı" — but a value in the locative dates an event ("kargo 10 mayısta çıktı").
  if (TR_CHANGE.test(last) && value && !(TR_LOCATIVE_VALUE.test(f) && !TR_DATIVE_VALUE.test(f))) return 'constraint';
  // "X Y olacak" sets how a thing will be ("tüm saatler TSİ olacak", "fatura kurumsal olacak").
  if (/^(?:olacak|olucak|olcak)$/u.test(last) && ws.length >= 3 && !narrated) return 'constraint';
  // "X yerine Y": Y is what the user wants, whatever the verb ("low-cost yerine THY'ye bakalım").
  if (/(?<![\p{L}])yerine(?![\p{L}])/u.test(f) && !narrated) return 'constraint';
  // "X'e bakalım" picks X; "bakalım" alone looks into something.
  // The plural too: "2+1'lere de bakalım".
  if (last === 'bakalim') return /'(?:l[ae]r)?(?:y?[ae]|n[ae])$/u.test(ws.slice(0, -1).filter((w) => w !== 'de' && w !== 'da').pop() ?? '') ? 'decision' : 'none';
  if (form === 'plan' && talkStep(ws, f)) return 'none';
  if (form === 'plan' || ws.some((w) => TR_PLAN_ANYWHERE.test(w))) return narratesActivity(ws, value) ? 'none' : 'decision';
  if (TR_CONSTRAINT.test(f.replace(TR_SUPERLATIVE, ' ')) && !TR_NO_NEED.test(f) && !narrated && !task) return 'constraint';
  // How a thing is done, with no verb: "ödeme havale ile", "mail adresleri ad.soyad formatında", "tarihler gün.ay.yıl
  // şeklinde" (a noun, then the means or the form it takes).
  if (form === 'none' && ws.length >= 3 && !narrated && /^(?:ile|formatinda|seklinde|biciminde)$/u.test(last)) return 'constraint';
  if (TR_DECISION.test(f) && !TR_CANCEL_TOLD.test(f)) return 'decision';
  if ((value || sentTo(ws)) && form === 'none' && ws.length >= 2 && !narrated && !task) return 'constraint';
  // "tabloya ekle", "jira'ya yaz": where to put something, once; "Türkçe yaz" sets how to write.
  if (ws.length === 2 && TR_PUT_SOMEWHERE.test(ws[0]!) && !TR_MANNER.test(ws[0]!) && /^(?:yaz|ekle|koy|kaydet|isle|yukle|at)$/u.test(last)) return 'none';
  if (ws.length >= 2 && TR_STYLE_IMPERATIVE.test(last)) return 'constraint';
  return 'none';
}
