// Writes a synthetic JSONL request log of N lines to standard output, for
// measuring `baglam report` on large logs (time and peak memory):
//
//   npm run build
//   node scripts/big-log.mjs 1000000 > big.jsonl
//   /usr/bin/time -v node dist/cli/bin.js report big.jsonl \
//     --profile fixtures/products/tr-ops-copilot/profile.yaml
//
// Every line is a different request of the Turkish ops copilot (its current
// fixed part, 0–12 history turns, 4–10 retrieved chunks, now and then a pasted
// log that overflows), built by the same seeded generators as the committed
// fixtures, so the same N always gives the same bytes.
import { generateChunks } from '../dist/fixtures/generate/chunks.js';
import { opsConversation } from '../dist/fixtures/generate/conversation.js';
import { syntheticResponse } from '../dist/fixtures/generate/logLine.js';
import { OPS_RESPONSE_SHAPE, opsFixedPartAt, pastedLog } from '../dist/fixtures/generate/opsProduct.js';
import { createPrng, hashLabel } from '../dist/fixtures/generate/prng.js';

const count = Number(process.argv[2] ?? '1000');
if (!Number.isSafeInteger(count) || count < 1) {
  console.error('usage: node scripts/big-log.mjs LINES');
  process.exit(2);
}
const SEED = 31_337;
const fixed = opsFixedPartAt(1, 1);
let buffer = '';
for (let i = 0; i < count; i++) {
  const prng = createPrng(hashLabel(`big-${i}`, SEED));
  const conversation = opsConversation(prng, { turns: prng.int(0, 12), toolRate: 0.1, callPrefix: 'call_' });
  const request = {
    id: `big-${i + 1}`,
    ...fixed,
    history: conversation.history,
    chunks: generateChunks(hashLabel(`big-chunks-${i}`, SEED), prng.int(4, 10), { turkishShare: 0.85, idPrefix: 'kb-' }),
    question: prng.chance(0.002) ? pastedLog(prng, 950) : conversation.question,
  };
  buffer += `${JSON.stringify({ request, response: syntheticResponse(request, OPS_RESPONSE_SHAPE, prng) })}\n`;
  if (buffer.length > 1 << 20) {
    if (!process.stdout.write(buffer)) await new Promise((resolve) => process.stdout.once('drain', resolve));
    buffer = '';
  }
}
process.stdout.write(buffer);
