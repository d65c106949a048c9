// Writes a synthetic JSONL request log of N lines to standard output, for
// measuring `baglam report` on large logs (time and peak memory):
//
//   npm run build
//   node scripts/big-log.mjs 1000000 > big.jsonl
//   /usr/bin/time -v node dist/cli/bin.js report big.jsonl \
//     --profile fixtures/products/tr-ops-copilot/profile.yaml
//
// Every line is a different request of the Turkish ops copilot
// (`fixtures/generate/bigLog.ts`), so the same N always gives the same bytes.
// `node scripts/big-log.mjs N FROM` writes lines FROM … FROM+N−1 of the same
// log: shards to report apart and merge.
import { bigLogLine } from '../dist/fixtures/generate/bigLog.js';

const count = Number(process.argv[2] ?? '1000');
const from = Number(process.argv[3] ?? '0');
if (!Number.isSafeInteger(count) || count < 1 || !Number.isSafeInteger(from) || from < 0) {
  console.error('usage: node scripts/big-log.mjs LINES [FROM]');
  process.exit(2);
}
let buffer = '';
for (let i = from; i < from + count; i++) {
  buffer += `${JSON.stringify(bigLogLine(i))}\n`;
  if (buffer.length > 1 << 20) {
    if (!process.stdout.write(buffer)) await new Promise((resolve) => process.stdout.once('drain', resolve));
    buffer = '';
  }
}
process.stdout.write(buffer);
