#!/usr/bin/env bash
# The `html` gate of `npm test`: the Nu Html Checker over the server-rendered pages of the built site
# (scripts/html.mjs). Installs Debian's default-jre-headless when the machine has no Java, then runs it.
#   bash scripts/html.sh                          every page type (build the site first: pnpm --filter @cepa/site build)
#   HTML_PAGES=contact bash scripts/html.sh       some page types; HTML_WARNINGS=1 prints the warnings too
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_java
exec node scripts/html.mjs "$@"
