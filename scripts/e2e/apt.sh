# shellcheck shell=bash
# Sourced by the end-to-end setup scripts: Debian packages installed with apt-get, said first.

# apt_install WHO WHY PACKAGE...: installs the PACKAGEs dpkg does not have yet, after saying which
# and WHY; returns 1, with the reason on standard error, when it cannot (not root and no
# password-less sudo, no network).
apt_install() {
  local who="$1" why="$2" p sudo=""
  shift 2
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2> /dev/null | grep -q '^install ok installed$' || missing+=("$p")
  done
  ((${#missing[@]})) || return 0
  echo "$who: installing ${missing[*]} with apt-get ($why)"
  if [ "$(id -u)" != 0 ]; then
    if ! sudo -n true 2> /dev/null; then
      echo "$who: cannot install ${missing[*]}: not root and no password-less sudo (install with: apt-get install ${missing[*]})" >&2
      return 1
    fi
    sudo="sudo"
  fi
  # apt-get update only when the package lists do not know a missing package yet.
  for p in "${missing[@]}"; do
    if ! apt-cache policy "$p" 2> /dev/null | grep -q 'Candidate: [0-9]'; then
      $sudo apt-get update -qq || true
      break
    fi
  done
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" > /dev/null \
    || { echo "$who: apt-get install ${missing[*]} failed (no network?)" >&2; return 1; }
}
