import type { FieldPath, Request } from '../core/index.js';
import { isRecord } from '../core/load/describeValue.js';
import type { Bounds, ExperimentSpec, FixedSection, Replacement } from './suite.js';
import { readBounds } from './bounds.js';
import type { SpecReader } from './specReader.js';
import { editParts, findParts, type PartEdit, type PartRule } from './promptParts.js';

/** An experiment as read, before its profile is resolved against the suite's cases. */
export type ExperimentDraft = Omit<ExperimentSpec, 'profile' | 'caseProfiles'>;

const SECTIONS: readonly FixedSection[] = ['examples', 'rules', 'tools'];

/** Reads one entry of `experiments:`. Whether it changes anything is checked later, against the requests. */
export function readExperiment(value: unknown, path: FieldPath, reader: SpecReader): ExperimentDraft {
  const spec = reader.record(value, path, ['id', 'description', 'remove', 'replace', 'profile', 'expect'], ['id']);
  if (spec.remove === undefined && spec.replace === undefined && spec.profile === undefined) {
    reader.fail(path, 'an experiment changes something: give `remove`, `replace` or `profile`');
  }
  const removals: ExperimentSpec['removals'] = [];
  if (spec.remove !== undefined) {
    const remove = reader.record(spec.remove, [...path, 'remove'], SECTIONS);
    if (Object.keys(remove).length === 0) reader.fail([...path, 'remove'], `name ids under ${SECTIONS.join(', ')}`);
    for (const section of SECTIONS) {
      if (remove[section] === undefined) continue;
      for (const id of reader.strings(remove[section], [...path, 'remove', section])) {
        removals.push({ section, id: id.value, at: reader.at(id.path) });
      }
    }
  }
  const replacements: Replacement[] = [];
  if (spec.replace !== undefined) {
    const list = reader.list(spec.replace, [...path, 'replace']);
    if (list.length === 0) reader.fail([...path, 'replace'], 'must list at least one replacement');
    list.forEach((item, i) => {
      const p = [...path, 'replace', i];
      if (isRecord(item) && 'find' in item) {
        const r = reader.record(item, p, ['find', 'with'], ['find', 'with']);
        const find = reader.string(r.find, [...p, 'find']);
        if (typeof r.with !== 'string') reader.fail([...p, 'with'], 'must be a string (it may be empty)');
        replacements.push({ kind: 'phrase', find, with: r.with, at: reader.at(p) });
      } else {
        const r = reader.record(item, p, ['rule', 'example', 'text'], ['text']);
        if ((r.rule === undefined) === (r.example === undefined)) reader.fail(p, 'name exactly one `rule: ID` or `example: ID` (or use `find` and `with`)');
        const section = r.rule !== undefined ? 'rules' : 'examples';
        replacements.push({
          kind: 'item', section,
          id: reader.string(r.rule ?? r.example, [...p, section === 'rules' ? 'rule' : 'example']),
          text: reader.string(r.text, [...p, 'text']), at: reader.at(p),
        });
      }
    });
  }
  // The patch's keys are checked by resolveProfile once it is merged (see loadSuite).
  let profilePatch: Record<string, unknown> | null = null;
  if (spec.profile !== undefined) {
    if (!isRecord(spec.profile) || Object.keys(spec.profile).length === 0) {
      reader.fail([...path, 'profile'], 'must be a mapping of the profile values to change');
    }
    profilePatch = spec.profile;
  }
  let expect: ExperimentSpec['expect'] = null;
  if (spec.expect !== undefined) {
    const p = [...path, 'expect'];
    if (spec.expect === 'safe' || spec.expect === 'unsafe') expect = { verdict: spec.expect, verdicts: null, savedMedian: null, at: reader.at(p) };
    else {
      const e = reader.record(spec.expect, p, ['verdict', 'savedMedian']);
      const isVerdict = (v: unknown): v is 'safe' | 'unsafe' => v === 'safe' || v === 'unsafe';
      let verdicts: Record<string, 'safe' | 'unsafe'> | null = null;
      if (isRecord(e.verdict)) {
        // One verdict per provider (`providers:`): the ids are checked against the suite's providers when it loads.
        verdicts = {};
        for (const [id, v] of Object.entries(e.verdict)) {
          if (!isVerdict(v)) reader.fail([...p, 'verdict', id], 'must be safe or unsafe');
          verdicts[id] = v;
        }
        if (Object.keys(verdicts).length === 0) reader.fail([...p, 'verdict'], 'name at least one provider id');
      } else if (e.verdict !== undefined && !isVerdict(e.verdict)) {
        reader.fail([...p, 'verdict'], 'must be safe or unsafe, or a mapping of provider ids to safe or unsafe');
      }
      if (e.verdict === undefined && e.savedMedian === undefined) reader.fail(p, 'give `verdict`, `savedMedian`, or both');
      const savedMedian: Bounds | null = e.savedMedian === undefined ? null : readBounds(e.savedMedian, [...p, 'savedMedian'], reader, -1e9);
      expect = { verdict: verdicts === null ? (e.verdict as 'safe' | 'unsafe' | undefined) ?? null : null, verdicts, savedMedian, at: reader.at(p) };
    }
  }
  return {
    id: reader.string(spec.id, [...path, 'id']),
    description: reader.optionalString(spec.description, [...path, 'description']),
    at: reader.at(path),
    removals,
    replacements,
    profilePatch,
    profilePatchAt: spec.profile === undefined ? null : reader.at([...path, 'profile']),
    expect,
  };
}

function replacePhrase(text: string, find: string, by: string): string {
  return text.split(find).join(by);
}

/**
 * The request with the experiment's change to its fixed part; the input is
 * not changed. With `parts` (the suite's `promptParts:`), a removal or
 * replacement that names a part inside a rule's text edits that text the way
 * it would edit an item of baglam's own shape: the part goes (with the blank
 * space after it), or its body is replaced. A rule left with no text goes.
 */
export function applyExperiment(
  request: Request, experiment: Pick<ExperimentSpec, 'removals' | 'replacements'>, parts: readonly PartRule[] = [],
): Request {
  const removed = (section: FixedSection, id: string): boolean =>
    experiment.removals.some((r) => r.section === section && r.id === id);
  const out: Request = { ...request };
  const phrases = experiment.replacements.filter((r): r is Extract<Replacement, { kind: 'phrase' }> => r.kind === 'phrase');
  const phrased = (text: string): string => phrases.reduce((t, r) => replacePhrase(t, r.find, r.with), text);
  const replacementOf = (section: 'rules' | 'examples', id: string): string | undefined => {
    const item = experiment.replacements.find((r) => r.kind === 'item' && r.section === section && r.id === id);
    return item?.kind === 'item' ? item.text : undefined;
  };
  const itemText = (section: 'rules' | 'examples', id: string, text: string): string => phrased(replacementOf(section, id) ?? text);
  const edits: PartEdit[] = parts.length === 0 ? [] : [
    ...experiment.removals.flatMap((r): PartEdit[] => (r.section === 'tools' ? [] : [{ kind: 'remove', section: r.section, id: r.id }])),
    ...experiment.replacements.flatMap((r): PartEdit[] => (r.kind === 'item' ? [{ kind: 'replace', section: r.section, id: r.id, text: r.text }] : [])),
  ];
  const ruleText = (id: string, text: string): string => {
    const whole = replacementOf('rules', id);
    if (whole !== undefined) return phrased(whole);
    return phrased(edits.length === 0 ? text : editParts(text, parts, edits));
  };
  if (request.rules !== undefined) {
    out.rules = request.rules
      .filter((r) => !removed('rules', r.id))
      .map((r) => ({ ...r, text: ruleText(r.id, r.text) }))
      .filter((r) => r.text.trim() !== '');
  }
  if (request.examples !== undefined) {
    out.examples = request.examples.filter((e) => !removed('examples', e.id)).map((e) => ({ ...e, text: itemText('examples', e.id, e.text) }));
  }
  if (request.tools !== undefined) {
    out.tools = request.tools
      .filter((t) => !removed('tools', t.name))
      .map((t) => (t.description === undefined ? t : { ...t, description: phrased(t.description) }));
  }
  if (request.format !== undefined) out.format = phrased(request.format);
  return out;
}

/** Whether any request has the item a removal or item replacement names (or a part of that name), or the phrase a replacement finds. */
export function matchesAny(requests: readonly Request[], target: ExperimentSpec['removals'][number] | Replacement, parts: readonly PartRule[] = []): boolean {
  if ('find' in target) {
    return requests.some((r) =>
      [...(r.rules ?? []).map((x) => x.text), ...(r.examples ?? []).map((x) => x.text), ...(r.tools ?? []).map((t) => t.description ?? ''), r.format ?? '']
        .some((text) => text.includes(target.find)));
  }
  if (target.section === 'tools') return requests.some((r) => (r.tools ?? []).some((t) => t.name === target.id));
  const section = target.section;
  return requests.some((r) =>
    (r[section] ?? []).some((x) => x.id === target.id) ||
    (parts.length > 0 && (r.rules ?? []).some((rule) => findParts(rule.text, parts).some((p) => p.section === target.section && p.id === target.id))));
}

/** Profile values changed by a patch: mappings merge key by key, anything else is replaced. */
export function mergeProfile(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const old = Object.hasOwn(out, key) ? out[key] : undefined;
    // Defined, not assigned: `out.__proto__ = …` would set the prototype, and the key would slip past the unknown-key check.
    Object.defineProperty(out, key, {
      value: isRecord(old) && isRecord(value) ? mergeProfile(old, value) : value,
      enumerable: true, writable: true, configurable: true,
    });
  }
  return out;
}
