import fc from 'fast-check';
import type { SummaryContent } from '../core/compact/summary.js';
import type { Extract } from './clauseRules.js';

/**
 * How the extractive summarizer reads the forms a rule takes around its
 * words (docs/compaction.md, "the two summarizers" and the rounds' "Rules"
 * and "Prohibitions" paragraphs), stated on sentences built here from
 * hand-written parts, each form beside a near miss that must not read as it:
 *
 * - a rule dictated for others in quotes ("tell the drivers this: "…"",
 *   'şoförlere şunu yazalım: "…"') is the user's rule, the quoted words
 *   alone; the same quote told as someone else's words, or of fewer than
 *   three words, is no item of its own (the sentence around it is read as
 *   any sentence), and a plan inside the quote is no item;
 * - a preference or a limit said after what it is about ("…, ideally",
 *   "…, tops", "…, mümkünse", "…, en fazla") makes the whole sentence one
 *   rule; an aside there ("…, thanks", "…, bu arada") does not;
 * - a short contrast after a choice ("pay the florist by card, not cash")
 *   is one rule with it, but not after someone else's wish or in a question;
 * - a condition, then an order ("if a guest cancels, call the front desk",
 *   "misafir iptal ederse, resepsiyonu ara") is a standing rule, the
 *   condition part of it; a condition then a statement ("…, the front desk
 *   calls me") or "when you get a chance, …" is not;
 * - a call for attention ("remember", "keep in mind", "şunu unutma") makes
 *   the clause after it bind, the call with it; a "we won't …" after it is
 *   a rule, not a plan turned down; a memory ("I remember", "hatırlıyorum")
 *   binds nothing;
 * - a rule named as one after it ("…, that's the rule", "…, kural bu",
 *   "…, istisna yok") makes the clause before it bind; "…, that's the
 *   plan", "…, plan bu" do not.
 *
 * The heads are statements that alone are no rule (checked: a head alone
 * files nothing), so the whole sentence being a rule is the form's doing;
 * after a call for attention and before the rule named, clauses that are
 * items alone (a prohibition, a constraint, a choice taken: "never leave the
 * gate open", "we will use the side door") are bound too, the call or the
 * naming joined to them, a choice filed as a rule.
 */

type Language = 'en' | 'tr';

export interface FormCase {
  language: Language;
  /** What the user says. */
  text: string;
  /** The constraint the form makes, word for word; none for a near miss. */
  rule?: string;
  /** Words no constraint may hold (a near miss's head), or no item at all may be (a plan quoted). */
  notRule?: string;
  notItem?: string;
  shape: string;
}

function summarize(extract: Extract, text: string, language: Language): SummaryContent {
  const reply = language === 'en' ? 'Noted.' : 'Not aldım.';
  const turns = [
    { n: 1, role: 'user' as const, text },
    { n: 2, role: 'assistant' as const, text: reply },
  ];
  return extract({ turns, previous: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }, language, maxTurn: turns.length });
}

/** Checks a case against the summary of it alone. */
function check(extract: Extract, c: FormCase): void {
  const s = summarize(extract, c.text, c.language);
  const constraints = s.constraints.map((i) => i.text);
  if (c.rule !== undefined && !constraints.includes(c.rule)) throw new Error(`"${c.text}" (${c.shape}): no constraint is "${c.rule}": ${JSON.stringify(s)}`);
  if (c.rule !== undefined) {
    // The rule is one item: no other section keeps its words as a choice, a plan turned down or a question.
    const elsewhere = [...s.decisions, ...s.rejected, ...s.openQuestions].find((i) => i.text === c.rule);
    if (elsewhere !== undefined) throw new Error(`"${c.text}" (${c.shape}): the rule is also filed outside the constraints: ${JSON.stringify(s)}`);
  }
  if (c.notRule !== undefined) {
    const wrong = constraints.find((t) => t.includes(c.notRule!));
    if (wrong !== undefined) throw new Error(`"${c.text}" (${c.shape}): a near miss read as a rule: "${wrong}"`);
  }
  if (c.notItem !== undefined) {
    const all = [...s.constraints, ...s.decisions, ...s.rejected, ...s.openQuestions].map((i) => i.text);
    if (all.includes(c.notItem)) throw new Error(`"${c.text}" (${c.shape}): "${c.notItem}" is an item of its own: ${JSON.stringify(s)}`);
  }
}

const pick = <T>(list: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...list);

// ---------------------------------------------------------------- heads: statements that are no rule alone

/** Statements of how things are, in the present: no marker word, no order, no limit. */
const HEADS: Record<Language, string[]> = {
  en: ['the kitchen closes at ten', 'the shuttle leaves from gate B', 'deliveries come through the side door', 'the choir warms up in the chapel', 'invoices carry the order number'],
  tr: ['mutfak saat onda kapanıyor', 'servis B kapısından kalkıyor', 'koro şapelde ısınıyor', 'teslimatlar yan kapıdan geliyor', 'faturalar sipariş numarasını taşıyor'],
};
/** The team's "we won't …" (`-mAyAcAğIz`): alone a plan turned down, a rule after a call for attention or before "kural bu". */
const TR_WONT = ['müşterinin adını anmayacağız', 'fiyatı telefonda söylemeyeceğiz', 'anahtarı kapıcıya vermeyeceğiz'];
/** A Turkish head: a statement or a "we won't …", as often one as the other (a form that fails on one shows within a few cases). */
const headOrWont = (): fc.Arbitrary<string> => fc.oneof(pick(HEADS.tr), pick(TR_WONT));
/**
 * Clauses that are an item alone, of each kind a call for attention or the rule named binds: a prohibition, a
 * constraint, a choice taken (filed as a choice alone, as a rule with the form).
 */
const BOUND: Record<Language, string[]> = {
  en: ['never leave the gate open', 'the report must fit on one page', 'we will use the side door', 'we are not using the side door'],
  tr: ['kapıyı açık bırakmayın', 'fatura şirket adına kesilmeli', 'yan kapıyı kullanacağız'],
};
/** What a call binds or the rule names: a head (a Turkish "we won't …" as often), or a clause that is an item alone, as often. */
const bindable = (l: Language): fc.Arbitrary<string> => fc.oneof(l === 'tr' ? headOrWont() : pick(HEADS.en), pick(BOUND[l]));

// ---------------------------------------------------------------- a rule dictated in quotes

const DICTATING: Record<Language, string[]> = {
  en: ['Tell the drivers this:', 'Write to the tenants:', 'Send the team this:', 'Post this in the channel:'],
  tr: ['şoförlere şunu yazalım:', 'kiracılara şöyle yaz:', 'ekibe şunu iletelim:', 'herkese şunu duyuralım:'],
};
/** Someone else's words quoted: told, not dictated. */
const TOLD: Record<Language, string[]> = {
  en: ['The drivers said this:', 'Marta asked:', 'The tenants replied:'],
  tr: ['şoförler şunu dedi:', 'Marta sordu:', 'kiracılar bunu yazmış:'],
};
const QUOTED_RULES: Record<Language, string[]> = {
  en: ['Do not take cash from any customer.', 'Never leave the gate open after 10pm.', 'Do not park in the loading bay.'],
  tr: ['müşteriden nakit almayın', 'kapıyı açık bırakmayın', 'yükleme alanına park etmeyin'],
};
/** A plan said inside the quote after the rule: the quote's rules are the user's, its plans are nobody's item. */
const QUOTED_PLANS: Record<Language, string[]> = {
  en: ['We will switch to card readers next week.', 'We will move the bins on Monday.'],
  tr: [],
};

export function dictatedCases(): fc.Arbitrary<FormCase> {
  const language = pick<Language>(['en', 'tr']);
  const hit = language.chain((l) =>
    fc.tuple(pick(DICTATING[l]), pick(QUOTED_RULES[l]), l === 'en' ? fc.option(pick(QUOTED_PLANS.en), { nil: undefined }) : fc.constant(undefined)).map(
      ([lead, rule, plan]): FormCase => ({
        language: l,
        text: `${lead} "${plan === undefined ? rule : `${rule} ${plan}`}"`,
        rule,
        ...(plan === undefined ? {} : { notItem: plan }),
        shape: plan === undefined ? 'a rule dictated in quotes' : 'a rule and a plan dictated in quotes',
      }),
    ),
  );
  const told = language.chain((l) =>
    fc.tuple(pick(TOLD[l]), pick(QUOTED_RULES[l])).map(([lead, rule]): FormCase => ({ language: l, text: `${lead} "${rule}"`, notItem: rule, shape: "someone else's words quoted" })),
  );
  const short = pick(DICTATING.en).map((lead): FormCase => ({ language: 'en', text: `${lead} "Do not."`, notItem: 'Do not.', shape: 'a quote of two words' }));
  return fc.oneof({ arbitrary: hit, weight: 3 }, { arbitrary: told, weight: 2 }, { arbitrary: short, weight: 1 });
}

/** A rule dictated in quotes is a constraint, the quoted words alone; a quote told, or too short, is none. */
export function propertyDictatedRule(extract: Extract): fc.IPropertyWithHooks<[FormCase]> {
  return fc.property(dictatedCases(), (c) => check(extract, c));
}

// ---------------------------------------------------------------- a tail after a head: a preference, or the rule named

const PREFERENCE_TAILS: Record<Language, string[]> = {
  en: ['ideally', 'preferably', 'if possible', 'where possible', 'tops', 'at most', 'at the latest', 'always', 'every time', "that's all", 'nothing more'],
  tr: ['mümkünse', 'mümkün olduğunca', 'tercihen', 'en fazla', 'en geç', 'her zaman', 'hep', 'o kadar', 'hepsi bu'],
};
const RULE_TAILS: Record<Language, string[]> = {
  en: ["that's the rule", 'that is the rule', 'house rule', 'hard rule', 'no exceptions'],
  tr: ['kural bu', 'bu kural', 'bu bir kural', 'kural böyle', 'istisna yok'],
};
/** Tails that end a statement without making it a rule. */
const ASIDE_TAILS: Record<Language, string[]> = {
  en: ['thanks', 'by the way', "that's the plan", 'that is the idea'],
  tr: ['bu arada', 'sağol', 'plan bu', 'fikir bu'],
};

function tailCases(tails: Record<Language, string[]>, name: string, wont: boolean): fc.Arbitrary<FormCase> {
  const language = pick<Language>(['en', 'tr']);
  const hit = language.chain((l) =>
    fc.tuple(wont ? bindable(l) : pick(HEADS[l]), pick(tails[l])).map(([head, tail]): FormCase => ({ language: l, text: `${head}, ${tail}`, rule: `${head}, ${tail}`, shape: `a head, then ${name}` })),
  );
  const miss = language.chain((l) =>
    fc.tuple(pick(HEADS[l]), pick(ASIDE_TAILS[l])).map(([head, tail]): FormCase => ({ language: l, text: `${head}, ${tail}`, notRule: head, shape: 'a head, then an aside' })),
  );
  return fc.oneof({ arbitrary: hit, weight: 2 }, { arbitrary: miss, weight: 1 });
}

/** A clause that is an item alone or a Turkish "we won't …", then the rule named: the second case of every run. */
function boundRuleTailCases(): fc.Arbitrary<FormCase> {
  return pick<Language>(['en', 'tr']).chain((l) =>
    fc.tuple(pick(l === 'tr' ? [...BOUND.tr, ...TR_WONT] : BOUND.en), pick(RULE_TAILS[l])).map(([head, tail]): FormCase => ({ language: l, text: `${head}, ${tail}`, rule: `${head}, ${tail}`, shape: 'an item alone, then the rule named' })),
  );
}

/** A preference or a limit after a statement makes the whole sentence one constraint; an aside there does not. */
export function propertyPreferenceTail(extract: Extract): fc.IPropertyWithHooks<[FormCase]> {
  return fc.property(tailCases(PREFERENCE_TAILS, 'a preference or a limit', false), (c) => check(extract, c));
}

/** A rule named as one after a statement ("…, kural bu") makes the whole sentence one constraint, a "we won't …" too. */
// Two cases a run, each its own conversation: the clauses the form binds are of five kinds, and a reader that misses one
// kind must show within 20 runs.
export function propertyRuleTail(extract: Extract): fc.IPropertyWithHooks<[FormCase, FormCase]> {
  return fc.property(tailCases(RULE_TAILS, 'the rule named', true), boundRuleTailCases(), (a, b) => {
    check(extract, a);
    check(extract, b);
  });
}

// ---------------------------------------------------------------- a call for attention, then what to mind

const ATTENTION_CALLS: Record<Language, string[]> = {
  en: ['remember', 'keep in mind', 'bear in mind', 'mind you', 'one thing', 'important', 'and remember', 'but remember', 'oh remember'],
  tr: ['şunu unutma', 'unutmayın', 'şunu bil', 'şunu aklında tut', 'önemli', 'ama şunu unutma', 'bir de şunu unutma'],
};
/** Leads that recall or tell, and ask the reader to mind nothing. */
const MEMORY_LEADS: Record<Language, string[]> = {
  en: ['I remember', 'as you know', 'funny thing'],
  tr: ['hatırlıyorum', 'bildiğin gibi', 'ne tuhaf'],
};

export function attentionCases(): fc.Arbitrary<FormCase> {
  const language = pick<Language>(['en', 'tr']);
  const hit = language.chain((l) =>
    fc.tuple(pick(ATTENTION_CALLS[l]), bindable(l)).map(([call, head]): FormCase => ({ language: l, text: `${call}, ${head}`, rule: `${call}, ${head}`, shape: 'a call for attention, then a statement' })),
  );
  const miss = language.chain((l) =>
    fc.tuple(pick(MEMORY_LEADS[l]), pick(HEADS[l])).map(([lead, head]): FormCase => ({ language: l, text: `${lead}, ${head}`, notRule: head, shape: 'a memory, then a statement' })),
  );
  return fc.oneof({ arbitrary: hit, weight: 3 }, { arbitrary: miss, weight: 1 });
}

/**
 * A call for attention before a clause that is an item alone or a Turkish "we won't …": one case of every run, so each
 * kind shows within 20.
 */
function boundAttentionCases(): fc.Arbitrary<FormCase> {
  return pick<Language>(['en', 'tr']).chain((l) =>
    fc.tuple(pick(ATTENTION_CALLS[l]), pick(l === 'tr' ? [...BOUND.tr, ...TR_WONT] : BOUND.en)).map(([call, head]): FormCase => ({ language: l, text: `${call}, ${head}`, rule: `${call}, ${head}`, shape: 'a call for attention, then an item alone' })),
  );
}

/** The clause after a call for attention binds, the call with it (one constraint); after a memory, nothing binds. */
export function propertyAttentionLead(extract: Extract): fc.IPropertyWithHooks<[FormCase, FormCase]> {
  return fc.property(attentionCases(), boundAttentionCases(), (a, b) => {
    check(extract, a);
    check(extract, b);
  });
}

// ---------------------------------------------------------------- a condition, then an order

const CONDITIONS: Record<Language, string[]> = {
  en: ['if a guest cancels', 'whenever the van is late', 'in case the printer jams', 'if the quote is over $200', 'unless the client signs by noon'],
  tr: ['misafir iptal ederse', 'servis gecikirse', 'fiyat 200 lirayı geçerse', 'müşteri imzalamazsa'],
};
/** Orders that alone are a one-off task (no rule): the condition is what makes them standing. */
const ORDERS: Record<Language, string[]> = {
  en: ['call the front desk', 'text the night manager', 'check with me first', 'log it in the sheet'],
  tr: ['resepsiyonu ara', 'gece müdürüne mesaj at', 'kasayı kilitle'],
};
/** After a condition, what someone does: a statement, not an order. */
const CONSEQUENCES = ['the front desk calls me', 'we call the front desk', 'they text the night manager'];

export function conditionCases(): fc.Arbitrary<FormCase> {
  const language = pick<Language>(['en', 'tr']);
  const hit = language.chain((l) =>
    fc.tuple(pick(CONDITIONS[l]), pick(ORDERS[l])).map(([cond, order]): FormCase => ({ language: l, text: `${cond}, ${order}`, rule: `${cond}, ${order}`, shape: 'a condition, then an order' })),
  );
  const statement = fc
    .tuple(pick(CONDITIONS.en), pick(CONSEQUENCES))
    .map(([cond, then]): FormCase => ({ language: 'en', text: `${cond}, ${then}`, notRule: then, shape: 'a condition, then a statement' }));
  const chance = pick(ORDERS.en).map((order): FormCase => ({ language: 'en', text: `when you get a chance, ${order}`, notRule: order, shape: "'when you get a chance', then an order" }));
  return fc.oneof({ arbitrary: hit, weight: 3 }, { arbitrary: statement, weight: 1 }, { arbitrary: chance, weight: 1 });
}

/** A condition and an order after it are one standing rule, the condition part of it; a statement after it is none. */
export function propertyConditionThenOrder(extract: Extract): fc.IPropertyWithHooks<[FormCase]> {
  return fc.property(conditionCases(), (c) => check(extract, c));
}

// ---------------------------------------------------------------- a short contrast after a choice (English)

/** Choices that alone are a one-off order: the contrast after one is what makes it a rule. */
const CHOICES: [order: string, wish: string, question: string][] = [
  ['Pay the florist by card', 'The florist wants payment by card', 'can we pay the florist by card'],
  ['Ship the parcels by courier', 'The warehouse wants the parcels by courier', 'can we ship the parcels by courier'],
  ['Notify the team by Slack', 'The team lead wants notices by Slack', 'can we notify the team by Slack'],
  ['Print the menus on matte paper', 'The chef wants the menus on matte paper', 'can we print the menus on matte paper'],
];
const CONTRASTED = ['not cash', 'not email', 'not post', 'not glossy', 'not fax'];

export function contrastCases(): fc.Arbitrary<FormCase> {
  return fc.tuple(pick(CHOICES), pick(CONTRASTED), fc.nat({ max: 3 })).map(([[order, wish, question], not, form]): FormCase => {
    if (form === 0) return { language: 'en', text: `${order}, ${not}.`, rule: `${order}, ${not}.`, shape: 'a choice, then a short contrast' };
    // Typed with two spaces after "but" and after "not": the same contrast, kept as typed.
    if (form === 1) {
      const text = `${order}, but  ${not.replace(' ', '  ')}.`;
      return { language: 'en', text, rule: text, shape: 'a choice, then a short contrast typed with two spaces' };
    }
    if (form === 2) return { language: 'en', text: `${wish}, ${not}.`, notRule: wish, shape: "someone else's wish, then a short contrast" };
    return { language: 'en', text: `${question}, ${not}?`, notRule: question.slice(4), shape: 'a question, then a short contrast' };
  });
}

/** A short contrast after a choice is one constraint with it; after someone else's wish or in a question, none. */
export function propertyContrastAfterChoice(extract: Extract): fc.IPropertyWithHooks<[FormCase]> {
  return fc.property(contrastCases(), (c) => check(extract, c));
}

// ---------------------------------------------------------------- a verdict word before a statement

/** A bare "no" files the statement after it as a plan turned down; "ok", "fine", "tamam", "olur" as a choice taken. */
const NO_WORDS: Record<Language, string[]> = { en: ['no', 'nope'], tr: ['hayır', 'yok'] };
const ACK_WORDS: Record<Language, string[]> = { en: ['ok', 'fine', 'okay'], tr: ['tamam', 'olur'] };
/** Words that open a statement and say no verdict. */
const FILLERS: Record<Language, string[]> = { en: ['well', 'hmm'], tr: ['hmm', 'yani'] };

export interface LeadCase extends FormCase {
  /** Where the whole sentence is filed, word for word; none for a filler. */
  section?: 'rejected' | 'decisions';
}

export function leadCases(): fc.Arbitrary<LeadCase> {
  const language = pick<Language>(['en', 'tr']);
  return language.chain((l) =>
    fc.oneof(
      fc.tuple(pick(NO_WORDS[l]), pick(HEADS[l])).map(([no, head]): LeadCase => ({ language: l, text: `${no}, ${head}`, section: 'rejected', shape: "a bare 'no', then a statement" })),
      fc.tuple(pick(ACK_WORDS[l]), pick(HEADS[l])).map(([ack, head]): LeadCase => ({ language: l, text: `${ack}, ${head}`, section: 'decisions', shape: "a bare 'ok', then a statement" })),
      fc.tuple(pick(FILLERS[l]), pick(HEADS[l])).map(([filler, head]): LeadCase => ({ language: l, text: `${filler}, ${head}`, notItem: `${filler}, ${head}`, notRule: head, shape: 'a filler, then a statement' })),
    ),
  );
}

/**
 * A bare "no" before a statement files the whole sentence as a plan turned down, a bare "ok" as a choice taken, and in
 * no other section; a filler before it ("well, …", "yani, …") files nothing.
 */
export function propertyVerdictLead(extract: Extract): fc.IPropertyWithHooks<[LeadCase]> {
  return fc.property(leadCases(), (c) => {
    check(extract, c);
    if (c.section === undefined) return;
    const s = summarize(extract, c.text, c.language);
    const where = (['constraints', 'decisions', 'rejected', 'openQuestions'] as const).filter((k) => s[k].some((i) => i.text === c.text));
    if (where.length !== 1 || where[0] !== c.section) throw new Error(`"${c.text}" (${c.shape}): filed in ${JSON.stringify(where)}, not ${c.section}: ${JSON.stringify(s)}`);
  });
}

// ---------------------------------------------------------------- a value alone after an order that moves something

/** Orders that move a thing by an amount: the value after one is where it lands. */
const MOVES: Record<Language, string[]> = {
  en: ['push the tasting half an hour later', 'move the rehearsal a day earlier', 'push the pickup an hour later'],
  tr: ['geziyi bir hafta ertele', 'semineri bir hafta ertele'],
};
const LANDED: Record<Language, string[]> = { en: ['07:30', '6pm', '14 May'], tr: ['16 Mayıs', '3 Haziran', '21 Ekim'] };

export function valueAfterMoveCases(): fc.Arbitrary<FormCase> {
  const language = pick<Language>(['en', 'tr']);
  return language.chain((l) =>
    fc.tuple(fc.boolean(), pick(MOVES[l]), pick(HEADS[l]), pick(LANDED[l])).map(([moves, move, head, value]): FormCase =>
      moves
        ? { language: l, text: `${move}, ${value}`, rule: `${move}, ${value}`, shape: 'an order that moves a thing, then the value alone' }
        : { language: l, text: `${head}, ${value}`, notRule: head, shape: 'a statement, then a value alone' },
    ),
  );
}

/** A value alone after an order that moves a thing is where it lands: one constraint with the order; after a statement, none. */
export function propertyValueAfterMove(extract: Extract): fc.IPropertyWithHooks<[FormCase]> {
  return fc.property(valueAfterMoveCases(), (c) => check(extract, c));
}

// ---------------------------------------------------------------- a correction after a comma, then another sentence

/** Statements that set a value (`{v}`), each beside a sentence that may follow it and says nothing of the value. */
const CORRECTED: Record<Language, [statement: string, next: string][]> = {
  en: [
    ['set the kiln to {v}', 'the glaze runs otherwise'],
    ['the ferry sails from pier {v}', 'tickets are at the kiosk'],
    ['the choir meets in room {v}', 'the piano is there'],
    ['order {v} hives', 'the field is smaller than we thought'],
    ['cap the tasting at {v} guests', 'the cellar is small'],
  ],
  tr: [
    ['fırını {v} dereceye ayarla', 'sır akıyor yoksa'],
    ['jüri için {v} oda ayır', 'otel küçük'],
    ['koro {v} numaralı salonda çalışsın', 'piyano orada'],
  ],
};
/** How each language puts another value against the one said: English before it ("…, not 16", "… or 9"), Turkish after it ("…, 16 değil"). */
const AGAINST: Record<Language, ((w: number) => string)[]> = {
  en: [(w) => `, not ${w}`, (w) => ` or ${w}`],
  tr: [(w) => `, ${w} değil`],
};

export interface CorrectionCase {
  language: Language;
  text: string;
  /** The statement with the value put against it, word for word: a kept rule or choice holds it whole. */
  kept: string;
  /** The sentence after it, which no item may hold together with the correction. */
  next: string;
}

/**
 * Every statement with every way of putting a value against it, in each case (13 sentences, the values drawn): a
 * mutation run's 20 cases reach every form at any seed, which a drawn form would not (at the pinned seed, 20 draws of
 * one form each held no English "…, not N").
 */
export function correctionCases(): fc.Arbitrary<CorrectionCase[]> {
  const forms = (['en', 'tr'] as const).flatMap((l) => CORRECTED[l].flatMap(([statement, next]) => AGAINST[l].map((against) => ({ l, statement, next, against }))));
  const values = fc.tuple(fc.integer({ min: 2, max: 99 }), fc.integer({ min: 2, max: 99 })).filter(([v, w]) => v !== w);
  return fc.tuple(...forms.map(() => values)).map((drawn) =>
    forms.map(({ l, statement, next, against }, i): CorrectionCase => {
      const [v, w] = drawn[i]!;
      const kept = `${statement.replace('{v}', String(v))}${against(w)}`;
      return { language: l, text: `${kept}. ${next}`, kept, next };
    }),
  );
}

/**
 * A value put against the one a statement sets, after a comma and ended by a full stop, with another sentence after it
 * ("set the kiln to 240, not 260. the glaze runs otherwise", "keep the group to 8 riders or 9. …", "fırını 240 dereceye
 * ayarla, 260 değil. …"), stays with its statement: a kept rule or choice holds the statement and the correction
 * whole, and no item holds the correction together with the sentence after it.
 */
export function propertyCorrectionKept(extract: Extract): fc.IPropertyWithHooks<[CorrectionCase[]]> {
  return fc.property(correctionCases(), (cases) => {
    for (const c of cases) checkCorrection(extract, c);
  });
}

function checkCorrection(extract: Extract, c: CorrectionCase): void {
  const s = summarize(extract, c.text, c.language);
  const kept = [...s.constraints, ...s.decisions].map((i) => i.text);
  if (!kept.some((t) => t.includes(c.kept))) throw new Error(`"${c.text}": no rule or choice holds "${c.kept}": ${JSON.stringify(s)}`);
  const glued = [...s.constraints, ...s.decisions, ...s.rejected, ...s.openQuestions].find((i) => i.text.includes(c.kept) && i.text.includes(c.next));
  if (glued !== undefined) throw new Error(`"${c.text}": the correction and the sentence after it are one item: "${glued.text}"`);
}

/** Each head alone files no constraint: the forms above, not their heads, make the rules (checked once, not a property of the forms). */
export const FORM_HEADS = { heads: HEADS, orders: ORDERS, choices: CHOICES.map(([order]) => order) };
