import { adoptedProposal } from './adoptedProposal.js';
import { adoptsNothing, classifyClause, CONTRAST, looksTurkish, ownRuleAfterWish, type ClauseKind } from './clauseKind.js';
import { foldCase } from './foldCase.js';
import { gappedPiece } from './gappedPiece.js';
import { extractIdentifiers } from './identifiers.js';
import { relativeChange } from './relativeChange.js';
import { cancelsRule, reportsChange } from './reportedChange.js';
import { PAST, relayedSetting } from './relayedSetting.js';
import { splitClauses, splitSentences } from './sentences.js';
import { emptyContent, isContentEmpty, mergeContent, type SummaryContent, type SummaryInput, type SummaryItem, type SummaryKey, type SummaryTurn } from './summary.js';
import { pointedChange } from './pointedChange.js';
import { answersHowMany, findChoiceChanges, findSupersessions, findSupersessors, movesBy, offersOf, statementReader, type Statement } from './supersession.js';

/**
 * The embedded summarizer: deterministic, extractive, no model. It keeps
 * the user's own words, never writes any, with the turn they came from.
 *
 * - User (and system) turns are cut into sentences and clauses
 *   (`splitClauses`), and each clause is judged (`classifyClause`): a
 *   prohibition or a constraint, a decision, a rejected option, a pending
 *   step, a question, someone else's wish, or nothing. Neighbouring clauses
 *   that carry something are kept together, verbatim, as one item: "no,
 *   flag stays off by default", "fine, he gets it before 18:00 UTC". A
 *   clause that only names an identifier right after one kept stays with it
 *   ("Müşterimiz Zehra Aksoy, sipariş numarası SP-2026-0042.").
 * - A question is an open question only when no assistant reply follows it
 *   in the range (an answered question is not open).
 * - Someone else's wish is not the user's rule: "Dana wants the release
 *   rolled back" is left out; the user's "I dont think so, not rolling back"
 *   is kept as the user's.
 * - Assistant turns give identifiers only: the assistant's paraphrase of a
 *   rule is not the rule, and its findings are answers, not constraints —
 *   with one exception: a tool call the user approved that changes a value
 *   the user set is a decision, kept in the assistant's report of it
 *   ("dbt_pool is now 6 slots.") or as the call.
 * - Supersession (`findSupersessions`): a constraint or decision that a
 *   later user statement replaces — later in the range, in a turn that stays
 *   raw (`input.later`), or an earlier summary's item replaced in this range
 *   — is marked `supersededBy` that turn.
 * - Identifiers come from every turn, tool results and tool-call arguments
 *   included, once each, with the turn that first named them; ordered by
 *   their value to the conversation (`rankIdentifiers`), so a summary that
 *   has to shrink drops the least valuable first. One the summary's items
 *   or the raw turns already spell out is not listed again.
 *
 * What it cannot do: understand. A rule phrased without any of its cues is
 * missed; a cue in passing keeps a clause that was not a rule; a change of
 * mind without a changed value or a shared word is not seen as one; the
 * answers to questions (findings) are not kept, only the identifiers in them.
 */
export function extractSummary(input: SummaryInput): SummaryContent {
  const found = emptyContent();
  const statements: Candidate[] = [];
  const identifiers = new Map<string, IdentifierNote>();
  const turkish = input.language === 'tr' || looksTurkish(foldCase(input.turns.filter((t) => t.role === 'user').map((t) => t.text).join(' ')));

  const everything = [...input.turns, ...(input.later ?? [])];
  // A change told as narration ("they lowered the deposit to €1,500", "sunumu 16:00'ya almışlar") is kept when
  // it replaces a statement kept here or in the earlier summary: then it is that statement's current value.
  const reported: { candidate: Candidate; statement: Statement; inRange: boolean; pointed?: boolean; adopted?: boolean }[] = [];
  const report = (turn: SummaryTurn, i: number, answers: string | undefined, texts: readonly string[]): void => {
    for (const text of texts) {
      const candidate: Candidate = { key: 'constraints', item: { text, turns: [turn.n] }, context: turn.text, ...(answers === undefined ? {} : { answers }) };
      reported.push({ candidate, statement: toStatement(candidate), inRange: i < input.turns.length });
    }
  };
  // A change that points at its new value ("second one pls", "put them in the other van", "vazgeçtim arka kapı
  // kalsın") is kept, as a decision, when it replaces a statement kept (`reported`), unless a rule of its turn holds it.
  const point = (turn: SummaryTurn, i: number, answers: string | undefined, items: readonly { key: ItemKey; text: string }[]): void => {
    const pointed = pointedChange(turn.text);
    if (pointed === undefined || items.some((item) => (item.key === 'constraints' || item.key === 'decisions') && item.text.includes(pointed.clause))) return;
    const candidate: Candidate = { key: 'decisions', item: { text: pointed.clause, turns: [turn.n] }, context: turn.text, ...(answers === undefined ? {} : { answers }) };
    reported.push({ candidate, statement: toStatement(candidate), inRange: i < input.turns.length, pointed: true });
  };
  // Someone else's figure the user takes in the same turn ("Jonas suggested warmup 1,000 instead of 500, he's right, use
  // 1,000"): the proposal and the taking, as one decision, kept when it replaces a statement kept (`reported`).
  const adopt = (turn: SummaryTurn, i: number): void => {
    const span = adoptedProposal(turn.text);
    if (span === undefined) {
      relay(turn, i);
      return adoptAcross(turn, i);
    }
    const candidate: Candidate = { key: 'decisions', item: { text: span, turns: [turn.n] }, context: turn.text, adopted: true };
    reported.push({ candidate, statement: { ...toStatement(candidate), confirmed: true }, inRange: i < input.turns.length, adopted: true });
  };
  // The same figure taken in the user's next turn ("the instructor wants the dinghies back by 17:00" → "Should I tell
  // the members?" → "yes, let's do that"): the two user turns read as one, when the assistant's turn between them offers
  // no value of its own that the taking could be taking instead.
  const adoptAcross = (turn: SummaryTurn, i: number): void => {
    const before = userTurnBefore(everything, i);
    if (before === undefined || adoptedProposal(before.text) !== undefined) return;
    const joined = `${before.text}\n${turn.text}`;
    const span = adoptedProposal(joined);
    if (span === undefined || !span.includes('\n')) return;
    const candidate: Candidate = { key: 'decisions', item: { text: span.replace(/\s*\n\s*/gu, ' … '), turns: [before.n, turn.n] }, context: joined, adopted: true };
    reported.push({ candidate, statement: { ...toStatement(candidate), confirmed: true }, inRange: i < input.turns.length, adopted: true });
  };
  // A value set by someone with the power to set it, passed on by the user with no word of taking ("müdür … sınıf
  // mevcudu artık 16'ya kadar olabilir dedi"): someone else's words, kept as the user's rule only when they replace a
  // statement kept (`reported`). Read like a proposal taken: its first words name who set it, not which thing.
  const relay = (turn: SummaryTurn, i: number): void => {
    const span = relayedSetting(turn.text);
    if (span === undefined) return;
    const candidate: Candidate = { key: 'constraints', item: { text: span, turns: [turn.n] }, context: turn.text, adopted: true };
    reported.push({ candidate, statement: toStatement(candidate), inRange: i < input.turns.length, adopted: true });
  };
  // A number someone else asked for, relayed by the user ("Dana … wants 8 laptops now"): the user's once they change it.
  let relayedLast: { text: string; n: number; userTurns: number } | undefined;
  let countLast: { item: SummaryItem; noun: string; userTurns: number } | undefined;
  let userTurns = 0;
  const cancels: Statement[] = [];
  const withLater = input.later === undefined ? input.turns : [...input.turns, ...input.later];
  input.turns.forEach((turn, i) => {
    noteIdentifiers(identifiers, turn);
    if (turn.role !== 'user' && turn.role !== 'system') return;
    userTurns++;
    const answers = proposalBefore(everything, i);
    const told: string[] = [];
    const relayed: string[] = [];
    const items = userItems(turn.text, turkish, turn.role === 'user' ? told : undefined, relayed);
    // "and one more for the intern" right after a relayed number changes it: both are the user's now.
    const relative = relayedLast !== undefined && userTurns - relayedLast.userTurns <= 3 ? relativeClause(turn.text) : undefined;
    if (relative !== undefined) {
      found.constraints.push({ text: relayedLast!.text, turns: [relayedLast!.n], supersededBy: turn.n });
      if (!items.some((item) => item.text.includes(relative))) {
        const item = { text: relative, turns: [turn.n] };
        found.constraints.push(item);
        statements.push({ key: 'constraints', item, context: turn.text, ...(answers === undefined ? {} : { answers }) });
      }
      relayedLast = undefined;
    }
    if (relayed.length > 0) relayedLast = { text: relayed[relayed.length - 1]!, n: turn.n, userTurns };
    // "one more, Priya wants in" a few turns after "book 6 seats": the count said without its noun changes that count.
    // One change, one thing changed: a relayed number just adopted is what it changed.
    const more = relative === undefined && countLast !== undefined && userTurns - countLast.userTurns <= 3 ? countChange(turn.text, countLast.noun) : undefined;
    if (more !== undefined) {
      countLast!.item.supersededBy = turn.n;
      if (!items.some((item) => item.text.includes(more))) {
        const item = { text: more, turns: [turn.n] };
        found.constraints.push(item);
        statements.push({ key: 'constraints', item, context: turn.text, ...(answers === undefined ? {} : { answers }) });
      }
      countLast = undefined;
    }
    for (const { key, text } of items) {
      if (key === 'question') {
        // Answered in a turn that stays raw is answered too: the range often ends between a question and its answer.
        if (!answered(withLater, i)) found.openQuestions.push({ text, turns: [turn.n] });
        continue;
      }
      // "change ticket CHG-20431", "telefonu 0532 418 77 09": a record named, no rule; the list of identifiers keeps it.
      if ((key === 'constraints' || key === 'decisions') && namesRecords(text, turkish)) continue;
      const item = { text, turns: [turn.n] };
      found[key].push(item);
      // "forget the budget cap" is filed as a rejected option, and cancels the rule it names.
      if (key === 'rejected' && cancelsRule(foldCase(text))) cancels.push({ text, turn: turn.n, context: turn.text });
      if (key === 'constraints' || key === 'decisions') statements.push({ key, item, context: turn.text, ...(answers === undefined ? {} : { answers }) });
      const noun = key === 'constraints' || key === 'decisions' ? countedNoun(text) : undefined;
      if (noun !== undefined) countLast = { item, noun, userTurns };
    }
    report(turn, i, answers, told);
    // A number said alone answering "how many …?" ("90" after "How many croissants should I plan?"): too short to be a
    // clause that tells anything, it is the count asked about; kept, like a told change, when it replaces that count.
    if (answers !== undefined && answersHowMany(turn.text, answers)) report(turn, i, answers, [turn.text.trim()]);
    if (turn.role === 'user') point(turn, i, answers, items);
    if (turn.role === 'user') adopt(turn, i);
    // "could we move the dinner to 8pm?" → "The restaurant can do 8pm." → "great, do it": the user's own proposal,
    // confirmed. Like a told change, kept when it replaces a statement kept (`reported`), at both turns.
    const proposal = ownProposalBefore(input.turns, i);
    if (proposal !== undefined && confirmsOwn(turn.text)) {
      const candidate: Candidate = { key: 'decisions', item: { text: proposal.text, turns: [proposal.n, turn.n] }, context: proposal.text };
      reported.push({ candidate, statement: { ...toStatement(candidate), confirmed: true }, inRange: true });
    }
    // "Keep the shuttle budget at €900" … "Should I raise the shuttle budget to €1,050?" → "yes, do that": the assistant's
    // proposal, taken without a value of the user's own and carried out by no tool call (an approved call is read
    // below). Kept, in the assistant's words at both turns, only when it replaces a statement kept (`reported`).
    const offer = offerTaken(input.turns, i);
    if (offer !== undefined) {
      const candidate: Candidate = { key: 'decisions', item: { text: offer.text, turns: [offer.n, turn.n] }, context: offer.text };
      reported.push({ candidate, statement: { ...toStatement(candidate), confirmed: true }, inRange: true });
    }
  });
  // A tool call the user approved is the user's decision: it may change a value set earlier.
  const calls = approvedCalls(everything);
  const rangeCalls = calls.filter((c) => c.index < input.turns.length);

  // Supersession: this range's statements and the earlier summary's, replaced by this range's or the raw tail's.
  const previous: Candidate[] = [];
  for (const key of ['constraints', 'decisions'] as const) {
    for (const item of input.previous[key]) {
      if (item.supersededBy === undefined) previous.push({ key, item: { text: item.text, turns: [...item.turns] }, context: item.text });
    }
  }
  const later: Statement[] = [...statements.map(toStatement), ...cancels, ...calls.map((c) => c.statement)];
  // An earlier summary's live items are later statements too: a rule read again from an earlier summary's verbatim
  // line (said in turn 3) is replaced by the change an earlier compaction kept as an item (turn 65), even after the
  // stale item, superseded, was shrunk away.
  for (const candidate of previous) later.push(toStatement(candidate));
  input.later?.forEach((turn, j) => {
    if (turn.role !== 'user') return;
    // A count changed in a raw turn marks the count stated in the range: the raw turn says the new one.
    userTurns++;
    if (countLast !== undefined && userTurns - countLast.userTurns <= 3 && countChange(turn.text, countLast.noun) !== undefined) {
      countLast.item.supersededBy = turn.n;
      countLast = undefined;
    }
    const answers = proposalBefore(everything, input.turns.length + j);
    const told: string[] = [];
    const items = userItems(turn.text, turkish, told);
    for (const { key, text } of items) {
      if (key !== 'constraints' && key !== 'decisions') continue;
      later.push({ text, turn: turn.n, context: turn.text, ...(answers === undefined ? {} : { answers }) });
    }
    report(turn, input.turns.length + j, answers, told);
    if (answers !== undefined && answersHowMany(turn.text, answers)) report(turn, input.turns.length + j, answers, [turn.text.trim()]);
    point(turn, input.turns.length + j, answers, items);
    adopt(turn, input.turns.length + j);
  });
  const kept = [...previous, ...statements];
  const reader = statementReader();
  const keptStatements = kept.map(toStatement);
  const replaced = findSupersessors(keptStatements, reported.map((r) => r.statement), reader);
  const replacing = new Set(replaced.filter((k) => k !== undefined));
  // A proposal taken whose turn's own words already replace everything it replaces ("tamam, zam %32,5 oluyor" after "GM
  // %32,5 olsun dedi") needs no longer line: the summary's room goes to what it would push out.
  const ownWords = (k: number): boolean => {
    const turn = reported[k]!.statement.turn;
    const own = [...statements, ...later].filter((s) => ('item' in s ? s.item.turns.includes(turn) : s.turn === turn)).map((s) => ('item' in s ? toStatement(s) : s));
    if (own.length === 0) return false;
    const byOwn = findSupersessors(keptStatements, own, reader);
    return replaced.every((r, j) => r !== k || byOwn[j] !== undefined);
  };
  reported.forEach((r, k) => {
    if (!replacing.has(k)) return;
    if (r.adopted === true && ownWords(k)) return;
    later.push(r.statement);
    if (!r.inRange) return;
    // The proposal taken says whole what its turn's items said in pieces ("Jonas suggested warmup 1,000 …", "use 1,000."):
    // one line, not three.
    if (r.adopted === true) {
      const inside = (item: SummaryItem): boolean => item.turns.includes(r.statement.turn) && r.candidate.item.text.includes(item.text);
      for (const key of ['constraints', 'decisions', 'rejected'] as const) found[key] = found[key].filter((item) => !inside(item));
      for (let k = statements.length - 1; k >= 0; k--) if (inside(statements[k]!.item)) statements.splice(k, 1);
    }
    found[r.candidate.key].push(r.candidate.item);
    statements.push(r.candidate);
    // "vazgeçtim arka kapı kalsın" takes a change back; it is no option rejected.
    if (r.pointed === true) found.rejected = found.rejected.filter((item) => !(item.turns.includes(r.statement.turn) && item.text.includes(r.candidate.item.text)));
  });
  later.sort((a, b) => a.turn - b.turn);
  const candidates = [...previous, ...statements];
  const by = findSupersessions(candidates.map(toStatement), later, reader);
  // A change of mind between options one assistant turn offered ("monti iyi görünüyor" → "celio'ya bakalım").
  const offers = offersOf(everything.filter((t) => t.role === 'assistant' && t.text !== ''));
  const choices = candidates.map((c) => (c.key === 'decisions' ? toStatement(c) : { ...toStatement(c), text: '' }));
  findChoiceChanges(choices, later.filter((l) => l.approved !== true), offers).forEach((turn, j) => {
    if (turn !== undefined && (by[j] === undefined || by[j]! > turn)) by[j] = turn;
  });
  by.forEach((turn, j) => {
    if (turn === undefined) return;
    const candidate = candidates[j]!;
    const { key, item } = candidate;
    // One item said in several clauses ("no reboots between 8 and 6, patching only in the Saturday 02:00-05:00
    // window, and don't touch the plotter PC") is replaced only where a clause is: the others stay live.
    const parts = splitParts(candidate, turn, later, reader, turkish);
    if (parts !== undefined) {
      const at = found[key].indexOf(item);
      if (at >= 0) found[key].splice(at, 1, ...parts);
      else found[key].push(...parts);
      return;
    }
    item.supersededBy = turn;
    // An earlier summary's item is marked by returning it again, marked (`mergeContent` keeps the mark).
    if (j < previous.length) found[key].push(item);
  });
  // An approved call in the range is kept when it changed something: the new value is in it ("window": "03:00-04:00 UTC").
  // In the assistant's words when it reported what it did ("dbt_pool is now 6 slots."), else the call itself.
  for (const call of rangeCalls) {
    if (!by.includes(call.statement.turn)) continue;
    const report = call.report !== undefined && call.report.turn <= input.maxTurn ? call.report : undefined;
    found.decisions.push(report === undefined ? { text: call.statement.text, turns: [call.statement.turn] } : { text: report.text, turns: [report.turn] });
  }

  // An identifier the summary's own items or the raw turns already spell out needs no line of its own.
  const spelled = [...found.constraints, ...found.decisions, ...found.rejected, ...found.openQuestions]
    .filter((item) => item.supersededBy === undefined)
    .map((item) => item.text);
  const raw = (input.later ?? []).flatMap((turn) => [turn.text, ...(turn.calls ?? [])]);
  found.identifiers = rankIdentifiers(identifiers, spelled, raw);
  // Merging with nothing folds repeats into one item with all their turns. A range with nothing new to
  // keep (an acknowledgement, a tool call whose identifiers the raw turns repeat) leaves the earlier
  // summary as it is: that is a summary, not a failure to write one.
  const content = mergeContent(emptyContent(), found);
  return isContentEmpty(content) ? mergeContent(input.previous, emptyContent()) : content;
}

/**
 * A superseded item of several clauses, cut into its clauses: a
 * prohibition no later statement supersedes stays live as an item of its
 * own, and the whole item is kept marked (verbatim, the first to go when
 * the summary shrinks); undefined when
 * no such prohibition is left. A clause too short to stand alone stays with
 * the one before it.
 */
function splitParts(candidate: Candidate, turn: number, later: readonly Statement[], reader: ReturnType<typeof statementReader>, turkish: boolean): SummaryItem[] | undefined {
  const pieces: string[] = [];
  for (const sentence of splitSentences(candidate.item.text)) {
    for (const clause of splitClauses(sentence)) {
      const piece = trimClause(clause);
      if (piece === '') continue;
      if (pieces.length > 0 && wordCount(piece) < 3) pieces[pieces.length - 1] = trimClause(`${pieces[pieces.length - 1]!}${clause.startsWith(' ') ? '' : ' '}${clause}`);
      else pieces.push(piece);
    }
  }
  if (pieces.length < 2) return undefined;
  const turns = candidate.item.turns;
  const statements = pieces.map((text): Statement => ({ text, turn: turns[turns.length - 1]!, context: candidate.context, ...(candidate.answers === undefined ? {} : { answers: candidate.answers }) }));
  const by = findSupersessions(statements, later, reader);
  // A prohibition stays live on its own. Another rule of the line ("belayers must be certified", "peştemal zorunlu")
  // stays live only when the turn that replaced the line is seen to replace one other piece of it by itself, and
  // only when it holds no number: a piece with a value may have been replaced by a change read from the line as a
  // whole (a corrected word, a count added to), and a stale rule left live is a false pass.
  const onePart = by.some((b) => b === turn);
  const live = pieces.map((text, k) => {
    if (by[k] !== undefined) return false;
    const kind = classifyClause(text, turkish);
    return kind === 'prohibition' || (onePart && kind === 'constraint' && !/\d/.test(text) && !LEANS_ON_THE_LINE.test(foldCase(text)));
  });
  if (!live.some(Boolean)) return undefined;
  return [...pieces.filter((_, k) => live[k]).map((text) => ({ text, turns: [...turns] })), { ...candidate.item, supersededBy: turn }];
}

/**
 * A piece that points back at another piece of its line ("so whatever we do has to fit in that", "fazlası bütçeyi
 * patlatır", "her şey ondan önce bitmiş olmalı", "Hakan'ın onayladığı bütçe bu") explains that piece: it is no rule of
 * its own and goes with it. Folded text, so "şu" is "su".
 */
const LEANS_ON_THE_LINE = /(?:^|[^\p{L}])(?:so|that|this|these|those|it|its|them|then|bu|su|o|ondan|onu|ona|onun|bunu|buna|bunun|bundan|fazlasi|hepsi|zaten|dahil)(?![\p{L}])/u;

interface Candidate {
  key: SummaryKey;
  item: SummaryItem;
  context: string;
  answers?: string;
  /** Someone else's proposal the user took (`adoptedProposal`). */
  adopted?: boolean;
}

function toStatement(s: Candidate): Statement {
  const statement: Statement = { text: s.item.text, turn: s.item.turns[s.item.turns.length - 1]!, context: s.context };
  if (s.answers !== undefined) statement.answers = s.answers;
  if (s.adopted === true) statement.adopted = true;
  return statement;
}

/** The user's turn before turn `i` when one assistant turn with no number is all between them (`adoptAcross`). */
function userTurnBefore(turns: readonly SummaryTurn[], i: number): SummaryTurn | undefined {
  const between = turns[i - 1];
  const before = turns[i - 2];
  if (between === undefined || before === undefined || between.role !== 'assistant' || /\p{N}/u.test(between.text) || (between.calls ?? []).length > 0) return undefined;
  return before.role === 'user' ? before : undefined;
}

/** The assistant's words right before turn `i` (tool turns and bare calls skipped), if the user is answering them. */
function proposalBefore(turns: readonly SummaryTurn[], i: number): string | undefined {
  for (let j = i - 1; j >= 0; j--) {
    const turn = turns[j]!;
    if (turn.role === 'tool' || (turn.role === 'assistant' && turn.text.trim() === '')) continue;
    return turn.role === 'assistant' ? turn.text : undefined;
  }
  return undefined;
}

/**
 * A user turn that only approves: "yes do it", "ok go ahead", "approved", "evet onaylıyorum", "tamam yap"; "tamamdır",
 * "aynen", "öyle olsun" say yes as much ("tamamdır öyle olsun" after "Süreyi 75 dakikaya çıkarayım mı?").
 */
const APPROVAL = /(?<![\p{L}])(?:ok|okay|yes|yep|yeah|sure|go ahead|do it|do that|approve|approved|confirm|confirmed|proceed|ship it|lgtm|sounds good|please do|run it|go for it|evet|tamam|tamamdir|aynen|oyle olsun|tmm|olur|onayliyorum|onayladim|onayla|yap|yapabilirsin|yapin|devam|devam et|uygun|peki)(?![\p{L}])/u;

/** A short answer that approves: "yes do it", "hm. ok do it, but just 6, not 8.", "evet onaylıyorum". */
function approves(text: string): boolean {
  const folded = foldCase(text.trim());
  return !folded.includes('?') && folded.split(/\s+/u).length <= 20 && APPROVAL.test(folded);
}

/**
 * The verb a proposal offers the user: "RNDV-1'i 26 Mart'a taşıyayım mı?" →
 * "tasi", "Want me to move the standup to 10:00?" → "move" (folded text).
 */
const OFFERED_TR = /(?<![\p{L}])([a-z]{2,}?)y?[ae]y[iu]m m[iu](?![\p{L}])/u;
const OFFERED_EN = /(?<![\p{L}])(?:shall i|should i|want me to|do you want me to|would you like me to|ok if i|okay if i)\s+([a-z]+)/u;

/**
 * A short answer that takes a proposal in the proposal's own verb: "taşı."
 * to "… taşıyayım mı?", "move it" to "Want me to move …?" — the imperative,
 * not its negative ("alma, kalsın") and not a question back.
 */
function approvesByVerb(text: string, proposal: string): boolean {
  const folded = foldCase(text.trim());
  if (folded.includes('?') || folded.split(/\s+/u).length > 20) return false;
  const offered = foldCase(proposal);
  const verb = (OFFERED_TR.exec(offered) ?? OFFERED_EN.exec(offered))?.[1];
  const first = folded.match(/\p{L}+/u)?.[0];
  if (verb === undefined || first === undefined) return false;
  return first === verb || new RegExp(`^${verb}y?[iu]n(?:[iu]z)?$`, 'u').test(first);
}

/** Calls longer than this are queries and reports, not a setting changed. */
const MAX_CALL = 300;

/**
 * Tool calls the user approved: the calls of the assistant turns after a
 * user turn that only approves (the assistant proposed, the user said yes,
 * the assistant acted), up to the next user turn.
 */
function approvedCalls(turns: readonly SummaryTurn[]): ApprovedCall[] {
  const out: ApprovedCall[] = [];
  turns.forEach((turn, i) => {
    if (turn.role !== 'user') return;
    const proposal = proposalBefore(turns, i) ?? '';
    if (!approves(turn.text) && !approvesByVerb(turn.text, proposal)) return;
    let end = i + 1;
    while (end < turns.length && turns[end]!.role !== 'user') end++;
    for (let j = i + 1; j < end; j++) {
      const next = turns[j]!;
      if (next.role !== 'assistant') continue;
      // What the assistant said it did, after the call: "dbt_pool is now 6 slots."
      const reply = turns.slice(j + 1, end).find((t) => t.role === 'assistant' && t.text.trim() !== '');
      const sentence = reply === undefined ? undefined : firstSentence(reply.text);
      for (const call of next.calls ?? []) {
        if (call.length > MAX_CALL) continue;
        // A report that names a value the call set ("… is now 6 slots."), not a bare "Done.".
        const report = sentence !== undefined && numbers(sentence).some((n) => numbers(call).includes(n)) ? sentence : undefined;
        out.push({
          index: j,
          statement: { text: call, turn: next.n, context: `${call}\n${proposal}`, approved: true, approvedIn: turn.n },
          ...(report === undefined || reply === undefined ? {} : { report: { text: report, turn: reply.n } }),
        });
      }
    }
  });
  return out;
}

interface ApprovedCall {
  /** Index of the calling turn. */
  index: number;
  statement: Statement;
  /** The assistant's account of it, when it gave one. */
  report?: { text: string; turn: number };
}

function numbers(text: string): string[] {
  return text.match(/\d+(?:[.,:]\d+)*/gu) ?? [];
}

/** The first sentence of a reply, when it is short enough to be a line of the summary. */
function firstSentence(text: string): string | undefined {
  const first = splitSentences(text)[0];
  return first !== undefined && first.length <= 160 ? first : undefined;
}

type ItemKey = SummaryKey | 'question';

/** Where a run of clauses goes: the strongest thing it says. */
function keyOf(kinds: readonly ClauseKind[], lead: ClauseKind | undefined): ItemKey | undefined {
  const has = (k: ClauseKind): boolean => kinds.includes(k);
  if (has('prohibition') || has('constraint')) return 'constraints';
  if (has('rejected') || lead === 'no') return 'rejected';
  if (has('decision') || lead === 'ack') return 'decisions';
  if (has('pending')) return 'openQuestions';
  return undefined;
}

/** A question that asks for a rule: "lütfen kısa tutar mısın?", "could you keep it short?". */
const POLITE = /(?<![\p{L}])(?:lutfen|rica|please|pls|could you|would you|can you keep|can you always|can you stop|can you make sure|can you ensure|can you never)(?![\p{L}])/u;

const KEPT = new Set<ClauseKind>(['prohibition', 'constraint', 'decision', 'rejected', 'pending']);

/**
 * The items of one user turn, verbatim (and, into `told`, the clauses left
 * out that tell a change: kept only if they replace a kept statement). Each clause that carries something
 * is an item, with what belongs to it:
 * - a bare "no" / "fine" before it ("no, flag stays off by default");
 * - kept clauses right after it that go in the same list, and identifier
 *   details ("no card data in the export, not even last4",
 *   "butçe toplam 1.250.000 TL, %60 performans %40 CRM", "kod ANNE20,
 *   SEG-2291"): one statement said in pieces;
 * - for a short verdict at the end of a thought ("…, vazgeçtim", "…, açık
 *   dursun"), the clauses before it that it is about.
 * A lone word that says nothing on its own ("sorarım.") is left out.
 */
export function userItems(text: string, turkish: boolean, told?: string[], relayed?: string[]): { key: ItemKey; text: string }[] {
  const items: { key: ItemKey; text: string }[] = [];
  for (const sentence of splitSentences(ownLines(text))) {
    // A rule the user dictates for others in quotes is the user's: 'şoförlere şunu yazalım: "… nakit almayın …"'.
    const dictated = dictatedQuote(sentence);
    if (dictated !== undefined) items.push(...userItems(dictated, turkish).filter((item) => item.key === 'constraints'));
    // Someone else's wish, "but" and the user's own rule in one clause are two items: the wish is no part of the rule.
    // A short rule after it ("… istiyor ama menüye dokunmayın") is no verdict about the wish: it starts its own item.
    const clauses: string[] = [];
    const ownStarts = new Set<number>();
    for (const c of splitClauses(sentence)) {
      const own = ownRuleAfterWish(c, turkish);
      if (own === undefined) clauses.push(c);
      else {
        clauses.push(c.slice(0, own.at));
        ownStarts.add(clauses.length);
        clauses.push(c.slice(own.at));
      }
    }
    // Each clause with its runs of whitespace made one space, since the clause readers' patterns write one space
    // between words (a clause typed with two spaces or a tab says what it says with one); then folded and trimmed
    // once: the rules below read it again and again.
    const spaced = clauses.map((c) => c.replace(/\s+/gu, ' '));
    const plain = spaced.map((c) => foldCase(c).trim());
    // A sentence that ends in a question mark asks, all of it ("1. düğümde doluluk nedir, kaç zaman aşımı var?"),
    // unless a clause forbids something or it asks politely for a rule ("lütfen kısa tutar mısın?").
    const asks = /\?["'”’)\]]*$/u.test(sentence) && !POLITE.test(foldCase(sentence));
    const kinds = clauses.map((c, at) => {
      // A preference said after the thing it is about ("…, ideally", "…, mümkünse"): the clauses before it are the rule.
      if (PREFERENCE_TAIL.test(untailed(plain[at]!))) return 'constraint';
      // "yardımın lazım", "help me keep it all straight": the assistant asked to help, nothing bound.
      if (ASKS_FOR_HELP.test(untailed(plain[at]!))) return 'none';
      const kind = classifyClause(c, turkish);
      return asks && kind !== 'prohibition' && kind !== 'pending' && kind !== 'third-party' ? 'question' : kind;
    });
    // A short contrast after the choice it qualifies ("Slack, not email"): the two are one rule. Not after someone
    // else's wish or a question ("they want PPI throughout, not tacked on" stays theirs).
    for (let at = 1; at < clauses.length; at++) {
      const before = kinds[at - 1]!;
      if (kinds[at] === 'none' && before !== 'third-party' && before !== 'question' && CONTRAST.test(plain[at]!)) kinds[at] = 'prohibition';
    }
    // A condition, then an order: a standing rule, the condition part of it ("If it's over $200, check with me first",
    // "200 doları geçerse, bana sor"), not a one-off task.
    for (let at = 1; at < clauses.length; at++) {
      if ((kinds[at] === 'none' || kinds[at] === 'decision') && CONDITION.test(plain[at - 1]!) && ORDER.test(plain[at]!)) {
        kinds[at - 1] = 'constraint';
        kinds[at] = 'constraint';
      }
    }
    // A call for attention, then what to mind ("şunu unutma, müşterinin adını anmayacağız", "remember, we don't quote
    // prices up front"): the clause after it binds, a "we won't …" as a prohibition; the call joins it.
    for (let at = 1; at < clauses.length; at++) {
      const next = kinds[at]!;
      if (!ATTENTION.test(plain[at - 1]!) || !(next === 'rejected' || next === 'decision' || next === 'prohibition' || next === 'constraint' || (next === 'none' && wordCount(clauses[at]!) >= 3))) continue;
      kinds[at] = next === 'rejected' || next === 'prohibition' ? 'prohibition' : 'constraint';
      kinds[at - 1] = kinds[at]!;
    }
    // A rule named as one after it ("cuma akşamı deploy yapmıyoruz, kural bu", "…, that's the rule"): the clause
    // before binds, a "we don't …" as a prohibition.
    for (let at = 1; at < clauses.length; at++) {
      const before = kinds[at - 1]!;
      if (!RULE_TAIL.test(plain[at]!) || !['rejected', 'decision', 'none', 'prohibition', 'constraint'].includes(before)) continue;
      kinds[at - 1] = before === 'rejected' || before === 'prohibition' ? 'prohibition' : 'constraint';
      kinds[at] = kinds[at - 1]!;
    }
    const starts: number[] = [];
    let offset = 0;
    for (const c of clauses) {
      starts.push(offset);
      offset += c.length;
    }
    const slice = (from: number, to: number): string =>
      trimClause(sentence.slice(starts[from]!, to < clauses.length ? starts[to]! : sentence.length));
    let lastEnd = 0;
    // The item this sentence kept last, while nothing was skipped after it: a short order about it joins it.
    let previous: { index: number; start: number; kinds: ClauseKind[] } | undefined;
    let i = 0;
    while (i < clauses.length) {
      const kind = kinds[i]!;
      if (kind === 'question') {
        let end = i + 1;
        while (end < clauses.length && kinds[end] === 'question') end++;
        items.push({ key: 'question', text: slice(i, end) });
        lastEnd = i = end;
        previous = undefined;
        continue;
      }
      let start = i;
      let lead: ClauseKind | undefined;
      let core = i;
      if ((kind === 'no' || kind === 'ack') && i + 1 < clauses.length) {
        const next = kinds[i + 1]!;
        // A step of the talk after it ("ok, let's go through the invoices") is where the talk goes, a one-off order
        // about a record ("ok, and tag it OPS-2231") a task, "ok, no need to …" nothing required: nothing adopted.
        if (KEPT.has(next) || (next === 'none' && wordCount(clauses[i + 1]!) >= 2 && !adoptsNothing(spaced[i + 1]!, turkish))) {
          lead = kind;
          core = i + 1;
        }
      }
      if (lead === undefined && !KEPT.has(kind)) {
        // A told change with its result after it ("ekspertizi bir saat öne çek, 09:30") is told whole.
        const result = i + 1 < clauses.length && VALUE_ALONE.test(clauses[i + 1]!) && movesBy(plain[i]!);
        if (told !== undefined && kind === 'none') tellsChange(result ? `${clauses[i]!}${clauses[i + 1]!}` : clauses[i]!, told);
        if (relayed !== undefined && kind === 'third-party' && /\p{N}/u.test(clauses[i]!)) relayed.push(trimClause(clauses[i]!));
        i++;
        continue;
      }
      if (start > lastEnd) previous = undefined;
      const run = [kinds[core]!];
      let end = core + 1;
      const section = keyOf([kinds[core]!], lead);
      const joins = (k: ClauseKind, clause: string): boolean => (KEPT.has(k) && keyOf([k], undefined) === section) || isDetail(clause, k);
      // A piece that takes the verb of the clause before it ("şahsa kesilecek, babamın adına") is the same rule.
      const gapped = (at: number): boolean => (kinds[at] === 'none' || KEPT.has(kinds[at]!)) && gappedPiece(clauses[at - 1]!, clauses[at]!, turkish);
      while (end < clauses.length && (joins(kinds[end]!, clauses[end]!) || gapped(end))) {
        run.push(kinds[end]!);
        end++;
      }
      // A contrast ("…, not the M one", "…, not 16") is about the clause before it, like a short verdict, whether it reads
      // as a prohibition or, a bare value against the one before it, as a constraint.
      const contrast =
        (kinds[core] === 'prohibition' && (/^(?:but\s+)?not\s+(?:the|that|those|this)\s/iu.test(clauses[core]!.trim()) || CONTRAST.test(plain[core]!))) ||
        (kinds[core] === 'constraint' && CONTRASTED_VALUE.test(plain[core]!));
      // A short verdict, a preference tail, or a short order about something named before it ("…, leave it out", "…, onu dahil etme").
      const short = wordCount(clauses[core]!) <= 2 && ['rejected', 'pending', 'prohibition'].includes(kinds[core]!);
      const tail = PREFERENCE_TAIL.test(untailed(plain[core]!));
      // Only an order or a prohibition: "artık onu da arayabilirsiniz" is a permission about its own verb.
      const backwards = wordCount(clauses[core]!) <= 4 && (kinds[core] === 'decision' || kinds[core] === 'prohibition') && ANAPHOR.test(foldCase(clauses[core]!));
      // A value alone is the result of the clause before it ("geziyi bir hafta ertele, 16 Mayıs"): one statement.
      const result = lead === undefined && core > lastEnd && VALUE_ALONE.test(clauses[core]!) && movesBy(plain[core - 1]!);
      const verdict = lead === undefined && (contrast || short || tail || backwards);
      if (verdict && start > lastEnd && !ownStarts.has(start)) start = lastEnd;
      if (result) start = core - 1;
      // A kept piece whose verb is in the clause before, left out ("order 30 bottles for the tasting, 20 for the dinner").
      else if (lead === undefined && core > lastEnd && kinds[core - 1] === 'none' && gappedPiece(clauses[core - 1]!, clauses[core]!, turkish)) start = core - 1;
      // "kurulumu biz yapıyoruz, onu dahil etme": the plan kept just before is what the order is about; one item.
      const joined = (tail || backwards || contrast) && lead === undefined && start === lastEnd && previous !== undefined && previous.index === items.length - 1;
      if (joined) {
        items.pop();
        start = previous!.start;
        run.unshift(...previous!.kinds);
      }
      // A value put right after a comma ("leave at 15:00 today, not 16") qualifies the statement it is joined to and
      // goes where that statement went: a decision corrected stays a decision.
      const key = joined && contrast && kinds[core] === 'constraint' ? keyOf(previous!.kinds, undefined) ?? keyOf(run, lead) : keyOf(run, lead);
      const piece = slice(start, end);
      // "not yet", "yok, henüz değil": an answer to a question the summary does not hold says nothing on its own.
      const kept = key !== undefined && piece !== '' && wordCount(piece) >= 2 && !NOT_YET_ALONE.test(untailed(foldCase(piece)));
      if (kept) items.push({ key, text: piece });
      previous = kept ? { index: items.length - 1, start, kinds: run } : undefined;
      lastEnd = end;
      i = end;
    }
  }
  return items;
}

/** A verb the user dictates with ("şunu yazalım", "şöyle yaz", "tell the drivers this", "send them"), then a quote. */
const DICTATES = /(?<![\p{L}])(?:yaz|yazalim|yazin|yazar misin|gonder|gonderelim|ilet|iletelim|soyle|soyleyelim|duyur|duyuralim|tell|write|send|post)(?![\p{L}])[^"“”]{0,40}$/u;

/** The quoted words a sentence dictates, when it dictates some (and they hold no quote of their own). */
function dictatedQuote(sentence: string): string | undefined {
  const open = sentence.search(/["“]/u);
  if (open < 0) return undefined;
  const close = sentence.slice(open + 1).search(/["”]/u);
  const inner = close < 0 ? sentence.slice(open + 1) : sentence.slice(open + 1, open + 1 + close);
  if (inner.trim().split(/\s+/u).length < 3 || !DICTATES.test(foldCase(sentence.slice(0, open)))) return undefined;
  return inner;
}

/**
 * The user's own lines: an e-mail quoted with "> " is someone else's words,
 * and a line with columns aligned by spaces ("Chairs          80    €2.50"),
 * separated by tabs, or fields joined by a listing's " · " ("$1,750/mo ·
 * water incl") is a pasted table — data, not rules; so are the lines pasted
 * with such a table, in its block (no blank line between) and opening with
 * a capital, a digit or a currency sign: the document's terms, totals and
 * address ("Terms: 40% deposit on order", "Ödeme: %30 peşin", "INVOICE
 * FL-2026-044  STATUS: DRAFT", "77 Quarry Rd, Flat 2"). Two lines or more of
 * comma-separated values in one block ("SKU,NAME,PRICE,QTY",
 * "KB-101,lavender soap,£4.50,120") are such a table too; one such line alone
 * is a user typing fast ("ok,go with 15,not 20"). A line of a log that
 * opens with its time ("[14:02:38] HTTP 500 …") is pasted too, alone: the
 * user's words often share its block. Their identifiers are still read
 * (`noteIdentifiers` reads the whole turn).
 */
function ownLines(text: string): string {
  if (!MAY_PASTE.test(text)) return text;
  const lines = text.split('\n');
  const pasted = pastedFlags(lines);
  return lines.map((line, i) => (pasted[i] ? '' : line)).join('\n');
}

/** The other side of `ownLines`: the pasted lines alone. */
function pastedLines(text: string): string {
  const lines = text.split('\n');
  const pasted = pastedFlags(lines);
  return lines.map((line, i) => (pasted[i] ? line.replace(/^\s*>\s?/u, '') : '')).join('\n');
}

const MAY_PASTE = /[>\t]|   | · |^\s*\[\d{1,2}:\d{2}|,[^\s,]/mu;
const LOG_LINE = /^\s*\[(?:\d{4}-\d{2}-\d{2}[T ])?\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?\]/u;

/** A quoted line, or a table's row: columns aligned by spaces, separated by tabs, or fields joined by " · ". */
function isPasted(line: string): boolean {
  return /^\s*>/u.test(line) || /\S {3,}\S|\S\t+\S|\S · \S/u.test(line);
}

/**
 * A row of comma-separated values: three fields or more, each comma with no space after it (a number's thousands
 * separators aside: "£1,400" is one field).
 */
function isCsvRow(line: string): boolean {
  return /^\s*[^,\s][^,]*(?:,(?!\s)[^,]*){2,}$/u.test(line.replace(/(?<=\d),(?=\d{3}(?!\d))/gu, ''));
}

/** Which lines are pasted (`ownLines`): quoted or table lines, and the capitalised lines of a table's block. */
function pastedFlags(lines: readonly string[]): boolean[] {
  const flags = lines.map(isPasted);
  let start = 0;
  for (let i = 0; i <= lines.length; i++) {
    if (i < lines.length && lines[i]!.trim() !== '') continue;
    const csv: number[] = [];
    for (let j = start; j < i; j++) if (!flags[j] && isCsvRow(lines[j]!)) csv.push(j);
    if (csv.length >= 2) for (const j of csv) flags[j] = true;
    let rows = 0;
    for (let j = start; j < i; j++) if (flags[j] && !/^\s*>/u.test(lines[j]!)) rows++;
    if (rows >= 2) for (let j = start; j < i; j++) if (/^\s*[\p{Lu}\p{N}$€£₺]/u.test(lines[j]!)) flags[j] = true;
    start = i + 1;
  }
  for (let i = 0; i < lines.length; i++) if (LOG_LINE.test(lines[i]!)) flags[i] = true;
  return flags;
}

/** A clause left out that tells a change ("they lowered the deposit to €1,500", "bir gün erkene alalım"): a candidate for `told`. */
function tellsChange(clause: string, told: string[]): void {
  const piece = trimClause(clause);
  if (wordCount(piece) < 2) return;
  const folded = foldCase(piece);
  // A value that was ("müdür eskiden biletin 150 TL olduğunu söyledi", "tickets used to be €15") tells no change.
  if (PAST.test(folded)) return;
  if (reportsChange(folded) || cancelsRule(folded) || relativeChange(folded) !== undefined) told.push(piece);
}

/** A folded clause without the punctuation and spaces it ends with (and its leading spaces). */
function untailed(plain: string): string {
  return plain.replace(/[.!?…,;:\s]+$/u, '').trim();
}

/**
 * The user's question right before turn `i`, when it proposed a value and the assistant answered it: "could we
 * move the dinner to 8pm?", "25 yapsak olur mu?" (the question alone, the last of its turn).
 */
function ownProposalBefore(turns: readonly SummaryTurn[], i: number): { text: string; n: number } | undefined {
  let j = i - 1;
  let replied = false;
  while (j >= 0 && turns[j]!.role !== 'user') {
    if (turns[j]!.role === 'assistant' && turns[j]!.text.trim() !== '') replied = true;
    j--;
  }
  if (j < 0 || !replied) return undefined;
  const asked = splitSentences(turns[j]!.text).filter((s) => /\?["'”’)\]]*\s*$/u.test(s)).pop();
  if (asked === undefined) return undefined;
  const folded = foldCase(asked);
  if (!PROPOSES.test(folded) || !/\p{N}|(?<![\p{L}])(?:mon|tue|wed|thu|fri|sat|sun|pazartesi|sali|carsamba|persembe|cuma|cumartesi|pazar)/u.test(folded)) return undefined;
  return { text: trimClause(asked), n: turns[j]!.n };
}

/**
 * A question that proposes ("could we …", "what if we …", "shall we …", "… yapsak olur mu?", "… alabilir miyiz?"),
 * not one that asks for a fact ("what was the p99 at 01:00?", "dün kaç hata vardı?").
 */
const PROPOSES = /(?<![\p{L}])(?:(?:could|can|shall|should) we|what if|how about|why don'?t we|is it ok (?:if|to)|would it be ok)(?![\p{L}])|\p{L}s[ae]k\s+(?:olur\s+)?m[iu](?![\p{L}])|(?<![\p{L}])olur\s+mu(?![\p{L}])|\p{L}[ae]bilir\s+miyiz(?![\p{L}])/u;

/**
 * The assistant's proposal the user's turn `i` takes: the last question of the assistant's turn right before, when it
 * offers to do something with a value ("Should I raise the shuttle budget to €1,050?", "Move the interview to Wednesday
 * 14:00?", "Bütçeyi gecelik 3500 TL yapalım mı?", "Randevuyu cuma 11:00 yapayım mı?"), and the user approves it with
 * no value of their own ("yes, do that", "olur, yap") and no call follows.
 */
function offerTaken(turns: readonly SummaryTurn[], i: number): { text: string; n: number } | undefined {
  const turn = turns[i]!;
  if (turn.role !== 'user' || /\p{N}/u.test(turn.text) || !confirmsOwn(turn.text)) return undefined;
  let j = i - 1;
  while (j >= 0 && (turns[j]!.role === 'tool' || (turns[j]!.role === 'assistant' && turns[j]!.text.trim() === ''))) j--;
  if (j < 0 || turns[j]!.role !== 'assistant') return undefined;
  for (let k = i + 1; k < turns.length && turns[k]!.role !== 'user'; k++) if ((turns[k]!.calls ?? []).length > 0) return undefined;
  const sentences = splitSentences(turns[j]!.text);
  const asks = (q: string): boolean => /\?["'”’)\]]*\s*$/u.test(q);
  let at = sentences.length - 1;
  while (at >= 0 && !asks(sentences[at]!)) at--;
  if (at < 0) return undefined;
  const asked = sentences[at]!;
  const folded = foldCase(asked);
  if (!OFFERS.test(folded)) return undefined;
  if (OFFER_VALUE.test(folded)) return { text: trimClause(asked), n: turns[j]!.n };
  // "The venue can do 19:30 instead. Shall I book that?", "usta 15 Haziran'da başlayabilir. Öyle ayarlayayım mı?": an
  // offer that points back names its value in the sentence before it, in that sentence's last clause with a value.
  const before = at > 0 ? sentences[at - 1]! : undefined;
  if (before === undefined || asks(before) || !(POINTS_BACK.test(folded) || CHANGES_IT.test(folded))) return undefined;
  const clauses = splitClauses(before);
  let k = clauses.length - 1;
  while (k >= 0 && !OFFER_VALUE.test(foldCase(clauses[k]!))) k--;
  if (k < 0) return undefined;
  return { text: `${clauses.slice(k).join('').trim()} ${trimClause(asked)}`, n: turns[j]!.n };
}

/** A value an offer may set: a number of any kind, or a weekday. */
const OFFER_VALUE = /\p{N}|(?<![\p{L}])(?:mon|tue|wed|thu|fri|sat|sun|pazartesi|sali|carsamba|persembe|cuma|cumartesi|pazar)/u;
/**
 * An offer to change, naming no value ("Want me to change the hours?", "Değiştireyim mi?"): it points back at the value
 * just proposed as much as "Shall I book that?" does.
 */
const CHANGES_IT = /(?<![\p{L}])(?:change|update|adjust|degistir\p{L}*|guncelle\p{L}*)(?![\p{L}])/u;
/** An offer that points back at what was just said ("Shall I book that?", "Öyle ayarlayayım mı?"). */
const POINTS_BACK = /(?<![\p{L}])(?:that|it|this|them|those|oyle|boyle|bunu|onu|sunu|onlari)(?![\p{L}])/u;

/** An offer to change something: "should I …", "want me to …", "move the … to …?", "… yapayım mı?", "… yapalım mı?". */
const OFFERS = /^(?:so\s+|then\s+)?(?:shall i|should i|want me to|do you want me to|would you like me to|ok if i|okay if i|shall we|should we|(?:move|raise|lower|set|book|switch|change|push|bump|make|reschedule|increase|reduce|extend|update)\s)|(?<![\p{L}])[a-z]{2,}?y?[ae](?:y[iu]m|l[iu]m)\s+m[iu](?![\p{L}])/u;

/** "great, do it", "evet öyle yapalım" — but not "ok, leave it then", "peki, kalsın" (the question declined). */
const KEEP_AS_IS = /(?<![\p{L}])(?:leave it|keep it|as it is|as is|never ?mind|forget it|no|not|don'?t|kalsin|bosver|vazgec\p{L}*|hayir|olmaz|gerek yok)(?![\p{L}])/u;
function confirmsOwn(text: string): boolean {
  return approves(text) && !KEEP_AS_IS.test(foldCase(text));
}

/** A count added to the number before it, without its noun: "and one more for the intern", "100 adet daha". */
const RELATIVE_COUNT = /^(?:and |plus |\+ ?)?(?:one|two|three|four|five|a couple|\d+|bir|iki|uc|dort|bes)(?: \p{L}+)? (?:more|extra|daha)(?![\p{L}])/u;

/** Units of measure, money and time: a number of these is a value, not a count of things. */
const NOT_COUNTED = /^(?:tl|lira|eur|euro|usd|gbp|dolar|bin|milyon|k|gun\p{L}*|gece\p{L}*|saat\p{L}*|dakika\p{L}*|dk|hafta\p{L}*|ay|yil|days?|nights?|hours?|minutes?|mins?|weeks?|months?|years?|am|pm|utc|percent|kg|km|m|gb|mb|mayis|haziran|ocak|subat|mart|nisan|temmuz|agustos|eylul|ekim|kasim|aralik|jan\p{L}*|feb\p{L}*|mar\p{L}*|apr\p{L}*|may|jun\p{L}*|jul\p{L}*|aug\p{L}*|sep\p{L}*|oct\p{L}*|nov\p{L}*|dec\p{L}*)$/u;

/** The noun a statement counts ("book 6 seats" → "seats", "4 oda ayır" → "oda", "kişi sayısı 20" → "kisi"), if it counts one. */
function countedNoun(text: string): string | undefined {
  const folded = foldCase(text);
  // Not a time ("after 6 obviously", "at 10 sharp") and not an adverb after the number.
  const number = /(?<![\p{L}\p{N}.,:/-])(?<!(?:after|before|at|until|till|by|from|to|saat) )\d{1,4}\s+(\p{L}{3,})/u.exec(folded);
  if (number !== null && !NOT_COUNTED.test(number[1]!) && !/ly$/u.test(number[1]!)) return number[1]!;
  const named = /(?<![\p{L}])(\p{L}{3,})\s+(?:sayisi|adedi|count|number)\s+\d{1,4}(?![\p{L}\p{N}.,:])/u.exec(folded);
  return named === null ? undefined : named[1]!;
}

/**
 * A count said without its noun, or with the counted one, that adds to a count: "one more, Priya wants in",
 * "two more are coming", "bir tane daha lazım", "50 tane daha ekle", "iki kişi daha geliyor" — not "two more
 * bottles of wine" (another noun).
 */
function countChange(text: string, noun: string): string | undefined {
  const stem = noun.slice(0, Math.max(3, noun.length - 2));
  for (const sentence of splitSentences(ownLines(text))) {
    for (const clause of splitClauses(sentence)) {
      const folded = foldCase(clause).trim();
      const m = /^(?:and |plus |\+ ?)?(?:one|two|three|four|five|a couple|\d+|bir|iki|uc|dort|bes)(?: (\p{L}+))? (?:more|extra|daha)(?: (\p{L}+))?/u.exec(folded);
      if (m === null) continue;
      const word = m[1];
      const after = m[2];
      if (word !== undefined && word !== 'tane' && word !== 'adet' && !word.startsWith(stem)) continue;
      if (after !== undefined && !/^(?:are|is|will|coming|joining|geliyor|gelecek|gelicek|lazim|gerek|ekle\p{L}*|olsun|please|pls|for|to|too|de|da|icin)$/u.test(after)) continue;
      return trimClause(clause);
    }
  }
  return undefined;
}

/** The first clause of a user turn that changes a number relative to what it was, if one does. */
function relativeClause(text: string): string | undefined {
  for (const sentence of splitSentences(ownLines(text))) {
    for (const clause of splitClauses(sentence)) {
      const folded = foldCase(clause).trim();
      if (RELATIVE_COUNT.test(folded) || relativeChange(folded) !== undefined) return trimClause(clause);
    }
  }
  return undefined;
}

/**
 * A clause that states a condition: English "if / whenever / unless / in case …" ("when you get a chance, …" is a
 * one-off), Turkish a verb in `-sA` ("geçerse", "olursa", "yoksa").
 */
/** A clause that names the clause before it a rule. */
const RULE_TAIL = /^(?:kural bu|bu kural|bu bir kural|kural boyle|that'?s the rule|that is the rule|house rule|hard rule|no exceptions|istisna yok)[.!]*$/u;
/** A clause that only asks the reader to mind what follows. */
const ATTENTION = /^(?:(?:ama|ve|bir de|but|and|also|oh|ok|okay|tamam|just)\s+)*(?:sunu unutma(?:yin)?|unutma(?:yin)?|sunu bil|sunu aklinda tut|dikkat(?: et(?:in)?)?|onemli|remember|keep in mind|bear in mind|mind you|one thing|important)[.,:;!\s]*$/u;
const CONDITION = /^(?:(?:and|but|so|also)\s+)?(?:if|whenever|unless|in case)\s|^\S.*(?:[aeiu]r|m[ae]z|[iu]yor|y[ae]c[ae]k|yok)s[ae][,;\s]*$/u;
/** A clause that opens with an order: not a subject, an article, a pronoun or an auxiliary (English), or a Turkish clause (its verb is last). */
const ORDER = /^(?!(?:i|we|you|he|she|they|it|this|that|there|the|a|an|my|our|his|her|their|its|it's|i'm|we're|is|are|was|were|ok|okay|thanks)(?![\p{L}']))\p{L}+\s+\S/u;

/**
 * A preference or a limit said as a clause of its own, after the thing it is about ("…, ideally", "one page, tops", "3
 * gün, en fazla", "give them 2, not more", "canary first, always", "140k, all in", "two rounds, that's all", "üç gece, o
 * kadar").
 */
const PREFERENCE_TAIL = /^(?:ideally|preferably|if possible|if you can|where possible|mumkunse|mumkun oldugunca|tercihen|olabilirse|tops|max|at most|at the latest|or less|or fewer|en fazla|en cok|en gec|maksimum|always|every time|not more|no more|not less|no less|all in|all included|fazlasi degil|daha fazla degil|her zaman|hep|that'?s it|thats it|that'?s all|thats all|nothing more|o kadar|bu kadar|hepsi bu)$/u;
/**
 * A clause that only asks the assistant for help (folded): "I need your help with the kiln schedule", "help me keep it
 * all straight", "yardımın lazım", "planlamada yardımınız gerekiyor". Not one with a number ("help me keep the budget
 * under €5,000" sets a limit), nor help as a thing ("yardım paketi 500 TL olsun"), nor help refused ("never ask the
 * judges for help").
 */
const ASKS_FOR_HELP =
  /^(?!.*\d)(?:(?:and|but|so|also|ok|okay|pls|please)\s+)*(?:(?:(?:i|we)\s+)?(?:need|could use|would like|'d like|would love)\s+(?:your |some |a bit of |a little )?help(?:\s+with\s+(?:this|that|it|all this|a few things|some things|the\s+[\p{L}' -]+))?|help me (?:keep|stay|get)\s+(?:track of (?:it|this|everything|things)(?: all)?|(?:it|this|everything|things)(?: all)? (?:straight|organi[sz]ed|in order|on track)|on top of (?:it|this|everything|things)(?: all)?)|(?:\p{L}+\s+)?yardim(?:in|iniz)?\s+(?:lazim|gerek(?:iyor|li)?)|(?:\p{L}+\s+)?yardim(?:a|ina|iniza)\s+ihtiyac(?:im|imiz)\s+var)$/u;

/** A bare "not yet", with a "no" before it at most (folded): "not yet", "nope, not yet", "yok, henüz değil", "hayır, daha değil". */
const NOT_YET_ALONE = /^(?:(?:no|nope|nah|hayir|yok)[\s,.;!–—-]+)?(?:not yet|not just yet|henuz degil|daha degil|henuz yok|daha yok|yok daha)$/u;

/** An object pronoun: a short order with one is about the thing named just before ("leave it out", "onu dahil etme"). */
const ANAPHOR = /(?<![\p{L}'])(?:it|them|that|those|onu|onlari|bunu|bunlari|sunu)(?![\p{L}'])/u;

/**
 * An item that only names records: its identifiers, joined by nothing but punctuation and "and" ("0544 902 13 58",
 * "S-14 ve S-15", "(773) 555-0148."), after a label of at most three words that says nothing
 * by itself ("change ticket CHG-20431", "şube kodu SB-08", "email is dcferreira.rn@gmail.com"): nouns and a copula, no
 * word of how or where (`HOW_OR_WHERE`: "Dates as DD/MM/YYYY" is a rule of form). The item says no more
 * than its identifiers do, and costs twice their line: the identifiers go to their list instead. Not an amount, a
 * count or a time ("retainer 3,500.", "budget ₺2.400.000": a value that may be a limit), not a label that tells
 * anything ("tyres only from TyreServ", "ahmet'e sor, ahmet.yalcin@…", "EY-AYC-18 olsun"), not an identifier before
 * the words about it ("push rc.2 tag", "IK-2026-0311 numarasiyla kayitli").
 */
function namesRecords(text: string, turkish: boolean): boolean {
  const ids = extractIdentifiers(text);
  if (ids.length === 0 || ids.some((id) => AMOUNT.test(id))) return false;
  const at = text.indexOf(ids[0]!);
  if (at < 0) return false;
  const label = text.slice(0, at);
  let rest = text.slice(at);
  // Two identifiers with only a space between may be one value the extractor cut apart ("07700 900461"): the line
  // holds it whole.
  for (const id of [...ids].sort((a, b) => b.length - a.length)) rest = rest.split(id).join('\u0000');
  if (/\u0000\s*\u0000/u.test(rest) || !RECORD_GLUE.test(foldCase(rest.replace(/\u0000/gu, ' ')))) return false;
  // A capitalised word right before the first identifier may be its own ("PI is Dr Amara Whitfield-Osei": the
  // extractor leaves a title out of the name it takes).
  if (/[\p{N},;]/u.test(label) || wordCount(label) > 3 || HOW_OR_WHERE.test(foldCase(label)) || /\p{Lu}\p{Ll}+\.?\s*$/u.test(label)) return false;
  return wordCount(label) === 0 || classifyClause(label, turkish) === 'none';
}

/** A word that makes a label tell how, where or which way ("Dates as DD/MM/YYYY", "ship via …", "only from …"). */
const HOW_OR_WHERE = /(?<![\p{L}])(?:as|at|in|on|to|into|via|from|with|without|by|for|per|through|under|over|only|olarak|ile|icin|gibi|sadece|yalniz|uzerinden|disinda|haric)(?![\p{L}])/u;

/** What may stand between and after the identifiers of an item that only names records. */
const RECORD_GLUE = /^(?:[\s.,;:&/()+-]|(?<![\p{L}])(?:and|or|ve|veya|ile)(?![\p{L}]))*$/u;
/** An amount as the identifiers give it: a currency, or digits grouped by thousands. */
const AMOUNT = /[€$£₺¥₹₩₽]|(?<![\p{L}])(?:TL|EUR|USD|GBP)(?![\p{L}])|^\d{1,3}(?:[.,]\d{3})+(?:[.,]\d+)?$/u;

/** A clause right after a kept one that only adds an identifier or a value to it ("SEG-2291", "sipariş numarası SP-2026-0042."). */
function isDetail(clause: string, kind: ClauseKind): boolean {
  return VALUE_ALONE.test(clause) || (kind === 'none' && wordCount(clause) <= 4 && extractIdentifiers(clause).length > 0);
}

/** A value put against the one before it, and nothing else: "not 16.", "but not 9", "not €40". */
const CONTRASTED_VALUE = /^(?:but\s+|and\s+)?not\s+(?:[€$£₺]\s?)?\d[\d.,:]*(?:\s?(?:am|pm))?[\s.!]*$/u;

/**
 * A clause that is a value and nothing else, with its unit or month ("push the pour half an hour later, 07:30",
 * "geziyi bir hafta ertele, 16 Mayıs"): the result of the order before it, one statement.
 */
const VALUE_ALONE = /^[\s,;:–—-]*(?:[€$£₺]\s?)?\d[\d.,:]*(?:\s?(?:am|pm))?(?:\s+\p{L}+)?(?:['’]\p{L}+)?[\s.!]*$/u;

function wordCount(text: string): number {
  return text.trim().split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** A kept piece ends at its words: no trailing comma or dash from the clause split. */
function trimClause(text: string): string {
  return text.replace(/[\s,;–—-]+$/u, '').trim();
}

/** An assistant turn with text follows turn `i` before the next user turn. */
function answered(turns: readonly SummaryTurn[], i: number): boolean {
  for (let j = i + 1; j < turns.length; j++) {
    const turn = turns[j]!;
    if (turn.role === 'user') return false;
    if (turn.role === 'assistant' && turn.text.trim() !== '') return true;
  }
  return false;
}

/**
 * A file by its extension or a host by its top-level domain: a closed list, because a setting's dotted name ends
 * the same way ("image.tag", "kubernetes.labels.job", "spec.type") and is not a record.
 */
const FILE_OR_HOST = /\.(?:docx?|xlsx?|pptx?|odt|ods|pdf|csv|tsv|json|ya?ml|toml|ini|cfg|conf|env|xml|html?|md|txt|log|sql|py|go|ts|js|tsx|jsx|rb|java|kt|rs|sh|tf|bib|dwg|dwf|png|jpe?g|gif|svg|heic|webp|mp4|mov|mp3|wav|zip|gz|tgz|tar|7z|parquet|avro|ipynb|bak|dump|pem|crt|com|net|org|io|dev|app|ai|co|local|cloud|edu|gov|info|biz|tr|uk|de|eu|fr|nl|es|it|us|no|se|dk|fi|pl|pt|ch|at|be|ie|ca|au|jp|in|br)$/u;

/**
 * How much an identifier's form says it is a record: links, amounts, names,
 * record numbers and files most (3); tokens with digits and separators —
 * pod names, versions — or of letters and digits together — short hashes,
 * serial numbers — next (2); names of services and settings
 * without a digit (1); anything else (0).
 */
function shape(id: string): number {
  if (/:\/\/|@|^sha\d+:|^[\p{Lu}]{2}\d{2}[ \d]|[€$£₺¥₹₩₽]|\s(?:TL|EUR|USD)$|^\p{Lu}\p{L}*(?: \S+)+$|^#\d|^\p{Lu}{2,}[-_]?\d|^[A-Z][A-Z0-9] \d/u.test(id) || FILE_OR_HOST.test(id)) return 3;
  // Letters and digits in one token are a code: a short commit hash, a serial number, a booking reference.
  if (/\p{N}/u.test(id) && (/[-_.:/]/u.test(id) || /^(?=[\p{L}\p{N}]*\p{L})[\p{L}\p{N}]+$/u.test(id))) return 2;
  if (/[-_./]|\p{Ll}\p{Lu}/u.test(id)) return 1;
  return 0;
}

/**
 * Words joined by hyphens or a slash ("card-network", "gidiş-dönüş",
 * "go/no-go") are words when nothing the tools returned or were called with
 * names them; "payments-api" or "cron/idem-gc" in a tool result are names.
 */
const WORD_COMPOUND = /^\p{L}+(?:[-/]\p{L}+)+$/u;

interface IdentifierNote {
  text: string;
  /** Named in a tool result or a call's arguments. */
  inTool: boolean;
  /** Named in a tool result (not only in the arguments of a call). */
  inResult: boolean;
  turns: Set<number>;
  /** Said by the user (not only by tools or the assistant). */
  user: boolean;
  /** Said in a turn's own text, not only in tool output. */
  surfaced: boolean;
  first: number;
  order: number;
  /** The amount of a rate the assistant worked out (`workedAmount`), named nowhere else. */
  worked?: boolean;
}

function noteIdentifiers(notes: Map<string, IdentifierNote>, turn: SummaryTurn): void {
  const add = (value: string, fromTool: boolean, byUser = turn.role === 'user', call = false): void => {
    let note = notes.get(value);
    if (note === undefined) {
      note = { text: value, turns: new Set(), user: false, surfaced: false, inTool: false, inResult: false, first: turn.n, order: notes.size };
      notes.set(value, note);
    }
    note.turns.add(turn.n);
    if (byUser) note.user = true;
    if (!fromTool) note.surfaced = true;
    else note.inTool = true;
    if (fromTool && !call) note.inResult = true;
  };
  const tool = turn.role === 'tool';
  const source = tool ? 'tool' : turn.role === 'assistant' ? 'assistant' : 'user';
  // What the user pasted (a quoted e-mail, a table) counts as tool output: someone else's data, not the user's words.
  const own = turn.role === 'user' ? ownLines(turn.text) : turn.text;
  for (const id of extractIdentifiers(own, { source })) add(id, tool);
  if (own !== turn.text) {
    for (const id of extractIdentifiers(pastedLines(turn.text), { source: 'tool' })) add(id, true, false);
  }
  // A call is `name(arguments)`: the tool's name is the product's vocabulary, its arguments are data.
  for (const call of turn.calls ?? []) {
    for (const id of extractIdentifiers(call.slice(call.indexOf('(') + 1), { source: 'tool' })) add(id, true, false, true);
  }
}

/**
 * Identifiers not spelled out elsewhere (in a kept item of the summary, in
 * a raw turn after it, inside a longer identifier), one line per value,
 * most valuable first.
 *
 * - *One value, one line.* Spellings of one value in another case or
 *   spacing ("INC-4471" and a tool's "inc-4471", an IBAN in groups and
 *   without spaces) are one identifier (`valueKey`): it carries every
 *   mention of them, in the spelling of its most valuable one (the user's,
 *   then the assistant's, then the first), and a kept item that spells it
 *   in another case spells it. Turkish letters are not folded: "Kemal
 *   Aydin" typed without them is a spelling a reader may search for.
 * - *Ranked by value*, in tiers: said by the user; a record by its form
 *   (`shape` 2 or more) or a value named in several turns, in the
 *   assistant's words; the rest named in its words; a record only in tool
 *   output; the rest, with an amount per unit only the assistant wrote (a
 *   rate it worked out: none of 32 is an identifier of the truth files),
 *   listed as its amount (`workedAmount`).
 *   Within a tier, by size (`sizeOf`: a record number or a name, a path or
 *   a host, a digest or a full link), each in the order they first
 *   appeared, so the identifiers of one turn stay neighbours.
 *
 * An identifier carries the turn that first named it: its later mentions
 * are what the raw turns and the rules around it are for, and a turn list
 * per identifier would cost more than the identifiers.
 *
 * Measured and left (the tuning half, each against the rule above): tiers
 * by how often each kind of mention is an identifier of the truth files (a
 * value the assistant named once in its own words is one 61 % of the time,
 * a value a tool returned once 67 %) kept 5 identifiers fewer; a shorter
 * identifier listed whenever the longer one holding it ranks lower added
 * 36 lines no truth file names; the longer one ranked by the shorter one's
 * mentions kept 31 fewer; every long identifier after every short one kept
 * 2 more for 19 more such lines; by length alone 1 more than by size for 8 more such lines, a record a long one holds
 * listed too 1 fewer for 5 more. The list is cut by the summary's share; what a line costs counts as much as its worth.
 */
/** Three sizes (at most 16 characters: a ticket, a version, a name; at most 40: a path, a host; a digest or a link, 15–40 tokens). */
const sizeOf = (id: string): number => (id.length > 40 ? 2 : id.length > 16 ? 1 : 0);

/** One value whatever its case or spacing: "INC-4471" and "inc-4471", "GB29 NWBK 6016…" and "GB29NWBK6016…". */
function valueKey(text: string): string {
  // `toLowerCase` without a locale: the same on every machine (foldCase.ts).
  return text.toLowerCase().replace(/\s+/gu, '');
}

/** Spellings of one value as one note with every mention, in the spelling of the most valuable (the user's, the assistant's, the first). */
function mergeSpellings(notes: Iterable<IdentifierNote>): IdentifierNote[] {
  const byValue = new Map<string, IdentifierNote>();
  const weight = (n: IdentifierNote): number => (n.user ? 2 : n.surfaced ? 1 : 0);
  for (const note of notes) {
    const key = valueKey(note.text);
    const seen = byValue.get(key);
    if (seen === undefined) {
      byValue.set(key, note);
      continue;
    }
    byValue.set(key, {
      text: weight(note) > weight(seen) ? note.text : seen.text,
      turns: new Set([...seen.turns, ...note.turns]),
      user: seen.user || note.user,
      surfaced: seen.surfaced || note.surfaced,
      inTool: seen.inTool || note.inTool,
      inResult: seen.inResult || note.inResult,
      first: Math.min(seen.first, note.first),
      order: Math.min(seen.order, note.order),
      worked: seen.worked === true && note.worked === true,
    });
  }
  return [...byValue.values()];
}

/**
 * A name of capitalised words ("Building Regulations", "Home Office", "Sabiha Gökçen"): written once by the assistant
 * in its own words, in no tool's data and never by the user, it is a place, a body or a product named in passing as
 * often as the conversation's record (of the tuning half's 61 such lines, 17 are identifiers of the truth files; of the
 * lines a tool alone returned once, about three in four): it goes with the least valuable.
 */
const PROSE_NAME = /^\p{Lu}\p{Ll}[\p{L}'’.-]*(?: [\p{L}&'’.,-]+)+$/u;

/** A rate the assistant worked out in its own words ("$514.29/day" of a budget split by days): arithmetic, not a record. */
const WORKED_RATE = /^[€$£₺]\s?\d[\d.,]*\/\p{L}+$/u;

/**
 * Capitals joined by underscores without a digit (`IN_REVIEW`, `RH_HIGH`, `ARTIFACT_BUCKET`): a state, a column or a
 * setting named by the system. The assistant names them in its words ("the contract is IN_REVIEW"); the extractor
 * takes them there (an error code may be a record), but one neither the user said nor a tool's data named is the
 * system's vocabulary retold, not listed (of the tuning half's truth files, 94 such values are noise, 7 identifiers).
 */
const STATE_WORD = /^\p{Lu}+(?:_\p{Lu}+)+$/u;

/**
 * A rate the assistant worked out ("$514.29/day") is listed as its amount ("$514.29"): the sum is what a reader looks
 * for and quotes back, the unit is the arithmetic around it (of the tuning half's 37 such rates, the amount is an
 * identifier of the truth files 27 times, the rate 4). It keeps the rate's place in the list.
 */
function workedAmount(note: IdentifierNote): IdentifierNote {
  if (note.user || !note.surfaced || note.inTool || !WORKED_RATE.test(note.text)) return note;
  return { ...note, text: note.text.slice(0, note.text.indexOf('/')), worked: true };
}

function rankIdentifiers(notes: Map<string, IdentifierNote>, spelled: readonly string[], raw: readonly string[]): SummaryItem[] {
  const keptText = spelled.join('\n').toLowerCase();
  const rawText = raw.join('\n');
  const all = mergeSpellings([...notes.values()].map(workedAmount));
  // Inside a longer identifier ("INC-4471" in "s3://…/INC-4471/"), in a kept item (in any case), or in a raw turn: already there.
  const longer = all.map((n) => n.text).sort((a, b) => b.length - a.length);
  const covered = (note: IdentifierNote): boolean =>
    keptText.includes(note.text.toLowerCase()) || rawText.includes(note.text) || longer.some((t) => t.length > note.text.length && t.includes(note.text));
  const tier = (note: IdentifierNote): number => {
    const record = shape(note.text) >= 2;
    if (note.user) return 5;
    if (note.worked === true) return 0;
    if (note.surfaced && !note.inTool && note.turns.size === 1 && PROSE_NAME.test(note.text)) return 0;
    if (note.surfaced) return record || note.turns.size > 1 ? 4 : 3;
    if (!note.inResult) return -1;
    return record ? 2 : note.turns.size > 1 ? 1 : 0;
  };
  return all
    .filter((note) => !covered(note) && !(note.surfaced && !note.inTool && (WORD_COMPOUND.test(note.text) || (!note.user && STATE_WORD.test(note.text)))))
    .map((note) => ({ note, tier: tier(note) }))
    // Within a tier a long identifier goes after the short ones: a digest or a full path costs as many tokens as four
    // record numbers, and the list is shrunk from its end.
    .sort((a, b) => b.tier - a.tier || sizeOf(a.note.text) - sizeOf(b.note.text) || a.note.order - b.note.order)
    .map(({ note }) => ({ text: note.text, turns: [note.first] }));
}
