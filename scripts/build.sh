#!/usr/bin/env bash
# Configures and builds roofline-lint into build/ (Ninja, RelWithDebInfo).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ROOFLINE_BUILD_DIR:-$root/build}
llvm=$(sed -n 's/^set(ROOFLINE_LLVM_MIN_MAJOR \([0-9]*\))/\1/p' "$root/cmake/SupportedLLVM.cmake")
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DClang_DIR="/usr/lib/llvm-$llvm/lib/cmake/clang"
fi
cmake --build "$build" -j "${JOBS:-$(nproc)}"
