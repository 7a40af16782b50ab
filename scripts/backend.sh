#!/usr/bin/env bash
# `npm run backend`: the embedded backend alone, a process of its own on 127.0.0.1:${BACKEND_PORT:-4300}
# (built first when the site has not been built). Its control calls need CEPA_BACKEND_CONTROL=1.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
if [ ! -f site/dist/backend/server.mjs ]; then
  install_deps
  (cd site && pnpm exec vite build -c vite.backend.config.ts --logLevel warn)
fi
exec node site/dist/backend/server.mjs
