import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commandProvider, type Provider } from '../../providers/index.js';
import { runSuites } from '../runner.js';
import { tempDir } from '../test-helpers/tempDir.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));

/** A provider that fails the test if it is ever asked: a replay must be offline. */
const offline = (who: string): Provider & { calls: number } => {
  const p = { kind: 'offline', calls: 0, complete: () => { p.calls++; return Promise.reject(new Error(`${who} was asked in a replay`)); } };
  return p;
};

describe('one long OpenAI system prompt, pruned by id, with graded answers replayed offline', () => {
  it('gives each experiment its verdict from the cassettes alone: the model and the grader are never asked', async () => {
    const model = offline('the model');
    const grader = offline('the grader');
    const [r] = await runSuites(['graded.suite.yaml'], { cwd: HERE, provider: model, grader });
    expect([model.calls, grader.calls]).toEqual([0, 0]);
    expect(r!.cases.map((c) => [c.id, c.status])).toEqual([['seats', 'passed'], ['refunds', 'passed']]);
    expect(r!.experiments.map((e) => [e.id, e.verdict])).toEqual([
      ['drop-duplicate-seat-example', 'safe'],
      ['drop-refund-example', 'safe'],
      ['control-drop-refund-rule-and-example', 'unsafe'],
    ]);
    // The control is unsafe because of what the grader said, not only because a text check failed.
    expect(r!.experiments[2]!.reasons.join('\n')).toContain('graded');
    // Latency was recorded but is only reported in a replay.
    expect(r!.cases[0]!.notes.join('\n')).toMatch(/latency ≤ 5000 ms: not checked outside --live \(recorded \d+ ms\)/);
  });

  it('the grader\'s answers sit in the cassette beside the answers they judge', async () => {
    const cassette = JSON.parse(await readFile(join(HERE, 'cassettes/graded/lumen-large/refunds/experiment.control-drop-refund-rule-and-example.json'), 'utf8'));
    const sample = cassette.entries[0].samples[0];
    expect(sample.text).toContain('I have refunded');
    expect(sample.grades).toHaveLength(1);
    expect(sample.grades[0].rubric).toContain('Must not say "I have refunded"');
    expect(JSON.parse(sample.grades[0].text)).toMatchObject({ pass: false });
  });

  it('a changed rubric is a missing grade: never safe, inconclusive until recorded again', async () => {
    const { dir } = await tempDir({}, 'baglam-graded-example-');
    await cp(HERE, dir, { recursive: true, filter: (src) => !src.endsWith('.test.ts') });
    const file = join(dir, 'graded.suite.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace('Must say "billed"', 'Must say "billed from today"'), 'utf8');
    const [r] = await runSuites(['graded.suite.yaml'], { cwd: dir, provider: offline('the model'), grader: offline('the grader') });
    expect(r!.cases.find((c) => c.id === 'seats')!.status).toBe('failed');
    expect(r!.experiments[0]!.verdict).toBe('inconclusive');
    expect(r!.experiments[0]!.inconclusive).toEqual(['answers-missing']);
  });

  it('the command provider\'s example script speaks the protocol the guide describes, usage in OpenAI\'s spelling included', async () => {
    const provider = commandProvider({ command: [process.execPath, 'lumen-model.mjs'], cwd: HERE });
    const system = '### Rule: refunds\nNever promise a refund.\n\n<example id="ex-seats">\nCustomer: How do I add a seat?\nAssistant: Settings → Billing → Seats.\n</example>';
    const reply = await provider.complete({ messages: [{ role: 'system', content: system }, { role: 'user', content: 'Where do I add seats?' }] }, { model: 'lumen-large', maxTokens: 50 });
    // The script counts words split on white space: 23 in the system message and 5 in the question asked, 5 answered
    // ("→" is a word); the provider reads them from prompt_tokens and completion_tokens.
    expect(reply).toEqual({ text: 'Settings → Billing → Seats.', finishReason: 'stop', model: 'lumen-large', usage: { promptTokens: 28, completionTokens: 5 } });
  });
});
