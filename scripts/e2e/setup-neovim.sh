#!/usr/bin/env bash
# Neovim for the end-to-end test (test/e2e/neovim.test.ts), in the two versions that the README's
# init.lua snippet is written for:
#   - Debian 12's neovim package (0.7.2: no vim.fs, no vim.lsp.start), installed with apt-get when
#     `nvim` is missing;
#   - Debian 13's (0.10.x), unpacked into <repo>/.cache/neovim-debian13/ (git-ignored) by
#     debian13.sh, and run as .cache/neovim-debian13/bin/nvim. No newer Neovim is installable
#     here: Debian 12 and its backports stop at 0.7.2, the npm registry has no Neovim binary, and
#     release tarballs cannot be downloaded.
# Says what it installs and why before it does; idempotent and cached (a second run only checks).
# When something cannot be installed (not root, no network), it says so and exits 1; the test then
# skips that Neovim with the message, or fails under CI. URILINT_E2E_FORCE=1 redoes the unpacking.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# shellcheck source=apt.sh
. "$ROOT/scripts/e2e/apt.sh"
# shellcheck source=debian13.sh
. "$ROOT/scripts/e2e/debian13.sh"
NEW="$ROOT/.cache/neovim-debian13"
STAMP="neovim neovim-runtime from Debian 13 (v1)"
status=0

# --- Debian 12's neovim ------------------------------------------------------
if ! command -v nvim > /dev/null 2>&1; then
  apt_install setup-neovim "the README's Neovim snippet is tested on Debian 12's Neovim 0.7.2" neovim || status=1
fi
if command -v nvim > /dev/null 2>&1; then
  echo "nvim (Debian 12): $(command -v nvim), $(nvim --version | head -1)"
fi

# --- Debian 13's neovim ------------------------------------------------------
if debian13_current "$NEW" "$STAMP" nvim; then
  :
elif ! debian13_usable; then
  echo "setup-neovim: cannot unpack Debian 13's neovim: needs amd64, apt-get and dpkg-deb" >&2
  status=1
else
  echo "setup-neovim: unpacking Debian 13's neovim and the libraries it needs (its C library included) into $NEW"
  echo "  (apt-get download from Debian 13, nothing installed into the system; a current Neovim for the README's snippet)"
  rm -f "$NEW/.setup-done"
  if debian13_unpack "$NEW" neovim neovim-runtime libc6 libgcc-s1 libluajit-5.1-2 libluajit-5.1-common \
       libmsgpack-c2 libtree-sitter0.22 libunibilium4 libuv1t64 libvterm0 lua-lpeg lua-luv; then
    # Neovim finds its runtime files from its own path, which is the loader's here.
    debian13_wrapper "$NEW" nvim /usr/bin/nvim <<'EOF'
VIMRUNTIME="$R/usr/share/nvim/runtime"
export VIMRUNTIME
EOF
    if "$NEW/bin/nvim" --version > /dev/null 2>&1; then
      echo "$STAMP" > "$NEW/.setup-done"
    else
      echo "setup-neovim: Debian 13's nvim does not start here" >&2
      status=1
    fi
  else
    echo "setup-neovim: could not download Debian 13's neovim (no network?)" >&2
    status=1
  fi
fi
if [ -f "$NEW/.setup-done" ]; then
  echo "nvim (Debian 13): $NEW/bin/nvim, $("$NEW/bin/nvim" --version | head -1)"
fi
exit "$status"
