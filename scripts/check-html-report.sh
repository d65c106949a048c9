#!/usr/bin/env bash
# Renders the HTML report of the bundled Turkish ops log in a real headless
# browser (Debian's chromium package, never a downloaded one), checks that the
# charts rendered, and writes the screenshot docs/report.png.
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

# No network, no first-run UI, a fresh profile for every run.
flags=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run
  --disable-background-networking --disable-component-update --disable-sync --hide-scrollbars)

"$browser" "${flags[@]}" --user-data-dir="$work/dom-profile" \
  --dump-dom "file://$work/report.html" >"$work/dom.html" 2>"$work/chromium-dom.log"
"$browser" "${flags[@]}" --user-data-dir="$work/shot-profile" \
  --screenshot="$work/report.png" --window-size=1280,1600 \
  "file://$work/report.html" >/dev/null 2>"$work/chromium-shot.log"

if ! node scripts/check-report-dom.mjs "$work/dom.html" "$work/report.png"; then
  echo "browser logs:" >&2
  tail -n 20 "$work/chromium-dom.log" "$work/chromium-shot.log" >&2 || true
  exit 1
fi
cp "$work/report.png" docs/report.png
echo "wrote docs/report.png"
