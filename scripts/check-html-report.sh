#!/usr/bin/env bash
# Renders the HTML report in a real headless browser (Debian's chromium
# package, never a downloaded one) and checks what the browser made of it:
#
#  - the bundled Turkish ops log's report: its DOM (scripts/check-report-dom.mjs:
#    charts drawn, every section labelled, round ticks, the fixed part's growth,
#    the overflows by name), no Content-Security-Policy violation in the
#    browser's console, and the screenshot docs/report.png;
#  - a log whose request ids are hostile (markup, quotes, a bidi override):
#    the browser's DOM has no element from them, and each shows as text;
#  - a control: the same page with an image added does log a violation, so a
#    clean console means something;
#  - `regress --html` of the graded example suite: a section per experiment
#    with its verdict, the answers side by side with only the differing words
#    marked, no policy violation, and the same control.
#
#   npm run report:screenshot     (needs: apt-get install -y chromium)
#
# Not part of `npm test`: CI has no apt access. Exits non-zero when a check fails.
set -euo pipefail
cd "$(dirname "$0")/.."

browser="$(command -v chromium || true)"
if [ -z "$browser" ]; then
  echo "chromium not found; install Debian's package: apt-get install -y chromium" >&2
  exit 2
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

npm run build --silent
node dist/cli/bin.js report fixtures/products/tr-ops-copilot/requests.jsonl \
  --profile fixtures/products/tr-ops-copilot/profile.yaml --html "$work/report.html" >/dev/null

# No network, no first-run UI, a fresh profile for every run; console messages
# (Content-Security-Policy violations among them) go to the log.
flags=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run
  --disable-background-networking --disable-component-update --disable-sync --hide-scrollbars
  --enable-logging=stderr --v=0)

# dump NAME PAGE: the DOM the browser built, in $work/NAME.dom, its log in $work/NAME.log.
dump() {
  "$browser" "${flags[@]}" --user-data-dir="$work/$1-profile" \
    --dump-dom "file://$2" >"$work/$1.dom" 2>"$work/$1.log"
}

fail() {
  echo "FAIL $1" >&2
  tail -n 20 "$work"/*.log >&2 || true
  exit 1
}

dump report "$work/report.html"
"$browser" "${flags[@]}" --user-data-dir="$work/shot-profile" \
  --screenshot="$work/report.png" --window-size=1280,1440 \
  "file://$work/report.html" >/dev/null 2>"$work/shot.log"
node scripts/check-report-dom.mjs "$work/report.dom" "$work/report.png" || fail "the report's DOM"
if grep -q "Content Security Policy" "$work/report.log" "$work/shot.log"; then
  grep -h "Content Security Policy" "$work/report.log" "$work/shot.log" >&2
  fail "the page tried to load something its policy forbids"
fi
echo "ok   no Content-Security-Policy violation in the browser's console"

# The control: an image from the network must be refused, and logged.
sed 's|</main>|<img src="http://192.0.2.1/x.png" alt=""></main>|' "$work/report.html" >"$work/control.html"
dump control "$work/control.html"
grep -q "violates the following Content Security Policy" "$work/control.log" || fail "the control: an added image was not refused by the policy"
echo "ok   the control: an image added to the page is refused by its policy"

# Hostile request ids, one of them on an overflowing request.
node - "$work" <<'EOF'
const { writeFileSync } = await import('node:fs');
const dir = process.argv[2];
const ids = [
  '</td></tr></table><script>document.title="pwned"</script>',
  '"><img src=x onerror=alert(1)>',
  "<!-- ]]> &amp; ' \u202Egpj.exe",
  '<svg onload=alert(1)><style>body{display:none}</style>',
];
const lines = ids.map((id, i) => JSON.stringify({ request: { id, question: i === 1 ? 'günlük '.repeat(3000) : `soru ${i}` } }));
writeFileSync(`${dir}/hostile.jsonl`, `${lines.join('\n')}\n`);
writeFileSync(`${dir}/hostile.yaml`, 'window: 4000\noutput: {answer: 300, reasoning: 100}\n');
writeFileSync(`${dir}/hostile-ids.json`, JSON.stringify(ids));
EOF
node dist/cli/bin.js report "$work/hostile.jsonl" --profile "$work/hostile.yaml" --html "$work/hostile.html" >/dev/null
dump hostile "$work/hostile.html"
node scripts/check-report-dom.mjs --hostile "$work/hostile.dom" "$work/hostile-ids.json" || fail "the hostile ids"
grep -q "<title>baglam report" "$work/hostile.dom" || fail "the hostile page lost its title"

# regress --html: the graded example suite's replay, its side-by-side answers; the same policy and checks.
node dist/cli/bin.js regress regressions/examples/graded.suite.yaml --html "$work/regress.html" >/dev/null
dump regress "$work/regress.html"
node scripts/check-report-dom.mjs --regress "$work/regress.dom" || fail "the regress page's DOM"
if grep -q "Content Security Policy" "$work/regress.log"; then
  grep -h "Content Security Policy" "$work/regress.log" >&2
  fail "the regress page tried to load something its policy forbids"
fi
sed 's|</main>|<img src="http://192.0.2.1/x.png" alt=""></main>|' "$work/regress.html" >"$work/regress-control.html"
dump regress-control "$work/regress-control.html"
grep -q "violates the following Content Security Policy" "$work/regress-control.log" || fail "the regress control: an added image was not refused"
echo "ok   regress --html: no policy violation, and an image added to it is refused"

cp "$work/report.png" docs/report.png
echo "wrote docs/report.png"
