import { BaglamError, type FieldPath, type Request, type SourcePosition } from '../core/index.js';
import type { SpecReader } from './specReader.js';

/**
 * How a suite marks the addressable parts inside a rule's text — typically
 * one long system prompt that holds the rules and worked examples a team
 * wants to prune. Each declaration names the section its parts count as
 * (`examples` or `rules`, what `remove:` and `replace:` name) and one way of
 * delimiting them:
 *
 * - `tag: example` — `<example id="ex-3"> … </example>` (other attributes
 *   allowed; the `id` attribute names the part);
 * - `heading: 3` (optionally with `prefix: "Example: "`) — a markdown
 *   heading `### Example: ex-3` starts a part named by the heading's text
 *   after the prefix; it runs up to the next heading of level 3 or less
 *   (headings inside fenced code blocks are not headings);
 * - `start: "<!-- begin {id} -->"`, `end: "<!-- end {id} -->"` — explicit
 *   markers; `{id}` in `start` names the part, and in `end`, if there, must
 *   name the same one.
 */
export interface PartRule {
  section: 'examples' | 'rules';
  delimiter:
    | { kind: 'tag'; tag: string }
    | { kind: 'heading'; level: number; prefix: string }
    | { kind: 'markers'; start: string; end: string };
  label: string;
  at: SourcePosition;
}

/** One part found in a text. Offsets are UTF-16 indices into the text. */
export interface PromptPart {
  section: 'examples' | 'rules';
  id: string;
  /** The whole part, delimiters included: what `remove:` takes out. */
  start: number;
  end: number;
  /** What `replace:` swaps: inside the delimiters (without the line breaks right inside them), or under the heading. */
  bodyStart: number;
  bodyEnd: number;
  rule: PartRule;
}

/** A text the declarations cannot be applied to: an unclosed tag, a duplicate id, parts that cross. */
export class PartError extends Error {
  constructor(readonly detail: string, readonly rule: PartRule) {
    super(detail);
    this.name = 'PartError';
  }
}

const DELIMITER_KEYS = ['section', 'tag', 'heading', 'prefix', 'start', 'end'];

/** Reads `promptParts:`. */
export function readPartRules(value: unknown, path: FieldPath, reader: SpecReader): PartRule[] {
  const list = reader.list(value, path);
  if (list.length === 0) reader.fail(path, 'list at least one way parts are delimited');
  return list.map((item, i) => {
    const p = [...path, i];
    const spec = reader.record(item, p, DELIMITER_KEYS, ['section']);
    const section = reader.string(spec.section, [...p, 'section']);
    if (section !== 'examples' && section !== 'rules') reader.fail([...p, 'section'], 'must be examples or rules');
    const kinds = ['tag', 'heading', 'start'].filter((k) => spec[k] !== undefined);
    if (kinds.length !== 1) reader.fail(p, 'give exactly one of `tag`, `heading`, or `start` with `end`');
    if (spec.prefix !== undefined && spec.heading === undefined) reader.fail([...p, 'prefix'], '`prefix` goes with `heading`');
    if ((spec.start === undefined) !== (spec.end === undefined)) reader.fail(p, '`start` and `end` go together');
    const at = reader.at(p);
    if (spec.tag !== undefined) {
      const tag = reader.string(spec.tag, [...p, 'tag']);
      if (!/^[A-Za-z][A-Za-z0-9_.-]*$/.test(tag)) reader.fail([...p, 'tag'], 'must be a tag name (letters, digits, _ . -), without < >');
      return { section, delimiter: { kind: 'tag', tag }, label: `<${tag} id="…">`, at };
    }
    if (spec.heading !== undefined) {
      const level = reader.number(spec.heading, [...p, 'heading'], 1, 6, true);
      const prefix = spec.prefix === undefined ? '' : reader.string(spec.prefix, [...p, 'prefix']);
      return { section, delimiter: { kind: 'heading', level, prefix }, label: `${'#'.repeat(level)} ${prefix}…`, at };
    }
    const start = reader.string(spec.start, [...p, 'start']);
    const end = reader.string(spec.end, [...p, 'end']);
    if (start.split('{id}').length !== 2) reader.fail([...p, 'start'], 'must hold `{id}` once, where the part\'s id is written');
    if (end.split('{id}').length > 2) reader.fail([...p, 'end'], 'may hold `{id}` at most once');
    if (start.replace('{id}', '').trim() === '' || end.replace('{id}', '').trim() === '') reader.fail(p, 'markers need text besides `{id}`');
    return { section, delimiter: { kind: 'markers', start, end }, label: `${start} … ${end}`, at };
  }) as PartRule[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A part's body: the text inside its delimiters, without one line break right after the opening and right before the closing. */
function innerBody(text: string, from: number, to: number): [number, number] {
  let a = from;
  let b = to;
  if (text.startsWith('\r\n', a)) a += 2;
  else if (text[a] === '\n') a += 1;
  if (b > a && text[b - 1] === '\n') b -= text[b - 2] === '\r' && b - 2 >= a ? 2 : 1;
  return [a, Math.max(a, b)];
}

function tagParts(text: string, rule: PartRule, tag: string): PromptPart[] {
  const out: PromptPart[] = [];
  const open = new RegExp(`<${escapeRegExp(tag)}(?=[\\s>/])([^>]*)>`, 'g');
  const close = new RegExp(`</${escapeRegExp(tag)}\\s*>`, 'g');
  for (let m = open.exec(text); m !== null; m = open.exec(text)) {
    const id = /(?:^|\s)id\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(m[1]!);
    const name = id?.[1] ?? id?.[2];
    if (name === undefined || name.trim() === '') throw new PartError(`a <${tag}> tag without an id attribute at offset ${m.index}: every ${rule.label} part needs one to be named`, rule);
    close.lastIndex = open.lastIndex;
    const c = close.exec(text);
    if (c === null) throw new PartError(`<${tag} id="${name}"> is never closed with </${tag}>`, rule);
    open.lastIndex = m.index + m[0].length;
    const nested = open.exec(text);
    if (nested !== null && nested.index < c.index) throw new PartError(`<${tag} id="${name}"> holds another <${tag}>: parts of one kind do not nest`, rule);
    const [bodyStart, bodyEnd] = innerBody(text, m.index + m[0].length, c.index);
    out.push({ section: rule.section, id: name, start: m.index, end: c.index + c[0].length, bodyStart, bodyEnd, rule });
    open.lastIndex = c.index + c[0].length;
  }
  return out;
}

function markerParts(text: string, rule: PartRule, start: string, end: string): PromptPart[] {
  const out: PromptPart[] = [];
  const [before, after] = start.split('{id}') as [string, string];
  const open = new RegExp(`${escapeRegExp(before)}([^\\n]+?)${escapeRegExp(after)}`, 'g');
  for (let m = open.exec(text); m !== null; m = open.exec(text)) {
    const id = m[1]!.trim();
    const closing = end.replace('{id}', id);
    const c = text.indexOf(closing, m.index + m[0].length);
    if (c < 0) throw new PartError(`the part "${id}" opened with ${JSON.stringify(m[0])} is never closed with ${JSON.stringify(closing)}`, rule);
    const next = new RegExp(open.source, 'g');
    next.lastIndex = m.index + m[0].length;
    const nested = next.exec(text);
    if (nested !== null && nested.index < c) throw new PartError(`the part "${id}" holds another part of the same kind ("${nested[1]!.trim()}"): they do not nest`, rule);
    const [bodyStart, bodyEnd] = innerBody(text, m.index + m[0].length, c);
    out.push({ section: rule.section, id, start: m.index, end: c + closing.length, bodyStart, bodyEnd, rule });
    open.lastIndex = c + closing.length;
  }
  return out;
}

/** ATX headings outside fenced code blocks: where each line starts, its level and text. */
function headings(text: string): { start: number; lineEnd: number; level: number; title: string }[] {
  const out: { start: number; lineEnd: number; level: number; title: string }[] = [];
  let fence: string | null = null;
  let start = 0;
  while (start <= text.length) {
    const nl = text.indexOf('\n', start);
    const lineEnd = nl < 0 ? text.length : nl;
    const line = text.slice(start, lineEnd).replace(/\r$/, '');
    const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (f !== null) {
      if (fence === null) fence = f[1]!;
      else if (f[1]!.startsWith(fence[0]!) && f[1]!.length >= fence.length) fence = null;
    } else if (fence === null) {
      const h = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line);
      if (h !== null) out.push({ start, lineEnd, level: h[1]!.length, title: (h[2] ?? '').trim() });
    }
    if (nl < 0) break;
    start = nl + 1;
  }
  return out;
}

function headingParts(text: string, rule: PartRule, level: number, prefix: string): PromptPart[] {
  const out: PromptPart[] = [];
  const hs = headings(text);
  hs.forEach((h, i) => {
    if (h.level !== level || !h.title.startsWith(prefix)) return;
    const id = h.title.slice(prefix.length).trim();
    if (id === '') throw new PartError(`a heading "${'#'.repeat(level)} ${h.title}" names no part after its prefix`, rule);
    const next = hs.slice(i + 1).find((x) => x.level <= level);
    let end = next === undefined ? text.length : next.start;
    // The part ends with its last line of text; the blank lines after it belong to the spacing between parts.
    while (end > h.lineEnd && /\s/.test(text[end - 1]!)) end--;
    const bodyStart = Math.min(end, text[h.lineEnd] === '\n' ? h.lineEnd + 1 : h.lineEnd);
    out.push({ section: rule.section, id, start: h.start, end: Math.max(end, h.lineEnd), bodyStart, bodyEnd: Math.max(end, bodyStart), rule });
  });
  return out;
}

/**
 * Every part the declarations find in one text, in text order. Throws
 * `PartError` on a text they cannot be applied to: an unclosed or nameless
 * tag, two parts of one section with one id, parts that overlap without one
 * holding the other.
 */
export function findParts(text: string, rules: readonly PartRule[]): PromptPart[] {
  const parts: PromptPart[] = [];
  for (const rule of rules) {
    const d = rule.delimiter;
    parts.push(...(d.kind === 'tag' ? tagParts(text, rule, d.tag) : d.kind === 'heading' ? headingParts(text, rule, d.level, d.prefix) : markerParts(text, rule, d.start, d.end)));
  }
  parts.sort((a, b) => a.start - b.start || b.end - a.end);
  const seen = new Map<string, PromptPart>();
  for (const p of parts) {
    const key = `${p.section}\u0000${p.id}`;
    if (seen.has(key)) throw new PartError(`two ${p.section === 'examples' ? 'example' : 'rule'} parts are named "${p.id}"`, p.rule);
    seen.set(key, p);
  }
  for (let i = 0; i < parts.length; i++) {
    for (let j = i + 1; j < parts.length && parts[j]!.start < parts[i]!.end; j++) {
      if (parts[j]!.end > parts[i]!.end) {
        throw new PartError(`the parts "${parts[i]!.id}" and "${parts[j]!.id}" overlap without one holding the other`, parts[j]!.rule);
      }
    }
  }
  return parts;
}

/**
 * Where a removed part's text goes from: the part and the blank space after
 * it up to the next line with text (so the spacing between the parts left is
 * what it was); for a part with nothing but blank space after it, the blank
 * space before it instead.
 */
export function removalRange(text: string, part: Pick<PromptPart, 'start' | 'end'>): [number, number] {
  let after = part.end;
  while (after < text.length && /\s/.test(text[after]!)) after++;
  if (after < text.length) {
    const lastBreak = text.slice(part.end, after).lastIndexOf('\n');
    return [part.start, lastBreak < 0 ? after : part.end + lastBreak + 1];
  }
  let before = part.start;
  while (before > 0 && /\s/.test(text[before - 1]!)) before--;
  return [before, part.end];
}

/** One change to the parts of a text: take a part out, or put new text in its body. */
export type PartEdit = { kind: 'remove'; section: 'examples' | 'rules'; id: string } | { kind: 'replace'; section: 'examples' | 'rules'; id: string; text: string };

/**
 * The text with the edits applied one after the other, front to back, the
 * parts found again after each: removing two parts at once gives what
 * removing one and then the other gives. An edit whose part is gone (inside
 * a part removed before it) does nothing; the loader refuses such experiments.
 */
export function editParts(text: string, rules: readonly PartRule[], edits: readonly PartEdit[]): string {
  const first = findParts(text, rules);
  const order = (e: PartEdit): number => first.findIndex((p) => p.section === e.section && p.id === e.id);
  let out = text;
  for (const edit of [...edits].filter((e) => order(e) >= 0).sort((a, b) => order(a) - order(b))) {
    const part = findParts(out, rules).find((p) => p.section === edit.section && p.id === edit.id);
    if (part === undefined) continue;
    if (edit.kind === 'remove') {
      const [from, to] = removalRange(out, part);
      out = out.slice(0, from) + out.slice(to);
    } else {
      out = out.slice(0, part.bodyStart) + edit.text + out.slice(part.bodyEnd);
    }
  }
  return out;
}

/** Where a suite's request came from, for errors about the parts in its rules. */
interface PlacedRequest {
  id: string;
  request: Request;
  at: SourcePosition;
}

const where = (at: SourcePosition): string => `${at.file}:${at.line}:${at.col}`;

/**
 * The parts of every rule of a request, checked: each declaration applies
 * to the text, no two parts of one section share an id across the rules, and
 * no part shares its id with an item of the same section in the request.
 * Errors are placed at the request.
 */
export function partsOfRequest(placed: PlacedRequest, rules: readonly PartRule[]): { ruleId: string; part: PromptPart }[] {
  const out: { ruleId: string; part: PromptPart }[] = [];
  for (const rule of placed.request.rules ?? []) {
    let found: PromptPart[];
    try {
      found = findParts(rule.text, rules);
    } catch (error) {
      if (!(error instanceof PartError)) throw error;
      throw new BaglamError('PARSE_ERROR', `request "${placed.id}", rule "${rule.id}": ${error.detail} (the parts ${error.rule.label} are declared at ${where(error.rule.at)})`, [], placed.at);
    }
    for (const part of found) {
      const twin = out.find((o) => o.part.section === part.section && o.part.id === part.id);
      if (twin !== undefined) {
        throw new BaglamError('PARSE_ERROR', `request "${placed.id}": the rules "${twin.ruleId}" and "${rule.id}" both hold a ${part.section} part "${part.id}"`, [], placed.at);
      }
      if ((placed.request[part.section] ?? []).some((item) => item.id === part.id)) {
        throw new BaglamError('PARSE_ERROR', `request "${placed.id}": "${part.id}" is both one of its ${part.section} and a part of rule "${rule.id}": rename one`, [], placed.at);
      }
      out.push({ ruleId: rule.id, part });
    }
  }
  return out;
}

/** Checks every request against the declarations, and that each declaration finds a part somewhere (else it is a mistake). */
export function checkPromptParts(requests: readonly PlacedRequest[], rules: readonly PartRule[]): void {
  const used = new Set<PartRule>();
  for (const placed of requests) for (const { part } of partsOfRequest(placed, rules)) used.add(part.rule);
  for (const rule of rules) {
    if (!used.has(rule)) throw new BaglamError('PARSE_ERROR', `no rule of any request holds a part ${rule.label}: check the delimiter against the prompt`, [], rule.at);
  }
}

/**
 * Refuses an experiment whose edits reach into each other — a part removed
 * or replaced inside a part it also removes or replaces — or whose new text
 * for a part holds parts itself: the result would depend on the order of the
 * edits.
 */
export function checkPartEdits(
  requests: readonly PlacedRequest[], rules: readonly PartRule[],
  targets: readonly { section: string; id: string; at: SourcePosition; text?: string }[],
): void {
  for (const t of targets) {
    if (t.text !== undefined && findParts(t.text, rules).length > 0) {
      throw new BaglamError('PARSE_ERROR', `the new text of ${t.section} "${t.id}" holds parts of its own (${findParts(t.text, rules).map((p) => p.id).join(', ')}): replace them one by one`, [], t.at);
    }
  }
  for (const placed of requests) {
    const parts = partsOfRequest(placed, rules).map((p) => p.part);
    const hit = (t: { section: string; id: string }): PromptPart | undefined => parts.find((p) => p.section === t.section && p.id === t.id);
    for (const inner of targets) {
      const a = hit(inner);
      if (a === undefined) continue;
      for (const outer of targets) {
        const b = hit(outer);
        if (b === undefined || b === a) continue;
        if (b.start <= a.start && a.end <= b.end) {
          throw new BaglamError('PARSE_ERROR', `${inner.section} "${inner.id}" lies inside ${outer.section} "${outer.id}" (in request "${placed.id}"), which the experiment also changes: change one of them`, [], inner.at);
        }
      }
    }
  }
}
