import { assemble, type AssembleOptions, type AssembledContext } from '../../core/assemble.js';
import { BaglamError } from '../../core/errors.js';
import { resolveProfile, type Profile } from '../../core/profile.js';
import type { Request } from '../../core/request.js';
import { normalizeForDedup } from '../../core/select.js';
import { TokenFloor, tokenFloor } from '../../core/tokenFloor.js';
import { createTokenizer, type Encoding, type Tokenizer } from '../../core/tokenizer.js';
import type { UnitSpec } from '../arbitraries/unitSpec.js';
import { coreImplementation, type Implementation } from '../implementation.js';
import { mutant } from './mutantImplementation.js';

/**
 * Broken pieces of `core/` the way someone could write them: each mutant
 * below replaces one piece of `coreImplementation` with a plausible wrong
 * version, so the property that specifies that piece must notice.
 */

const TAGS = 'rules|tools|examples|example|summary|trim-note|turn|tool-call|evidence|chunk|format|question|cut';

/**
 * The renderer with an assistant turn that calls tools joined wrongly:
 * `join(text, calls)` gets the turn's escaped text and its rendered calls,
 * each as core/ writes it alone, and writes the message content; the text
 * template's unit wraps that content as core/ wraps the real one.
 */
function callingTurnMutant(name: string, join: (text: string, calls: string) => string): Implementation {
  return mutant(name, {
    renderUnit: (spec) => {
      if ((spec.kind !== 'turn' && spec.kind !== 'turn-content') || spec.turn.role !== 'assistant' || (spec.turn.toolCalls ?? []).length === 0) {
        return coreImplementation.renderUnit(spec);
      }
      const { toolCalls: _calls, ...alone } = spec.turn;
      const text = coreImplementation.renderUnit({ kind: 'turn-content', turn: alone, maxLines: spec.maxLines });
      const calls = coreImplementation.renderUnit({ kind: 'turn-content', turn: { ...spec.turn, content: '' }, maxLines: spec.maxLines });
      const content = join(text, calls);
      if (spec.kind === 'turn-content') return content;
      const unit = coreImplementation.renderUnit(spec);
      const header = unit.slice(0, unit.indexOf('>\n') + 2);
      return `${header}${content}\n</turn>\n`;
    },
  });
}

/** Rendering mutants: the renderer with one slip. */
export const renderMutants: Record<string, Implementation> = {
  /** Untrusted text written as is on every path. */
  'no-escaping': mutant('no-escaping', { renderUnit: (spec) => coreImplementation.renderUnit(spec).replace(/&lt;/g, '<') }),
  /** Tool-call arguments not escaped (the one path someone forgot). */
  'tool-arguments-unescaped': mutant('tool-arguments-unescaped', {
    renderUnit: (spec) =>
      coreImplementation.renderUnit(spec).replace(/(<tool-call [^>]*>\n)([\s\S]*?)(\n<\/tool-call>)/g, (_, open: string, body: string, close: string) => open + body.replace(/&lt;/g, '<') + close),
  }),
  /** Quotes inside attribute values left raw. */
  'attribute-quotes-raw': mutant('attribute-quotes-raw', { renderUnit: (spec) => coreImplementation.renderUnit(spec).replace(/&quot;/g, '"') }),
  /** The question unit written without its trailing newline. */
  'question-without-newline': mutant('question-without-newline', {
    renderUnit: (spec: UnitSpec) => (spec.kind === 'question' ? coreImplementation.renderUnit(spec).replace(/\n$/, '') : coreImplementation.renderUnit(spec)),
  }),
  /** Metadata in the order it was given, not in key order. */
  'metadata-unsorted': mutant('metadata-unsorted', {
    renderUnit: (spec) => {
      if (spec.kind !== 'chunk' || spec.chunk.meta === undefined) return coreImplementation.renderUnit(spec);
      const keys = Object.keys(spec.chunk.meta);
      if (keys.length < 2) return coreImplementation.renderUnit(spec);
      // Rendered with the keys renamed in given order, then renamed back: the given order survives the sort.
      const renamed = Object.fromEntries(keys.map((k, i) => [`k${String(i).padStart(3, '0')}`, spec.chunk.meta![k]!]));
      const unit = coreImplementation.renderUnit({ ...spec, chunk: { ...spec.chunk, meta: renamed } });
      return keys.reduce((u, k, i) => u.replace(` k${String(i).padStart(3, '0')}="`, ` ${k}="`), unit);
    },
  }),
  /** An assistant's calls after a line break even when it wrote no text: a blank line opens the turn. */
  'blank-line-before-calls': callingTurnMutant('blank-line-before-calls', (text, calls) => `${text}\n${calls}`),
  /** The calls written in place of the text, which is lost. */
  'text-dropped-before-calls': callingTurnMutant('text-dropped-before-calls', (_text, calls) => calls),
  /** The calls first, then the text. */
  'calls-before-text': callingTurnMutant('calls-before-text', (text, calls) => (text === '' ? calls : `${calls}\n${text}`)),
  /** A turn of the text template numbered 0 whatever its index. */
  'turn-numbered-zero': mutant('turn-numbered-zero', {
    renderUnit: (spec) => (spec.kind === 'turn' ? coreImplementation.renderUnit({ ...spec, n: 0 }) : coreImplementation.renderUnit(spec)),
  }),
};

/** Escaping mutants. */
export const escapeMutants: Record<string, Implementation> = {
  /** Tags matched in ASCII case only: the Kelvin sign and the long s slip through. */
  'ascii-case-only': mutant('ascii-case-only', {
    escapeText: (text) => text.replace(new RegExp(`<(?=/?(?:${TAGS})(?![A-Za-z0-9_-]))`, 'gi'), '&lt;'),
  }),
  /** Only lower-case tags escaped. */
  'case-sensitive': mutant('case-sensitive', { escapeText: (text) => text.replace(new RegExp(`<(?=/?(?:${TAGS})(?![A-Za-z0-9_-]))`, 'g'), '&lt;') }),
  /** Every `<` escaped: code and HTML reach the model mangled. */
  'escapes-everything': mutant('escapes-everything', { escapeText: (text) => text.replace(/</g, '&lt;') }),
  /** Attribute line breaks left raw. */
  'attribute-newlines-raw': mutant('attribute-newlines-raw', {
    escapeAttribute: (value) => coreImplementation.escapeAttribute(value).replace(/&#10;/g, '\n'),
  }),
};

/** Shortening mutants. */
export const shortenMutants: Record<string, Implementation> = {
  /** One code point too many (the ellipsis not counted). */
  'one-too-long': mutant('one-too-long', { shortenValue: (value, max) => coreImplementation.shortenValue(value, max + 1) }),
  /** Cut by UTF-16 units: splits a surrogate pair. */
  'code-units': mutant('code-units', { shortenValue: (value, max) => (value.length <= max ? value : `${value.slice(0, max - 1)}…`) }),
};

/** Canonical JSON mutants. */
export const canonicalJsonMutants: Record<string, Implementation> = {
  /** Keys in the order they were written: equal schemas written in two orders render apart. */
  'keys-as-written': mutant('keys-as-written', { canonicalJson: (value) => JSON.stringify(value) ?? 'null' }),
  /** A hole written as `null` (as `JSON.stringify` writes it): a key hashed before changes. */
  'holes-as-null': mutant('holes-as-null', { canonicalJson: (value) => coreImplementation.canonicalJson(Array.isArray(value) ? Array.from(value) : value) }),
};

/** Floor mutants: floors that exceed what they bound. */
export const floorMutants: Record<string, Implementation> = {
  /** A combining mark read as punctuation: a split inside `é` written in NFD. */
  'marks-split': mutant('marks-split', { tokenFloor: (text) => tokenFloor(text) + (text.match(/\p{M}/gu)?.length ?? 0) }),
  /** A run of three digits read as two pre-tokens (digits grouped by two). */
  'digits-by-two': mutant('digits-by-two', { tokenFloor: (text) => tokenFloor(text) + (/\p{N}{3}/u.test(text) ? 1 : 0) }),
  /** The text read twice (once for the fit, once for the unit) and both floors added. */
  'text-counted-twice': mutant('text-counted-twice', {
    chunkUnitFloor: (chunk, maxMetaChars, maxLines, room) => coreImplementation.chunkUnitFloor(chunk, maxMetaChars, maxLines, room) + tokenFloor(chunk.text),
  }),
  /** A turn's floor from its words, not its pre-tokens. */
  'turn-words': mutant('turn-words', { turnFloor: (turn) => turn.content.split(/\s+/).filter((w) => w !== '').length * 2 }),
  /** The byte bound left out: a long run of letters proven to be one token. */
  'no-byte-bound': mutant('no-byte-bound', { tokenFloor: (text, limit) => splitsOnly(text, limit) }),
  /** Bytes counted as UTF-16 units: `é` and `中` as one byte each. */
  'utf16-units-as-bytes': mutant('utf16-units-as-bytes', { tokenFloor: (text, limit) => Math.max(splitsOnly(text, limit), Math.ceil(text.length / 128)) }),
  /** With a limit, the byte bound stops on reaching the limit instead of passing it: a text one byte over comes back as the limit. */
  'limit-reached-not-passed': mutant('limit-reached-not-passed', {
    tokenFloor: (text, limit) => {
      const floor = tokenFloor(text, limit);
      return limit !== undefined && floor > limit && splitsOnly(text, limit) <= limit ? limit : floor;
    },
  }),
  /** Digit groups counted after an unclassified character too (a mark, a CJK letter), where the run may continue a pre-token. */
  'digit-groups-after-unclassified': mutant('digit-groups-after-unclassified', {
    tokenFloor: (text, limit) => tokenFloor(text, limit) + (text.match(/[\u0300-\u036f\u0800-\u1fff\u2070-\uffff]\d{4}/g)?.length ?? 0),
  }),
  /** `/` read as any punctuation: the line break before it counted as a split (o200k takes slashes after line breaks into the pre-token). */
  'slash-as-punctuation': mutant('slash-as-punctuation', { tokenFloor: (text, limit) => tokenFloor(text.replace(/([\r\n])\//g, '$1.'), limit) }),
  /** The classified blocks end at U+1FFF inclusive: the en quad U+2000 read as a character that may join anything. */
  'en-quad-unclassified': mutant('en-quad-unclassified', { tokenFloor: (text, limit) => tokenFloor(text.replace(/\u2000/g, '\u0800'), limit) }),
  /** A tool result shown with 0 lines floored as if it showed its first line. */
  'zero-lines-as-one': mutant('zero-lines-as-one', { turnFloor: (turn, toolLines) => coreImplementation.turnFloor(turn, toolLines === 0 ? 1 : toolLines) }),
  /** Metadata read with `for…in`: a key inherited from the prototype counted though never rendered. */
  'inherited-meta': mutant('inherited-meta', {
    chunkUnitFloor: (chunk, maxMetaChars, maxLines, room) => {
      if (chunk.meta === undefined) return coreImplementation.chunkUnitFloor(chunk, maxMetaChars, maxLines, room);
      const meta: Record<string, string> = {};
      for (const key in chunk.meta) meta[key] = chunk.meta[key]!;
      return coreImplementation.chunkUnitFloor({ ...chunk, meta }, maxMetaChars, maxLines, room);
    },
  }),
  /** The text alone taken as proof when it leaves exactly the close tag's room (`>=` for `>`): the unit's floor returned as the room. */
  'proof-at-the-room': mutant('proof-at-the-room', {
    chunkUnitFloor: (chunk, maxMetaChars, maxLines, room) => {
      const text = coreImplementation.turnFloor({ role: 'tool', content: chunk.text, toolCallId: 'c' }, maxLines);
      return text + 2 === room ? room : coreImplementation.chunkUnitFloor(chunk, maxMetaChars, maxLines, room);
    },
  }),
};

/** Mutants of the selection's shortcut past a chunk's floor (`chunkUnitFloorWithin`). */
export const floorShortcutMutants: Record<string, Implementation> = {
  /** The opening tag left out: the text's length alone against the room. */
  'shortcut-without-tag': mutant('shortcut-without-tag', {
    chunkUnitFloorWithin: (chunk, room) => chunk.text.length + 1 <= room,
  }),
  /** Metadata left out of the tag: a chunk with long metadata skipped where its floor could prove it. */
  'shortcut-without-meta': mutant('shortcut-without-meta', {
    chunkUnitFloorWithin: (chunk, room) => coreImplementation.chunkUnitFloorWithin({ id: chunk.id, text: chunk.text, score: chunk.score, ...(chunk.source === undefined ? {} : { source: chunk.source }) }, room),
  }),
  /** One past the room (`<=` read as `<` the other way): a sum of exactly room + 1 skipped. */
  'shortcut-one-over': mutant('shortcut-one-over', {
    chunkUnitFloorWithin: (chunk, room) => coreImplementation.chunkUnitFloorWithin(chunk, room + 1),
  }),
};

/** The floor's split bound alone (`TokenFloor.preTokens`), without the byte bound. */
function splitsOnly(text: string, limit: number | undefined): number {
  const floor = new TokenFloor();
  floor.add(text, limit);
  return floor.preTokens;
}

/** Profile mutants: documented defaults read wrong. */
export const profileMutants: Record<string, Implementation> = {
  /** The chat template's default overhead as 4 a message. */
  'per-message-four': mutant('per-message-four', {
    resolveProfile: (input) => {
      const p = resolveProfile(input);
      const given = (input as { template?: unknown }).template;
      return p.template.kind === 'chat' && (given === undefined || given === 'chat') ? { ...p, template: { ...p.template, perMessage: 4 } } : p;
    },
  }),
  /** The history share's default as 0.35. */
  'history-default': mutant('history-default', {
    resolveProfile: (input) => {
      const shares = (input as { shares?: { history?: number } }).shares;
      const p = resolveProfile(input);
      return shares?.history === undefined ? { ...p, shares: { ...p.shares, history: 0.35 } } : p;
    },
  }),
  /** Shares adding up to more than the whole accepted. */
  'shares-unchecked': mutant('shares-unchecked', {
    resolveProfile: (input) => {
      const record = input as { shares?: { evidence?: number; history?: number } };
      const e = record.shares?.evidence ?? 0.4;
      const h = record.shares?.history ?? 0.3;
      if (e + h <= 1) return resolveProfile(input);
      const p = resolveProfile({ ...record, shares: { evidence: e, history: Math.max(0, 1 - e) } });
      return { ...p, shares: { evidence: e, history: h } };
    },
  }),
};

/** Profile mutants the refusals by field catch: each reads one option outside its documented range. */
export const profileRangeMutants: Record<string, Implementation> = {
  /** The protected-turn cap's maximum taken as exclusive: 10 000 refused. */
  'maximum-exclusive': mutant('maximum-exclusive', {
    resolveProfile: (input) => {
      const p = resolveProfile(input);
      if (p.protectedTurns === 10_000) throw new BaglamError('INVALID_PROFILE', 'must be a whole number from 0 to 9999', ['protectedTurns']);
      return p;
    },
  }),
  /** An unknown key of `shares` ignored (a misspelt `histroy` silently left at the default). */
  'unknown-share-ignored': mutant('unknown-share-ignored', {
    resolveProfile: (input) => {
      const record = input as { shares?: unknown };
      const shares = record.shares;
      if (typeof shares !== 'object' || shares === null || Array.isArray(shares)) return resolveProfile(input);
      const { evidence, history } = shares as { evidence?: unknown; history?: unknown };
      return resolveProfile({ ...record, shares: { ...(evidence === undefined ? {} : { evidence }), ...(history === undefined ? {} : { history }) } });
    },
  }),
  /** A blank name taken as a name. */
  'blank-name': mutant('blank-name', {
    resolveProfile: (input) => {
      const record = input as { name?: unknown };
      if (typeof record.name !== 'string' || record.name.trim() !== '' || record.name === '') return resolveProfile(input);
      return { ...resolveProfile({ ...record, name: 'x' }), name: record.name };
    },
  }),
};

/** Dedup mutants. */
export const dedupMutants: Record<string, Implementation> = {
  /** ASCII whitespace only: a no-break space or U+2028 is not collapsed. */
  'ascii-whitespace': mutant('ascii-whitespace', { normalizeForDedup: (text) => text.normalize('NFC').replace(/[ \t\r\n]+/g, ' ').trim() }),
  /** Compatibility folding (NFKC): `ﬁ` becomes `fi`, `²` becomes `2`. */
  nfkc: mutant('nfkc', { normalizeForDedup: (text) => normalizeForDedup(text.normalize('NFKC')) }),
  /** Not trimmed. */
  'untrimmed': mutant('untrimmed', { normalizeForDedup: (text) => text.normalize('NFC').replace(/\s+/gu, ' ') }),
};

/** A memoised tokenizer whose memo is keyed by text alone, shared by both encodings. */
function sharedMemoTokenizers(): (encoding: Encoding) => Tokenizer {
  const memo = new Map<string, number>();
  const make = (encoding: Encoding): Tokenizer => {
    const real = createTokenizer(encoding, { cacheChars: 0 });
    const count = (text: string): number => {
      const known = memo.get(text);
      if (known !== undefined) return known;
      const n = real.count(text);
      memo.set(text, n);
      return n;
    };
    return { name: `${real.name}/shared-memo`, encoding, count, countWithin: (text, limit) => (memo.has(text) ? count(text) : real.countWithin(text, limit)) };
  };
  const made = new Map<Encoding, Tokenizer>();
  return (encoding) => made.get(encoding) ?? (made.set(encoding, make(encoding)), made.get(encoding)!);
}

export const tokenizerMutants: Record<string, Implementation> = {
  'memo-shared-across-encodings': mutant('memo-shared-across-encodings', { tokenizer: sharedMemoTokenizers() }),
};

type Assemble = (request: Request, profile: Profile, options?: AssembleOptions) => AssembledContext;

/** A memo of whole results keyed by the request object: stale after any edit in place. */
function memoByIdentity(): Assemble {
  const memo = new WeakMap<Request, { key: string; result: AssembledContext }>();
  return (request, profile, options) => {
    const key = JSON.stringify([profile, options?.exactDropCounts ?? false]);
    const known = memo.get(request);
    if (known !== undefined && known.key === key) return known.result;
    const result = assemble(request, profile, options);
    memo.set(request, { key, result });
    return result;
  };
}

/** Assemblers whose only defect is a share one token too large, or an evidence wrapper left out of the share. */
export const shareMutants: Record<string, Implementation> = {
  'history-share-one-over': mutant('history-share-one-over', {
    assemble: (request, profile, options) => {
      const budget = profile.window - profile.output.answer - profile.output.reasoning;
      return assemble(request, { ...profile, shares: { ...profile.shares, history: Math.min(1, profile.shares.history + 1 / budget) } }, options);
    },
  }),
  'evidence-share-without-wrapper': mutant('evidence-share-without-wrapper', {
    assemble: (request, profile, options) => {
      const budget = profile.window - profile.output.answer - profile.output.reasoning;
      // The wrapper is 3 tokens of tags and, in chat, a message of 4: a share that forgets it is that much larger.
      const wrapper = profile.template.kind === 'chat' ? 3 + profile.template.perMessage + 1 : 3;
      return assemble(request, { ...profile, shares: { ...profile.shares, evidence: Math.min(1, profile.shares.evidence + wrapper / budget) } }, options);
    },
  }),
};

export const memoMutants: Record<string, Implementation> = {
  'result-memo-by-identity': mutant('result-memo-by-identity', { assemble: memoByIdentity() }),
};
