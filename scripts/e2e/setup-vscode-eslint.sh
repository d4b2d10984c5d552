#!/usr/bin/env bash
# Builds Microsoft's ESLint extension for VS Code (dbaeumer.vscode-eslint) from its source and
# packages it as a .vsix, for the end-to-end test that runs it beside urilint in code-server
# (test/e2e/vscode-eslint.test.ts: a project whose ESLint config enables urilint rules must get
# each finding once, from ESLint).
#
# Why from source: the extension is not on the npm registry, and the test machines reach no
# extension marketplace (neither Microsoft's nor Open VSX). Its git repository is MIT licensed;
# nothing of it is committed here. The build uses the repository's own npm scripts (its
# dependencies come from the npm registry) and the repository's vsce to package.
#
# Source, the first that exists:
#   $VSCODE_ESLINT_GIT_DIR, a bare git repository or mirror of microsoft/vscode-eslint
#   /work/.mirror/microsoft+vscode-eslint/repo (the snapshot on the project's build machines)
#   a shallow `git clone` of https://github.com/microsoft/vscode-eslint.git (needs github.com)
# checked out at VSCODE_ESLINT_COMMIT.
#
# Idempotent and cached: everything goes to <repo>/.cache/vscode-eslint/ (git-ignored); a marker
# file makes a second run return at once. Set URILINT_E2E_FORCE=1 to build again.
#
# Afterwards: .cache/vscode-eslint/vscode-eslint.vsix (install it into code-server with
# `entry.js --extensions-dir EXT --install-extension …`, as the test does).
set -euo pipefail

# The commit built (3.0.34, August 2026): pinned so that a run builds what the last one did.
VSCODE_ESLINT_COMMIT=f5e644a38575bdc652856be6c8e45559b18f52ad
VSCODE_ESLINT_VERSION=3.0.34

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CACHE="$ROOT/.cache/vscode-eslint"
SRC="$CACHE/src"
VSIX="$CACHE/vscode-eslint.vsix"
MARKER="$CACHE/.setup-done"
STAMP="vscode-eslint@$VSCODE_ESLINT_VERSION ($VSCODE_ESLINT_COMMIT)"
VSCE="$ROOT/node_modules/.bin/vsce"

if [ -z "${URILINT_E2E_FORCE:-}" ] && [ -f "$MARKER" ] && [ "$(cat "$MARKER")" = "$STAMP" ] && [ -f "$VSIX" ]; then
  echo "vscode-eslint setup: ready ($STAMP)"
  echo "  vsix: $VSIX"
  exit 0
fi

echo "vscode-eslint setup: building $STAMP from source, for the VS Code + ESLint extension e2e test"
echo "  (it is on no registry these machines reach; nothing of it is committed)"
[ -x "$VSCE" ] || { echo "setup-vscode-eslint: $VSCE missing: run \`npm ci\` in the repository first" >&2; exit 1; }
start=$(date +%s)
rm -rf "$MARKER" "$SRC" "$VSIX"
mkdir -p "$SRC"

# --- 1. the source, at the pinned commit -------------------------------------
MIRROR="${VSCODE_ESLINT_GIT_DIR:-/work/.mirror/microsoft+vscode-eslint/repo}"
if [ -d "$MIRROR" ] && git --git-dir "$MIRROR" cat-file -e "$VSCODE_ESLINT_COMMIT^{commit}" 2>/dev/null; then
  echo "source: $MIRROR"
  git --git-dir "$MIRROR" archive "$VSCODE_ESLINT_COMMIT" | tar -x -C "$SRC"
else
  echo "source: https://github.com/microsoft/vscode-eslint.git"
  CLONE="$CACHE/clone"
  rm -rf "$CLONE"
  git init -q "$CLONE"
  if ! git -C "$CLONE" fetch -q --depth 1 https://github.com/microsoft/vscode-eslint.git "$VSCODE_ESLINT_COMMIT"; then
    rm -rf "$CLONE"
    # Exit status 3: the source is out of reach (no mirror, no github.com), which no install on
    # this machine can mend; the test says so and skips rather than failing the run.
    echo "setup-vscode-eslint: the source of vscode-eslint is out of reach (no git mirror at $MIRROR, github.com not reachable): the VS Code + ESLint extension test cannot run here" >&2
    exit 3
  fi
  git -C "$CLONE" archive FETCH_HEAD | tar -x -C "$SRC"
  rm -rf "$CLONE"
fi

# --- 2. its dependencies and build, with its own scripts ----------------------
# npm ci in the snapshot (its postinstall installs client/ and server/); the snapshot has its own
# package.json, so npm never touches the repository's workspace. `vsce package` runs its
# `vscode:prepublish` script (webpack, production mode).
NPM_FLAGS=(--no-audit --no-fund --loglevel=error --workspaces=false)
echo "npm ci (vscode-eslint, client and server; log: $CACHE/build.log)"
(cd "$SRC" && npm ci "${NPM_FLAGS[@]}") > "$CACHE/build.log" 2>&1 || {
  echo "setup-vscode-eslint: npm ci failed; last lines of $CACHE/build.log:" >&2
  tail -40 "$CACHE/build.log" >&2
  exit 1
}
[ -d "$SRC/client/node_modules/vscode-languageclient" ] && [ -d "$SRC/server/node_modules/vscode-languageserver" ] || {
  echo "setup-vscode-eslint: client/ or server/ dependencies missing after npm ci (see $CACHE/build.log)" >&2
  exit 1
}

# --- 3. package -----------------------------------------------------------------
echo "vsce package (runs its webpack build; takes a minute or two)"
(cd "$SRC" && "$VSCE" package --no-dependencies --out "$VSIX") >> "$CACHE/build.log" 2>&1 || {
  echo "setup-vscode-eslint: vsce package failed; last lines of $CACHE/build.log:" >&2
  tail -40 "$CACHE/build.log" >&2
  exit 1
}
[ -f "$VSIX" ] || { echo "setup-vscode-eslint: $VSIX missing" >&2; exit 1; }

echo "$STAMP" > "$MARKER"
echo "vscode-eslint setup took $(( $(date +%s) - start )) s"
echo "vscode-eslint setup: ready ($STAMP)"
echo "  vsix: $VSIX"
