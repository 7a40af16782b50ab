#!/usr/bin/env bash
# Refreshes the visual baselines from a fresh Storybook build and records the Chromium they were taken with.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_chromium
install_deps
pnpm build-storybook
UPDATE_BASELINES=1 pnpm exec playwright test -c e2e/playwright.visual.config.ts --update-snapshots=changed "$@"
mkdir -p e2e/__screenshots__
"$CHROMIUM_PATH" --version 2>/dev/null | grep -oE '[0-9]+(\.[0-9]+){3}' > e2e/__screenshots__/CHROMIUM_VERSION
echo "Baselines refreshed for Chromium $(cat e2e/__screenshots__/CHROMIUM_VERSION). Review them with git diff before committing."
