/**
 * Whether a model id a provider reported answering with is the model the
 * suite asks for: the same id, or a dated snapshot of it — OpenAI answers
 * `gpt-4o-mini` with `gpt-4o-mini-2024-07-18`, Anthropic names snapshots
 * `…-20241022`. Only digits and dashes may follow, so `gpt-4o` is not
 * answered by `gpt-4o-mini`.
 */
export function sameModel(reported: string, asked: string): boolean {
  if (reported === asked) return true;
  return reported.startsWith(`${asked}-`) && /^\d[\d-]*$/.test(reported.slice(asked.length + 1));
}
