import { describe, expect, it } from 'vitest';
import { BaglamError } from '../core/index.js';
import { canonicalJson } from '../core/render.js';
import { applyExperiment } from './experiment.js';
import { loadSuite } from './loadSuite.js';
import { editParts, findParts, PartError, type PartRule } from './promptParts.js';
import { runSuites } from './runner.js';
import { SMALL_PROFILE, tempDir } from './test-helpers/tempDir.js';

const at = { file: 's.suite.yaml', line: 1, col: 1 };
const TAG: PartRule = { section: 'examples', delimiter: { kind: 'tag', tag: 'example' }, label: '<example>', at };
const HEADING: PartRule = { section: 'rules', delimiter: { kind: 'heading', level: 3, prefix: 'Rule: ' }, label: '### Rule:', at };
const MARKERS: PartRule = { section: 'examples', delimiter: { kind: 'markers', start: '<!-- ex {id} -->', end: '<!-- /ex {id} -->' }, label: 'markers', at };

/** One long system prompt, as teams write them: rules under headings, examples in tags. */
const PROMPT = `You are Acme's support assistant.

### Rule: refunds
Never promise a refund; say billing will review it.

### Rule: fax
Offer to send invoices by fax.

## Examples

<example id="ex-1">
Q: How do I add a seat?
A: Settings → Billing → Seats.
</example>

<example id="ex-2">
Q: Where do I add seats?
A: Under Settings → Billing → Seats.
</example>

<example id="ex-3">
Q: My export is empty.
A: Exports skip archived projects; unarchive them first.
</example>
`;

describe('findParts', () => {
  it('finds tagged, headed and marked parts with their ids, whole spans and bodies', () => {
    const parts = findParts(PROMPT, [TAG, HEADING]);
    expect(parts.map((p) => [p.section, p.id])).toEqual([
      ['rules', 'refunds'], ['rules', 'fax'], ['examples', 'ex-1'], ['examples', 'ex-2'], ['examples', 'ex-3'],
    ]);
    const ex2 = parts[3]!;
    expect(PROMPT.slice(ex2.start, ex2.end)).toBe('<example id="ex-2">\nQ: Where do I add seats?\nA: Under Settings → Billing → Seats.\n</example>');
    expect(PROMPT.slice(ex2.bodyStart, ex2.bodyEnd)).toBe('Q: Where do I add seats?\nA: Under Settings → Billing → Seats.');
    // A headed part ends with its last line of text, before the next heading of its level or higher (## Examples).
    const fax = parts[1]!;
    expect(PROMPT.slice(fax.start, fax.end)).toBe('### Rule: fax\nOffer to send invoices by fax.');
    expect(PROMPT.slice(fax.bodyStart, fax.bodyEnd)).toBe('Offer to send invoices by fax.');
  });

  it('reads markers whose end names the id, and ignores headings inside fenced code', () => {
    const text = 'Intro\n<!-- ex a -->\nfirst\n<!-- /ex a -->\n```\n### Rule: not-a-heading\n```\n<!-- ex b -->second<!-- /ex b -->\n';
    expect(findParts(text, [MARKERS, HEADING]).map((p) => [p.id, text.slice(p.bodyStart, p.bodyEnd)])).toEqual([['a', 'first'], ['b', 'second']]);
  });

  it.each([
    ['an unclosed tag', '<example id="a">\nQ', 'never closed'],
    ['a tag without an id', '<example>\nQ\n</example>', 'without an id'],
    ['two parts with one id', '<example id="a">1</example>\n<example id="a">2</example>', 'two example parts are named "a"'],
    ['a tag inside a tag of its kind', '<example id="a"><example id="b">x</example></example>', 'do not nest'],
    ['an unclosed marker', '<!-- ex a -->\nQ', 'never closed'],
  ])('refuses %s', (_name, text, message) => {
    expect(() => findParts(text, [TAG, MARKERS])).toThrow(PartError);
    expect(() => findParts(text, [TAG, MARKERS])).toThrow(message);
  });

  it('refuses parts that cross without one holding the other', () => {
    const crossing = '<!-- ex a -->\n<example id="b">\n<!-- /ex a -->\n</example>';
    expect(() => findParts(crossing, [TAG, MARKERS])).toThrow('overlap');
  });
});

describe('editParts: removing and replacing by id', () => {
  it('a removal takes the part and the blank line after it; the spacing between the others stays', () => {
    // Written out by hand: the prompt without ex-2.
    const without2 = PROMPT.replace('<example id="ex-2">\nQ: Where do I add seats?\nA: Under Settings → Billing → Seats.\n</example>\n\n', '');
    expect(editParts(PROMPT, [TAG, HEADING], [{ kind: 'remove', section: 'examples', id: 'ex-2' }])).toBe(without2);
    // The last part takes the blank space before it instead, and the text still ends as it did.
    const without3 = PROMPT.replace('\n\n<example id="ex-3">\nQ: My export is empty.\nA: Exports skip archived projects; unarchive them first.\n</example>', '');
    expect(editParts(PROMPT, [TAG, HEADING], [{ kind: 'remove', section: 'examples', id: 'ex-3' }])).toBe(without3);
    expect(without3.endsWith('</example>\n')).toBe(true);
    // A headed rule goes up to the next heading.
    const withoutFax = PROMPT.replace('### Rule: fax\nOffer to send invoices by fax.\n\n', '');
    expect(editParts(PROMPT, [TAG, HEADING], [{ kind: 'remove', section: 'rules', id: 'fax' }])).toBe(withoutFax);
  });

  it('a replacement swaps the body and keeps the delimiters', () => {
    const edited = editParts(PROMPT, [TAG, HEADING], [
      { kind: 'replace', section: 'examples', id: 'ex-1', text: 'Q: Seat?\nA: Billing.' },
      { kind: 'replace', section: 'rules', id: 'refunds', text: 'Refunds go to billing.' },
    ]);
    expect(edited).toBe(PROMPT
      .replace('Q: How do I add a seat?\nA: Settings → Billing → Seats.', 'Q: Seat?\nA: Billing.')
      .replace('Never promise a refund; say billing will review it.', 'Refunds go to billing.'));
  });

  it('removing several parts at once gives what removing them one after the other gives, in either order', () => {
    const ids = ['ex-1', 'ex-2', 'ex-3'];
    const one = (text: string, id: string): string => editParts(text, [TAG], [{ kind: 'remove', section: 'examples', id }]);
    for (const a of ids) {
      for (const b of ids) {
        if (a === b) continue;
        const both = editParts(PROMPT, [TAG], [{ kind: 'remove', section: 'examples', id: a }, { kind: 'remove', section: 'examples', id: b }]);
        expect(both, `${a} + ${b}`).toBe(one(one(PROMPT, a), b));
        expect(both, `${b} then ${a}`).toBe(one(one(PROMPT, b), a));
      }
    }
  });
});

/** The same system prompt in the three request shapes a team may log. */
function shapes(): Record<string, unknown> {
  return {
    openai: { id: 'openai', messages: [{ role: 'system', content: PROMPT }, { role: 'user', content: 'Where do I add seats?' }] },
    'ai-sdk': { id: 'ai-sdk', messages: [{ role: 'system', content: PROMPT }, { role: 'user', content: [{ type: 'text', text: 'Where do I add seats?' }] }] },
    baglam: { id: 'baglam', rules: [{ id: 'system-1', text: PROMPT }], question: 'Where do I add seats?' },
  };
}

const PARTS = `promptParts:
  - { section: examples, tag: example }
  - { section: rules, heading: 3, prefix: "Rule: " }
`;

function suite(experiments: string): string {
  return `profile: profile.yaml
requests: [requests.jsonl]
${PARTS}cases:
  - id: refund-rule-is-sent
    expect: { contains: Never promise a refund }
  - id: original-seat-example-is-sent
    expect: { kept: { examples: ex-1 } }
experiments:
${experiments}`;
}

describe('remove: and replace: by id inside a system prompt', () => {
  it('a removal by id equals the hand-written replace with the exact text, on OpenAI, AI SDK and baglam requests alike', async () => {
    const lines = Object.values(shapes()).map((r) => JSON.stringify(r)).join('\n');
    const t = await tempDir({
      'by-id.suite.yaml': suite('  - id: drop-ex-2\n    remove: { examples: ex-2 }\n    expect: safe\n  - id: drop-refunds\n    remove: { rules: refunds }\n    expect: unsafe\n'),
      // The exact text, written out as a team would without addressable parts.
      'by-hand.suite.yaml': suite(`  - id: drop-ex-2
    replace:
      - find: "<example id=\\"ex-2\\">\\nQ: Where do I add seats?\\nA: Under Settings → Billing → Seats.\\n</example>\\n\\n"
        with: ""
    expect: safe
  - id: drop-refunds
    replace:
      - find: "### Rule: refunds\\nNever promise a refund; say billing will review it.\\n\\n"
        with: ""
    expect: unsafe
`),
      'profile.yaml': SMALL_PROFILE, 'requests.jsonl': `${lines}\n`,
    });
    const byId = await loadSuite('by-id.suite.yaml', { cwd: t.dir });
    const byHand = await loadSuite('by-hand.suite.yaml', { cwd: t.dir });
    for (const [i, r] of byId.requests.entries()) {
      for (const [j, e] of byId.experiments.entries()) {
        expect(canonicalJson(applyExperiment(r.request, e, byId.promptParts)), `${r.id} ${e.id}`)
          .toBe(canonicalJson(applyExperiment(byHand.requests[i]!.request, byHand.experiments[j]!, byHand.promptParts)));
      }
    }
    const [a, b] = await runSuites(['by-id.suite.yaml', 'by-hand.suite.yaml'], { cwd: t.dir });
    const outcome = (r: typeof a): unknown => r!.experiments.map((e) => ({ id: e.id, verdict: e.verdict, status: e.status, savings: e.savings }));
    expect(outcome(a)).toEqual(outcome(b));
    expect(a!.experiments.map((e) => [e.verdict, e.status])).toEqual([['safe', 'passed'], ['unsafe', 'passed']]);
    // Tokens saved are measured the same way on every shape: the same prompt saves the same on each request.
    expect(a!.experiments[0]!.savings.savedTotal).toBe(3 * a!.experiments[0]!.savings.savedMedian);
    expect(a!.experiments[0]!.savings.savedMedian).toBeGreaterThan(15);
  });

  it('an example that is a part of the system prompt is kept while it is there, and not after it is removed', async () => {
    const t = await tempDir({
      's.suite.yaml': suite('  - id: drop-ex-1\n    remove: { examples: ex-1 }\n    expect: unsafe\n'),
      'profile.yaml': SMALL_PROFILE, 'requests.jsonl': `${JSON.stringify(shapes().openai)}\n`,
    });
    const [r] = await runSuites(['s.suite.yaml'], { cwd: t.dir });
    expect(r!.cases.map((c) => c.status)).toEqual(['passed', 'passed']);
    expect(r!.experiments[0]!.reasons).toEqual([
      'case original-seat-example-is-sent on openai: kept.examples ex-1 held before and fails after (not kept; kept examples: none; example parts of the rules: ex-2, ex-3)',
    ]);
  });

  it('without promptParts, an example inside a system prompt cannot be named', async () => {
    const t = await tempDir({
      's.suite.yaml': suite('  - id: drop-ex-2\n    remove: { examples: ex-2 }\n').replace(PARTS, '').replace('\n  - id: original-seat-example-is-sent\n    expect: { kept: { examples: ex-1 } }', ''),
      'profile.yaml': SMALL_PROFILE, 'requests.jsonl': `${JSON.stringify(shapes().openai)}\n`,
    });
    await expect(loadSuite('s.suite.yaml', { cwd: t.dir })).rejects.toThrow('no request of the suite has example "ex-2"');
  });
});

describe('promptParts: mistakes are errors at file:line:col', () => {
  async function errorOf(text: string, request: unknown = shapes().openai): Promise<BaglamError> {
    const t = await tempDir({ 's.suite.yaml': text, 'profile.yaml': SMALL_PROFILE, 'requests.jsonl': `${JSON.stringify(request)}\n` });
    try {
      await loadSuite('s.suite.yaml', { cwd: t.dir });
    } catch (error) {
      expect(error).toBeInstanceOf(BaglamError);
      return error as BaglamError;
    }
    throw new Error('loaded without an error');
  }
  const HEAD = 'profile: profile.yaml\nrequests: [requests.jsonl]\n';
  const CASE = 'cases:\n  - id: c\n    expect: { fits: true }\n';

  it.each([
    ['an unknown key', `${HEAD}promptParts:\n  - { section: examples, tags: example }\n${CASE}`, 4, 26, 'unknown key "tags"'],
    ['two delimiters in one declaration', `${HEAD}promptParts:\n  - { section: examples, tag: example, heading: 2 }\n${CASE}`, 4, 5, 'exactly one'],
    ['a section parts cannot be', `${HEAD}promptParts:\n  - { section: tools, tag: tool }\n${CASE}`, 4, 16, 'examples or rules'],
    ['a start marker without {id}', `${HEAD}promptParts:\n  - { section: examples, start: "<!-- ex -->", end: "<!-- /ex -->" }\n${CASE}`, 4, 33, '{id}'],
    ['a declaration that finds nothing', `${HEAD}promptParts:\n  - { section: examples, tag: sample }\n${CASE}`, 4, 5, 'no rule of any request holds a part <sample'],
  ])('%s', async (_name, text, line, col, message) => {
    const e = await errorOf(text);
    expect(e.source).toEqual({ file: 's.suite.yaml', line, col });
    expect(e.message).toContain(message);
  });

  it('a prompt the declarations cannot be applied to is named at its request, with the rule and where the parts are declared', async () => {
    const broken = { id: 'broken', messages: [{ role: 'system', content: 'Hi\n<example id="a">\nQ' }, { role: 'user', content: 'Q?' }] };
    const e = await errorOf(`${HEAD}promptParts:\n  - { section: examples, tag: example }\n${CASE}`, broken);
    expect(e.source).toEqual({ file: 'requests.jsonl', line: 1, col: 1 });
    expect(e.message).toContain('request "broken", rule "system-1": <example id="a"> is never closed');
    expect(e.message).toContain('declared at s.suite.yaml:4:5');
  });

  it('a part that shares its id with an example of the request is ambiguous', async () => {
    const twin = { id: 'twin', rules: [{ id: 'system', text: '<example id="ex-1">x</example>' }], examples: [{ id: 'ex-1', text: 'y' }], question: 'Q?' };
    const e = await errorOf(`${HEAD}promptParts:\n  - { section: examples, tag: example }\n${CASE}`, twin);
    expect(e.message).toContain('"ex-1" is both one of its examples and a part of rule "system"');
  });

  it('an experiment that changes a part inside a part it also removes is refused at the inner one', async () => {
    const e = await errorOf(`${HEAD}${PARTS}  - { section: rules, heading: 2 }\n${CASE}experiments:\n  - id: x\n    remove: { rules: Examples, examples: ex-2 }\n`);
    expect(e.source).toEqual({ file: 's.suite.yaml', line: 12, col: 42 });
    expect(e.message).toContain('examples "ex-2" lies inside rules "Examples"');
  });
});
