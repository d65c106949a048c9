import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { assemble, resolveProfile, type Request } from '../../core/index.js';
import { formatAssembled } from '../assembledReport.js';
import type { Command } from '../command.js';
import { EXIT, UserError, write } from '../io.js';
import { bundledPath } from '../paths.js';

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    throw new UserError(`${file}: ${(error as Error).message}`);
  }
}

export const demo: Command = {
  name: 'demo',
  summary: 'assemble the bundled example requests and print their budget reports',
  usage: 'Usage: baglam demo\n\nAssembles fixtures/examples/*.request.json under fixtures/examples/profile.json.',
  async run(args, io) {
    if (args.length > 0) throw new UserError(`demo takes no arguments, got ${args.join(' ')}`);
    const dir = bundledPath('fixtures', 'examples');
    const profile = resolveProfile(await readJson(join(dir, 'profile.json')));
    const files = (await readdir(dir)).filter((f) => f.endsWith('.request.json')).sort();
    write(io.stdout, `profile ${profile.name}: window ${profile.window}, ${profile.encoding}, ${profile.template.kind} template\n`);
    for (const file of files) {
      const request = (await readJson(join(dir, file))) as Request;
      const result = assemble(request, profile, { verify: true });
      write(io.stdout, `== ${file}\n${formatAssembled(result)}\n`);
    }
    return EXIT.ok;
  },
};
