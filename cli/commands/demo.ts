import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { assemble } from '../../core/index.js';
import { formatAssembled } from '../assembledReport.js';
import type { Command } from '../command.js';
import { EXIT, UserError, write } from '../io.js';
import { readJsonlLines } from '../jsonlLines.js';
import { loadProfile, loadRequest } from '../loadFiles.js';
import { bundledPath } from '../paths.js';
import { reportLog } from '../report/reportLog.js';
import { formatReport } from '../report/terminal.js';

export const demo: Command = {
  name: 'demo',
  summary: 'assemble the bundled example requests and report the bundled product log',
  usage:
    'Usage: baglam demo\n\nAssembles fixtures/examples/*.request.json under fixtures/examples/profile.yaml,\n' +
    'then reports the synthetic log fixtures/products/tr-ops-copilot/requests.jsonl (see baglam report).',
  async run(args, io) {
    if (args.length > 0) throw new UserError(`demo takes no arguments, got ${args.join(' ')}`);
    const dir = bundledPath('fixtures', 'examples');
    const profile = await loadProfile(join(dir, 'profile.yaml'), io);
    const files = (await readdir(dir)).filter((f) => f.endsWith('.request.json')).sort();
    write(io.stdout, `profile ${profile.name}: window ${profile.window}, ${profile.encoding}, ${profile.template.kind} template\n`);
    for (const file of files) {
      const request = await loadRequest(join(dir, file), io);
      const result = assemble(request, profile, { verify: true });
      write(io.stdout, `== ${file}\n${formatAssembled(result)}\n`);
    }
    // Then a whole (synthetic) product log, as `baglam report` shows it:
    // one request tells little; the distribution over hundreds tells where the window goes.
    const product = 'fixtures/products/tr-ops-copilot';
    const logProfile = await loadProfile(bundledPath(product, 'profile.yaml'), io);
    const summary = await reportLog(readJsonlLines(bundledPath(product, 'requests.jsonl'), io), `${product}/requests.jsonl`, logProfile);
    write(io.stdout, `== baglam report ${product}/requests.jsonl --profile ${product}/profile.yaml\n${formatReport(summary)}\n`);
    return EXIT.ok;
  },
};
