#!/usr/bin/env bash
# `npm run build`: installs everything, then builds the site for production (site/dist: the client's
# files, the server build of the pages, and the production server that `npm start` runs).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
install_deps
pnpm --filter @cepa/site build
