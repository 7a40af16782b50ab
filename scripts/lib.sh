# Shared helpers for Cepa's scripts. Needs only Node (with npm) and, for Chromium, Debian's apt.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
PNPM_VERSION=12.21.0

# Puts pnpm $PNPM_VERSION on PATH: the machine's when it is that version, else a project-local copy
# installed from npm into .tools/ (nothing global is touched).
ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then return 0; fi
  local dir=".tools/pnpm"
  if [ ! -x "$dir/node_modules/.bin/pnpm" ] || [ "$("$dir/node_modules/.bin/pnpm" --version)" != "$PNPM_VERSION" ]; then
    echo "Installing pnpm $PNPM_VERSION into $dir ..."
    npm install --silent --no-save --no-package-lock --prefix "$dir" "pnpm@$PNPM_VERSION" >/dev/null
  fi
  export PATH="$PWD/$dir/node_modules/.bin:$PATH"
}

ensure_chromium() {
  if [ -x "$CHROMIUM_PATH" ]; then return 0; fi
  echo "Chromium is missing at $CHROMIUM_PATH: installing Debian's chromium package..."
  local sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  if ! command -v apt-get >/dev/null 2>&1 || ! { $sudo apt-get update -qq && $sudo apt-get install -y -qq chromium >/dev/null; }; then
    echo "ERROR: could not install Chromium. Install Debian's 'chromium' package (apt-get install chromium)," >&2
    echo "or set CHROMIUM_PATH to a Chromium binary, then run the command again." >&2
    exit 1
  fi
  echo "Installed $("$CHROMIUM_PATH" --version 2>/dev/null)"
}

# nginx, from Debian's package, for the cluster check (several site processes behind a shared cache).
ensure_nginx() {
  if [ -x "${NGINX_PATH:-/usr/sbin/nginx}" ]; then return 0; fi
  echo "nginx is missing: installing Debian's nginx package..."
  local sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  if ! command -v apt-get >/dev/null 2>&1 || ! { $sudo apt-get update -qq && $sudo apt-get install -y -qq nginx >/dev/null; }; then
    echo "ERROR: could not install nginx. Install Debian's 'nginx' package (apt-get install nginx)," >&2
    echo "or set NGINX_PATH to an nginx binary, then run the command again." >&2
    exit 1
  fi
}

install_deps() {
  ensure_pnpm
  pnpm install --frozen-lockfile --reporter=silent
}
