// @ts-check
/**
 * Realistic bugs: small, plausible edits of `core/` (one or two lines, each
 * type-checking, each breaking a promise a user relies on), written from the
 * code and the contracts by someone who had not read the properties. Unlike
 * Stryker's mutants they are the mistakes a person makes: a fast path that
 * does not cover what it claims, a helper shared by the budget and its check,
 * a memo that misses an in-place edit.
 *
 * `node scripts/mutation/realisticBugs.mjs [ID ...] [--typecheck] [--list]`
 * applies each bug alone, runs the property suite as the mutation run does
 * (`vitest.mutation.config.ts`: the properties on `core/`, without the tests
 * of the hand-written mutants; stops at the first failing test), prints which
 * test failed first, and puts the file back. docs/mutation.md keeps the table.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

/** @typedef {{ id: string, kind: string, file: string, find: string, replace: string, breaks: string }} Bug */

/** @type {Bug[]} */
export const BUGS = [
  {
    id: 'output-cap-without-reasoning',
    kind: 'shared helper: budget',
    file: 'core/profile.ts',
    find: 'return profile.output.answer + profile.output.reasoning;',
    replace: 'return profile.output.answer;',
    breaks: 'the reasoning reserve is left out of the output cap, so the prompt budget is too large (C2)',
  },
  {
    id: 'default-chat-without-primer',
    kind: 'shared helper: template overhead',
    file: 'core/profile.ts',
    find: "if (value === undefined || value === 'chat') return { kind: 'chat', perMessage: 3, replyPrimer: 3 };",
    replace: "if (value === undefined || value === 'chat') return { kind: 'chat', perMessage: 3, replyPrimer: 0 };",
    breaks: 'the default chat template forgets the reply primer: 3 tokens the provider counts are not budgeted (C2)',
  },
  {
    id: 'history-share-rounded-up',
    kind: 'shares',
    file: 'core/assemble.ts',
    find: 'const share = Math.floor(budget * profile.shares.history);',
    replace: 'const share = Math.ceil(budget * profile.shares.history);',
    breaks: 'history may take one token more than its share',
  },
  {
    id: 'evidence-wrapper-free',
    kind: 'shares',
    file: 'core/assemble.ts',
    find: 'const evidenceShare = Math.floor(budget * profile.shares.evidence) - evidenceWrap;',
    replace: 'const evidenceShare = Math.floor(budget * profile.shares.evidence);',
    breaks: "the evidence wrapper's tokens are not counted inside the evidence share",
  },
  {
    id: 'attribute-fast-path-misses-quote',
    kind: 'rendering/escaping (fast path)',
    file: 'core/render.ts',
    find: 'const ATTRIBUTE_SPECIAL = /[&"<>\\r\\n]/;',
    replace: 'const ATTRIBUTE_SPECIAL = /[&<>\\r\\n]/;',
    breaks: 'an attribute value whose only special character is a quote skips escaping and breaks out of the attribute (C13)',
  },
  {
    id: 'tag-match-without-unicode-folding',
    kind: 'rendering/escaping',
    file: 'core/render.ts',
    find: "(?![A-Za-z0-9_-]))`, 'giu');",
    replace: "(?![A-Za-z0-9_-]))`, 'gi');",
    breaks: 'look-alike tags (Kelvin sign, long s) are not escaped (C13)',
  },
  {
    id: 'shorten-by-utf16-units',
    kind: 'metadata shortening',
    file: 'core/render.ts',
    find: "return `${points.slice(0, Math.max(0, max - 1)).join('')}…`;",
    replace: 'return `${value.slice(0, Math.max(0, max - 1))}…`;',
    breaks: 'metadata is cut by UTF-16 units: too many code points kept, or a surrogate pair split (C14)',
  },
  {
    id: 'source-shortened',
    kind: 'metadata shortening',
    file: 'core/render.ts',
    find: "if (chunk.source !== undefined) attributes += attribute('source', chunk.source);",
    replace: "if (chunk.source !== undefined) attributes += attribute('source', shortenValue(chunk.source, maxMetaChars));",
    breaks: 'the source is shortened like other metadata: a citation no longer names its document (C8)',
  },
  {
    id: 'dedup-compatibility-folding',
    kind: 'dedup normalisation',
    file: 'core/select.ts',
    find: "return text.normalize('NFC').replace(COLLAPSIBLE_SPACE, ' ').trim();",
    replace: "return text.normalize('NFKC').replace(COLLAPSIBLE_SPACE, ' ').trim();",
    breaks: 'compatibility variants (ﬁ and fi, ² and 2) are merged as duplicates: different evidence is dropped (C8)',
  },
  {
    id: 'dedup-fast-path-misses-single-blank',
    kind: 'dedup normalisation (fast path)',
    file: 'core/select.ts',
    find: 'const COLLAPSIBLE_SPACE = /\\s{2,}|[^\\S ]/gu;',
    replace: 'const COLLAPSIBLE_SPACE = /\\s{2,}/gu;',
    breaks: 'a single tab, line break or no-break space is not collapsed: copies that differ only there both enter (C8)',
  },
  {
    id: 'rune-low-surrogate-edge',
    kind: 'rune counting',
    file: 'core/runes.ts',
    find: 'if (next >= 0xdc00 && next <= 0xdfff) i++;',
    replace: 'if (next >= 0xdc00 && next < 0xdfff) i++;',
    breaks: 'a pair whose low surrogate is U+DFFF counts as two code points (C14)',
  },
  {
    id: 'floor-digit-groups-off-by-one',
    kind: 'token floor',
    file: 'core/tokenFloor.ts',
    find: 'else if (digits >= 0 && ++digits % 3 === 1) count++;',
    replace: 'else if (digits >= 0 && ++digits % 3 === 0) count++;',
    breaks: 'the floor counts a new digit group at the third digit: over the real count for "123", not a proof (C4)',
  },
  {
    id: 'floor-blank-before-letter-splits',
    kind: 'token floor (whitespace other than a space)',
    file: 'core/tokenFloor.ts',
    find: 'joins(BLANK, [LETTER, SPACE, BLANK, NEWLINE]);',
    replace: 'joins(BLANK, [SPACE, BLANK, NEWLINE]);',
    breaks: 'a tab or no-break space before a word is counted as a split: the floor passes the count (C4)',
  },
  {
    id: 'bpe-first-part-never-paired-again',
    kind: 'BPE merge order',
    file: 'core/bpe.ts',
    find: '      if (before >= 0) push(before);',
    replace: '      if (before > 0) push(before);',
    breaks: 'after a merge, the pair the first part makes with the grown part is never tried: counts too high on pieces whose first byte merges late',
  },
  {
    id: 'bpe-heap-ties-to-the-right',
    kind: 'BPE merge order',
    file: 'core/bpe.ts',
    find: 'return a.rank < b.rank || (a.rank === b.rank && a.left < b.left);',
    replace: 'return a.rank < b.rank || (a.rank === b.rank && a.left > b.left);',
    breaks: 'equal-rank pairs merge rightmost first: counts differ from the encoder where equal pairs sit at irregular places',
  },
  {
    id: 'lazy-bound-is-the-room',
    kind: 'drop log bounds',
    file: 'core/select.ts',
    find: "dropped.push(dropEntry('chunks', chunk.id, index, room + 1, false, noRoomReason));",
    replace: "dropped.push(dropEntry('chunks', chunk.id, index, room, false, noRoomReason));",
    breaks: 'a chunk left out for room is logged with the room itself, not the documented one more than the room (C4)',
  },
  {
    id: 'max-turns-reason-swapped',
    kind: 'drop reasons',
    file: 'core/assemble.ts',
    find: "dropGroup(g, g < groupCount - maxTurns ? 'max-turns' : 'history-share');",
    replace: "dropGroup(g, g <= groupCount - maxTurns ? 'max-turns' : 'history-share');",
    breaks: 'the newest group the share drops is blamed on the turn cap',
  },
  {
    id: 'memo-misses-text-edit',
    kind: 'memo after an in-place edit',
    file: 'core/preparedCandidates.ts',
    find: '      chunk.text !== memo.texts[i] ||\n',
    replace: '',
    breaks: "a chunk's text edited in place between calls is selected and counted by its old text (C1)",
  },
  {
    id: 'memo-ignores-line-limit',
    kind: 'memo (warm vs cold)',
    file: 'core/preparedCandidates.ts',
    find: 'return memo.maxMetaChars === maxMetaChars && memo.maxLines === maxLines;',
    replace: 'return memo.maxMetaChars === maxMetaChars;',
    breaks: "a warm call with another line limit reuses the first call's renderings (C1)",
  },
  {
    id: 'dedup-key-memo-by-object',
    kind: 'memo after an in-place edit',
    file: 'core/preparedCandidates.ts',
    find: 'if (keyed !== undefined && keyed.text === text) {',
    replace: 'if (keyed !== undefined) {',
    breaks: "a chunk whose text was edited in place keeps its old dedup key: wrong duplicates (C1, C8)",
  },
  {
    id: 'count-cache-stores-bounds',
    kind: 'memoised tokenizer',
    file: 'core/countCache.ts',
    find: '    const count = this.#exact(text, limit);\n    if (count <= limit) this.#remember(text, count);',
    replace: '    const count = this.#exact(text, limit);\n    this.#remember(text, count);',
    breaks: 'the count cache remembers "more than limit" as a count: a later count() of the same text is too small',
  },
  {
    id: 'note-recognised-without-role',
    kind: 'trim note',
    file: 'core/request.ts',
    find: "return turn.role === 'system' && turn.content === HISTORY_TRIM_NOTE;",
    replace: 'return turn.content === HISTORY_TRIM_NOTE;',
    breaks: 'a user turn quoting the trim note is taken for the note: the turn disappears and the note is claimed (C7)',
  },
  // Written blind: from core/ and docs/contracts.md only, by someone who had
  // not read properties/ (nor its documentation or the table in docs/mutation.md).
  {
    id: 'blind-edges-back-not-reversed',
    kind: 'blind: order',
    file: 'core/order.ts',
    find: 'return front.concat(back.reverse());',
    replace: 'return front.concat(back);',
    breaks: 'with four chunks or more the second best lands in the middle, not last: strongest-at-the-edges is lost (C10)',
  },
  {
    id: 'blind-clamp-exact-fit-dropped',
    kind: 'blind: off-by-one at a limit',
    file: 'core/history.ts',
    find: 'if (used + len > maxUnits) break;',
    replace: 'if (used + len >= maxUnits) break;',
    breaks: 'a turn that exactly fills the rune or token budget is cut (and the note added) though it fits (C9, C7)',
  },
  {
    id: 'blind-tool-group-last-result-split',
    kind: 'blind: tool group at a boundary',
    file: 'core/turnGroups.ts',
    find: 'if (i <= joinUntil) groups',
    replace: 'if (i < joinUntil) groups',
    breaks: "a call's last result starts a group of its own: the clamp can keep the result and drop its call (C12)",
  },
  {
    id: 'blind-equal-scores-by-id-descending',
    kind: 'blind: tie broken the other way',
    file: 'core/select.ts',
    find: 'return scoreB - scoreA || compareCodeUnits(idA, idB);',
    replace: 'return scoreB - scoreA || compareCodeUnits(idB, idA);',
    breaks: 'equal-score chunks are taken by id descending: still deterministic, but not the documented order (C1, C8)',
  },
  {
    id: 'blind-ladder-drops-a-protected-turn',
    kind: 'blind: off-by-one at a limit',
    file: 'core/assemble.ts',
    find: 'while (totalOf(layout) > budget && layout.historyFrom < groupCount - protectedGroups) {',
    replace: 'while (totalOf(layout) > budget && layout.historyFrom <= groupCount - protectedGroups) {',
    breaks: 'the ladder drops the oldest protected turn (or the newest, lone turn) before the examples (C5, C6)',
  },
  {
    id: 'blind-drop-index-skips-trim-note',
    kind: 'blind: drop log entry, wrong index',
    file: 'core/assemble.ts',
    find: "'history', turnId(t), turnIndex[t]!,\n        (exact",
    replace: "'history', turnId(t), t,\n        (exact",
    breaks: "a dropped turn's index counts past an earlier trim note turn: it names the wrong history item (C4)",
  },
  {
    id: 'blind-note-room-not-taken-on-retry',
    kind: 'blind: shares',
    file: 'core/assemble.ts',
    find: 'clamp = clampHistoryBy(groupCount, groupCost, maxTurns, Math.max(0, share - historyHead(true)));',
    replace: 'clamp = clampHistoryBy(groupCount, groupCost, maxTurns, Math.max(0, share - historyHead(noted)));',
    breaks: "the clamp that trims is redone without the trim note's room: note and turns exceed the history share (C2, C7)",
  },
  {
    id: 'blind-cut-marker-at-exact-line-limit',
    kind: 'blind: off-by-one at a limit',
    file: 'core/render.ts',
    find: 'if (lines.length <= maxLines) return',
    replace: 'if (lines.length < maxLines) return',
    breaks: 'an item of exactly maxLines lines gets a <cut shown=N total=N/> marker though nothing was cut (C7)',
  },
  {
    id: 'blind-lone-low-surrogate-accepted',
    kind: 'blind: guard misses a case (lone surrogate)',
    file: 'core/runes.ts',
    find: '    if (unit >= 0xdc00 && unit <= 0xdfff) return i;\n',
    replace: '',
    breaks: 'a lone low surrogate is not refused: text that cannot be sent as UTF-8 passes validation (bad input)',
  },
  {
    id: 'blind-reply-primer-from-per-message',
    kind: 'blind: shared helper, copy-paste',
    file: 'core/profile.ts',
    find: "replyPrimer: tokens(input.replyPrimer, ['template', 'replyPrimer'], 3, 0, 1000),",
    replace: "replyPrimer: tokens(input.perMessage, ['template', 'replyPrimer'], 3, 0, 1000),",
    breaks: "a custom chat template's reply primer is read from perMessage: the template overhead is budgeted wrong (C2)",
  },
  {
    id: 'blind-chunk-floor-forgets-a-seam',
    kind: 'blind: fast path covers less than it claims',
    file: 'core/unitFloor.ts',
    find: 'return text + headerFloor(chunk, maxMetaChars, room - text - CLOSE_FLOOR + 2) + CLOSE_FLOOR - 2;',
    replace: 'return text + headerFloor(chunk, maxMetaChars, room - text - CLOSE_FLOOR + 2) + CLOSE_FLOOR - 1;',
    breaks: 'the chunk floor counts one seam too few: it can pass the real count, so the lazy path leaves out a chunk that fits (C4, C8)',
  },
  {
    id: 'blind-fixed-memo-matches-fewer-keys',
    kind: 'blind: memo keyed too loosely',
    file: 'core/fixedPartMemo.ts',
    find: 'return seen === keys.length && Object.getOwnPropertyNames(record).length === seen;',
    replace: 'return Object.getOwnPropertyNames(record).length === seen;',
    breaks: "a tool whose last keys (description, parameters) were removed matches the remembered one: its old rendering is sent (C1)",
  },
  {
    id: 'raw-tail-turns-counted-as-groups',
    kind: 'compaction: turns and groups confused',
    file: 'core/compact/plan.ts',
    find: 'if (turns >= options.keepRawTurns && groups >= Math.max(1, profile.protectedTurns)) {',
    replace: 'if (groups >= options.keepRawTurns && groups >= Math.max(1, profile.protectedTurns)) {',
    breaks: 'the smallest raw tail counts tool groups where keepRawTurns counts turns: a tail of tool calls is kept larger than needed, and a history that fits compacted is called too large (K2)',
  },
  {
    id: 'preferred-tail-stops-at-the-target',
    kind: 'compaction: off-by-one at a limit',
    file: 'core/compact/plan.ts',
    find: 'if (tailTokens(g) > targetTokens || groupCount - g > targetGroups) break;',
    replace: 'if (tailTokens(g) >= targetTokens || groupCount - g > targetGroups) break;',
    breaks: 'a raw tail exactly at tailShare of the share is refused: one group fewer stays raw than documented (K5)',
  },
  {
    id: 'summary-shrink-drops-protected-items',
    kind: 'compaction: guard misses a case',
    file: 'core/compact/fitSummary.ts',
    find: 'for (let i = items.length - 1; i >= 0; i--) if (when(items[i]!) && !isProtected(key, items[i]!)) order.push(items[i]!);',
    replace: 'for (let i = items.length - 1; i >= 0; i--) if (when(items[i]!)) order.push(items[i]!);',
    breaks: 'a summary too large for its share drops the items of the turns the clamp would have kept: the model knows less than without compaction (K4)',
  },
  {
    id: 'summary-shrinks-oldest-first',
    kind: 'compaction: order reversed',
    file: 'core/compact/fitSummary.ts',
    find: 'for (let i = items.length - 1; i >= 0; i--) if (when(items[i]!) && !isProtected(key, items[i]!)) order.push(items[i]!);',
    replace: 'for (let i = 0; i < items.length; i++) if (when(items[i]!) && !isProtected(key, items[i]!)) order.push(items[i]!);',
    breaks: 'each list of a summary too large shrinks from its first item: the first constraint the user gave goes before the last (the documented shrink order)',
  },
  {
    id: 'carried-said-lines-before-stale-items',
    kind: 'compaction: priority order',
    file: 'core/compact/fitSummary.ts',
    find: "for (const key of keys) push(key, summary.content[key], stale);\n  push('said', summary.said ?? [], () => true);",
    replace: "push('said', summary.said ?? [], () => true);\n  for (const key of keys) push(key, summary.content[key], stale);",
    breaks: "the user's carried words go before the items the summary keeps only to say they changed (the documented shrink order)",
  },
  {
    id: 'statement-memo-without-context',
    kind: 'compaction: memo keyed too loosely',
    file: 'core/compact/supersession.ts',
    find: 'const byAnswers = level(byContext, s.context,',
    replace: "const byAnswers = level(byContext, '',",
    breaks: 'the same words said about two things share what supersession read off the first: a later value replaces the wrong one, or none (the summary schema\'s supersession rule)',
  },
  {
    id: 'wish-then-own-constraint-filed-as-theirs',
    kind: 'compaction: guard misses a case',
    file: 'core/compact/clauseKind.ts',
    find: "return own === 'prohibition' || own === 'constraint' ? { at, kind: own } : undefined;",
    replace: "return own === 'prohibition' ? { at, kind: own } : undefined;",
    breaks: "\"the customer wants a refund but keep it under 50 €\": the user's own limit after someone else's wish is filed as the third party's and leaves the constraints",
  },
  {
    id: 'iban-groups-must-be-unspaced',
    kind: 'compaction: identifier cut apart',
    file: 'core/compact/identifiers.ts',
    find: '(?: ?[A-Z0-9]{4}){2,7}',
    replace: '(?:[A-Z0-9]{4}){2,7}',
    breaks: 'an IBAN written in groups of four ("TR33 0006 1005 1978 6457 8413 26", as people write it) is no longer one identifier: the summary keeps pieces of it, or none',
  },
  {
    id: 'no-always-an-abbreviation',
    kind: 'compaction: sentence glued',
    file: 'core/compact/sentences.ts',
    find: 'if (NUMBER_ABBREVIATIONS.has(folded)) return /^\\s*\\d/u.test(after);',
    replace: 'if (NUMBER_ABBREVIATIONS.has(folded)) return true;',
    breaks: '"The answer is no. Keep the budget under 2,000." is one sentence: the rule after a plain "no." is read as part of the answer',
  },
  {
    id: 'tokenizers-shared-across-cache-sizes',
    kind: 'memo keyed too loosely (tokenizer)',
    file: 'core/tokenizer.ts',
    find: 'const key = `${encoding}/${backend}/${cacheChars}`;',
    replace: 'const key = `${encoding}/${backend}`;',
    breaks: 'createTokenizer with another cacheChars hands back the first tokenizer of that encoding and backend: a caller asking for no memory (cacheChars 0) gets the 32 Mi cache',
  },
  {
    id: 'piece-memo-trusts-the-hash',
    kind: 'memo keyed too loosely (tokenizer)',
    file: 'core/pieceCounts.ts',
    find: 'while (j < length && pool[offset - 1 + j] === text.charCodeAt(start + j)) j++;',
    replace: 'j = length;',
    breaks: 'the piece memo answers any piece of the same length and hash with a remembered count: two pieces whose FNV-1a collides count the same',
  },
  {
    id: 'lazy-count-fits-strictly',
    kind: 'off-by-one at a limit (selection)',
    file: 'core/select.ts',
    find: '        fits = tokens <= room;\n        // An exact count is remembered as a count;',
    replace: '        fits = tokens < room;\n        // An exact count is remembered as a count;',
    breaks: 'without exact drop counts, a chunk whose first count exactly fills the room left is left out, and remembered as over it (C8)',
  },
  {
    id: 'count-stops-at-the-limit',
    kind: 'off-by-one at a limit (tokenizer)',
    file: 'core/bpe.ts',
    find: '        if (total > limit) return limit + 1;\n        start = end;\n      }\n      return total;',
    replace: '        if (total >= limit) return limit + 1;\n        start = end;\n      }\n      return total;',
    breaks: 'countWithin says "over the limit" for a text whose count is exactly the limit: a unit that fills its room is left out',
  },
  {
    id: 'head-counter-found-by-name',
    kind: 'fast path taken where it does not hold (tokenizer)',
    file: 'core/tokenizer.ts',
    find: '  const cache = countCaches.get(tokenizer);',
    replace: '  const cache = countCaches.get(tokenizers.get(`${tokenizer.name}/${DEFAULT_CACHE_CHARS}`) ?? tokenizer);',
    breaks: "the selection's count-with-head shortcut finds baglam's count cache by the tokenizer's name: a caller's tokenizer named like baglam's (o200k_base/fast) is counted by baglam's counter, not its own",
  },
  {
    id: 'ascii-fast-path-takes-latin1',
    kind: 'fast path taken where it does not hold (tokenizer)',
    file: 'core/bpe.ts',
    find: 'const NOT_ASCII = /[^\\x00-\\x7f]/;',
    replace: 'const NOT_ASCII = /[^\\x00-\\xff]/;',
    breaks: 'text of Latin-1 letters (é, ü, ç) is taken as its own UTF-8: one byte a letter instead of two, counts too low',
  },
  {
    id: 'lazy-memo-keeps-a-bound-as-a-count',
    kind: 'memo keeps what it must not (selection)',
    file: 'core/select.ts',
    find: '        if (fits) known[index] = tokens;\n        else floors[index] = room + 1;',
    replace: '        known[index] = tokens;\n        if (!fits) floors[index] = room + 1;',
    breaks: 'the lazy path remembers "more than the room" (room + 1) as the chunk\'s count: a later call with more room selects it at that count (C1, C8)',
  },
  {
    id: 'approved-change-cut-from-its-turn',
    kind: 'compaction: never worse than the clamp',
    file: 'core/compact/saidItems.ts',
    find: '    const whole = normalizeItemText(turn.content);',
    replace: "    const whole = normalizeItemText(held.reduce((text, h) => (h.holder.item.supersededBy !== undefined && !spoken(history[h.holder.item.supersededBy - covers - 1]) ? text.replace(h.holder.item.text, '') : text), turn.content));",
    breaks: 'the verbatim section writes a turn without the words of an item a change it does not show replaced (a tool call the user approved): the clamp shows the value and then the change; compaction leaves the value out of its turn (docs/compaction.md: a turn is never written without the words of an item marked superseded)',
  },
  // Written for issue 12's generator classes that had no bug of their own: from
  // core/select.ts, core/renderedRequest.ts and docs/contracts.md (C8's dedup key,
  // the text template's turn numbers), before reading the properties that might kill them.
  {
    id: 'dedup-nfc-only-with-latin-marks',
    kind: 'dedup normalisation (non-Latin scripts)',
    file: 'core/select.ts',
    find: "return text.normalize('NFC').replace(COLLAPSIBLE_SPACE, ' ').trim();",
    replace: "return (/[\\u0300-\\u036f]/.test(text) ? text.normalize('NFC') : text).replace(COLLAPSIBLE_SPACE, ' ').trim();",
    breaks: 'NFC taken only when a Latin combining mark is present: Hangul jamo, Devanagari and Arabic marks in NFD are not composed, so the same chunk in NFD and NFC is sent twice (C8)',
  },
  {
    id: 'text-turn-numbers-skip-handed-note',
    kind: 'trim note handed in the history (text template)',
    file: 'core/renderedRequest.ts',
    find: 'turnUnit(turns[t]!, turnIndex[t]!, toolLines)',
    replace: 'turnUnit(turns[t]!, t, toolLines)',
    breaks: "under the text template a turn is numbered among the turns left once a handed trim note is set apart, not by its place in the request's history",
  },
];

/** @param {Bug} bug */
function apply(bug) {
  const source = readFileSync(bug.file, 'utf8');
  const at = source.indexOf(bug.find);
  if (at < 0 || source.indexOf(bug.find, at + 1) >= 0) throw new Error(`${bug.id}: the text to replace must occur exactly once in ${bug.file}`);
  writeFileSync(bug.file, source.slice(0, at) + bug.replace + source.slice(at + bug.find.length));
  return () => writeFileSync(bug.file, source);
}

/** The first failing test in vitest's output (`FAIL file > describe > test`), or undefined. */
function firstFailure(output) {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((l) => /^\s*FAIL\s/.test(l) && l.includes(' > '));
  return line?.replace(/^\s*FAIL\s+/, '').trim();
}

/** @param {Bug} bug @param {boolean} typecheck */
function run(bug, typecheck) {
  const restore = apply(bug);
  try {
    if (typecheck) {
      const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], { encoding: 'utf8' });
      if (tsc.status !== 0) return { bug, verdict: 'does not type-check', detail: tsc.stdout.split('\n')[0] };
    }
    const started = process.hrtime.bigint();
    const vitest = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.mutation.config.ts', '--bail', '1'], {
      encoding: 'utf8',
      env: { ...process.env, BAGLAM_NO_SHRINK: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const failure = firstFailure(`${vitest.stdout}\n${vitest.stderr}`);
    if (vitest.status === 0) return { bug, verdict: 'SURVIVED', detail: '', seconds };
    return { bug, verdict: 'killed', detail: failure ?? `exit ${vitest.status} (no failing test named)`, seconds };
  } finally {
    restore();
  }
}

const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const b of BUGS) console.log(`${b.id.padEnd(36)} ${b.kind.padEnd(44)} ${b.file}`);
} else {
  const ids = args.filter((a) => !a.startsWith('--'));
  const unknown = ids.filter((id) => !BUGS.some((b) => b.id === id));
  if (unknown.length > 0) throw new Error(`unknown bug ${unknown.join(', ')}; --list names them`);
  const chosen = ids.length === 0 ? BUGS : BUGS.filter((b) => ids.includes(b.id));
  let survivors = 0;
  for (const bug of chosen) {
    const r = run(bug, args.includes('--typecheck'));
    if (r.verdict !== 'killed') survivors++;
    console.log(`${r.verdict.padEnd(8)} ${bug.id.padEnd(36)} ${r.detail}${r.seconds === undefined ? '' : `  (${r.seconds.toFixed(0)} s)`}`);
  }
  if (survivors > 0) process.exitCode = 1;
}
