#!/usr/bin/env bash
# The whole test suite (GoogleTest and lit, through CTest) in an assertions-on
# Debug build under AddressSanitizer and UndefinedBehaviorSanitizer: the
# asan-ubsan preset of CMakePresets.json, in build-asan/ (or
# $ROOFLINE_ASAN_BUILD_DIR). Any sanitizer report fails the test it occurs in.
#
# Leak detection is off: Clang's frontend deliberately does not free its AST
# and buffers at exit (FrontendOptions::DisableFree), and a file abandoned at
# its --timeout keeps its memory until the process exits.
#
# Manual poisoning is off (allow_user_poisoning=0): the tool is instrumented
# but Debian's LLVM libraries are not, and they share LLVM's BumpPtrAllocator
# through its inline header. A slab started by the tool's inlined copy (as
# when a declaration is read from the precompiled prelude) is poisoned; the
# library's copy then hands out parts of it without unpoisoning them, and
# Clang's own writes there read as use-after-poison. Real out-of-bounds and
# use-after-free reports do not depend on manual poisoning.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ROOFLINE_ASAN_BUILD_DIR:-$root/build-asan}
llvm=$(sed -n 's/^set(ROOFLINE_LLVM_MIN_MAJOR \([0-9]*\))/\1/p' "$root/cmake/SupportedLLVM.cmake")
"$root/scripts/install-deps.sh"
if [ ! -f "$build/build.ninja" ]; then
  CC=${CC:-clang-$llvm} CXX=${CXX:-clang++-$llvm} \
    cmake -S "$root" --preset asan-ubsan -B "$build" \
    -DClang_DIR="/usr/lib/llvm-$llvm/lib/cmake/clang"
fi
cmake --build "$build" -j "${JOBS:-$(nproc)}"
cd "$build"
# The package tests pin the release package's Depends; an instrumented binary
# depends on the sanitizer runtimes as well, by design. They run in the
# release suite (scripts/test.sh). So do cache/same-output.test, which
# analyzes every lit input four times to compare the reports with and
# without the cache (11 of the sanitized suite's 13 minutes), and
# output/properties.test, which analyzes them twice more for the round trip
# through every format: under the sanitizers each input is analyzed by its
# own test, the cache's code by the other cache tests, and each format's
# writer by its own tests.
# use_sigaltstack=0: LLVM's signal handling gives a thread a malloc'ed
# alternate signal stack when the one ASan set up is smaller than it needs
# (CPUs with large signal frames, AVX-512), and ASan's thread exit would then
# munmap that malloc'ed block and abort ("unable to unmap").
LIT_FILTER_OUT=${LIT_FILTER_OUT:-'install/(deb|action)\.test|cache/same-output\.test|output/properties\.test'} \
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1:allow_user_poisoning=0:use_sigaltstack=0} \
UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1} \
  ctest --output-on-failure -j "${JOBS:-$(nproc)}"
