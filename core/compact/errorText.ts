import { foldCase } from './foldCase.js';

/**
 * Text that looks like a failure rather than a summary: an apology or an
 * "as an AI" refusal, an error line, an HTTP error page or body. Written into
 * the summary, such text would replace real turns with noise and the model
 * would read it as part of the conversation (K4); so it is never written.
 *
 * Two strengths. `looksLikeErrorText` is for a whole response that is not a
 * summary at all (it is not even valid JSON), where a bare "error" anywhere
 * is enough. `looksLikeRefusal` is for one item of an otherwise valid
 * summary, where "error" is a normal word ("hata mesajlarını İngilizce
 * bırak"), so only apologies and refusals at the start count — and even
 * those only when the turns did not say them (see `validateSummary`).
 */

const REFUSAL_START = [
  "i'm sorry", 'i’m sorry', 'i am sorry', 'sorry,', 'i apologize', 'i apologise', 'as an ai',
  'i cannot', "i can't", 'i can’t', 'i can not', "i'm unable", 'i am unable', 'unfortunately, i',
  'üzgünüm', 'maalesef', 'özür dilerim', 'bir yapay zeka', 'yapay zeka modeli olarak', 'bir dil modeli olarak',
].map(foldCase);

const REFUSAL_ANYWHERE = [
  'as an ai language model', 'as an ai model', 'yapay zeka dil modeli olarak', 'bir yapay zeka olarak',
].map(foldCase);

const ERROR_ANYWHERE = [
  /(?<![\p{L}\p{N}])(?:error|exception|traceback|hata)(?![\p{L}\p{N}])/u,
  /internal server error|bad gateway|service unavailable|gateway time-?out|too many requests/u,
  /rate limit|quota exceeded|request timed out|upstream connect|connection refused|unauthorized|forbidden/u,
];

const ERROR_START = [
  /^<(?:!doctype|html|\?xml)/u, // an HTML or XML error page
  /^\d{3}(?:\s|$)/u, // "502 Bad Gateway", "429"
  /^\{\s*"(?:error|detail|message|status)"/u, // an API error body
];

export function looksLikeRefusal(text: string): boolean {
  const folded = foldCase(text.trim());
  return REFUSAL_START.some((start) => folded.startsWith(start)) || REFUSAL_ANYWHERE.some((p) => folded.includes(p));
}

export function looksLikeErrorText(text: string): boolean {
  const folded = foldCase(text.trim());
  return looksLikeRefusal(text) || ERROR_START.some((p) => p.test(folded)) || ERROR_ANYWHERE.some((p) => p.test(folded));
}
