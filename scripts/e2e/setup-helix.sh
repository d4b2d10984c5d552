#!/usr/bin/env bash
# Helix for the end-to-end test (test/e2e/helix.test.ts), which runs the README's languages.toml
# as written: Debian 13's hx package (25.01), unpacked into <repo>/.cache/helix-debian13/
# (git-ignored) by debian13.sh and run as .cache/helix-debian13/bin/hx (Debian 12 has no Helix),
# and tmux (Debian 12's package, installed with apt-get when missing) to drive it as a terminal.
# Says what it installs and why before it does; idempotent and cached (a second run only checks).
# When something cannot be installed (not root, no network), it says so and exits 1; the test then
# skips with the message, or fails under CI. URILINT_E2E_FORCE=1 redoes the unpacking.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# shellcheck source=apt.sh
. "$ROOT/scripts/e2e/apt.sh"
# shellcheck source=debian13.sh
. "$ROOT/scripts/e2e/debian13.sh"
DEST="$ROOT/.cache/helix-debian13"
STAMP="hx from Debian 13 (v1)"

if ! command -v tmux > /dev/null 2>&1; then
  apt_install setup-helix "the Helix test types into Helix in a tmux pane and reads the screen" tmux || exit 1
fi

if ! debian13_current "$DEST" "$STAMP" hx; then
  if ! debian13_usable; then
    echo "setup-helix: cannot unpack Debian 13's hx: needs amd64, apt-get and dpkg-deb" >&2
    exit 1
  fi
  echo "setup-helix: unpacking Debian 13's hx (Helix) and its C library into $DEST"
  echo "  (apt-get download from Debian 13, nothing installed into the system; Debian 12 has no Helix)"
  rm -f "$DEST/.setup-done"
  debian13_unpack "$DEST" hx libc6 libgcc-s1 || { echo "setup-helix: could not download Debian 13's hx (no network?)" >&2; exit 1; }
  # Helix finds its runtime files (queries, themes) from its own path, which is the loader's here.
  debian13_wrapper "$DEST" hx /usr/lib/hx/hx <<'WRAP'
HELIX_RUNTIME="$R/usr/lib/hx/runtime"
export HELIX_RUNTIME
WRAP
  "$DEST/bin/hx" --version > /dev/null 2>&1 || { echo "setup-helix: Debian 13's hx does not start here" >&2; exit 1; }
  echo "$STAMP" > "$DEST/.setup-done"
fi
echo "hx (Debian 13): $DEST/bin/hx, $("$DEST/bin/hx" --version); tmux: $(tmux -V)"
