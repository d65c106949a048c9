import { assemble, ContextOverflowError, type AssembleOptions, type AssembledContext } from '../../core/assemble.js';
import { HISTORY_TRIM_NOTE } from '../../core/history.js';
import { promptBudget, type Profile } from '../../core/profile.js';
import { SECTION_TAGS, TRIM_NOTE_UNIT, escapeText } from '../../core/render.js';
import { isTrimNoteTurn, type Request } from '../../core/request.js';
import { selectChunks } from '../../core/select.js';
import type { DropEntry } from '../../core/dropLog.js';
import { createTokenizer } from '../../core/tokenizer.js';
import { mutantTokenizer } from './mutantTokenizers.js';

/**
 * Assemblers with one plausible bug each, built around the real one (so a
 * mutant differs from `core/` in exactly the way its name says).
 */
export type AssemblerDefect =
  /** Puts the question first (C10). */
  | 'question-first'
  /** Writes the trim note twice (C7). */
  | 'note-twice'
  /** Trusts text that quotes the note: leaves the real note out (C7). */
  | 'note-suppressed-by-quote'
  /** Does not escape untrusted text: a chunk can close the evidence (C13). */
  | 'no-escaping'
  /** Sorts the caller's chunks in place (C11). */
  | 'sorts-input-in-place'
  /** Drops the newest turn (C6). */
  | 'drops-newest-turn'
  /** Forgets the protected turns when the ladder runs (C5). */
  | 'ignores-protected-turns'
  /** Drops an example as soon as anything is dropped for the budget, before chunks and history (C5). */
  | 'examples-before-history'
  /** Counts with a tokenizer that is one short on long text (C2). */
  | 'undercounting-tokenizer'
  /** Joins the bare question to the units with a newline and trusts the sum of the parts' counts (C2). */
  | 'sum-of-parts'
  /** A module-level drop log shared by every call (the classic mutable default) (C1). */
  | 'shared-drop-log'
  /** Never drops history for the budget: overflows instead, though the share kept more as the window grew (C9). */
  | 'ladder-skips-history'
  /** Ignores `exactDropCounts: true`: reports lower bounds, not counts, for dropped items (C4). */
  | 'inexact-drop-counts'
  /** Logs an estimate (characters ÷ 2) where it has no count, marked as a bound: not a proof (C4). */
  | 'estimated-drop-bounds'
  /** Leaves duplicate chunks out of the drop log (C4). */
  | 'forgets-duplicates'
  /** Breaks score ties by input order (C1). */
  | 'ties-by-input-order'
  /** Reserves the whole evidence share up front and overflows rather than drop chunks (C9). */
  | 'evidence-share-first'
  /** Clamps turn by turn: a tool call can be cut away from its result (C12). */
  | 'splits-tool-pairs'
  /** Places chunks in plain score order whatever the profile says (C10). */
  | 'ignores-edges'
  /** Overflows when the prompt fills the budget to the token (`>=` for `>`) (C2, C3). */
  | 'exact-fit-overflows'
  /** Ignores `verify: true`: never counts the payload whole. */
  | 'verify-ignored'
  /** Reads a flag that is not true or false (`exactDropCounts: 'yes'`) as left out instead of refusing it. */
  | 'loose-flags'
  /** Counts every dropped item exactly unless told otherwise: the default of `exactDropCounts` taken as true (C4). */
  | 'exact-counts-by-default';

type Assemble = (request: Request, profile: Profile, options?: AssembleOptions) => AssembledContext;

/** Rewrites every payload string (message contents or the text). */
function mapPayload(result: AssembledContext, f: (text: string) => string): AssembledContext {
  return result.template === 'text'
    ? { ...result, text: f(result.text) }
    : { ...result, messages: result.messages.map((m) => ({ ...m, content: f(m.content) })) };
}

const TAG_ESCAPE = new RegExp(`&lt;(?=/?(?:${SECTION_TAGS.join('|')}))`, 'gi');

function quotesNote(request: Request): boolean {
  return (request.history ?? []).some((t) => !isTrimNoteTurn(t) && t.content.includes(HISTORY_TRIM_NOTE)) ||
    (request.chunks ?? []).some((c) => c.text.includes(HISTORY_TRIM_NOTE));
}

export function mutantAssemble(defect: AssemblerDefect): Assemble {
  switch (defect) {
    case 'question-first':
      return (request, profile, options) => {
        const r = assemble(request, profile, options);
        if (r.template === 'chat') return { ...r, messages: [r.messages[r.messages.length - 1]!, ...r.messages.slice(0, -1)] };
        const at = r.text.lastIndexOf('<question>');
        return { ...r, text: r.text.slice(at) + r.text.slice(0, at) };
      };
    case 'note-twice':
      return (request, profile, options) => {
        const r = assemble(request, profile, options);
        return r.trimNote ? mapPayload(r, (t) => t.replace(TRIM_NOTE_UNIT, TRIM_NOTE_UNIT + TRIM_NOTE_UNIT)) : r;
      };
    case 'note-suppressed-by-quote':
      return (request, profile, options) => {
        const r = assemble(request, profile, options);
        if (!r.trimNote || !quotesNote(request)) return r;
        return { ...mapPayload(r, (t) => t.replace(TRIM_NOTE_UNIT, '')), trimNote: false };
      };
    case 'no-escaping':
      return (request, profile, options) => mapPayload(assemble(request, profile, options), (t) => t.replace(TAG_ESCAPE, '<'));
    case 'sorts-input-in-place':
      return (request, profile, options) => {
        request.chunks?.sort((a, b) => b.score - a.score);
        return assemble(request, profile, options);
      };
    case 'drops-newest-turn':
      return (request, profile, options) => {
        const history = request.history ?? [];
        if (history.length < 2 || history.slice(0, -1).every(isTrimNoteTurn)) return assemble(request, profile, options);
        if (history[history.length - 1]!.role === 'tool') return assemble(request, profile, options);
        const r = assemble({ ...request, history: history.slice(0, -1) }, profile, options);
        return r;
      };
    case 'ignores-protected-turns':
      return (request, profile, options) => assemble(request, { ...profile, protectedTurns: 0 }, options);
    case 'examples-before-history':
      return (request, profile, options) => {
        const r = assemble(request, profile, options);
        const examples = request.examples ?? [];
        if (examples.length === 0 || !r.dropLog.some((e) => e.reason === 'budget' || e.reason === 'history-share')) return r;
        const fewer = assemble({ ...request, examples: examples.slice(0, -1) }, profile, options);
        const last = examples.length - 1;
        const tokens = createTokenizer(profile.encoding).count(`<example id="${examples[last]!.id}">\n${escapeText(examples[last]!.text)}\n</example>\n`);
        return { ...fewer, dropLog: [...fewer.dropLog, { section: 'examples', id: examples[last]!.id, index: last, tokens, exact: true, reason: 'budget' }] };
      };
    case 'undercounting-tokenizer':
      return (request, profile, options) => assemble(request, profile, { ...options, tokenizer: mutantTokenizer(profile.encoding, 'undercounts-long-text') });
    case 'sum-of-parts':
      return (request, profile, options) => {
        const r = assemble(request, profile, options);
        if (r.template !== 'text') return r;
        const tokenizer = createTokenizer(profile.encoding);
        const at = r.text.lastIndexOf('<question>');
        const bare = escapeText(request.question);
        const parts = [r.text.slice(0, at), '\n', bare];
        const question = tokenizer.count('\n') + tokenizer.count(bare);
        const tokens = r.tokens - r.sections.question + question;
        return { ...r, text: parts.join(''), tokens, sections: { ...r.sections, question } };
      };
    case 'shared-drop-log': {
      const shared: AssembledContext['dropLog'] = [];
      return (request, profile, options) => {
        const r = assemble(request, profile, options);
        shared.push(...r.dropLog);
        return { ...r, dropLog: shared.slice() };
      };
    }
    case 'ladder-skips-history':
      return (request, profile, options) => {
        const r = assemble(request, profile, options);
        if (r.dropLog.some((e) => e.section === 'history' && e.reason === 'budget')) {
          throw new ContextOverflowError(r.tokens + 1, r.budget, r.sections, r.dropLog);
        }
        return r;
      };
    case 'inexact-drop-counts':
      return (request, profile, options) => assemble(request, profile, { ...options, exactDropCounts: false });
    case 'estimated-drop-bounds':
      return (request, profile, options) => {
        const r = assemble(request, profile, options);
        const textOf = (e: DropEntry): string =>
          e.section === 'chunks' ? request.chunks![e.index]!.text : e.section === 'history' ? request.history![e.index]!.content : request.examples![e.index]!.text;
        return { ...r, dropLog: r.dropLog.map((e) => (e.exact ? e : { ...e, tokens: Math.ceil(textOf(e).length / 2) })) };
      };
    case 'forgets-duplicates':
      return (request, profile, options) => {
        const r = assemble(request, profile, options);
        return { ...r, dropLog: r.dropLog.filter((e) => e.reason !== 'duplicate') };
      };
    case 'ties-by-input-order':
      return (request, profile, options) => {
        const r = assemble(
          { ...request, chunks: request.chunks?.map((c, i) => ({ ...c, score: c.score - i * 1e-9 })) },
          profile,
          options,
        );
        return r;
      };
    case 'evidence-share-first':
      return (request, profile, options) => {
        const r = assemble(request, profile, options);
        const chunks = request.chunks ?? [];
        if (chunks.length === 0) return r;
        const budget = promptBudget(profile);
        const share = Math.floor(budget * profile.shares.evidence);
        const wanted = selectChunks(chunks, share, profile.chunkThreshold, createTokenizer(profile.encoding), {
          maxMetaChars: profile.maxMetaChars, maxLines: profile.maxLines.chunks,
        }).used;
        const total = r.tokens - r.sections.evidence + wanted;
        if (total > budget) throw new ContextOverflowError(total, budget, r.sections, r.dropLog);
        return r;
      };
    case 'splits-tool-pairs':
      return (request, profile, options) => {
        const r = assemble(request, profile, options);
        const history = request.history ?? [];
        const first = r.kept.history[0];
        const turn = first === undefined ? undefined : history[first];
        if (turn?.role !== 'assistant' || (turn.toolCalls ?? []).length === 0 || r.kept.history.length < 2 || r.dropLog.every((e) => e.section !== 'history')) return r;
        // Cut the call, keep its result: what a clamp that measures turn by turn does at the boundary.
        const dropLog = [...r.dropLog, { section: 'history' as const, id: turn.id ?? `turn-${first}`, index: first!, tokens: 0, exact: true, reason: 'budget' as const }];
        const kept = { ...r.kept, history: r.kept.history.slice(1) };
        if (r.template === 'text') {
          const from = r.text.indexOf(`<turn n="${first}"`);
          const to = r.text.indexOf('</turn>\n', from) + '</turn>\n'.length;
          return { ...r, text: r.text.slice(0, from) + r.text.slice(to), kept, dropLog };
        }
        const tail = 1 + (request.format === undefined ? 0 : 1) + (r.kept.chunks.length > 0 ? 1 : 0);
        const at = r.messages.length - tail - r.kept.history.length;
        return { ...r, messages: [...r.messages.slice(0, at), ...r.messages.slice(at + 1)], kept, dropLog };
      };
    case 'exact-fit-overflows':
      return (request, profile, options) => {
        const r = assemble(request, profile, options);
        if (r.tokens === r.budget) throw new ContextOverflowError(r.tokens, r.budget, r.sections, r.dropLog);
        return r;
      };
    case 'verify-ignored':
      return (request, profile, options) => assemble(request, profile, { ...options, verify: false });
    case 'loose-flags':
      return (request, profile, options) => {
        const loose: Record<string, unknown> = { ...options };
        for (const flag of ['verify', 'exactDropCounts']) if (typeof loose[flag] !== 'boolean') delete loose[flag];
        return assemble(request, profile, loose as AssembleOptions);
      };
    case 'exact-counts-by-default':
      return (request, profile, options) => assemble(request, profile, { ...options, exactDropCounts: options?.exactDropCounts ?? true });
    case 'ignores-edges':
      return (request, profile, options) => assemble(request, { ...profile, chunkOrder: 'score' }, options);
  }
}
