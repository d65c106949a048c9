// Side-by-side runs of baglam and its peers on the same workloads (npm run bench:peers).
// Plain ESM so that this package needs no build of its own; baglam comes from the
// package's compiled dist/, the peers from this folder's node_modules. Nothing in
// core/ imports anything from here.
import { createRequire } from 'node:module';
import { AIMessage, HumanMessage, SystemMessage as LcSystemMessage, ToolMessage, trimMessages } from '@langchain/core/messages';
import { getEncoding } from 'js-tiktoken';
import { countTokens as gptTokenizerCount } from 'gpt-tokenizer/encoding/o200k_base';
import priompt from '@impowering/priompt';
import { assemble, createTokenizer, promptBudget, resolveProfile } from '../../dist/index.js';
import { cpuClock, formatMs, freshCopy, scaledWorkload } from '../../dist/bench/index.js';

const require = createRequire(import.meta.url);
const { O200K } = require('@impowering/priompt/dist/tokenizer.js');
const { createElement: h, SystemMessage, UserMessage, AssistantMessage, ToolResultMessage, render } = priompt;

const quick = process.argv.includes('--quick');

/** Median CPU and wall time (ms) of `runs` calls; `prepare` runs untimed before each. */
async function time(runs, fn, prepare = () => undefined) {
  const cpu = [];
  const wall = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const input = prepare();
    const c0 = cpuClock();
    const w0 = performance.now();
    last = await fn(input);
    wall.push(performance.now() - w0);
    cpu.push(cpuClock() - c0);
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  return { cpu: median(cpu), wall: median(wall), runs, last };
}

// ---- Packing: the standard request through baglam and priompt. ----

/**
 * The same request as a priompt tree: the fixed part and the question at the
 * top priority, history by recency, chunks by score, under one token limit
 * (the prompt budget). priompt has no per-section shares; it packs by priority.
 */
function priomptTree(request) {
  const top = 1e8;
  const system = [
    ...(request.rules ?? []).map((r) => `${r.text}\n`),
    ...(request.tools ?? []).map((t) => `${JSON.stringify(t)}\n`),
    ...(request.examples ?? []).map((e) => `<example id="${e.id}">\n${e.text}\n</example>\n`),
  ].join('');
  const history = request.history ?? [];
  const ranked = [...(request.chunks ?? [])].sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
  const turn = (t, i) => {
    const p = top / 2 + i;
    if (t.role === 'user') return h(UserMessage, { p }, t.content);
    if (t.role === 'tool') return h(ToolResultMessage, { p, name: 'tool' }, t.content);
    if (t.role === 'system') return h(SystemMessage, { p }, t.content);
    const calls = (t.toolCalls ?? []).map((c) => `\n<tool-call name="${c.name}">${c.arguments}</tool-call>`).join('');
    return h(AssistantMessage, { p }, t.content + calls);
  };
  return h('scope', {},
    h(SystemMessage, { p: top }, system),
    ...history.map(turn),
    h(UserMessage, { p: top / 4 },
      ...ranked.map((c, rank) => h('scope', { p: top / 4 - rank }, `<chunk id="${c.id}" source="${c.source ?? ''}">\n${c.text}\n</chunk>\n`))),
    h(SystemMessage, { p: top }, request.format ?? ''),
    h(UserMessage, { p: top }, request.question),
  );
}

const rows = [];
const row = (workload, what, result, note = '') => {
  rows.push({ workload, what, cpu: result.cpu, wall: result.wall, runs: result.runs, note });
  console.error(`  ${workload} · ${what}: ${formatMs(result.cpu)} CPU, ${formatMs(result.wall)} wall (${result.runs} runs)`);
};

for (const candidates of quick ? [1_000] : [1_000, 10_000]) {
  const workload = scaledWorkload({ candidates, turns: 200 });
  const name = `${candidates} candidates, 200 turns`;
  console.error(`packing: ${name}`);
  const budget = promptBudget(workload.profile);
  const cold = await time(quick ? 3 : 7, (r) => assemble(r, workload.profile), () => freshCopy(workload.request));
  row(name, 'baglam assemble, cold (never-seen text)', cold, `${cold.last.kept.chunks.length} chunks, ${cold.last.tokens} tokens`);
  const coldFast = await time(quick ? 3 : 7, (r) => assemble(r, workload.profile, { exactDropCounts: true }), () => freshCopy(workload.request));
  row(name, 'baglam assemble, cold, exactDropCounts: true', coldFast);
  assemble(workload.request, workload.profile);
  row(name, 'baglam assemble, warm', await time(50, () => assemble(workload.request, workload.profile)));
  const tree = priomptTree(workload.request);
  const pr = await time(quick ? 2 : 3, () => render(tree, { tokenLimit: budget, tokenizer: O200K }));
  row(name, 'priompt render (native tokenizer)', pr, `${pr.last.tokenCount} tokens`);
}

// ---- History: a 2 000-turn history to its share through baglam and LangChain. ----

const historyWorkload = scaledWorkload({ candidates: 0, turns: quick ? 500 : 2_000 });
// No turn cap: both sides fit by tokens alone.
const historyProfile = resolveProfile({ ...historyWorkload.profile, maxHistoryTurns: 1_000_000, maxLines: undefined, limits: undefined });
const historyShare = Math.floor(promptBudget(historyProfile) * historyProfile.shares.history);
const historyName = `${historyWorkload.request.history.length} turns, share ${historyShare} tokens`;
console.error(`history: ${historyName}`);

function toLangChain(history) {
  return history.map((t) => {
    if (t.role === 'user') return new HumanMessage(t.content);
    if (t.role === 'system') return new LcSystemMessage(t.content);
    if (t.role === 'tool') return new ToolMessage({ content: t.content, tool_call_id: t.toolCallId });
    const tool_calls = (t.toolCalls ?? []).map((c) => {
      let args;
      try {
        args = JSON.parse(c.arguments);
      } catch {
        args = { raw: c.arguments };
      }
      return { id: c.id, name: c.name, args, type: 'tool_call' };
    });
    return new AIMessage({ content: t.content, tool_calls });
  });
}

/** OpenAI's chat rule, as baglam counts it: 3 per message, the role, the content (tool calls as JSON). */
function counterOf(count) {
  return (messages) => {
    let total = 0;
    for (const m of messages) {
      total += 3 + count(m._getType()) + count(typeof m.content === 'string' ? m.content : JSON.stringify(m.content));
      if (m.tool_calls?.length) total += count(JSON.stringify(m.tool_calls));
    }
    return total;
  };
}

/**
 * trimMessages calls its counter on prefix after prefix, so an unmemoised
 * counter tokenizes the same messages over and over (with js-tiktoken, a
 * 500-turn history already takes half a minute). The memoised rows remember
 * counts by text, as a careful user's counter would: the fastest trimMessages
 * we know how to set up. The unmemoised rows are the counter as LangChain
 * users usually pass it.
 */
function memoised(count) {
  const known = new Map();
  return (text) => {
    let n = known.get(text);
    if (n === undefined) {
      n = count(text);
      known.set(text, n);
    }
    return n;
  };
}
const jsTiktoken = getEncoding('o200k_base');
// Special-token text counts as plain text, as with js-tiktoken's encode(s, [], [])
// (gpt-tokenizer's default throws on it).
const gptTokenizer = (s) => gptTokenizerCount(s, { disallowedSpecial: new Set() });
const exact = createTokenizer('o200k_base', { cacheChars: 0 });
const trim = (counter) => (messages) => trimMessages(messages, { maxTokens: historyShare, strategy: 'last', tokenCounter: counter, startOn: 'human' });
const historyOnly = { ...historyWorkload.request, chunks: [] };
const bg = await time(quick ? 3 : 7, (r) => assemble(r, historyProfile), () => freshCopy(historyOnly));
row(historyName, 'baglam assemble, cold (history only)', bg, `${bg.last.kept.history.length} turns kept`);
// As LangChain's docs set it up: a counter that counts what it is handed, every time.
const lcPlain = await time(1, trim(counterOf((s) => exact.count(s))), () => toLangChain(historyWorkload.request.history));
row(historyName, "LangChain trimMessages, baglam's exact counter, not memoised", lcPlain, `${lcPlain.last.length} messages kept`);
// A fresh memo per run: each run counts never-seen text, like baglam's cold run.
let counter;
const lcFast = await time(3, (messages) => trim(counter)(messages), () => {
  counter = counterOf(memoised((s) => exact.count(s)));
  return toLangChain(historyWorkload.request.history);
});
row(historyName, "LangChain trimMessages, baglam's exact counter, memoised", lcFast, `${lcFast.last.length} messages kept`);
const lcTik = await time(quick ? 1 : 3, (messages) => trim(counter)(messages), () => {
  counter = counterOf(memoised((s) => jsTiktoken.encode(s, [], []).length));
  return toLangChain(historyWorkload.request.history);
});
row(historyName, 'LangChain trimMessages, js-tiktoken counter, memoised', lcTik, `${lcTik.last.length} messages kept`);
// gpt-tokenizer, the faster end of the yardstick, as LangChain users pass it
// (one run: it takes tens of seconds on 2 000 turns) and memoised like the others.
const lcGpt = await time(1, trim(counterOf(gptTokenizer)), () => toLangChain(historyWorkload.request.history));
row(historyName, 'LangChain trimMessages, gpt-tokenizer counter, not memoised', lcGpt, `${lcGpt.last.length} messages kept`);
const lcGptFast = await time(quick ? 1 : 3, (messages) => trim(counter)(messages), () => {
  counter = counterOf(memoised(gptTokenizer));
  return toLangChain(historyWorkload.request.history);
});
row(historyName, 'LangChain trimMessages, gpt-tokenizer counter, memoised', lcGptFast, `${lcGptFast.last.length} messages kept`);
// No "js-tiktoken counter, not memoised" row: one run on 2 000 turns was still going
// after 70 s (killed there), past what a bench run should spend on a single row.

// ---- Ratios. ----
const find = (workload, what) => rows.find((r) => r.workload === workload && r.what === what);
const ratios = [];
for (const candidates of quick ? [1_000] : [1_000, 10_000]) {
  const name = `${candidates} candidates, 200 turns`;
  const p = find(name, 'priompt render (native tokenizer)');
  for (const what of ['baglam assemble, cold (never-seen text)', 'baglam assemble, cold, exactDropCounts: true', 'baglam assemble, warm']) {
    ratios.push({ comparison: `${what} ÷ priompt (${name})`, cpu: find(name, what).cpu / p.cpu, wall: find(name, what).wall / p.wall });
  }
}
for (const lc of [
  "LangChain trimMessages, baglam's exact counter, not memoised",
  "LangChain trimMessages, baglam's exact counter, memoised",
  'LangChain trimMessages, js-tiktoken counter, memoised',
  'LangChain trimMessages, gpt-tokenizer counter, not memoised',
  'LangChain trimMessages, gpt-tokenizer counter, memoised',
]) {
  ratios.push({ comparison: `baglam assemble cold ÷ ${lc} (${historyName})`, cpu: bg.cpu / find(historyName, lc).cpu, wall: bg.wall / find(historyName, lc).wall });
}

const pad = (s, n) => String(s).padEnd(n);
console.log(`\n${pad('workload', 38)}${pad('what', 50)}${pad('CPU', 11)}${pad('wall', 11)}runs  note`);
for (const r of rows) console.log(`${pad(r.workload, 38)}${pad(r.what, 50)}${pad(formatMs(r.cpu), 11)}${pad(formatMs(r.wall), 11)}${pad(r.runs, 6)}${r.note}`);
console.log(`\n${pad('ratio', 118)}CPU       wall`);
for (const r of ratios) console.log(`${pad(r.comparison, 118)}${pad(r.cpu.toPrecision(3), 10)}${r.wall.toPrecision(3)}`);
if (process.argv.includes('--json')) console.log(JSON.stringify({ rows, ratios }, null, 2));
