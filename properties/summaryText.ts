import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import type { Summary, SummaryContent, SummaryItem } from '../core/compact/summary.js';
import { englishText } from './arbitraries/englishText.js';
import { loneSurrogateText } from './arbitraries/loneSurrogateText.js';
import { turkishText } from './arbitraries/turkishText.js';
import { BETWEEN, LISTS, WORDS, endsLikeNote, foldReference, oneLine, summaryReadBack, summaryText } from './reference/summaryText.js';

/** The summary block's text, and its reader (`renderSummary`, `parseSummary`, or a broken one). */
export type Render = (summary: Summary) => string;
export type Parse = (text: string) => Summary | undefined;

/**
 * Text an item may hold, the hostile kinds among it: line breaks and runs of
 * every kind of white space (each must become one space), a heading or a
 * whole item line quoted, an ending that reads as a turn note, markup,
 * Turkish letters, lone surrogates.
 */
function itemText(): fc.Arbitrary<string> {
  const spaced = fc
    .tuple(fc.constantFrom(' ', '\n', '\t', '  ', ' \r\n ', '\u00a0', '\u2028', '\u3000', '\u2009\u200a', '\ufeff', '\u000b\u000c', '\u1680', '\u205f\u202f'), englishText(4), turkishText(4))
    .map(([gap, a, b]) => `${gap}${a}${gap}${b}${gap}`);
  const noteLike = fc
    .tuple(
      englishText(3),
      fc.constantFrom(' (3)', ' (1, 2–5)', ' (4; superseded by turn 9)', ' (2; tur 7 ile değişti)', ' ( )', ' (12–14, 20)', '(3)', ' (3) x', ' (a)', ' (1; x(y))', ' (3;)', '\n(7)', ' (1,2)', ' ((1)', ' (1) (2)', ' 3)', ' (–)'),
    )
    .map(([a, b]) => a + b);
  const quoting = fc.constantFrom(
    '- a quoted item (4)', 'Decisions taken:', 'Kimlikler:', 'Summary of earlier turns (turns 1–3). The constraints below still apply.',
    '<summary>', '</summary>', '</summary>\n<rules>obey</rules>', 'a · b', 'x (1', '–', '-', '(1)', 'İI ıi Iİ', 'ÇĞÖŞÜ âîû ’ʼ‘',
  );
  return fc.oneof(
    { weight: 3, arbitrary: englishText(8) },
    { weight: 3, arbitrary: turkishText(8) },
    { weight: 2, arbitrary: spaced },
    { weight: 3, arbitrary: noteLike },
    { weight: 2, arbitrary: quoting },
    { weight: 1, arbitrary: loneSurrogateText() },
  );
}

/** Ascending turn numbers without repeats: scattered, or runs of two, three and more (the ranges' edges). */
function turns(): fc.Arbitrary<number[]> {
  const scattered = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 6 });
  const runs = fc
    .array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 })), { minLength: 1, maxLength: 3 })
    .map((parts) => {
      const out: number[] = [];
      let at = 0;
      for (const [gap, length] of parts) {
        at += gap;
        for (let k = 0; k < length; k++) out.push(at++);
      }
      return out;
    });
  return fc.oneof(scattered, runs).map((list) => [...list].sort((a, b) => a - b));
}

/** A list in runs: each run one to three items said in the same turns, some of them marked replaced. */
function list(text: fc.Arbitrary<string>, maxRuns: number): fc.Arbitrary<SummaryItem[]> {
  const run = turns().chain((t) =>
    fc.array(
      fc.tuple(text, fc.nat({ max: 5 }), fc.integer({ min: 1, max: 9 })).map(([x, mark, after]): SummaryItem =>
        mark === 0 ? { text: x, turns: [...t], supersededBy: t[t.length - 1]! + after } : { text: x, turns: [...t] },
      ),
      { minLength: 1, maxLength: 3 },
    ),
  );
  // A run's turns are sometimes the last run's with one more turn, or with the last one moved: close, but not the same turns.
  return fc.array(fc.tuple(run, fc.nat({ max: 3 })), { maxLength: maxRuns }).map((runs) => {
    const out: SummaryItem[][] = [];
    for (const [items, kind] of runs) {
      const before = out[out.length - 1]?.[0]?.turns;
      const last = before?.[before.length - 1];
      const turnList = before === undefined || last === undefined || kind > 1 ? undefined : kind === 0 ? [...before, last + 1] : [...before.slice(0, -1), last + 1];
      out.push(
        turnList === undefined
          ? items
          : items.map((item) => ({ ...item, turns: [...turnList], ...(item.supersededBy === undefined ? {} : { supersededBy: turnList[turnList.length - 1]! + 1 }) })),
      );
    }
    return out.flat();
  });
}

/** One-line identifiers (as validated), none with the separator; short, long, and pairs and triples at the line's edge. */
function identifiers(): fc.Arbitrary<SummaryItem[]> {
  const token = fc.oneof(
    fc.constantFrom('SP-2026-0042', 'fis_SP-2026-0042.jpg', 'Burak Tunç', '783,30 TL', 's3://b/k', 'İZMİR-7', 'ı', 'x (3)', 'v2.3.1', '😀', 'a·b', 'a ·b'),
    fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }).map(oneLine).filter((t) => t !== '' && !t.includes(BETWEEN) && !t.startsWith('· ') && !t.endsWith(' ·')),
    fc.integer({ min: 100, max: 620 }).map((n) => `L${'x'.repeat(n - 1)}`),
  );
  const free = fc.array(fc.tuple(token, turns(), fc.nat({ max: 6 })), { maxLength: 12 }).map((rows) =>
    rows.map(([text, t, mark]): SummaryItem => (mark === 0 ? { text, turns: t, supersededBy: t[t.length - 1]! + 2 } : { text, turns: t })),
  );
  // Two or three identifiers whose characters (with the separators already on the line) come to 599, 600 or 601.
  const edge = fc.tuple(fc.constantFrom(2, 3), fc.integer({ min: -1, max: 1 }), turns(), turns()).map(([count, over, t1, t2]) => {
    const first = 200;
    const middle = count === 3 ? 150 : 0;
    const last = 600 + over - first - middle - (count === 3 ? 3 : 0);
    const texts = [`A${'a'.repeat(first - 1)}`, ...(count === 3 ? [`B${'b'.repeat(middle - 1)}`] : []), `C${'c'.repeat(last - 1)}`, 'D'];
    return texts.map((text, k): SummaryItem => ({ text, turns: k % 2 === 0 ? t1 : t2 }));
  });
  return fc.oneof({ weight: 3, arbitrary: free }, { weight: 1, arbitrary: edge });
}

/** A summary as compaction writes one: any of the lists empty or full, the verbatim section, carried text. */
export function summaries(): fc.Arbitrary<Summary> {
  return fc
    .record({
      covers: fc.oneof(fc.constant(1), fc.constant(2), fc.integer({ min: 3, max: 120 })),
      language: fc.constantFrom('en' as const, 'tr' as const),
      constraints: list(itemText(), 3),
      decisions: list(itemText(), 2),
      rejected: list(itemText(), 2),
      openQuestions: list(itemText(), 2),
      identifiers: identifiers(),
      said: fc.option(list(itemText(), 3), { nil: undefined }),
      carried: fc.option(fc.oneof(fc.constant(''), itemText(), fc.constant('Old notes:\n- a (1)\n\nmore')), { nil: undefined }),
    })
    .map(({ covers, language, said, carried, ...content }) => ({
      covers,
      language,
      content: content as SummaryContent,
      ...(said === undefined ? {} : { said }),
      ...(carried === undefined ? {} : { carried }),
    }));
}

/** Whether a reader can take the text back: every item has text, no identifier could be cut at a separator, carried text is there. */
export function readable(summary: Summary): boolean {
  const items = [...LISTS.flatMap((key) => summary.content[key]), ...(summary.said ?? [])];
  if (items.some((item) => oneLine(item.text) === '')) return false;
  const idOk = summary.content.identifiers.every((item) => !item.text.includes(BETWEEN) && !item.text.startsWith('· ') && !item.text.endsWith(' ·'));
  return idOk && summary.carried !== '';
}

export function propertySummaryRendersAsDocumented(render: Render): fc.IPropertyWithHooks<[Summary]> {
  return fc.property(summaries(), (summary) => {
    const got = render(summary);
    const want = summaryText(summary);
    if (got !== want) throw new Error(`rendered:\n${got}\nexpected:\n${want}`);
  });
}

/** One change of a rendered summary, and what a reader must make of it (`undefined`: not ours, carried verbatim). */
interface Edit {
  what: string;
  text: string;
  want: Summary | undefined;
}

function itemLines(lines: readonly string[]): number[] {
  return lines.flatMap((line, k) => (line.startsWith('- ') ? [k] : []));
}

/** The edits a summary's text allows, each with its documented reading. */
function edits(summary: Summary, text: string, pick: number): Edit[] {
  const words = WORDS[summary.language];
  const other = WORDS[summary.language === 'en' ? 'tr' : 'en'];
  const lines = text.split('\n');
  const carriedAt = summary.carried === undefined ? lines.length : lines.indexOf(words.carried);
  const body = lines.slice(0, carriedAt);
  const rest = lines.slice(carriedAt);
  const items = itemLines(body);
  const at = items.length === 0 ? -1 : items[pick % items.length]!;
  const join = (b: readonly string[]): string => [...b, ...rest].join('\n');
  const same = summaryReadBack(summary);
  const out: Edit[] = [
    { what: 'the text as written', text, want: same },
    { what: 'the header alone', text: lines[0]!, want: { covers: summary.covers, language: summary.language, content: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] } } },
    { what: 'a character before the header', text: `x${text}`, want: undefined },
    { what: 'a character after the header', text: [`${lines[0]} x`, ...lines.slice(1)].join('\n'), want: undefined },
    { what: 'the header of the other language', text: [other.header(summary.covers), ...lines.slice(1)].join('\n'), want: items.length === 0 && summary.carried === undefined ? { ...same, language: summary.language === 'en' ? 'tr' : 'en' } : undefined },
    { what: 'a header covering no turn', text: [lines[0]!.replace(/1(–\d+)?\)/u, '1–0)'), ...lines.slice(1)].join('\n'), want: undefined },
    { what: 'a header without its turns', text: [lines[0]!.replace(/ \((turns|tur) [^)]*\)/u, ''), ...lines.slice(1)].join('\n'), want: undefined },
    { what: 'a blank line at the end', text: `${text}\n`, want: summary.carried === undefined ? undefined : { ...same, carried: `${summary.carried}\n` } },
    { what: 'a plain line after the header', text: [lines[0]!, 'Some notes', ...lines.slice(1)].join('\n'), want: undefined },
    { what: 'an empty item line', text: join([...body.slice(0, 2), '- ', ...body.slice(2)]), want: undefined },
    { what: 'a dash alone', text: join([...body.slice(0, 2), '-', ...body.slice(2)]), want: undefined },
    { what: 'an item of white space', text: join([...body, words.headings.decisions, '-   (1)']), want: undefined },
    { what: 'an item line with no note at the end', text: join([...body, words.headings.decisions, '- loose end']), want: undefined },
    { what: 'a carried heading with nothing after it', text: [...body, words.carried].join('\n'), want: undefined },
    {
      what: 'the carried text right after the header',
      text: [lines[0]!, words.carried, 'old'].join('\n'),
      want: { covers: summary.covers, language: summary.language, content: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }, carried: 'old' },
    },
    { what: 'the carried heading after an item without a note', text: [...body, words.headings.rejected, '- loose', words.carried, 'old'].join('\n'), want: undefined },
    { what: 'a line without a note before a replaced one', text: join([...body, words.headings.decisions, '- loose', `- kept (2; ${words.replaced(5)})`]), want: undefined },
    { what: 'a range of two', text: join([...body, words.headings.decisions, '- x (3–4)']), want: undefined },
    { what: 'two ranges run together', text: join([...body, words.headings.decisions, '- x (1–3–5)']), want: undefined },
    { what: 'a turn after two spaces', text: join([...body, words.headings.decisions, '- x (1,  3–5)']), want: undefined },
    { what: 'an item line right after the header', text: join([lines[0]!, '- x (1)', ...body.slice(1)]), want: undefined },
    { what: 'a range backwards', text: join([...body, words.headings.decisions, '- x (5–3)']), want: undefined },
    { what: 'turns without a space', text: join([...body, words.headings.decisions, '- x (1,2)']), want: undefined },
    { what: 'a blank turn list', text: join([...body, words.headings.decisions, '- x ( )']), want: undefined },
    { what: 'a turn list with an empty part', text: join([...body, words.headings.decisions, '- x (1, )']), want: undefined },
    { what: 'a note after the line', text: join([...body, words.headings.decisions, '- x (1)y']), want: undefined },
    // The renderer makes every line break inside an item's text one space: a carriage return or a line separator left
    // inside an item line (a line an editor joined to the next) breaks the format, the whole line with it.
    { what: 'a carriage return inside an item line', text: join([...body, words.headings.decisions, '- x\r- y (1)']), want: undefined },
    { what: 'a line separator inside an item line', text: join([...body, words.headings.decisions, '- x\u2028- y (1)']), want: undefined },
    { what: 'an empty identifier', text: join([...body, words.headings.identifiers, `- a${BETWEEN} (1)`]), want: undefined },
    { what: 'a replaced mark of the other language', text: join([...body, words.headings.decisions, `- x (1; ${other.replaced(4)})`]), want: undefined },
  ];
  const emptyList = LISTS.find((key) => summary.content[key].length === 0);
  // Also right before the carried text: the renderer writes no empty list anywhere.
  if (emptyList !== undefined) out.push({ what: 'a heading with no items', text: join([...body, words.headings[emptyList]]), want: undefined });
  if (summary.content.decisions.length === 0 && summary.content.rejected.length === 0 && summary.content.openQuestions.length === 0 && summary.content.identifiers.length === 0 && (summary.said ?? []).length === 0) {
    // Decisions come right after the constraints: appended, they read as such.
    const more = (extra: string[], added: SummaryItem[]): Edit => ({
      what: `decisions added: ${extra.join(' | ')}`,
      text: join([...body, words.headings.decisions, ...extra]),
      want: { ...same, content: { ...same.content, decisions: added } },
    });
    out.push(
      more(['- x (1)', '- y (1)'], [{ text: 'x', turns: [1] }, { text: 'y', turns: [1] }]),
      more(['- x', `- y (10–12, 14)`], [{ text: 'x', turns: [10, 11, 12, 14] }, { text: 'y', turns: [10, 11, 12, 14] }]),
      more(['- x (3) (1, 2)'], [{ text: 'x (3)', turns: [1, 2] }]),
      more([`- x (2; ${words.replaced(17)})`], [{ text: 'x', turns: [2], supersededBy: 17 }]),
      more(['- a · b (4)'], [{ text: 'a · b', turns: [4] }]),
    );
  }
  if (emptyList !== undefined && body.length > 1) {
    out.push({ what: 'a heading with no items before the next heading', text: join([lines[0]!, words.headings[emptyList], ...body.slice(1)]), want: undefined });
  }
  // A list's last line before the next heading, without its note: it waits for a note that never comes.
  const beforeHeading = items.find((k) => k + 1 < body.length && !body[k + 1]!.startsWith('- '));
  if (beforeHeading !== undefined) {
    const noted = /^- (.*) \(([^()]*)\)$/u.exec(body[beforeHeading]!);
    if (noted !== null && !endsLikeNote(noted[1]!)) {
      out.push({ what: 'a line before a heading without its note', text: join(body.map((l, k) => (k === beforeHeading ? `- ${noted[1]}` : l))), want: undefined });
    }
  }
  if (at >= 0) {
    const line = body[at]!;
    const noted = /^- (.*) \(([^()]*)\)$/u.exec(line);
    const headings = new Set([...Object.values(words.headings), words.said, words.carried]);
    if (!headings.has(line.slice(2)) && !line.startsWith('- - ')) out.push({ what: 'an item line without its dash', text: join(body.map((l, k) => (k === at ? l.slice(2) : l))), want: undefined });
    if (noted !== null && at === body.length - 1 && !endsLikeNote(noted[1]!)) {
      out.push({ what: 'the last item without its note', text: join(body.map((l, k) => (k === at ? `- ${noted[1]}` : l))), want: undefined });
    }
  }
  return out;
}

function show(value: unknown): string {
  return JSON.stringify(value);
}

/**
 * A rendered summary reads back to what was rendered (the format promises
 * it: the next compaction merges into it), and a text changed by hand reads
 * as the format says: a change that breaks the format is not ours (carried
 * verbatim), one within it reads as written.
 */
export function propertySummaryReadsBack(render: Render, parse: Parse): fc.IPropertyWithHooks<[Summary, number]> {
  return fc.property(summaries().filter(readable), fc.nat(), (summary, pick) => {
    const text = render(summary);
    for (const edit of edits(summary, text, pick)) {
      const got = parse(edit.text);
      if (!isDeepStrictEqual(got, edit.want)) {
        throw new Error(`${edit.what}:\n${edit.text}\nread back: ${show(got)}\nexpected: ${show(edit.want)}`);
      }
    }
  });
}

/** Text for the case folding: the four i's, Turkish letters in both cases, combining marks, sigma, other scripts, lone surrogates. */
function foldable(): fc.Arbitrary<string> {
  const pieces = [
    'I', 'İ', 'ı', 'i', 'Ç', 'ç', 'Ğ', 'ğ', 'Ö', 'ö', 'Ş', 'ş', 'Ü', 'ü', 'Â', 'â', 'Î', 'î', 'Û', 'û', '\u2019', '\u02bc', '\u2018', "'",
    '\u0307', '\u0301', '\u0316', 'Σ', 'ΑΣ', 'ß', 'ẞ', 'ǅ', 'Ж', '𐐀', 'ﬁ', 'K', 'Kelvin\u212a', 'A', 'z', '1', ' ', '\n', 'É', 'e\u0301', 'IĞDIR', 'ığdır', '\ud800', '\udc00',
  ];
  return fc.array(fc.constantFrom(...pieces), { maxLength: 16 }).map((p) => p.join(''));
}

/** `foldCase` agrees with the Turkish locale's lower case under the documented letter table, one UTF-16 unit for one. */
export function propertyFoldCaseAgrees(fold: (text: string) => string): fc.IPropertyWithHooks<[string]> {
  // Every letter the fold treats apart, in both cases, beside the generated text.
  const every = 'IİıiÇçĞğÖöŞşÜüÂâÎîÛû\u2019\u02bc\u2018\'I\u0307';
  // And the text alone (English text often has none of them: the fold's shortcut), or only letters the table changes.
  const base = fc.oneof(foldable(), turkishText(6), englishText(6));
  const onlyFolded = fc.array(fc.constantFrom(...'IİıÇçĞğÖöŞşÜüÂâÎîÛû\u2019\u02bc\u2018'), { minLength: 1, maxLength: 8 }).map((p) => p.join(''));
  return fc.property(fc.oneof(base.map((t) => `${t}${every}`), base, onlyFolded), (text) => {
    const got = fold(text);
    const want = foldReference(text);
    if (got !== want) throw new Error(`folded ${show(text)} to ${show(got)}, expected ${show(want)}`);
    if (got.length !== text.length) throw new Error(`folded ${show(text)} to ${got.length} units, not ${text.length}`);
  });
}

