import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../test-helpers/runCli.js';
import { attr, byId, elements, find, findOne, num, parseHtml, text, type Dom, type Element } from '../test-helpers/htmlDom.js';

/**
 * The HTML report, read as a browser reads it (parse5: the WHATWG parsing
 * algorithm) from a log built so that what the page must show is known
 * without the report's code: which lines overflow, in which order of size,
 * where the fixed part grows, how many turns each request drops. Numbers the
 * log does not fix by construction (token counts) are taken from `--json`,
 * which the page must agree with.
 */

/** Request ids a log may carry: anything at all. */
const HOSTILE = [
  '</td></tr></table><script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "<!-- ]]> &amp; &lt;b&gt; ' \u202Egpj.exe\u0007",
] as const;

/** An id longer than a table cell should hold. */
const LONG_ID = `${'ü'.repeat(150)}\u202e${'x'.repeat(50)}`;

const WINDOW = 4000;
const PROFILE = `window: ${WINDOW}\noutput: {answer: 300, reasoning: 100}\nchunkThreshold: 0.5\nmaxHistoryTurns: 4\nprotectedTurns: 2\n`;

const RULE = { id: 'r-role', text: 'You are the on-call assistant of the operations team.' };
const SLA = {
  id: 'r-sla',
  text: `SLA table: ${Array.from({ length: 40 }, (_, i) => `tier ${i} responds in ${i * 5 + 15} minutes`).join('; ')}`,
};
/** The fixed part grows at this line: the SLA rule joins every later request. */
const GROWTH_LINE = 7;
/** Lines whose question no budget holds, smallest first (the question grows with the line). */
const OVERFLOW_LINES = [5, 8, 11];
/** Lines with a six-turn history under `maxHistoryTurns: 4`: two turns dropped, the trim note added. */
const TRIMMED_LINES = [3, 6, 9, 12];
const LINES = 12;

function finishReason(line: number): string {
  return line % 4 === 0 ? 'length' : line % 4 === 1 ? 'tool_calls' : 'stop';
}

function logLine(line: number): string {
  const request: Record<string, unknown> = {
    rules: line >= GROWTH_LINE ? [RULE, SLA] : [RULE],
    question: `Is service ${line} healthy?`,
    // One chunk under the threshold: one dropped chunk a request.
    chunks: [
      { id: `k${line}`, text: `Service ${line} answered its health check.`, score: 0.9 },
      { id: `n${line}`, text: 'Unrelated.', score: 0.1 },
    ],
    history: TRIMMED_LINES.includes(line)
      ? Array.from({ length: 6 }, (_, t) => ({ role: t % 2 === 1 ? 'assistant' : 'user', content: `turn ${t} of request ${line}` }))
      : [],
  };
  // Line 5 has no id: the page must point at its line.
  if (line !== 5) request.id = line === 2 ? HOSTILE[0] : line === 8 ? HOSTILE[1] : line === 11 ? HOSTILE[2] : line === 1 ? LONG_ID : `req-${line}`;
  if (OVERFLOW_LINES.includes(line)) request.question = 'günlük '.repeat(3000 + line * 200);
  // The largest request that fits.
  if (line === 2) request.question = 'günlük '.repeat(3400);
  const completion = line % 4 === 0 ? 400 : 30 * line;
  return JSON.stringify({ request, response: { usage: { completion_tokens: completion }, finish_reason: finishReason(line) } });
}

/** How the page must show an id: every control, format or bidi character spelt out, so nothing hides or reorders text. */
function shown(id: string): string {
  return id.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}

interface Summary {
  requests: number;
  assembled: number;
  overflow: { count: number; rate: number; overBy: Record<string, number> };
  sections: Record<string, Record<string, number>>;
  trimNote: { count: number; rate: number };
  candidatesExhausted: { count: number; rate: number };
  output: { finishReasons: Record<string, number>; responses: number };
}

let dir = '';
let page = '';
let dom: Dom;
let summary: Summary;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baglam-html-'));
  await writeFile(join(dir, 'p.yaml'), PROFILE);
  await writeFile(join(dir, 'log.jsonl'), `${Array.from({ length: LINES }, (_, i) => logLine(i + 1)).join('\n')}\n`);
  const run = await runCli(['report', 'log.jsonl', '--profile', 'p.yaml', '--json', '--html', 'report.html', '--jobs', '1'], { cwd: dir });
  expect(run.stderr).toContain('report.html');
  expect(run.code).toBe(0);
  summary = JSON.parse(run.stdout) as Summary;
  page = await readFile(join(dir, 'report.html'), 'utf8');
  dom = parseHtml(page);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function rows(table: Element): string[][] {
  return find(findOne(table, 'tbody'), 'tr').map((tr) => find(tr, 'td').map((td) => text(td).trim()));
}

function column(table: Element, header: string): string[] {
  const headers = find(table, 'th').map((th) => text(th).trim());
  const i = headers.indexOf(header);
  if (i < 0) throw new Error(`no column "${header}" in ${JSON.stringify(headers)}`);
  return rows(table).map((r) => r[i]!);
}

describe('the log built for these tests', () => {
  it('has the overflows, growth, trims and finish reasons the page must show', () => {
    expect(summary.requests).toBe(LINES);
    expect(summary.overflow.count).toBe(OVERFLOW_LINES.length);
    expect(summary.trimNote.count).toBe(TRIMMED_LINES.length);
    expect(summary.sections.fixed!.min).toBeLessThan(summary.sections.fixed!.max!);
    expect(summary.output.finishReasons).toEqual({ length: 3, stop: 6, tool_calls: 3 });
  });
});

describe('overflows', () => {
  it('lists every overflowing request, largest first, by its id or else its line, with how far over it is', () => {
    const table = findOne(byId(dom, 'overflows'), 'table');
    // Sizes grow with the line, so largest first is the lines in reverse.
    expect(column(table, 'request')).toEqual([shown(HOSTILE[2]), shown(HOSTILE[1]), 'line 5']);
    expect(column(table, 'where')).toEqual(['log.jsonl:11', 'log.jsonl:8', 'log.jsonl:5']);
    const overBy = column(table, 'over by (tokens)').map(num);
    // Three overflows: their min, median and max are the three values.
    const p = summary.overflow.overBy;
    expect(overBy).toEqual([p.max, p.p50, p.min]);
    const needs = column(table, 'prompt needs (tokens)').map(num);
    expect(needs).toEqual(overBy.map((v) => v + WINDOW - 400));
  });

  it('gives the over-by distribution: p50, p90 and max', () => {
    const over = byId(dom, 'overflows');
    const stats = Object.fromEntries(find(over, 'div', 'stat').map((d) => [text(findOne(d, 'div', 'label')).trim(), num(text(findOne(d, 'div', 'value')))]));
    expect(stats).toMatchObject({ 'p50 over by': summary.overflow.overBy.p50, 'p90 over by': summary.overflow.overBy.p90, 'max over by': summary.overflow.overBy.max });
    expect(text(over)).toContain('3 of 12 requests (25.0% of requests)');
  });

  it('lists the largest requests that fit', () => {
    const table = findOne(byId(dom, 'largest'), 'table');
    expect(column(table, 'request')[0]).toBe(shown(HOSTILE[0]));
    expect(column(table, 'where')[0]).toBe('log.jsonl:2');
    const tokens = column(table, 'prompt (tokens)').map(num);
    expect(tokens[0]).toBe(summary.sections.total!.max);
    expect(tokens).toEqual([...tokens].sort((a, b) => b - a));
    expect(tokens).toHaveLength(summary.assembled);
  });

  it('cuts a long id, and says how long it was', () => {
    const table = findOne(byId(dom, 'largest'), 'table');
    const row = column(table, 'where').indexOf('log.jsonl:1');
    expect(column(table, 'request')[row]).toBe(`${'ü'.repeat(120)}… (201 characters)`);
  });
});

describe('one base for shares of tokens', () => {
  it('states the base on the page: the window', () => {
    expect(text(findOne(dom, 'p', 'base'))).toMatch(/of the window \(4\u202f000 tokens\)/);
    expect(text(dom.root)).not.toMatch(/of the (prompt )?budget/);
  });

  it('computes every share in the window legend and the cards over the window', () => {
    const legend = findOne(dom, 'table', 'legend');
    const tokens = column(legend, 'tokens').map(num);
    const shares = column(legend, 'of the window');
    expect(tokens.length).toBeGreaterThanOrEqual(6);
    tokens.forEach((t, i) => {
      const exact = (100 * t) / WINDOW;
      expect(shares[i]).toBe(exact > 0 && exact < 0.05 ? '<0.1%' : `${exact.toFixed(1)}%`);
    });
    const card = (key: string): string => text(find(dom, 'div', 'card').find((c) => attr(c, 'data-key') === key)!);
    expect(card('prompt')).toContain(`${((100 * summary.sections.total!.p50!) / WINDOW).toFixed(1)}% of the window`);
    expect(card('fixed')).toContain(`${((100 * summary.sections.fixed!.p50!) / WINDOW).toFixed(1)}% of the window`);
  });
});

describe('axes and labels', () => {
  it('names the unit of every axis', () => {
    const charts = find(dom, 'svg', 'chart').filter((svg) => find(svg, 'text', 'tick').length > 0);
    expect(charts.length).toBeGreaterThanOrEqual(5);
    for (const svg of charts) {
      const title = find(svg, 'text', 'axis-title').map((t) => text(t));
      expect(title.length, attr(svg, 'aria-label')).toBeGreaterThan(0);
      expect(title.join(' '), attr(svg, 'aria-label')).toMatch(/tokens|requests|of the output reserve|line of the log/);
    }
  });

  it('labels ticks with round numbers: whole numbers for counts and tokens, whole percents for ratios', () => {
    const ticks = find(dom, 'text', 'tick').map((t) => text(t));
    expect(ticks.length).toBeGreaterThan(20);
    for (const tick of ticks) expect(tick).toMatch(/^(0|[1-9]\d{0,2}(\u202f\d{3})*)%?$/);
    expect(text(dom.root)).not.toMatch(/\d\.\d{4,}/);
    const turns = byId(dom, 'dropped-turns');
    expect(find(turns, 'text', 'tick').filter((t) => attr(t, 'data-axis') === 'x').map((t) => text(t))).toEqual(['0', '1', '2']);
  });

  it('labels every section of the window bars, however thin, with its tokens', () => {
    const bars = find(dom, 'svg', 'stacked');
    expect(bars).toHaveLength(2);
    expect(find(dom, 'rect', 'segment').length).toBeGreaterThanOrEqual(8);
    for (const bar of bars) labelled(bar);
  });

  function labelled(bar: Element): void {
    const labels = [...find(bar, 'text', 'segment-label'), ...find(bar, 'text', 'callout')].map((t) => text(t));
    const segments = find(bar, 'rect', 'segment');
    for (const segment of segments) {
      const [name, tokens] = text(findOne(segment, 'title')).split(/: | tokens/);
      expect(labels.some((l) => l.startsWith(`${name} `) && l.includes(tokens!)), name).toBe(true);
    }
    // Thin ones are called out above the bar, none on top of another.
    const callouts = find(bar, 'text', 'callout').map((t) => ({ x: Number(attr(t, 'x')), y: Number(attr(t, 'y')), w: Number(attr(t, 'data-width')) }));
    for (const a of callouts) {
      for (const b of callouts) {
        if (a !== b && a.y === b.y) expect(a.x + a.w <= b.x || b.x + b.w <= a.x).toBe(true);
      }
    }
  }
});

describe('what the old page left out', () => {
  it('shows the fixed part along the log, so that its growth shows', () => {
    const chart = findOne(byId(dom, 'fixed-part'), 'svg', 'chart');
    const bins = find(chart, 'rect', 'bin').map((r) => ({ lines: attr(r, 'data-lines')!, fixed: Number(attr(r, 'data-fixed')) }));
    const fits = Array.from({ length: LINES }, (_, i) => i + 1).filter((l) => !OVERFLOW_LINES.includes(l));
    const { min, max } = summary.sections.fixed!;
    // One bin a line for a short log; the overflows have no bin.
    expect(bins.map((b) => b.lines)).toEqual(fits.map(String));
    for (const bin of bins) expect(bin.fixed).toBe(Number(bin.lines) < GROWTH_LINE ? min : max);
    const steps = find(chart, 'text', 'step').map((t) => text(t));
    expect(steps).toEqual([`line ${GROWTH_LINE}: ${min} → ${max}`]);
    expect(text(byId(dom, 'fixed-part'))).toContain(`from ${min} to ${max} tokens`);
  });

  it('counts trim notes and requests whose candidates ran out', () => {
    const history = text(byId(dom, 'history'));
    expect(history).toContain(`trim note added in ${TRIMMED_LINES.length} of ${summary.assembled} requests that fit (${((100 * TRIMMED_LINES.length) / summary.assembled).toFixed(1)}%)`);
    const evidence = text(byId(dom, 'evidence'));
    const ran = summary.candidatesExhausted;
    expect(evidence).toContain(`candidates ran out in ${ran.count} of ${summary.assembled} requests that fit (${(100 * ran.rate).toFixed(1)}%)`);
  });

  it('charts dropped turns per request: how many requests dropped how many', () => {
    const chart = findOne(byId(dom, 'dropped-turns'), 'svg', 'chart');
    const columns = Object.fromEntries(find(chart, 'rect', 'column').map((r) => [attr(r, 'data-value'), Number(attr(r, 'data-count'))]));
    expect(columns).toEqual({ 0: summary.assembled - TRIMMED_LINES.length, 1: 0, 2: TRIMMED_LINES.length });
  });

  it('breaks the answers down by finish reason', () => {
    const table = findOne(byId(dom, 'finish-reasons'), 'table');
    expect(column(table, 'finish reason')).toEqual(['stop', 'length', 'tool_calls']);
    expect(column(table, 'answers').map(num)).toEqual([6, 3, 3]);
    expect(column(table, 'of answers')).toEqual(['50.0%', '25.0%', '25.0%']);
  });
});

describe('a self-contained page', () => {
  it('fetches nothing: no script, no font, no link, no image, and a policy that forbids them', () => {
    const csp = find(dom, 'meta').find((m) => attr(m, 'http-equiv') === 'Content-Security-Policy');
    expect(attr(csp!, 'content')).toMatch(/default-src 'none'/);
    const tags = new Set(elements(dom).map((e) => e.tagName));
    for (const banned of ['script', 'link', 'img', 'iframe', 'object', 'embed', 'audio', 'video', 'source', 'image', 'use', 'foreignObject', 'base', 'form']) {
      expect(tags.has(banned), banned).toBe(false);
    }
    for (const element of elements(dom)) {
      for (const a of element.attrs) {
        if (['href', 'src', 'xlink:href', 'action', 'srcset'].includes(a.name)) expect(a.value.startsWith('#'), `${element.tagName} ${a.name}`).toBe(true);
        expect(a.value, `${element.tagName} ${a.name}`).not.toMatch(/url\((?!#)/);
      }
    }
    const css = find(dom, 'style').map((s) => text(s)).join('\n');
    expect(css).not.toMatch(/@import|@font-face|url\((?!#)/);
    expect(page).not.toMatch(/https?:|\/\/[a-z]/i);
  });

  it('keeps hostile request ids as text: no element or attribute comes from the log', () => {
    expect(dom.errors.map((e) => e.code)).toEqual([]);
    const allowed = new Set([
      'html', 'head', 'body', 'meta', 'title', 'style', 'main', 'header', 'footer', 'section', 'h1', 'h2', 'h3', 'p', 'div', 'span', 'code',
      'table', 'thead', 'tbody', 'tr', 'th', 'td', 'ul', 'li', 'strong', 'em', 'abbr',
      'svg', 'g', 'rect', 'line', 'path', 'text', 'tspan', 'defs', 'pattern', 'polyline', 'circle',
    ]);
    for (const element of elements(dom)) {
      expect(allowed.has(element.tagName), element.tagName).toBe(true);
      for (const a of element.attrs) expect(a.name.startsWith('on'), `${element.tagName} ${a.name}`).toBe(false);
    }
    // Every id shows in full, as text; the bidi override and the bell are spelt out.
    const ids = [...find(dom, 'td', 'request'), ...find(dom, 'td', 'where')].map((td) => text(td));
    for (const id of HOSTILE) expect(ids).toContain(shown(id));
    expect(shown(HOSTILE[2])).toContain('\\u202E');
    expect(text(dom.root)).not.toMatch(/[\u202e\u0007]/);
  });
});
