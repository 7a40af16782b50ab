#!/usr/bin/env bash
# The start command: installs everything, then runs the site on the embedded backend and Storybook.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
install_deps
trap 'kill 0' EXIT INT TERM
pnpm --filter @cepa/site dev >/tmp/cepa-site.log 2>&1 &
pnpm exec storybook dev -p 6006 --host 127.0.0.1 --no-open --ci >/tmp/cepa-storybook.log 2>&1 &
for url in http://127.0.0.1:5173/ http://127.0.0.1:6006/; do
  for _ in $(seq 1 120); do curl -fsS -o /dev/null "$url" 2>/dev/null && break; sleep 1; done
done
cat <<MSG

  Cepa is running (Ctrl+C stops both):
    Site (embedded backend):  http://127.0.0.1:5173/es/
    Storybook:                http://127.0.0.1:6006/
  Logs: /tmp/cepa-site.log, /tmp/cepa-storybook.log

MSG
wait
