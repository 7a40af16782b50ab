#!/usr/bin/env bash
# The test command: installs everything (Chromium and nginx from Debian's packages when missing) and runs
# every gate.
# Pass gate names to run only those: npm test -- lint unit
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_chromium
ensure_nginx
ensure_openssl
ensure_promtool
install_deps
node scripts/test.mjs "$@"
