/**
 * A compacted history's summary block, read as docs/compaction.md shows it:
 * a header that says which turns it covers (`Önceki turların özeti (tur
 * 1–26).` / `Summary of earlier turns (turns 1–26).`), then headed lists of
 * `- item (tur 1, 2, 4–6)` lines (identifiers several to a line, ` · `
 * between them), and possibly, after a last heading, text
 * carried over verbatim. Read apart from `core/compact/renderSummary.ts`.
 */
export interface SummaryBlock {
  /** How many turns the summary covers (the header's `1–N`). */
  covers: number;
  /** Items under each heading, with their turn numbers. */
  sections: Map<string, { text: string; turns: number[] }[]>;
  /** Lines after the last heading that are not items: text carried over verbatim. */
  carried: string | undefined;
}

const HEADER = /^(?:Önceki turların özeti \(tur|Summary of earlier turns \(turns) 1(?:–(\d+))?\)\. \S/u;
const ITEM = /^- (.+) \((?:tur|turns?) ([0-9–, ]+)\)$/u;
const IDENTIFIER_HEADINGS = new Set(['Kimlikler:', 'Identifiers:']);

function turnList(list: string): number[] {
  return list.split(', ').flatMap((part) => {
    const [from, to] = part.split('–').map(Number);
    return to === undefined ? [from!] : Array.from({ length: to - from! + 1 }, (_, k) => from! + k);
  });
}

/** The block, or undefined when the text is not one (no header where it should be). */
export function readSummaryBlock(text: string): SummaryBlock | undefined {
  const lines = text.split('\n');
  const header = HEADER.exec(lines[0] ?? '');
  if (header === null) return undefined;
  const sections = new Map<string, { text: string; turns: number[] }[]>();
  let heading: string | undefined;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const item = ITEM.exec(line);
    if (item !== null && heading !== undefined) {
      // Identifiers share a line, ` · ` between them, with the line's turns (docs/compaction.md).
      const texts = IDENTIFIER_HEADINGS.has(heading) ? item[1]!.split(' · ') : [item[1]!];
      for (const text of texts) sections.get(heading)!.push({ text, turns: turnList(item[2]!) });
    } else if (line.endsWith(':') && !line.startsWith('- ')) {
      heading = line;
      sections.set(heading, []);
    } else {
      // Not an item: from the last heading on, the text was carried over as it was.
      if (heading !== undefined) sections.delete(heading);
      return { covers: header[1] === undefined ? 1 : Number(header[1]), sections, carried: lines.slice(i).join('\n') };
    }
  }
  return { covers: header[1] === undefined ? 1 : Number(header[1]), sections, carried: undefined };
}
