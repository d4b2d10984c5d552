#!/usr/bin/env bash
# Installs Debian's neovim (0.7.x on Debian 12; its built-in LSP client only
# takes pushed diagnostics) for the end-to-end tests, if `nvim` is missing.
# Idempotent; prints the version line. Run headless as:
#   nvim --headless -u NONE FILE -c 'luafile SCRIPT.lua'
set -euo pipefail

if ! command -v nvim > /dev/null 2>&1; then
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  echo "apt: installing neovim"
  # apt-get update only when the package lists do not know neovim yet.
  if ! apt-cache policy neovim 2>/dev/null | grep -q 'Candidate: [0-9]'; then
    $SUDO apt-get update -qq
  fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends neovim > /dev/null
fi

echo "nvim: $(command -v nvim)"
nvim --version | head -1
