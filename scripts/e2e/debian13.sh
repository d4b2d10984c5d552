# Sourced by the end-to-end setup scripts: unpacks packages of Debian 13 (trixie) into a cache
# folder, for editors that Debian 12 ships too old (Neovim 0.7.2) or not at all (Helix).
#
# Debian 13's binaries need its C library (2.41; Debian 12 has 2.36), so its libc6 is unpacked
# beside them and each binary runs through that release's own dynamic loader with
# `--library-path`: nothing is installed into the system, and the processes such an editor starts
# (the language server under test) run with the system's libraries as usual. The packages come
# through apt-get itself (`apt-get download`, signatures checked against Debian's keyring) from a
# package list kept in the cache folder, not in /etc/apt. amd64 only.
#
#   debian13_current DEST STAMP NAME  # whether DEST holds that unpacking and DEST/bin/NAME starts
#   debian13_unpack DEST PACKAGE...   # unpacks into DEST/root, records the versions in DEST/versions

debian13_unpack() {
  local dest="$1"
  shift
  local apt_dir="$dest/apt"
  rm -rf "$dest/root" "$dest/debs"
  mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$dest/debs" "$dest/root"
  echo 'deb http://deb.debian.org/debian trixie main' > "$apt_dir/sources.list"
  local opts=(
    -o "Dir::Etc::sourcelist=$apt_dir/sources.list" -o Dir::Etc::sourceparts=/dev/null
    -o "Dir::State::lists=$apt_dir/lists" -o Dir::State::status=/dev/null
    -o "Dir::Cache=$apt_dir/cache" -o APT::Get::List-Cleanup=0 -o APT::Sandbox::User=root
  )
  apt-get -qq "${opts[@]}" update
  (cd "$dest/debs" && apt-get -qq "${opts[@]}" download "$@")
  : > "$dest/versions"
  local deb
  for deb in "$dest"/debs/*.deb; do
    dpkg-deb -x "$deb" "$dest/root"
    dpkg-deb -f "$deb" Package Version | paste -sd' ' >> "$dest/versions"
  done
  rm -rf "$dest/debs"
}

# A shell wrapper at DEST/bin/NAME that runs BINARY (a path under DEST/root) through Debian 13's
# loader; extra lines (exports) may come on standard input.
debian13_wrapper() {
  local dest="$1" name="$2" binary="$3"
  mkdir -p "$dest/bin"
  {
    echo '#!/bin/sh'
    echo "# Debian 13's $name, unpacked by scripts/e2e/debian13.sh; runs with Debian 13's C library."
    echo 'R="$(cd "$(dirname "$0")/../root" && pwd)"'
    cat
    echo "exec \"\$R/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2\" --library-path \"\$R/usr/lib/x86_64-linux-gnu\" \"\$R$binary\" \"\$@\""
  } > "$dest/bin/$name"
  chmod +x "$dest/bin/$name"
}

# Whether this machine can use the packages at all (amd64, apt-get and dpkg-deb present).
debian13_usable() {
  [ "$(uname -m)" = x86_64 ] && command -v apt-get > /dev/null 2>&1 && command -v dpkg-deb > /dev/null 2>&1
}

# Whether DEST holds the unpacking STAMP names (written to DEST/.setup-done when it succeeded) and
# DEST/bin/NAME starts; never with URILINT_E2E_FORCE set, which redoes the unpacking.
debian13_current() {
  [ -z "${URILINT_E2E_FORCE:-}" ] && [ -f "$1/.setup-done" ] && [ "$(cat "$1/.setup-done")" = "$2" ] \
    && "$1/bin/$3" --version > /dev/null 2>&1
}
