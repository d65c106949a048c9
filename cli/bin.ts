#!/usr/bin/env node
import { main } from './main.js';

const argv = process.argv.slice(2);

// A reader that stops early (`baglam report --json | head`) closes the pipe:
// the next write fails with EPIPE, asynchronously. Say so in one line and
// exit 2 (the output is incomplete), instead of an unhandled 'error' event.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  const why = error.code === 'EPIPE' ? 'was closed before everything was written (EPIPE)' : `failed (${error.code ?? error.message})`;
  process.stderr.write(`baglam${argv[0] === undefined ? '' : ` ${argv[0]}`}: standard output ${why}; the output is incomplete\n`);
  process.exit(2);
});

process.exitCode = await main(argv, {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  cwd: process.cwd(),
  env: process.env,
});
