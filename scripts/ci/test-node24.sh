#!/usr/bin/env bash
# Runs the test suite under Node 24 as well (SPEC §1: most users run Node 22 or 24). The npm
# registry package `node@24` carries a real Node 24 binary; it is cached in .cache/node24.
set -euo pipefail
cd "$(dirname "$0")/../.."
NODE24_VERSION=24.21.0
dir=.cache/node24
bin="$dir/node_modules/node/bin/node"
if [ ! -x "$bin" ] || [ "$("$bin" --version)" != "v$NODE24_VERSION" ]; then
  mkdir -p "$dir"
  [ -f "$dir/package.json" ] || echo '{"name":"node24-cache","private":true}' > "$dir/package.json"
  (cd "$dir" && npm install --no-audit --no-fund --workspaces=false "node@$NODE24_VERSION" >/dev/null)
fi
echo "Running the test suite under $("$bin" --version)"
PATH="$(pwd)/$dir/node_modules/node/bin:$PATH" "$bin" node_modules/vitest/vitest.mjs run
