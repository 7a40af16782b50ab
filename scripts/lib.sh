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

# Installs Debian's package $2 when the binary $1 is missing; $3 names the variable that points elsewhere.
ensure_debian_package() {
  local binary=$1 package=$2 variable=$3
  if [ -x "$binary" ]; then return 0; fi
  echo "$package is missing at $binary: installing Debian's $package package..."
  local sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  if ! command -v apt-get >/dev/null 2>&1 || ! { $sudo apt-get update -qq && $sudo apt-get install -y -qq "$package" >/dev/null; }; then
    echo "ERROR: could not install $package. Install Debian's '$package' package (apt-get install $package)," >&2
    echo "or set $variable to a $package binary, then run the command again." >&2
    exit 1
  fi
}

ensure_chromium() {
  ensure_debian_package "$CHROMIUM_PATH" chromium CHROMIUM_PATH
}

# nginx, for the cluster check (several site processes behind a shared cache).
ensure_nginx() {
  ensure_debian_package "${NGINX_PATH:-/usr/sbin/nginx}" nginx NGINX_PATH
}

# openssl, with which Lighthouse's front (nginx on TLS) gets a certificate of its own for each run.
ensure_openssl() {
  ensure_debian_package "${OPENSSL_PATH:-/usr/bin/openssl}" openssl OPENSSL_PATH
}

# promtool (Debian's prometheus package), with which the cluster check reads each process's metrics as
# Prometheus would.
ensure_promtool() {
  ensure_debian_package "${PROMTOOL_PATH:-/usr/bin/promtool}" prometheus PROMTOOL_PATH
}

install_deps() {
  ensure_pnpm
  pnpm install --frozen-lockfile --reporter=silent
}

# Firefox ESR, WebKitGTK's WebDriver (with its MiniBrowser) and Xvfb for the Firefox and WebKit journeys
# (e2e/engines): Debian's packages, installed when missing, as Chromium is.
ensure_engines() {
  local missing=()
  [ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
  { [ -x /usr/bin/WebKitWebDriver ] && [ -x /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser ]; } ||
    missing+=(webkit2gtk-driver)
  command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb)
  if [ ${#missing[@]} -eq 0 ]; then return 0; fi
  echo "Firefox and WebKit need Debian's ${missing[*]}: installing..."
  local sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  if ! command -v apt-get >/dev/null 2>&1 || ! { $sudo apt-get update -qq && $sudo apt-get install -y -qq "${missing[@]}" >/dev/null; }; then
    echo "ERROR: could not install ${missing[*]}. Install Debian's firefox-esr, webkit2gtk-driver and xvfb" >&2
    echo "(apt-get install firefox-esr webkit2gtk-driver xvfb), then run the command again." >&2
    exit 1
  fi
  echo "Installed $(firefox-esr --version 2>/dev/null), $(dpkg-query -W -f='webkit2gtk-driver ${Version}' webkit2gtk-driver 2>/dev/null)"
}

# Java for the Nu Html Checker (npm's vnu-jar, the `html` gate): the machine's `java` (or JAVA_PATH), else
# Debian's default-jre-headless, installed as Chromium is. JAVA_PATH names the binary the gate runs.
ensure_java() {
  if [ -n "${JAVA_PATH:-}" ] && [ -x "$JAVA_PATH" ]; then return 0; fi
  if command -v java >/dev/null 2>&1; then
    JAVA_PATH="$(command -v java)"
    export JAVA_PATH
    return 0
  fi
  # Debian's slim images leave out man pages, and the JRE's install fails without this folder.
  mkdir -p /usr/share/man/man1 2>/dev/null || true
  ensure_debian_package /usr/bin/java default-jre-headless JAVA_PATH
  export JAVA_PATH=/usr/bin/java
}
