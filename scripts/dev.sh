#!/usr/bin/env bash
# The start command: installs everything, then runs the site on the embedded backend and Storybook.
# Logs go to .logs/ in the checkout; a taken port or a server that stops is said plainly, with its log.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
install_deps

logs="$PWD/.logs"
mkdir -p "$logs"

# Something already answers on the port (another `npm run dev`, a preview server...).
port_taken() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
for port in 5173 6006; do
  if port_taken "$port"; then
    echo "npm run dev: port $port on 127.0.0.1 is taken (another npm run dev?). Stop what uses it, then run it again." >&2
    exit 1
  fi
done

trap 'kill 0' EXIT INT TERM
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
wait_for site "$site" http://127.0.0.1:5173/ "$logs/site.log"
wait_for Storybook "$storybook" http://127.0.0.1:6006/ "$logs/storybook.log"

cat <<MSG

  Cepa is running (Ctrl+C stops both):
    Site, Casa Solera (embedded backend):  http://127.0.0.1:5173/es/
    Site, Isla Brava:                      http://brava.localhost:5173/es/
    Storybook:                             http://127.0.0.1:6006/
  Logs: .logs/site.log, .logs/storybook.log
  Reset the embedded backend:  curl -X POST -H 'x-cepa-control: 1' -H 'content-type: application/json' -d '{}' http://127.0.0.1:5173/api/__backend/reset

MSG
wait
