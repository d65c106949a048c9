import { SECTION_TAGS } from '../core/render.js';

export type SectionTag = (typeof SECTION_TAGS)[number];

export interface TagCounts {
  open: Record<SectionTag, number>;
  close: Record<SectionTag, number>;
}

/**
 * How often each of our tags opens (`<chunk` followed by a non-name
 * character) and closes (`</chunk`) in a text, in any ASCII letter case, as
 * a model that reads `<CHUNK>` as a boundary would count them.
 */
export function countTags(text: string): TagCounts {
  const open = {} as Record<SectionTag, number>;
  const close = {} as Record<SectionTag, number>;
  // ASCII folding only: `toLowerCase` would also turn the Kelvin sign into `k`.
  const lower = text.replace(/[A-Z]/g, (c) => c.toLowerCase());
  for (const tag of SECTION_TAGS) {
    open[tag] = occurrences(lower, `<${tag}`);
    close[tag] = occurrences(lower, `</${tag}`);
  }
  return { open, close };
}

function occurrences(text: string, needle: string): number {
  let n = 0;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    const next = text.charAt(at + needle.length);
    if (!/[A-Za-z0-9_-]/.test(next)) n++;
  }
  return n;
}
