#!/usr/bin/env bash
# The visitor journeys in Firefox and WebKit (e2e/engines/run.mjs) over the built site: installs Debian's
# firefox-esr, webkit2gtk-driver and xvfb when missing, then runs them. The `engines` gate of `npm test`.
#   bash scripts/engines.sh                     both engines (build the site first: pnpm --filter @cepa/site build)
#   CEPA_ENGINES=webkit bash scripts/engines.sh one engine
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_engines
exec node e2e/engines/run.mjs "$@"
