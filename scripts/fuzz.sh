#!/usr/bin/env bash
# Builds the libFuzzer targets (fuzz/) with Clang into their own build folder
# and runs each for a bounded time, starting from a copy of its checked-in seed
# corpus (fuzz/corpus/<target>/, never written to). Prints one line per
# target: executions, corpus size, result. Exits 1 when a target crashed,
# failed a property, leaked, ran out of memory or hung; the input that did it
# is kept under the build folder's fuzz-artifacts/<target>/ and named in the
# output. docs/Testing.md#fuzzing.
#
# Environment: FUZZ_SECONDS (default 60) per target; FUZZ_TARGETS (default
# all), names separated by spaces; ROOFLINE_FUZZ_BUILD_DIR (default
# build-fuzz/); JOBS (default nproc) for the build and for the targets
# fuzzed side by side.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ROOFLINE_FUZZ_BUILD_DIR:-$root/build-fuzz}
seconds=${FUZZ_SECONDS:-60}
targets=${FUZZ_TARGETS:-NcuCsvFuzzer CompileCommandsFuzzer LaunchFuzzer SuppressionsFuzzer}
llvm=$(sed -n 's/^set(ROOFLINE_LLVM_MIN_MAJOR \([0-9]*\))/\1/p' "$root/cmake/SupportedLLVM.cmake")

if [ ! -f "$build/build.ninja" ]; then
  CC=clang-$llvm CXX=clang++-$llvm cmake -S "$root" -B "$build" -G Ninja \
    -DClang_DIR="/usr/lib/llvm-$llvm/lib/cmake/clang" \
    -DROOFLINE_BUILD_FUZZERS=ON -DROOFLINE_BUILD_TESTS=OFF
fi
cmake --build "$build" -j "${JOBS:-$(nproc)}" --target roofline-fuzzers

work=$(mktemp -d "${TMPDIR:-/tmp}/roofline-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT
# fuzz_one TARGET: fuzzes one target; its report goes to $work/TARGET.out
# and it exits 1 when the target failed.
fuzz_one() {
  local t=$1 exe=$build/fuzz/$1 corpus=$work/corpus/$1
  if [ ! -x "$exe" ]; then
    echo "$t: no such fuzz target ($exe)"
    return 1
  fi
  mkdir -p "$corpus" "$work/tmp/$t"
  cp "$root/fuzz/corpus/$t/"* "$corpus/"
  local artifacts=$build/fuzz-artifacts/$t
  mkdir -p "$artifacts"
  local dict=()
  if [ -f "$root/fuzz/$t.dict" ]; then dict=(-dict="$root/fuzz/$t.dict"); fi
  local log=$work/$t.log
  # -timeout: one input running this long is a hang. Scratch files a target
  # writes go to its own TMPDIR, removed with $work.
  local status=0
  TMPDIR=$work/tmp/$t "$exe" "$corpus" "${dict[@]}" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$artifacts/" >"$log" 2>&1 || status=$?
  local runs inputs
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  inputs=$(find "$corpus" -type f | wc -l)
  if [ "$status" -eq 0 ]; then
    echo "$t: ${runs:-?} runs, corpus $inputs inputs, ok"
    return 0
  fi
  local artifact summary
  artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -n 1)
  summary=$(grep -m 1 -E '^SUMMARY: |ERROR: libFuzzer: |property failed' "$log" || true)
  echo "$t: ${runs:-?} runs, corpus $inputs inputs, FAILED (exit $status): ${summary:-see log}"
  echo "$t: input: ${artifact:-none written}; reproduce with: $exe ${artifact:-INPUT}"
  echo "---- $t log (last 40 lines) ----"
  tail -n 40 "$log"
  echo "----"
  return 1
}

# The targets run side by side, JOBS at a time (each is one process on one
# core); their reports are printed in the order of $targets.
jobs=${JOBS:-$(nproc)}
for t in $targets; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
  (
    status=0
    fuzz_one "$t" >"$work/$t.out" 2>&1 || status=$?
    echo "$status" >"$work/$t.status"
  ) &
done
wait
failed=0
for t in $targets; do
  cat "$work/$t.out"
  [ "$(cat "$work/$t.status" 2>/dev/null)" = 0 ] || failed=1
done
exit "$failed"
