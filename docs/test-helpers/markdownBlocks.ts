/**
 * The code blocks of the docs, as the tests that run them read them: the doc
 * test (`docs/snippets.test.ts`, and `docs/snippets.measuring.test.ts` for the
 * steps that measure speed) runs every block of README.md and docs/*.md; the
 * packed-install test (`cli/packedInstall.slow.test.ts`) runs the README's
 * quick start in an empty project that installed the packed package. Both
 * read blocks, shell lines and shown output the same way, here.
 */

export type Kind = 'ts' | 'yaml' | 'jsonl' | 'sh';

const KINDS: Record<string, Kind> = { ts: 'ts', typescript: 'ts', yaml: 'yaml', yml: 'yaml', jsonl: 'jsonl', sh: 'sh', bash: 'sh', shell: 'sh' };

export interface Block {
  /** `docs/gate.md:69`: where the fence opens. */
  where: string;
  kind: Kind;
  body: string;
  /** The reason of a `<!-- no-run: … -->` marker on the line above the fence. */
  noRun: string | undefined;
  /**
   * The test file named by a `<!-- run-by: FILE -->` marker on the line above
   * the fence: that test runs the block where a reader would (the quick start
   * in a project that installed the tarball), so the doc test does not run it
   * a second time.
   */
  runBy: string | undefined;
}

/** The blocks of one Markdown file that the doc test knows how to run (TypeScript, YAML, JSONL, shell), in order. */
export function extractBlocks(markdown: string, file: string): Block[] {
  const lines = markdown.split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,}|~{3,})\s*([\w-]*)/.exec(lines[i]!);
    if (open === null) continue;
    const fence = open[1]!;
    let end = i + 1;
    while (end < lines.length && !lines[end]!.startsWith(fence)) end++;
    const kind = KINDS[open[2]!.toLowerCase()];
    if (kind !== undefined) {
      const above = lines[i - 1] ?? '';
      const noRun = /^<!--\s*no-run:\s*(.*?)\s*-->\s*$/.exec(above)?.[1];
      const runBy = /^<!--\s*run-by:\s*(\S+)\s*-->\s*$/.exec(above)?.[1];
      blocks.push({ where: `${file}:${i + 1}`, kind, body: lines.slice(i + 1, end).join('\n') + '\n', noRun, runBy });
    }
    i = end;
  }
  return blocks;
}

/** One command of a shell block, with the exit code and the output lines the doc states. */
export interface ShellStep {
  line: string;
  exit: number;
  shows: string[];
}

/**
 * Commands (joined across `\` line ends), each with the exit code its
 * comment states. `#` lines above a command describe it; `#` lines after the
 * block's last command are output it must print.
 */
export function shellSteps(body: string): ShellStep[] {
  const steps: ShellStep[] = [];
  let comments: string[] = [];
  for (const raw of body.replace(/\s*\\\n\s*/g, ' ').split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      comments.push(line.slice(1).trim());
      continue;
    }
    comments = [];
    const comment = /\s#\s(.*)$/.exec(line)?.[1] ?? '';
    const exit = /\bexit (\d)\s*$/.exec(comment)?.[1];
    steps.push({ line: line.replace(/\s+#\s.*$/, ''), exit: exit === undefined ? 0 : Number(exit), shows: [] });
  }
  steps[steps.length - 1]?.shows.push(...comments);
  return steps;
}

/**
 * Whether a shell step measures speed: `baglam bench` (tinybench, judged by
 * ratios to a reference task) or `baglam gate` (whose bench step does the
 * same). A ratio measured while other processes share the cores is noise,
 * so the doc test runs these steps alone, after the other test files
 * (`docs/snippets.measuring.test.ts`); every other step runs beside them.
 */
export function measures(step: ShellStep): boolean {
  return /(^|[\s;&|(])(npx\s+)?baglam\s+(bench|gate)\b/.test(step.line);
}

/** Whether the doc test runs a block: it is marked neither no-run nor run-by another test. */
export function runByDocTest(block: Block): boolean {
  return block.noRun === undefined && block.runBy === undefined;
}

const squash = (text: string): string => text.replace(/\s+/g, ' ');
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `output` shows a line the doc states; `…` stands for text that varies (counts, timings), whitespace runs count as one space. */
export function showsLine(output: string, shown: string): boolean {
  return new RegExp(shown.split('…').map((part) => escape(squash(part).trim())).join('.*')).test(squash(output));
}

/** The lines of one `## ` section of a Markdown file, the heading included, with the line number of its first line. */
export function section(markdown: string, heading: string): { text: string; firstLine: number } {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`## ${heading}`));
  if (start < 0) throw new Error(`no "## ${heading}" section`);
  let end = start + 1;
  while (end < lines.length && !lines[end]!.startsWith('## ')) end++;
  return { text: lines.slice(start, end).join('\n'), firstLine: start + 1 };
}
