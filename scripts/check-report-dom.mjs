// Checks the DOM that headless Chromium serialised (--dump-dom) after loading
// the HTML report: what the page must show is there and drawn, the labels
// and ticks read as they should, and nothing may point at the network.
// Exits 1 with the list of failures.
//
//   node scripts/check-report-dom.mjs DOM.html [SCREENSHOT.png]   the bundled log's report
//   node scripts/check-report-dom.mjs --hostile DOM.html IDS.json  a log whose ids are hostile
//   node scripts/check-report-dom.mjs --regress DOM.html            regress --html of the graded example suite
import { readFileSync } from 'node:fs';
import { parse } from 'parse5';

const args = process.argv.slice(2);
const hostile = args[0] === '--hostile';
const regress = args[0] === '--regress';
const [domFile, extra] = hostile || regress ? args.slice(1) : args;
if (domFile === undefined || (hostile && extra === undefined)) {
  console.error('usage: node scripts/check-report-dom.mjs DOM.html [SCREENSHOT.png]\n       node scripts/check-report-dom.mjs --hostile DOM.html IDS.json\n       node scripts/check-report-dom.mjs --regress DOM.html');
  process.exit(2);
}
const html = readFileSync(domFile, 'utf8');
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

// The DOM as Chromium left it, walked with parse5 (the same parsing algorithm).
const root = parse(html);
const attr = (e, name) => e.attrs.find((a) => a.name === name)?.value;
const hasClass = (e, name) => (attr(e, 'class') ?? '').split(/\s+/).includes(name);
const text = (node) => (node.nodeName === '#text' ? node.value : (node.childNodes ?? []).map(text).join(''));
const under = (node) => {
  const out = [];
  (function walk(n) {
    for (const child of n.childNodes ?? []) {
      if (child.tagName !== undefined) out.push(child);
      walk(child);
    }
  })(node);
  return out;
};
const elements = under(root);
const find = (node, tag, className) => under(node).filter((e) => e.tagName === tag && (className === undefined || hasClass(e, className)));
const byId = (id) => elements.find((e) => attr(e, 'id') === id);

const tags = new Set(elements.map((e) => e.tagName));
check(['script', 'link', 'img', 'iframe', 'object', 'embed', 'image', 'use', 'foreignObject'].every((t) => !tags.has(t)), 'no script, link, image, frame or object element');
check(elements.every((e) => e.attrs.every((a) => !a.name.startsWith('on'))), 'no event-handler attribute');
check(
  elements.every((e) => e.attrs.every((a) => !['src', 'href', 'xlink:href', 'srcset', 'action'].includes(a.name) || a.value.startsWith('#'))),
  'no attribute pointing outside the page',
);
check(!/https?:\/\//i.test(html), 'no network URL anywhere');
const csp = elements.find((e) => e.tagName === 'meta' && attr(e, 'http-equiv') === 'Content-Security-Policy');
check(csp !== undefined && /default-src 'none'/.test(attr(csp, 'content')), "a content security policy with default-src 'none'");

if (regress) {
  // regress --html of regressions/examples/graded.suite.yaml: what its replay must show.
  check(html.includes('<title>baglam regress'), 'the page has its title');
  const sections = elements.filter((e) => e.tagName === 'section' && hasClass(e, 'experiment'));
  const verdicts = Object.fromEntries(sections.map((e) => [attr(e, 'data-experiment'), attr(e, 'data-verdict')]));
  check(
    verdicts['drop-duplicate-seat-example'] === 'safe' && verdicts['drop-refund-example'] === 'safe' && verdicts['control-drop-refund-rule-and-example'] === 'unsafe',
    `one section per experiment with its verdict (${JSON.stringify(verdicts)})`,
  );
  check(sections.every((e) => find(e, 'span', 'verdict').length === 1 && /Saves \d+ tokens per request/.test(text(e))), 'each shows its verdict and the tokens it saves');
  const control = sections.find((e) => attr(e, 'data-experiment') === 'control-drop-refund-rule-and-example');
  const row = control === undefined ? undefined : find(control, 'tr').find((r) => find(r, 'td', 'before').length === 1);
  const before = row === undefined ? '' : text(find(row, 'td', 'before')[0]);
  const after = row === undefined ? '' : text(find(row, 'td', 'after')[0]);
  check(/two working days/.test(before) && /I have refunded/.test(after), 'the control shows the baseline and the experiment answer side by side');
  const removed = row === undefined ? [] : find(row, 'del').map(text);
  const added = row === undefined ? [] : find(row, 'ins').map(text);
  check(removed.some((t) => t.includes('two working days')) && added.some((t) => t.includes('refunded')) && !removed.concat(added).some((t) => t.includes('I have')),
    `only the words that differ are marked (removed: ${JSON.stringify(removed)}; added: ${JSON.stringify(added)})`);
  check(control !== undefined && /Why unsafe/.test(text(control)) && /graded/.test(text(control)), 'the unsafe verdict gives its reason');
} else if (hostile) {
  const ids = JSON.parse(readFileSync(extra, 'utf8'));
  const cells = elements.filter((e) => e.tagName === 'td' && hasClass(e, 'request')).map(text);
  const shown = (id) => id.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
  for (const id of ids) check(cells.includes(shown(id)), `the id ${JSON.stringify(id)} shows as text`);
} else {
  const charts = elements.filter((e) => e.tagName === 'svg' && hasClass(e, 'chart'));
  check(html.includes('<title>baglam report'), 'the page has its title');
  check(charts.length >= 7, `at least 7 charts (found ${charts.length})`);
  check(charts.every((svg) => find(svg, 'rect').length + find(svg, 'line').length + find(svg, 'path').length > 0), 'every chart has drawn shapes');

  const bars = charts.filter((svg) => hasClass(svg, 'stacked'));
  check(bars.length === 2, `two window bars: the window and the prompt enlarged (found ${bars.length})`);
  for (const bar of bars) {
    const segments = find(bar, 'rect', 'segment');
    const widths = segments.map((s) => Number(attr(s, 'width')));
    const sum = widths.reduce((a, b) => a + b, 0);
    check(widths.length >= 3 && widths.every((w) => w > 0) && Math.abs(sum - 1100) < 2, `${attr(bar, 'aria-label')}: ${widths.length} segments fill the bar (${sum.toFixed(1)} of 1100)`);
    const labels = [...find(bar, 'text', 'segment-label'), ...find(bar, 'text', 'callout')].map(text);
    const unlabelled = segments
      .map((s) => text(find(s, 'title')[0]).split(/: | tokens/))
      .filter(([name, tokens]) => !labels.some((l) => l.startsWith(`${name} `) && l.includes(tokens)))
      .map(([name]) => name);
    check(unlabelled.length === 0, `every segment is labelled with its tokens${unlabelled.length === 0 ? '' : ` (not: ${unlabelled.join(', ')})`}`);
  }
  check(elements.filter((e) => e.tagName === 'g' && hasClass(e, 'box')).length >= 10, 'the distributions show ≥ 10 box plots');
  const ticks = elements.filter((e) => e.tagName === 'text' && hasClass(e, 'tick')).map(text);
  const odd = ticks.filter((t) => !/^(0|[1-9]\d{0,2}(\u202f\d{3})*)%?$/.test(t));
  check(ticks.length > 30 && odd.length === 0, `every tick label is a round number (${ticks.length} ticks${odd.length === 0 ? '' : `; not: ${odd.join(', ')}`})`);
  const untitled = charts.filter((svg) => find(svg, 'text', 'tick').length > 0 && find(svg, 'text', 'axis-title').length === 0);
  check(untitled.length === 0, 'every axis is titled with what it counts');

  // The bundled log's story: the fixed part grew in three versions.
  const fixed = byId('fixed-part');
  const steps = fixed === undefined ? [] : find(fixed, 'text', 'step').map(text);
  check(steps.length === 2, `the fixed part steps up twice along the log (${steps.join('; ')})`);
  const bins = fixed === undefined ? [] : find(fixed, 'rect', 'bin').map((r) => Number(attr(r, 'data-fixed')));
  check(bins.length > 100 && bins[bins.length - 1] > 1.5 * bins[0], `the fixed part grows along the log (${bins[0]} → ${bins[bins.length - 1]} tokens, ${bins.length} columns)`);

  const overflows = byId('overflows');
  const rows = overflows === undefined ? [] : find(find(overflows, 'tbody')[0] ?? overflows, 'tr');
  const count = overflows === undefined ? NaN : Number(/(\d+) of [\d\u202f]+ requests/.exec(text(overflows))?.[1]);
  check(rows.length > 0 && rows.length === count, `the overflows are listed by name (${rows.length} rows for ${count} overflows)`);
  check(rows.every((r) => /\S/.test(text(find(r, 'td')[0]))), 'every overflow row names its request');
  check(byId('dropped-turns') !== undefined && find(byId('dropped-turns'), 'rect', 'column').length > 1, 'dropped turns per request are charted');
  check(byId('finish-reasons') !== undefined && find(byId('finish-reasons'), 'tr').length >= 3, 'answers are broken down by finish reason');
  check(/trim note added in \d+ of/.test(text(root)) && /candidates ran out in \d+ of/.test(text(root)), 'trim notes and candidates that ran out are counted');
  check(find(root, 'p', 'base').some((p) => /of the window \([\d\u202f]+ tokens\)/.test(text(p))), 'the page states the base of its shares');

  if (extra !== undefined) {
    const png = readFileSync(extra);
    const isPng = png.subarray(1, 4).toString('latin1') === 'PNG';
    check(isPng, 'the screenshot is a PNG');
    if (isPng) {
      const width = png.readUInt32BE(16);
      const height = png.readUInt32BE(20);
      check(width === 1280 && height === 1440, `the screenshot is 1280×1440 (got ${width}×${height})`);
      // A blank or error page compresses to a few kilobytes; charts and text do not.
      check(png.length > 40_000, `the screenshot has content (${png.length} bytes)`);
    }
  }
}
if (failures.length > 0) {
  console.error(`${failures.length} check(s) failed`);
  process.exit(1);
}
