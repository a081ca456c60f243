#!/usr/bin/env bash
# Installs what roofline-lint needs to build and test, from Debian 12 packages
# only. Does nothing when everything is already there.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
llvm=$(sed -n 's/^set(ROOFLINE_LLVM_MIN_MAJOR \([0-9]*\))/\1/p' "$root/cmake/SupportedLLVM.cmake")

packages=(
  cmake ninja-build g++ python3
  # LLVM/Clang: LibTooling (libclang-N-dev), Clang's CMake package
  # (ClangConfig.cmake ships in clang-N, not in libclang-N-dev), LLVM's CMake
  # package and Support, lit and FileCheck. The major version is pinned in
  # cmake/SupportedLLVM.cmake.
  "clang-$llvm" "libclang-$llvm-dev" "llvm-$llvm-dev" "llvm-$llvm-tools"
  # scripts/fuzz.sh: libFuzzer and the sanitizer runtimes for clang-N.
  "libclang-rt-$llvm-dev"
  libcli11-dev nlohmann-json3-dev libfmt-dev libgtest-dev
  # scripts/check-format.sh and scripts/check-sizes.sh (CI).
  "clang-format-$llvm" "clang-tidy-$llvm"
  # rsvg-convert: the chart tests render the SVG.
  librsvg2-bin
  # The chart label test measures text with DejaVu Sans's own metrics.
  fonts-dejavu-core
  # Lint integration tests: SARIF validated against its schema, the
  # pre-commit hook run by real pre-commit in a temporary git repository.
  python3-jsonschema pre-commit git
  # The Debian package (cpack -G DEB) and its test: dpkg-shlibdeps (dpkg-dev)
  # and file derive its Depends, dpkg-deb (dpkg) builds and unpacks it, strip
  # and readelf (binutils) strip the binary and check it. The GitHub Action's
  # tests: curl fetches a .deb by URL, python3-yaml reads action.yml.
  dpkg dpkg-dev file binutils curl python3-yaml
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "roofline-lint: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
$sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
