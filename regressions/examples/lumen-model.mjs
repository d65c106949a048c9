// regressions/examples/lumen-model.mjs — a model behind the command provider.
// It is a deterministic stand-in, not a language model: it answers Lumen Notes
// support questions from the rules and examples in the system prompt, and
// grades answers against rubrics, so the example suites can be recorded and
// replayed anywhere. Swap it for a script that calls your own SDK or CLI.
//
// The protocol: one JSON object on stdin,
//   {"payload": {"messages": [{"role", "content"}, …]} or {"text": "…"},
//    "params": {"model", "maxTokens", "temperature"?, "seed"?, …}}
// and one JSON object on stdout,
//   {"text": "…", "finishReason"?: "stop", "model"?: "…",
//    "usage"?: {"promptTokens", "completionTokens"} or {"prompt_tokens", "completion_tokens"}}
// A non-zero exit status (stderr is shown) is a failed call.

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  const { payload, params } = JSON.parse(input);
  const messages = payload.messages ?? [{ role: 'user', content: payload.text }];
  const system = messages.filter((m) => m.role === 'system').map((m) => m.content).join('\n');
  const question = messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  const text = system.startsWith('You grade one answer') ? grade(question) : answer(system, question, params.model ?? 'lumen-large');
  const words = (s) => s.split(/\s+/).filter(Boolean).length;
  process.stdout.write(JSON.stringify({
    text,
    finishReason: 'stop',
    model: params.model ?? 'lumen-large',
    // OpenAI's spelling of usage; the provider reads either.
    usage: { prompt_tokens: words(messages.map((m) => m.content).join(' ')), completion_tokens: words(text) },
  }));
});

// Words of four letters or more, a plural `s` dropped: "seats" asks about a seat.
const words = (s) => new Set((s.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.replace(/s$/, '')));

// lumen-large follows the rules and the examples; lumen-small imitates the examples only.
function answer(system, question, model) {
  const rules = model === 'lumen-small' ? '' : system;
  const asked = words(question);
  // baglam sends a tag of its own sections (`<example`) inside a rule's text as `&lt;example`.
  const examples = [...system.matchAll(/(?:<|&lt;)example id="[^"]*">\nCustomer: ([^\n]*)\nAssistant: ([^\n]*)\n(?:<|&lt;)\/example>/g)]
    .map((m) => ({ customer: m[1], answer: m[2], overlap: [...words(m[1])].filter((w) => asked.has(w)).length }))
    .filter((e) => e.overlap > 0)
    .sort((a, b) => b.overlap - a.overlap);
  if (/refund|twice|money back/i.test(question)) {
    if (rules.includes('Never promise a refund')) return 'Billing reviews refund requests within two working days; I have passed yours on. [HC-204]';
    return examples[0]?.answer ?? 'Done: I have refunded the charge to your card.';
  }
  if (/sync v1/i.test(question) && rules.includes('Sync v1')) return 'Sync v1 is retired: switch to Sync v2 in Settings → Sync. [HC-077]';
  return examples[0]?.answer ?? 'I am not sure; a colleague will get back to you. [HC-001]';
}

// Rubric lines the stand-in grader understands: `Must say "…"` and `Must not say "…"` (any case).
function grade(question) {
  const rubric = /<rubric>\n([\s\S]*?)\n<\/rubric>/.exec(question)?.[1] ?? '';
  const said = (/<answer>\n([\s\S]*?)\n<\/answer>/.exec(question)?.[1] ?? '').toLowerCase();
  const misses = [];
  for (const [, not, phrase] of rubric.matchAll(/Must (not )?say "([^"]*)"/gi)) {
    if (said.includes(phrase.toLowerCase()) === (not !== undefined)) misses.push(`${not === undefined ? 'does not say' : 'says'} "${phrase}"`);
  }
  const checks = [...rubric.matchAll(/Must (not )?say "/gi)].length;
  const score = checks === 0 ? 0 : (checks - misses.length) / checks;
  return JSON.stringify({ reason: misses.length === 0 ? 'meets the rubric' : `the answer ${misses.join(' and ')}`, pass: checks > 0 && misses.length === 0, score });
}
