#!/usr/bin/env bash
# Prints how long roofline-lint takes on the examples (with the built-in CUDA
# headers and, when installed, with the CUDA SDK) and on a 2^24-thread launch.
# LLMC=/path/to/llm.c adds its train_gpt2_fp32.cu; BASELINE_TOOL=/path/to/an
# older roofline-lint times the same cases with it, side by side.
# Numbers only: nothing here passes or fails on time.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tool=${ROOFLINE_LINT:-$root/build/bin/roofline-lint}
reps=${REPS:-3}

measure() { # label, command...
  local label=$1
  shift
  local best=""
  for _ in $(seq "$reps"); do
    local start end
    start=$(date +%s.%N)
    "$@" > /dev/null 2>&1 || true
    end=$(date +%s.%N)
    local t
    t=$(echo "$end - $start" | bc -l)
    if [ -z "$best" ] || [ "$(echo "$t < $best" | bc -l)" = 1 ]; then best=$t; fi
  done
  local rss="-"
  if [ -x /usr/bin/time ]; then
    local out
    out=$(mktemp)
    /usr/bin/time -f %M -o "$out" "$@" > /dev/null 2>&1 || true
    rss=$(tail -1 "$out")
    rm -f "$out"
  fi
  printf '%-48s %8.3f s  %8s KiB\n' "$label" "$best" "$rss"
}

printf '%-48s %10s  %12s\n' "case (best of $reps)" "wall" "max RSS"
for f in "$root"/examples/*/*.cu; do
  measure "$(basename "$f") (built-in headers)" "$tool" --no-cuda-sdk "$f"
done
cuda=${CUDA_PATH:-/usr/local/cuda}
if [ -f "$cuda/include/cuda_runtime.h" ]; then
  for f in "$root"/examples/*/*.cu; do
    measure "$(basename "$f") (CUDA SDK)" "$tool" --cuda-path="$cuda" "$f"
  done
fi
measure "big_launch.cu: 2^24-thread launch" "$tool" --no-cuda-sdk "$root/bench/big_launch.cu"
if [ -n "${LLMC:-}" ]; then
  for t in "$tool" ${BASELINE_TOOL:+"$BASELINE_TOOL"}; do
    label="train_gpt2_fp32.cu"
    [ "$t" = "$tool" ] || label="$label (baseline tool)"
    measure "$label" "$t" --no-cuda-sdk "$LLMC/train_gpt2_fp32.cu" -- -I "$LLMC"
  done
fi
for t in "$tool" ${BASELINE_TOOL:+"$BASELINE_TOOL"}; do
  label="matmul.cu, N = 4096 (sectors, footprints)"
  [ "$t" = "$tool" ] || label="$label (baseline tool)"
  measure "$label" "$t" --no-cuda-sdk "$root/examples/matmul-naive/matmul.cu" --bind N=4096
done
