#!/usr/bin/env bash
# Emacs and eglot for the end-to-end test (test/e2e/emacs.test.ts), which loads the README's
# eglot snippet as written: Debian 12's emacs-nox (28.2) and elpa-eglot (1.9; Emacs 29 and later
# have eglot built in), installed with apt-get when missing.
# Says what it installs and why before it does; idempotent (a second run only checks). When they
# cannot be installed (not root, no network), it says so and exits 1; the test then skips with the
# message, or fails under CI.
set -euo pipefail

PACKAGES=(emacs-nox elpa-eglot)
missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2> /dev/null | grep -q '^install ok installed$'; then missing+=("$p"); fi
done
if ((${#missing[@]})); then
  echo "setup-emacs: installing ${missing[*]} with apt-get (the README's eglot snippet is tested on Debian 12's Emacs 28 with eglot 1.9)"
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  if [ -n "$SUDO" ] && ! sudo -n true 2> /dev/null; then
    echo "setup-emacs: cannot install ${missing[*]}: not root and no password-less sudo (install them with: apt-get install ${missing[*]})" >&2
    exit 1
  fi
  for p in "${missing[@]}"; do
    if ! apt-cache policy "$p" 2> /dev/null | grep -q 'Candidate: [0-9]'; then
      $SUDO apt-get update -qq || true
      break
    fi
  done
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" > /dev/null \
    || { echo "setup-emacs: apt-get install ${missing[*]} failed (no network?)" >&2; exit 1; }
fi
echo "emacs: $(command -v emacs), $(emacs --version | head -1), eglot $(dpkg-query -W -f='${Version}' elpa-eglot)"
