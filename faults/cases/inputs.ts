import { plainEnv } from '../harness/cliProcess.js';
import type { Workspace } from '../harness/workspace.js';

/** A small profile: budget 3 584 tokens. */
export const PROFILE = 'window: 4096\noutput:\n  answer: 512\n';

/** A small valid request, as YAML. */
export const REQUEST = `id: disk
rules:
  - id: r-lang
    text: Kullanıcı Türkçe yazıyorsa Türkçe yanıt ver.
chunks:
  - id: kb-disk
    score: 0.9
    source: runbook/disk.md
    text: Disk yüzde 95 dolunca önce /var/log altındaki eski logları sıkıştır.
question: Disk neden doldu?
`;

/** One line of a request log. */
export function logLine(question: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ request: { question, ...extra }, response: { usage: { completion_tokens: 10 }, finish_reason: 'stop' } });
}

/** A three-line request log. */
export const LOG = `${['Disk neden doldu?', 'Kim onayladı?', 'INC-2041 ne durumda?'].map((q) => logLine(q)).join('\n')}\n`;

/** A secret as it would sit in `.env` or a CI variable. */
export const SECRET = 'sk-live-7f3a9c2e41b8d6f0a5e3c1b9';

/** Writes `profile.yaml`, `request.yaml` and `log.jsonl`. */
export function basics(ws: Workspace): void {
  ws.file('profile.yaml', PROFILE);
  ws.file('request.yaml', REQUEST);
  ws.file('log.jsonl', LOG);
}

/**
 * A suite whose one case checks the model's answer with `assertions` (YAML
 * flow items), answered by a command provider running `node model.mjs`.
 * `live` adds keys to the provider's `live:` block.
 */
export function modelSuite(assertions: string[], live: Record<string, string> = {}): string {
  const extra = Object.entries(live).map(([k, v]) => `\n    ${k}: ${v}`).join('');
  return `profile: profile.yaml
requests: [request.yaml]
provider:
  live:
    kind: command
    command: [${JSON.stringify(process.execPath)}, model.mjs]${extra}
cases:
  - id: answers
    model:
      assert: [${assertions.join(', ')}]
`;
}

/** A command-provider model that reads the payload and answers `text`. */
export function answeringModel(text: string): string {
  return `let s = ''; process.stdin.on('data', (d) => (s += d)).on('end', () => process.stdout.write(JSON.stringify({ text: ${JSON.stringify(text)} })));\n`;
}

/** The environment of a CI job: a key the model command must never see. */
export function ciEnv(extra: Record<string, string> = {}): Record<string, string> {
  return plainEnv({ OPENAI_API_KEY: SECRET, ...extra });
}

/** A baseline file's text with `configs` as given. */
export function baselineText(configs: Record<string, Record<string, number>>): string {
  const entries = Object.fromEntries(
    Object.entries(configs).map(([name, tasks]) => [
      name,
      { workload: 'test', tasks: Object.fromEntries(Object.entries(tasks).map(([task, ratio]) => [task, { ratio, median: 1 }])) },
    ]),
  );
  return `${JSON.stringify({ version: 1, environment: { node: 'v20', cpu: 'test', cores: 2, platform: 'linux x64' }, configs: entries }, null, 2)}\n`;
}
