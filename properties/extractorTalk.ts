import fc from 'fast-check';
import type { SummaryContent, SummaryTurn } from '../core/compact/summary.js';
import type { Extract } from './clauseRules.js';

/**
 * What the user says to the assistant that binds nothing (docs/compaction.md, "what the extractive summarizer
 * keeps"), on conversations of three turns built here from hand-written parts: the user's rule, an assistant's
 * question, and the user's answer or request.
 *
 * - a request for help and nothing else ("I need your help with the seating plan", "help me keep track of it all",
 *   "yardımın lazım", "planlamada yardımınız gerekiyor"), after a rule in its turn or in a turn of its own, is in no
 *   item, and the rule beside it stays a constraint word for word;
 * - a bare "not yet" answering the assistant's question ("not yet.", "nope, not yet", "yok, henüz değil") is in no
 *   item;
 * - look-alikes stay: a request for help that sets a limit ("help me keep the hire under €900"), help as a thing
 *   ("yardım paketi kişi başı 500 TL olsun") and a "not yet" with the step it waits for ("not yet, I'll ask the warden tomorrow") are in an item, whole.
 */

type Language = 'en' | 'tr';
type Turn = Omit<SummaryTurn, 'n'>;

export interface TalkCase {
  language: Language;
  turns: Turn[];
  /** Words no item may hold. */
  nothing?: string;
  /** Words some item must hold. */
  kept?: string;
  /** The user's rule: a constraint, word for word. */
  rule: string;
  shape: string;
}

function summarize(extract: Extract, c: TalkCase): SummaryContent {
  const turns = c.turns.map((t, i) => ({ n: i + 1, ...t }));
  return extract({ turns, previous: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }, language: c.language, maxTurn: turns.length });
}

export function checkTalk(extract: Extract, c: TalkCase): void {
  const s = summarize(extract, c);
  const say = (what: string): never => {
    throw new Error(`${c.shape}: ${what}: ${JSON.stringify(c.turns)} → ${JSON.stringify(s)}`);
  };
  const items = [...s.constraints, ...s.decisions, ...s.rejected, ...s.openQuestions].map((i) => i.text);
  if (!s.constraints.some((i) => i.text === c.rule)) say(`the rule "${c.rule}" is no constraint`);
  if (c.nothing !== undefined && items.some((t) => t.includes(c.nothing!))) say(`"${c.nothing}" is in an item`);
  if (c.kept !== undefined && !items.some((t) => t.includes(c.kept!))) say(`"${c.kept}" is in no item`);
}

const pick = <T>(list: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...list);

/** Rules, each read as a constraint on its own. */
const RULES: Record<Language, string[]> = {
  en: ['Never lend the minibus to other clubs.', 'Do not book the hall on Sundays.', 'Never leave the boathouse unlocked.', 'Do not feed the ponies after 6pm.'],
  tr: ['Minibüsü başka kulüplere vermeyin.', 'Salonu pazar günü kiralamayın.', 'Tekne evini kilitsiz bırakmayın.', 'Atlara akşam 6’dan sonra yem vermeyin.'],
};
/** Requests for help that bind nothing. */
const HELP: Record<Language, string[]> = {
  en: ['I need your help with the seating plan.', 'help me keep track of it all.', 'could use some help with the rota.', 'we need your help.', 'help me keep everything straight.'],
  tr: ['yardımın lazım.', 'planlamada yardımınız gerekiyor.', 'bu konuda yardım lazım.', 'yardımına ihtiyacım var.'],
};
/** Requests for help that set a limit, and help as a thing: the limit must stay. */
const HELP_LIMIT: Record<Language, [text: string, limit: string][]> = {
  en: [
    ['help me keep the hire under €900.', 'under €900'],
    ['help me keep the rota to 6 volunteers.', '6 volunteers'],
  ],
  tr: [
    ['yardımın lazım ama kira 9.000 TL’yi geçmesin.', '9.000 TL’yi geçmesin'],
    // Help as a thing, not a request: a rule.
    ['yardım paketi kişi başı 500 TL olsun.', 'kişi başı 500 TL'],
  ],
};
/** The assistant's question, and the user's bare "not yet". */
const ASKED: Record<Language, string[]> = {
  en: ['Has the insurer signed the renewal?', 'Did the printer send the proofs?', 'Is the new lock fitted?'],
  tr: ['Sigortacı yenilemeyi imzaladı mı?', 'Matbaa provaları gönderdi mi?', 'Yeni kilit takıldı mı?'],
};
const NOT_YET: Record<Language, string[]> = {
  en: ['not yet.', 'not yet', 'nope, not yet', 'no, not yet.'],
  tr: ['henüz değil.', 'yok, henüz değil', 'hayır, daha değil', 'daha değil.'],
};
/** A "not yet" with the step it waits for: the step must stay. */
const NOT_YET_STEP: Record<Language, [text: string, step: string][]> = {
  en: [
    ["not yet, I'll ask the warden tomorrow", "I'll ask the warden tomorrow"],
    ['not yet, waiting on the insurer till Friday', 'waiting on the insurer'],
  ],
  tr: [
    ['henüz değil, yarın bekçiye soracağım', 'yarın bekçiye soracağım'],
    ['daha değil, cumaya kadar sigortacıyı bekliyoruz', 'sigortacıyı bekliyoruz'],
  ],
};
const REPLIES: Record<Language, string> = { en: 'Noted.', tr: 'Not aldım.' };

type Kind = 'help' | 'help-own-turn' | 'help-limit' | 'not-yet' | 'not-yet-step';

export function talkCases(): fc.Arbitrary<TalkCase> {
  return pick<Language>(['en', 'tr']).chain((l) =>
    fc
      .tuple(pick(RULES[l]), pick(HELP[l]), pick(HELP_LIMIT[l]), pick(ASKED[l]), pick(NOT_YET[l]), pick(NOT_YET_STEP[l]), pick<Kind>(['help', 'help-own-turn', 'help-limit', 'not-yet', 'not-yet-step']))
      .map(([rule, help, [limitText, limit], asked, notYet, [stepText, step], kind]): TalkCase => {
        const user = (text: string): Turn => ({ role: 'user', text });
        const assistant = (text: string): Turn => ({ role: 'assistant', text });
        switch (kind) {
          case 'help':
            return { language: l, turns: [user(`${rule} ${help}`), assistant(REPLIES[l])], nothing: help.replace(/[.]$/u, ''), rule, shape: 'a request for help after a rule in its turn' };
          case 'help-own-turn':
            return { language: l, turns: [user(rule), assistant(REPLIES[l]), user(help), assistant(REPLIES[l])], nothing: help.replace(/[.]$/u, ''), rule, shape: 'a request for help in a turn of its own' };
          case 'help-limit':
            return { language: l, turns: [user(rule), assistant(REPLIES[l]), user(limitText), assistant(REPLIES[l])], kept: limit, rule, shape: 'a request for help that sets a limit' };
          case 'not-yet':
            return { language: l, turns: [user(rule), assistant(asked), user(notYet)], nothing: notYet.replace(/[.]$/u, ''), rule, shape: 'a bare "not yet" answering a question' };
          case 'not-yet-step':
            return { language: l, turns: [user(rule), assistant(asked), user(stepText)], kept: step, rule, shape: 'a "not yet" with the step it waits for' };
        }
      }),
  );
}

/** A request for help and a bare "not yet" are no items; one with a limit or a step keeps it; the rule beside them stays. */
export function propertyTalkNoRule(extract: Extract): fc.IPropertyWithHooks<[TalkCase]> {
  return fc.property(talkCases(), (c) => checkTalk(extract, c));
}
