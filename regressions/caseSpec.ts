import type { FieldPath } from '../core/index.js';
import { isRecord } from '../core/load/describeValue.js';
import { readBounds } from './bounds.js';
import { readAssertion } from './outputAssertion.js';
import { DEFAULT_TIME_LIMIT_MS } from './userCode.js';
import type { CaseSpec, Expectation, IdSection, MarkerSection, ModelCheck, OrderItem, TokenTarget } from './suite.js';
import type { SpecReader } from './specReader.js';
import type { SuiteDefaults } from './suiteDefaults.js';

/** A case as read, before its request patterns and profile are resolved against the suite. */
export interface CaseDraft extends Omit<CaseSpec, 'requestIds' | 'profile' | 'profileInput' | 'model'> {
  /** Whether it is sampled is known once the suite's provider is read. */
  model: Omit<ModelCheck, 'sampled'> | null;
  /** Request ids or `*` patterns, each with its field path; empty means every request. */
  requestPatterns: { value: string; path: FieldPath }[];
  profilePatch: Record<string, unknown> | null;
}

const EXPECT_KEYS = [
  'fits', 'overBy', 'tokens', 'contains', 'notContains', 'kept', 'dropped', 'trimNote',
  'order', 'first', 'last', 'maxOutputTokens', 'candidatesExhausted',
];
const TOKEN_TARGETS: readonly TokenTarget[] = [
  'total', 'rules', 'tools', 'examples', 'summary', 'trimNote', 'history', 'evidence', 'evidenceMetadata', 'format', 'question', 'template',
];
const ID_SECTIONS: readonly IdSection[] = ['chunks', 'examples', 'turns'];
const MARKER_SECTIONS: readonly MarkerSection[] = [
  'rules', 'tools', 'examples', 'summary', 'trim-note', 'history', 'evidence', 'format', 'question',
];

function readOrderItem(value: unknown, path: FieldPath, reader: SpecReader): OrderItem {
  const text = reader.string(value, path);
  const colon = text.indexOf(':');
  if (colon < 0) {
    if (!MARKER_SECTIONS.includes(text as MarkerSection)) {
      reader.fail(path, `must be a section (${MARKER_SECTIONS.join(', ')}) or chunk:ID / example:ID, got "${text}"`);
    }
    return { kind: 'section', section: text as MarkerSection };
  }
  const kind = text.slice(0, colon);
  const id = text.slice(colon + 1);
  if ((kind !== 'chunk' && kind !== 'example') || id === '') reader.fail(path, `must be chunk:ID or example:ID, got "${text}"`);
  return { kind, id };
}

export function orderItemLabel(item: OrderItem): string {
  return item.kind === 'section' ? item.section : `${item.kind}:${item.id}`;
}

/** The `expect:` mapping of a case, one `Expectation` per thing it checks. */
export function readExpectations(value: unknown, path: FieldPath, reader: SpecReader): Expectation[] {
  const spec = reader.record(value, path, EXPECT_KEYS);
  const out: Expectation[] = [];
  const at = (key: string): FieldPath => [...path, key];
  for (const key of EXPECT_KEYS) {
    const raw = spec[key];
    if (raw === undefined) continue;
    const p = at(key);
    const pos = reader.at(p);
    switch (key) {
      case 'fits':
      case 'trimNote':
      case 'candidatesExhausted': {
        const v = reader.boolean(raw, p);
        out.push({ kind: key, value: v, at: pos, label: `${key}: ${v}` });
        break;
      }
      case 'overBy':
        out.push({ kind: 'overBy', bounds: readBounds(raw, p, reader), at: pos, label: 'overBy' });
        break;
      case 'maxOutputTokens': {
        const v = reader.number(raw, p, 1, Number.MAX_SAFE_INTEGER, true);
        out.push({ kind: 'maxOutputTokens', value: v, at: pos, label: `maxOutputTokens: ${v}` });
        break;
      }
      case 'tokens': {
        const targets = reader.record(raw, p, TOKEN_TARGETS);
        if (Object.keys(targets).length === 0) reader.fail(p, `bound at least one of ${TOKEN_TARGETS.join(', ')}`);
        for (const target of TOKEN_TARGETS) {
          if (targets[target] === undefined) continue;
          const tp = [...p, target];
          out.push({ kind: 'tokens', target, bounds: readBounds(targets[target], tp, reader), at: reader.at(tp), label: `tokens.${target}` });
        }
        break;
      }
      case 'contains':
      case 'notContains':
        for (const s of reader.strings(raw, p)) out.push({ kind: key, text: s.value, at: reader.at(s.path), label: `${key} ${JSON.stringify(s.value)}` });
        break;
      case 'kept':
      case 'dropped': {
        const sections = reader.record(raw, p, ID_SECTIONS);
        if (Object.keys(sections).length === 0) reader.fail(p, `name ids under ${ID_SECTIONS.join(', ')}`);
        for (const section of ID_SECTIONS) {
          if (sections[section] === undefined) continue;
          for (const id of reader.strings(sections[section], [...p, section])) {
            out.push({ kind: key, section, id: id.value, at: reader.at(id.path), label: `${key}.${section} ${id.value}` });
          }
        }
        break;
      }
      case 'order': {
        const items = reader.list(raw, p).map((item, i) => readOrderItem(item, [...p, i], reader));
        if (items.length < 2) reader.fail(p, 'an order check lists at least two items, earliest first');
        out.push({ kind: 'order', items, at: pos, label: `order ${items.map(orderItemLabel).join(' < ')}` });
        break;
      }
      default: {
        const item = readOrderItem(raw, p, reader);
        out.push({ kind: key as 'first' | 'last', item, at: pos, label: `${key}: ${orderItemLabel(item)}` });
      }
    }
  }
  return out;
}

async function readModelCheck(
  value: unknown, path: FieldPath, reader: SpecReader, suiteDir: string, defaults: SuiteDefaults['model'],
): Promise<Omit<ModelCheck, 'sampled'>> {
  const given = defaults?.assertions ?? [];
  const spec = reader.record(value, path, ['repeat', 'passRate', 'assert', 'timeLimitMs'], given.length > 0 ? [] : ['assert']);
  const timeLimitMs = spec.timeLimitMs === undefined
    ? defaults?.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS
    : reader.number(spec.timeLimitMs, [...path, 'timeLimitMs'], 1, 600_000, true);
  const assertions = [];
  if (spec.assert !== undefined) {
    const list = reader.list(spec.assert, [...path, 'assert']);
    if (list.length === 0 && given.length === 0) reader.fail([...path, 'assert'], 'list at least one assertion about the answer');
    for (let i = 0; i < list.length; i++) assertions.push(await readAssertion(list[i], [...path, 'assert', i], reader, suiteDir, timeLimitMs));
  }
  return {
    repeat: spec.repeat === undefined ? defaults?.repeat ?? 1 : reader.number(spec.repeat, [...path, 'repeat'], 1, 1000, true),
    passRate: spec.passRate === undefined ? defaults?.passRate ?? 1 : reader.number(spec.passRate, [...path, 'passRate'], 0, 1, false),
    // The case's own first: its failures are the ones a reader looks for.
    assertions: [...assertions, ...given],
    at: reader.at(path),
  };
}

/**
 * The `expect:` mapping without the keys a case clears with `null` (a
 * default it does not want), and those keys. Clearing a key no default sets
 * is a mistake, not a no-op.
 */
function clearedKeys(value: unknown, path: FieldPath, reader: SpecReader, defaults: SuiteDefaults): { spec: unknown; cleared: string[] } {
  if (!isRecord(value)) return { spec: value, cleared: [] };
  const cleared = Object.keys(value).filter((key) => value[key] === null);
  for (const key of cleared) {
    if (!defaults.expectations.some((e) => e.kind === key)) reader.fail([...path, key], `\`${key}: null\` clears a default, but \`defaults.expect\` sets no ${key}`);
  }
  return { spec: Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)), cleared };
}

/** Reads one entry of `cases:`. A case must expect something: an empty one would always pass. */
export async function readCase(value: unknown, path: FieldPath, reader: SpecReader, suiteDir: string, defaults: SuiteDefaults): Promise<CaseDraft> {
  const spec = reader.record(value, path, ['id', 'description', 'request', 'profile', 'expect', 'model'], ['id']);
  const { spec: expect, cleared } = clearedKeys(spec.expect, [...path, 'expect'], reader, defaults);
  const own = expect === undefined ? [] : readExpectations(expect, [...path, 'expect'], reader);
  // Key by key: a default whose key the case sets or clears is left out.
  const ownKeys = new Set<string>([...own.map((e) => e.kind), ...cleared]);
  const expectations = [...defaults.expectations.filter((e) => !ownKeys.has(e.kind)), ...own];
  const model = spec.model === undefined ? null : await readModelCheck(spec.model, [...path, 'model'], reader, suiteDir, defaults.model);
  if (expectations.length === 0 && model === null) {
    reader.fail(spec.expect === undefined ? path : [...path, 'expect'], 'the case has no expectations: add `expect:` entries or a `model:` check');
  }
  if (spec.profile !== undefined && (!isRecord(spec.profile) || Object.keys(spec.profile).length === 0)) {
    reader.fail([...path, 'profile'], 'must be a mapping of the profile values this case changes');
  }
  return {
    id: reader.string(spec.id, [...path, 'id']),
    description: reader.optionalString(spec.description, [...path, 'description']),
    at: reader.at(path),
    requestPatterns: spec.request === undefined ? [] : reader.strings(spec.request, [...path, 'request']),
    profilePatch: (spec.profile as Record<string, unknown> | undefined) ?? null,
    expectations,
    model,
  };
}
