#!/usr/bin/env bash
# The README's second command: install what is missing, build, and run every
# test (GoogleTest unit tests and the lit suite) through CTest.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ROOFLINE_BUILD_DIR:-$root/build}
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
cd "$build"
ctest --output-on-failure -j "${JOBS:-$(nproc)}"
