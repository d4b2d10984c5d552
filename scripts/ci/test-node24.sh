#!/usr/bin/env bash
# Runs the test suite under Node 24 as well (SPEC §1: most users run Node 22 or 24). The npm
# registry package `node@24` carries a real Node 24 binary; node24.mjs caches it in .cache/node24.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin="$(node scripts/ci/node24.mjs)"
echo "Running the test suite under $("$bin" --version)"
PATH="$(dirname "$bin"):$PATH" "$bin" node_modules/vitest/vitest.mjs run
