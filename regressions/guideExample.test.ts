import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loadSuite } from './loadSuite.js';
import { SMALL_PROFILE, tempDir } from './test-helpers/tempDir.js';


/** A request line that has everything the guide's full example names. */
function line(id: string): string {
  return JSON.stringify({
    request: {
      id,
      rules: [
        { id: 'r-tone', text: 'Kibar ol, lütfen kısa yaz.' },
        { id: 'r-fax', text: 'Faks ile bildirim gönder.' },
      ],
      tools: [{ name: 'faks_gonder', description: 'Faks gönderir.' }],
      examples: [{ id: 'ex-2', text: 'S: p99? C: geri al.' }, { id: 'ex-3', text: 'S: p99 neden? C: geri al.' }],
      question: 'Disk neden doldu?',
    },
  });
}

describe('docs/regression-suites.md', () => {
  it('its full example is a valid suite', async () => {
    const readme = await readFile(new URL('../docs/regression-suites.md', import.meta.url), 'utf8');
    const example = /```yaml\n(# ops\.suite\.yaml[\s\S]*?)```/.exec(readme)?.[1];
    expect(example).toBeDefined();
    const t = await tempDir({
      'ops.suite.yaml': example!,
      'profiles/ops.yaml': SMALL_PROFILE,
      'logs/requests.jsonl': `${['ops-0001', 'ops-0019', 'ops-0113'].map(line).join('\n')}\n`,
      'requests/extra.request.yaml': 'id: extra\nquestion: Merhaba?\n',
      'checks/cites-only-evidence.mjs': 'export default () => true;\n',
    });
    const suite = await loadSuite('ops.suite.yaml', { cwd: t.dir });
    expect(suite.requests.map((r) => r.id)).toEqual(['ops-0001', 'ops-0019', 'ops-0113', 'extra', 'disk-alarm']);
    expect(suite.cases).toHaveLength(6);
    expect(suite.experiments.map((e) => e.id)).toEqual(['drop-duplicate-ex-3', 'drop-fax', 'reword-tone', 'smaller-reasoning-reserve']);
  });
});
