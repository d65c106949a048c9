// Checks the DOM that headless Chromium serialised (--dump-dom) after loading
// the HTML report: the charts must be there and drawn, and nothing may point
// at the network. Exits 1 with the list of failures.
import { readFileSync } from 'node:fs';

const [domFile, pngFile] = process.argv.slice(2);
if (domFile === undefined) {
  console.error('usage: node scripts/check-report-dom.mjs DOM.html [SCREENSHOT.png]');
  process.exit(2);
}
const dom = readFileSync(domFile, 'utf8');
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const svgs = [...dom.matchAll(/<svg\b[^>]*class="chart[^"]*"[^>]*>([\s\S]*?)<\/svg>/g)];
check(dom.includes('<title>baglam report'), 'the page has its title');
check(svgs.length >= 4, `at least 4 charts (found ${svgs.length})`);
check(svgs.every((m) => /<(rect|line|path)\b/.test(m[1])), 'every chart has drawn shapes');
const stacked = svgs.find((m) => /class="chart stacked"/.test(m[0]));
const segments = stacked === undefined ? 0 : (stacked[1].match(/<rect class="segment"/g) ?? []).length;
check(segments >= 6, `the stacked window bar has ≥ 6 segments (found ${segments})`);
const widths = stacked === undefined ? [] : [...stacked[1].matchAll(/<rect class="segment"[^>]*?\swidth="([\d.]+)"/g)].map((m) => Number(m[1]));
check(widths.length > 0 && widths.every((w) => w > 0), 'every segment has a positive width');
const barWidth = widths.reduce((a, b) => a + b, 0);
check(Math.abs(barWidth - 1100) < 2, `the segments fill the whole window bar (${barWidth.toFixed(1)} of 1100)`);
const boxes = (dom.match(/<g class="box">/g) ?? []).length;
check(boxes >= 8, `the distributions show ≥ 8 box plots (found ${boxes})`);
check(/<ul class="legend">(?:[\s\S]*?<li>){8}/.test(dom), 'the legend names the segments');
check(!/(?:src|href)\s*=\s*"(?:https?:)?\/\//i.test(dom) && !/https?:\/\//i.test(dom), 'no network URL anywhere');
check(!/<script\b/i.test(dom), 'no script');

if (pngFile !== undefined) {
  const png = readFileSync(pngFile);
  const isPng = png.subarray(1, 4).toString('latin1') === 'PNG';
  check(isPng, 'the screenshot is a PNG');
  if (isPng) {
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    check(width === 1280 && height === 1600, `the screenshot is 1280×1600 (got ${width}×${height})`);
    // A blank or error page compresses to a few kilobytes; charts and text do not.
    check(png.length > 40_000, `the screenshot has content (${png.length} bytes)`);
  }
}
if (failures.length > 0) {
  console.error(`${failures.length} check(s) failed`);
  process.exit(1);
}
