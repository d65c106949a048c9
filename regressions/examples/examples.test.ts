import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runSuites } from '../runner.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const GUIDE = new URL('../../docs/regression-suites.md', import.meta.url);

describe('regressions/examples', () => {
  it('every example suite passes in replay: each case holds and each experiment gives the verdict it expects', async () => {
    const results = await runSuites(['.'], { cwd: HERE });
    const failed = results.flatMap((s) => [
      ...s.cases.filter((c) => c.status === 'failed').map((c) => `${s.name}/${c.id}: ${c.failures.map((f) => `${f.label}: ${f.actual}`).join('; ')}`),
      ...s.experiments.filter((e) => e.status === 'failed').map((e) => `${s.name}/${e.id}: ${e.failures.join('; ')} ${e.reasons.join('; ')}`),
    ]);
    expect(failed).toEqual([]);
    // An example that asserts nothing would pass whatever the code does.
    for (const s of results) expect(s.experiments.every((e) => e.expected !== null), s.name).toBe(true);
  });

  it('the guide shows each example as it is: a block that starts with the file\'s path is the file', async () => {
    const guide = await readFile(GUIDE, 'utf8');
    const blocks = [...guide.matchAll(/```(?:yaml|js)\n(?:#|\/\/) (regressions\/examples\/[^\s]+)[^\n]*\n[\s\S]*?```/g)];
    const files = (await readdir(HERE)).filter((f) => f.endsWith('.suite.yaml') || f.endsWith('.mjs'));
    const shown = new Set(blocks.map((b) => b[1]!.slice('regressions/examples/'.length)));
    for (const f of files) expect(shown.has(f), `${f} is shown in docs/regression-suites.md`).toBe(true);
    for (const b of blocks) {
      const body = b[0].replace(/^```(?:yaml|js)\n/, '').replace(/```$/, '');
      const file = await readFile(new URL(b[1]!.slice('regressions/examples/'.length), new URL('.', import.meta.url)), 'utf8');
      expect(body, b[1]).toBe(file);
    }
  });
});
