#!/usr/bin/env bash
# The start command: installs everything, then runs the site on the embedded backend (a process of its
# own, as in production; CEPA_BACKEND_URL names a real one instead) and Storybook.
# Logs go to .logs/ in the checkout; a taken port or a server that stops is said plainly, with its log.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
install_deps

logs="$PWD/.logs"
mkdir -p "$logs"

# Something already answers on the port (another `npm run dev`, a preview server...).
port_taken() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
backend_port="${BACKEND_PORT:-4300}"
ports="5173 6006"
if [ -z "${CEPA_BACKEND_URL:-}" ]; then ports="$ports $backend_port"; fi
for port in $ports; do
  if port_taken "$port"; then
    echo "npm run dev: port $port on 127.0.0.1 is taken (another npm run dev?). Stop what uses it, then run it again." >&2
    exit 1
  fi
done

trap 'kill 0' EXIT INT TERM
if [ -z "${CEPA_BACKEND_URL:-}" ]; then
  # The embedded backend as the production server starts it: built, then a process of its own. Restart
  # npm run dev to take a change to its handlers. Built with the pseudo-language, as the dev server has it
  # (its pages at /qps/; tools/vite-messages.ts): a production build (npm run build) leaves it out. So it
  # goes to site/.dev, never to site/dist: a production build's backend would otherwise list a language its
  # site refuses (every page a 500 from npm start until the next build) and lose its photographs.
  (cd site && CEPA_PSEUDO_LANGUAGE=1 CEPA_SITE_OUT_DIR=.dev pnpm exec vite build -c vite.backend.config.ts --logLevel warn &&
    node ../tools/photographs.mjs .dev/backend/media) >"$logs/backend.log" 2>&1
  BACKEND_PORT="$backend_port" node site/.dev/backend/server.mjs >>"$logs/backend.log" 2>&1 &
  backend=$!
  export CEPA_BACKEND_URL="http://127.0.0.1:$backend_port/api" CEPA_BACKEND_EMBEDDED=1 # the dev server does not ask it
  backend_name="embedded backend"
else
  backend_name="backend $CEPA_BACKEND_URL"
fi
pnpm --filter @cepa/site dev >"$logs/site.log" 2>&1 &
site=$!
pnpm exec storybook dev -p 6006 --host 127.0.0.1 --no-open --ci >"$logs/storybook.log" 2>&1 &
storybook=$!

# Waits until the server answers; says so and shows its log's end if it stops or never answers.
wait_for() {
  local name=$1 pid=$2 url=$3 log=$4
  for _ in $(seq 1 120); do
    if curl -fsS -o /dev/null "$url" 2>/dev/null; then return 0; fi
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "npm run dev: the $name stopped before it answered. The end of $log:" >&2
      tail -n 20 "$log" >&2
      exit 1
    fi
    sleep 1
  done
  echo "npm run dev: the $name did not answer at $url within 2 minutes; see $log" >&2
  exit 1
}
if [ -n "${backend:-}" ]; then
  wait_for "embedded backend" "$backend" "$CEPA_BACKEND_URL/club/session/" "$logs/backend.log"
fi
wait_for site "$site" http://127.0.0.1:5173/ "$logs/site.log"
wait_for Storybook "$storybook" http://127.0.0.1:6006/ "$logs/storybook.log"

cat <<MSG

  Cepa is running (Ctrl+C stops both):
    Site, Casa Solera:  http://127.0.0.1:5173/es/
    Site, Isla Brava:   http://brava.localhost:5173/es/
    Pseudo-language:    http://127.0.0.1:5173/qps/  (development only: accented, longer, bracketed)
    Storybook:          http://127.0.0.1:6006/
    Backend:            $backend_name at $CEPA_BACKEND_URL
  Logs: .logs/site.log, .logs/storybook.log, .logs/backend.log
  The embedded backend starts afresh with npm run dev (its control calls are for the tests only).

MSG
wait
