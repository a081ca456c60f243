#!/usr/bin/env bash
# Configures and builds roofline-lint into build/ (Ninja, RelWithDebInfo).
# Debug information is line tables only (-g1): enough for a backtrace with
# file and line, and a fifth less compile time than full -g on the Clang
# AST templates (CI builds everything twice, release and sanitized).
# The compiler is the Clang of the LLVM the tool links (CC and CXX override
# it): with the precompiled headers (ROOFLINE_PCH) a clean build takes about
# 40 % less time than with GCC (docs/Testing.md#what-ci-runs).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ROOFLINE_BUILD_DIR:-$root/build}
llvm=$(sed -n 's/^set(ROOFLINE_LLVM_MIN_MAJOR \([0-9]*\))/\1/p' "$root/cmake/SupportedLLVM.cmake")
# ROOFLINE_WERROR=ON (set by .ci/run) makes compiler warnings errors.
werror=()
if [ -n "${ROOFLINE_WERROR:-}" ]; then werror=(-DROOFLINE_WERROR="$ROOFLINE_WERROR"); fi
if [ ! -f "$build/build.ninja" ]; then
  CC=${CC:-clang-$llvm} CXX=${CXX:-clang++-$llvm} \
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
    -DClang_DIR="/usr/lib/llvm-$llvm/lib/cmake/clang" "${werror[@]}"
elif [ ${#werror[@]} -gt 0 ]; then
  cmake -B "$build" "${werror[@]}" >/dev/null
fi
cmake --build "$build" -j "${JOBS:-$(nproc)}"
