#!/usr/bin/env bash
# Emacs and eglot for the end-to-end test (test/e2e/emacs.test.ts), which loads the README's
# eglot snippet as written: Debian 12's emacs-nox (28.2) and elpa-eglot (1.9; Emacs 29 and later
# have eglot built in), installed with apt-get when missing.
# Says what it installs and why before it does; idempotent (a second run only checks). When they
# cannot be installed (not root, no network), it says so and exits 1; the test then skips with the
# message, or fails under CI.
set -euo pipefail

# shellcheck source=apt.sh
. "$(dirname "${BASH_SOURCE[0]}")/apt.sh"
apt_install setup-emacs "the README's eglot snippet is tested on Debian 12's Emacs 28 with eglot 1.9" emacs-nox elpa-eglot || exit 1
echo "emacs: $(command -v emacs), $(emacs --version | head -1), eglot $(dpkg-query -W -f='${Version}' elpa-eglot)"
