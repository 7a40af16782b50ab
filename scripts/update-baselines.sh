#!/usr/bin/env bash
# Refreshes the visual baselines from a fresh Storybook build, records the Chromium they were taken with,
# and removes baselines that no story is judged by any more (a renamed story, a width its tags dropped).
# Extra arguments go to Playwright, e.g. -g "Booking/" to refresh some stories only (nothing is removed then).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_chromium
install_deps
pnpm build-storybook
# The gate runs as in CI (missing baselines are written); then each screenshot that differed is accepted.
UPDATE_BASELINES=1 pnpm exec playwright test -c e2e/playwright.stories.config.ts --update-snapshots=missing "$@" || true
node scripts/accept-screenshots.mjs
if [ $# -eq 0 ]; then node scripts/prune-baselines.mjs; fi
mkdir -p e2e/__screenshots__
"$CHROMIUM_PATH" --version 2>/dev/null | grep -oE '[0-9]+(\.[0-9]+){3}' > e2e/__screenshots__/CHROMIUM_VERSION
echo "Baselines refreshed for Chromium $(cat e2e/__screenshots__/CHROMIUM_VERSION). Review them with git diff before committing."
