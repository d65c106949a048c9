/**
 * The reference model's escaping, from the documented rule (README, "The
 * assembled prompt"; `docs/exact-counting.md`): untrusted text cannot write
 * one of baglam's tags, because the `<` of anything a model could read as
 * one becomes `&lt;`; nothing else changes. Attribute values are one line of
 * plain text.
 */

/** Every tag baglam writes, as the README lists them. */
export const TAG_NAMES = [
  'rules', 'tools', 'examples', 'example', 'summary', 'trim-note', 'turn',
  'tool-call', 'evidence', 'chunk', 'format', 'question', 'cut',
] as const;

export type TagName = (typeof TAG_NAMES)[number];

/**
 * The ASCII letter or sign a character reads as, or undefined: letters in
 * either case, and the two characters whose Unicode case folding is an ASCII
 * letter (the Kelvin sign reads as `k`, the long s as `s`). Written as a
 * table, not with `toLowerCase`, which would also map `İ`.
 */
function readsAs(ch: string): string | undefined {
  const code = ch.charCodeAt(0);
  if (code >= 0x61 && code <= 0x7a) return ch;
  if (code >= 0x41 && code <= 0x5a) return String.fromCharCode(code + 0x20);
  if (code === 0x212a) return 'k';
  if (code === 0x17f) return 's';
  return undefined;
}

/** A character that continues a tag name (so `<chunky` is not `<chunk`). */
function continuesName(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  return readsAs(ch) !== undefined || (ch >= '0' && ch <= '9') || ch === '_' || ch === '-';
}

/** Whether `text` at `at` spells `name` (letters read case-insensitively) and the name ends there. */
function spells(text: string, at: number, name: string): boolean {
  for (let k = 0; k < name.length; k++) {
    const ch = text[at + k];
    if (ch === undefined) return false;
    const wanted = name[k]!;
    if (wanted === '-' ? ch !== '-' : readsAs(ch) !== wanted) return false;
  }
  return !continuesName(text[at + name.length]);
}

/** The tag the `<` at `at` opens or closes, if it is one of ours. */
export function readTagAt(text: string, at: number): { name: TagName; closing: boolean } | undefined {
  const closing = text[at + 1] === '/';
  const name = TAG_NAMES.find((n) => spells(text, closing ? at + 2 : at + 1, n));
  return name === undefined ? undefined : { name, closing };
}

/** Untrusted text as the prompt carries it. */
export function referenceEscapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    out += text[i] === '<' && readTagAt(text, i) !== undefined ? '&lt;' : text[i]!;
  }
  return out;
}

const ATTRIBUTE_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;', '\r': '&#13;', '\n': '&#10;',
};

/** An attribute value as the prompt carries it: markup characters and line breaks as entities. */
export function referenceEscapeAttribute(value: string): string {
  let out = '';
  for (const ch of value) out += ATTRIBUTE_ENTITIES[ch] ?? ch;
  return out;
}
