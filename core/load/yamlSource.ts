import { LineCounter, Pair, YAMLMap, isAlias, isMap, isPair, isScalar, isSeq, parseDocument, visit, type Document, type Node, type YAMLError } from 'yaml';
import { BaglamError, type FieldPath, type SourcePosition } from '../errors.js';
import { checkText } from '../argumentChecks.js';
import { jsonSource, shortKey, skipWhitespace } from './jsonSource.js';
import type { Locate } from './sourceError.js';

/**
 * How many alias expansions one document may cause. Profiles and requests
 * reuse a block now and then (`&rules` … `*rules`); a "billion laughs" bomb
 * needs millions. yaml counts expansions transitively, so a bomb is refused
 * after at most this many steps instead of being built in memory.
 */
export const MAX_ALIAS_COUNT = 100;

/** A parsed YAML (or JSON) text, and a way back from a field to its position. */
export interface YamlSource {
  value: unknown;
  locate: Locate;
}

function positionAt(file: string, lineCounter: LineCounter, offset: number): SourcePosition {
  const { line, col } = lineCounter.linePos(offset);
  return { file, line, col };
}

/** Finds the pair in a mapping whose key is `key` (scalar keys compared as text, as `toJS` makes them). */
function findPair(map: Node, key: string | number): { key: Node | null; value: Node | null } | undefined {
  if (!isMap(map)) return undefined;
  for (const pair of map.items) {
    if (!isPair(pair)) continue;
    const k = pair.key;
    if (isScalar(k) && String(k.value) === String(key)) {
      return { key: k, value: (pair.value as Node | null) ?? null };
    }
  }
  return undefined;
}

/**
 * The node a field path leads to, or the nearest existing parent: a missing
 * required key is reported at the mapping that lacks it.
 */
function nodeOf(doc: Document, path: FieldPath, at: 'key' | 'value'): Node | null {
  let node = (doc.contents as Node | null) ?? null;
  for (let i = 0; i < path.length && node !== null; i++) {
    const part = path[i]!;
    if (isAlias(node)) node = (node.resolve(doc) as Node | undefined) ?? node;
    if (isSeq(node) && typeof part === 'number') {
      const item = node.items[part] as Node | undefined;
      if (item === undefined) return node;
      node = item;
      continue;
    }
    const pair = findPair(node, part);
    if (pair === undefined) return node;
    const last = i === path.length - 1;
    // An empty value (`key:`) has no node of its own; its key is the place to point at.
    if ((last && at === 'key') || pair.value === null) return pair.key ?? node;
    node = pair.value;
  }
  return node;
}

function parseError(detail: string, source: SourcePosition): BaglamError {
  return new BaglamError('PARSE_ERROR', detail, [], source);
}

/**
 * The field a mapping's key becomes in the object `toJS` makes, as yaml
 * itself names it, read off a mapping of that key alone: `1` and `"1"`,
 * `true` and `"true"`, `.inf` and `"Infinity"` are one field, `~` is the
 * field "", an alias the field of what it names. (Naming a scalar key by
 * hand would save about a tenth of the parse, measured on 8 000 keys; the
 * one naming keeps a second set of rules from drifting apart from yaml's.)
 */
function fieldOf(doc: Document, key: unknown): string {
  const alone = new YAMLMap(doc.schema);
  alone.items.push(new Pair(key, null));
  // One pair makes one field: a merge key (`<<`), which makes none or several, is a plain key in YAML 1.2.
  const [field] = Object.keys(alone.toJS(doc, { maxAliasCount: MAX_ALIAS_COUNT }) as object) as [string];
  return field;
}

/**
 * A key that gives its mapping a field it already has, and the line of the
 * first: the object `toJS` makes would keep only the second value. yaml's own
 * check of unique keys compares YAML values, so it lets through keys that
 * differ as YAML but not as fields (`1` and `"1"`, an alias `*k` of a key
 * already there, a collection key written twice); this compares the fields.
 */
function fieldGivenTwice(doc: Document, lineCounter: LineCounter): { field: string; firstLine: number; offset: number } | undefined {
  let found: { field: string; firstLine: number; offset: number } | undefined;
  visit(doc, {
    Map(_key, map) {
      const firstAt = new Map<string, number>();
      for (const pair of map.items) {
        const field = fieldOf(doc, pair.key);
        const offset = (pair.key as Node | null)?.range?.[0] ?? map.range?.[0] ?? 0;
        const first = firstAt.get(field);
        if (first === undefined) {
          firstAt.set(field, offset);
          continue;
        }
        found = { field, firstLine: lineCounter.linePos(first).line, offset };
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * A problem the yaml library found, in baglam's words. Its own messages name
 * its API ("please use YAML.parseAllDocuments()") or leave out what a reader
 * needs; syntax messages it words well are kept.
 */
function problemDetail(problem: YAMLError, text: string): string {
  switch (problem.code) {
    case 'MULTIPLE_DOCS':
      return 'a second YAML document starts here ("---"); the file must hold exactly one';
    case 'TAG_RESOLVE_FAILED':
      return `unknown tag ${text.slice(problem.pos[0], problem.pos[1]).trim()}: baglam reads plain YAML values, and an unknown tag would silently turn one into text`;
    default:
      return problem.message;
  }
}

/**
 * Parses one YAML document (JSON is YAML) keeping node positions.
 *
 * Refused, as `PARSE_ERROR` with a position: syntax errors, a key that
 * gives its mapping a field it already has (written the same, or `1` and
 * `"1"`, or through an alias: the second value would silently win), several
 * documents in one file, tags baglam does not know (they would silently
 * become strings), and alias bombs.
 */
export function parseYamlSource(text: string, file: string): YamlSource {
  checkText(text, 'text');
  checkText(file, 'file');
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false, prettyErrors: false, strict: true });
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem !== undefined) throw parseError(problemDetail(problem, text), positionAt(file, lineCounter, problem.pos[0]));

  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    // yaml throws a ReferenceError for an alias bomb or an alias before its
    // anchor. Point at that alias (the first one, for a bomb) and say which.
    const unresolved = /^Unresolved alias.*: (.+)$/.exec((error as Error).message)?.[1];
    let offset = 0;
    visit(doc, {
      Alias(_key, node) {
        if (unresolved !== undefined && node.source !== unresolved) return undefined;
        offset = node.range?.[0] ?? 0;
        return visit.BREAK;
      },
    });
    const message = (error as Error).message;
    const detail =
      unresolved !== undefined ? `alias *${unresolved} is used before its anchor &${unresolved} is set`
      : message.startsWith('Excessive alias count') ? `more than ${MAX_ALIAS_COUNT} alias expansions: refused as a possible alias bomb ("billion laughs") before it is built`
      : message;
    throw parseError(detail, positionAt(file, lineCounter, offset));
  }
  // After toJS: a key given through an alias is resolved there, and an alias bomb refused first.
  const twice = fieldGivenTwice(doc, lineCounter);
  if (twice !== undefined) {
    throw parseError(
      `key ${shortKey(twice.field)} (first at line ${twice.firstLine}) appears twice in one mapping; one of the two values would be silently lost`,
      positionAt(file, lineCounter, twice.offset),
    );
  }

  const locate: Locate = (path, at) => {
    const node = nodeOf(doc, path, at);
    return positionAt(file, lineCounter, node?.range?.[0] ?? 0);
  };
  return { value, locate };
}

/** True when the text can only be JSON or YAML flow style: it opens with `{` or `[`. */
function opensLikeJson(text: string): boolean {
  const c = text.charCodeAt(skipWhitespace(text, 0));
  return c === 0x7b || c === 0x5b;
}

/**
 * A profile or request file's text, parsed: as JSON when it is JSON (fast,
 * small), otherwise as YAML (which JSON is a subset of: a file that opens
 * like JSON but is not, such as YAML flow style or a JSON syntax error, goes
 * to the YAML parser, whose errors carry positions and no values).
 */
export function parseDataSource(text: string, file: string): YamlSource {
  checkText(text, 'text');
  checkText(file, 'file');
  if (opensLikeJson(text)) {
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      return parseYamlSource(text, file);
    }
    return jsonSource(text, value, file);
  }
  return parseYamlSource(text, file);
}
