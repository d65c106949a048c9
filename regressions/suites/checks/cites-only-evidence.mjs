// Custom assertion for baglam regress: every source the answer cites in
// square brackets ("[runbook/x.md]") must be a source of a chunk in the
// payload's evidence. A model that invents a plausible runbook path fails.
export default function citesOnlyEvidence(output, context) {
  const messages = context.payload.messages ?? [{ content: context.payload.text }];
  const payload = messages.map((m) => m.content).join('\n');
  const sources = new Set([...payload.matchAll(/<chunk id="[^"]*" source="([^"]*)"/g)].map((m) => m[1]));
  const cited = [...output.text.matchAll(/\[([^\]\s]+\.md)\]/g)].map((m) => m[1]);
  const invented = cited.filter((source) => !sources.has(source));
  return invented.length === 0
    ? { pass: true }
    : { pass: false, message: `cites sources that are not in the evidence: ${invented.join(', ')}` };
}
