import { TAG_NAMES, readTagAt, type TagName } from './reference/escape.js';

export type SectionTag = TagName;

export interface TagCounts {
  open: Record<SectionTag, number>;
  close: Record<SectionTag, number>;
}

/**
 * How often each of our tags opens (`<chunk`) and closes (`</chunk`) in a
 * text, read the way a model would read them and the way the reference
 * escaping decides what is a tag: letters in any case, the Kelvin sign and
 * the long s as `k` and `s`, and a name that goes on (`<chunky`) is not ours.
 */
export function countTags(text: string): TagCounts {
  const open = Object.fromEntries(TAG_NAMES.map((t) => [t, 0])) as Record<SectionTag, number>;
  const close = Object.fromEntries(TAG_NAMES.map((t) => [t, 0])) as Record<SectionTag, number>;
  for (let at = text.indexOf('<'); at >= 0; at = text.indexOf('<', at + 1)) {
    const tag = readTagAt(text, at);
    if (tag !== undefined) (tag.closing ? close : open)[tag.name]++;
  }
  return { open, close };
}
