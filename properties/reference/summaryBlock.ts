/**
 * A compacted history's summary block, read as docs/compaction.md shows it:
 * a header that says which turns it covers (`Önceki turların özeti (tur
 * 1–26).` / `Summary of earlier turns (turns 1–26).`), then headed lists of
 * `- item (1, 2, 4–6)` lines (identifiers several to a line, ` · `
 * between them; a line a later turn replaced says so after its turns,
 * `(1; superseded by turn 36)`, `(1; tur 36 ile değişti)`: such an item
 * is `replaced`; lines of one list said in the same turns share the note of
 * the last of them, `- a` then `- b (1)`), and possibly,
 * after a last heading, text carried over verbatim. Read apart from
 * `core/compact/renderSummary.ts`.
 */
export interface SummaryBlock {
  /** How many turns the summary covers (the header's `1–N`). */
  covers: number;
  /** Items under each heading, with their turn numbers; `replaced` when the line says a later turn replaced it. */
  sections: Map<string, BlockItem[]>;
  /** Lines after the last heading that are not items: text carried over verbatim. */
  carried: string | undefined;
}

export interface BlockItem {
  text: string;
  turns: number[];
  replaced?: true;
}

const HEADER = /^(?:Önceki turların özeti \(tur|Summary of earlier turns \(turns) 1(?:–(\d+))?\)\. \S/u;
const NOTED = /^- (.+) \(([0-9–, ]+)(; [^()]+)?\)$/u;
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
  const sections = new Map<string, BlockItem[]>();
  let heading: string | undefined;
  // Lines without a note yet: the run's last line gives them its turns.
  let waiting: string[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const item = NOTED.exec(line);
    if (heading !== undefined && (item !== null || line.startsWith('- '))) {
      if (item === null) {
        waiting.push(line.slice(2));
        continue;
      }
      // Identifiers share a line, ` · ` between them, with the line's turns (docs/compaction.md).
      for (const body of [...waiting, item[1]!]) {
        const texts = IDENTIFIER_HEADINGS.has(heading) ? body.split(' · ') : [body];
        for (const text of texts) sections.get(heading)!.push({ text, turns: turnList(item[2]!), ...(item[3] === undefined ? {} : { replaced: true as const }) });
      }
      waiting = [];
    } else if (line.endsWith(':') && !line.startsWith('- ') && waiting.length === 0) {
      heading = line;
      sections.set(heading, []);
    } else {
      // Not an item (nor lines waiting for a note that never comes): from the last heading on, the text was carried
      // over as it was.
      return carriedFrom(i - waiting.length);
    }
  }
  return waiting.length > 0 ? carriedFrom(lines.length - waiting.length) : { covers: covers(), sections, carried: undefined };

  function covers(): number {
    return header![1] === undefined ? 1 : Number(header![1]);
  }
  function carriedFrom(i: number): SummaryBlock {
    if (heading !== undefined) sections.delete(heading);
    return { covers: covers(), sections, carried: lines.slice(i).join('\n') };
  }
}
