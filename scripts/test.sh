#!/usr/bin/env bash
# The test command: installs everything (Chromium from Debian's package when missing) and runs every gate.
# Pass gate names to run only those: npm test -- lint unit
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_chromium
install_deps
node scripts/test.mjs "$@"
