#!/usr/bin/env bash
# Which Debian packages does the configured build really use, and does the install script
# name each of them? A machine that already had a package installed by hand builds fine and
# hides the gap; a fresh machine then fails at `cmake`. Run from the project root after a
# configure. Usage: scripts/deps-audit.sh [BUILD_DIR] [INSTALL_SCRIPT]
set -u
build=${1:-build}
script=${2:-scripts/install-deps.sh}
cache=$build/CMakeCache.txt
[ -f "$cache" ] || { echo "deps-audit: no $cache (configure first)"; exit 2; }
[ -f "$script" ] || { echo "deps-audit: no $script"; exit 2; }
command -v dpkg >/dev/null || { echo "deps-audit: not a Debian machine"; exit 0; }

paths=()
while IFS= read -r line; do
  name=${line%%:*}; value=${line#*=}
  case "$name" in CMAKE_*|pkgcfg_*|FFI_*|LIBXML2_*|ZLIB_*|PKG_CONFIG_*) continue ;; esac
  case "$value" in /usr/*) ;; *) continue ;; esac
  if [ -d "$value" ]; then
    # a package's CMake folder: its *Config.cmake names the owner better than the folder
    cfg=$(ls "$value"/*onfig.cmake 2>/dev/null | head -n 1)
    paths+=("${cfg:-$value}")
  elif [ -e "$value" ]; then
    paths+=("$value")
  fi
done < <(grep -E '^[A-Za-z_0-9]+:(PATH|FILEPATH|UNINITIALIZED|STRING)=/usr/' "$cache")
# The packages' CMake files that configure read (a Clang_DIR set in CMakeLists.txt is not cached):
# the generator lists them as what re-runs CMake.
for gen in "$build/build.ninja" "$build/CMakeFiles/Makefile.cmake"; do
  [ -f "$gen" ] || continue
  while IFS= read -r f; do paths+=("$f"); done < <(grep -oE '/usr/[^ "]*[Cc]onfig\.cmake' "$gen" | sort -u)
done

# Is PKG named in the script? It may write the LLVM major as a variable: clang-22 matches
# clang-$llvm too.
named() {
  local pattern
  pattern=$(printf '%s' "$1" | sed -E 's/[.+]/\\&/g; s/[0-9]+/([0-9]+|\\$\\{?[A-Za-z_]+\\}?)/g')
  grep -Eq "(^|[^A-Za-z0-9_.+-])\"?${pattern}\"?([^A-Za-z0-9_.+-]|$)" "$script"
}
# Does a package the script names depend on PKG directly (so apt installs it anyway)?
pulled_in_by() {
  local r
  for r in $(apt-cache rdepends --installed "$1" 2>/dev/null | tail -n +3 | tr -d ' |'); do
    if named "$r"; then echo "$r"; return 0; fi
  done
  return 1
}

missing=0
declare -A seen=()
for p in "${paths[@]}"; do
  pkg=$(dpkg -S "$p" 2>/dev/null | head -n 1 | cut -d: -f1 | cut -d, -f1)
  [ -n "$pkg" ] || continue
  [ -z "${seen[$pkg]:-}" ] || continue
  seen[$pkg]=1
  if named "$pkg"; then
    echo "ok       $pkg  ($p)"
  elif via=$(pulled_in_by "$pkg"); then
    echo "ok       $pkg  ($p), pulled in by $via"
  else
    echo "MISSING  $pkg  ($p) is used by the build but $script does not install it"
    missing=$((missing + 1))
  fi
done
[ "$missing" -eq 0 ] && echo "deps-audit: every package the build uses is named in $script"
exit $(( missing > 0 ))
