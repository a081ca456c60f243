#!/usr/bin/env bash
# Prints how long roofline-lint takes on the examples (with the built-in CUDA
# headers and, when installed, with the CUDA SDK) and on a 2^24-thread launch.
# LLMC=/path/to/llm.c adds its train_gpt2_fp32.cu; BASELINE_TOOL=/path/to/an
# older roofline-lint times the same cases with it, side by side.
# CUDA_SAMPLES=/path/to/cuda-samples (with LLMC or alone) then compares the
# tool with clang-22 -fsyntax-only and nvcc -ptx on train_gpt2_fp32.cu and
# matrixMul.cu, -j2 with -j1 over the lit inputs, and reduction_kernel.cu's
# binds (bench/compare.py).
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

# Limits of bad input (docs/CommandLine.md#limits): memory and time that must
# stay bounded. ROWS (default 1000000) raw-page rows of --measured; -j 64 on
# this machine's cores; a macro that expands 2^24 times, stopped by --timeout.
work=$(mktemp -d "${TMPDIR:-/tmp}/roofline-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
python3 - "$work/rows.csv" "${ROWS:-1000000}" <<'PY'
import sys
with open(sys.argv[1], "w") as f:
    f.write('"ID","Kernel Name","gpu__time_duration.sum","dram__bytes.sum"\n')
    f.write('"","","nsecond","byte"\n')
    for i in range(int(sys.argv[2])):
        f.write(f'"{i}","saxpy","1000","4096"\n')
PY
measure "--measured, ${ROWS:-1000000} raw-page rows" "$tool" --no-cuda-sdk \
  "$root/examples/saxpy/saxpy.cu" --measured "$work/rows.csv"
cp "$root"/examples/*/*.cu "$work"/ 2>/dev/null || true
measure "-j 64 over the examples ($(nproc) cores)" "$tool" --no-cuda-sdk -j 64 "$work"
python3 - "$work/bomb.cu" <<'PY'
import sys
with open(sys.argv[1], "w") as f:
    f.write("#define A0 x\n")
    for i in range(1, 25):
        f.write(f"#define A{i} A{i-1} A{i-1}\n")
    f.write("__global__ void bomb(float *a) { int A24; }\n")
PY
measure "macro bomb (2^24 expansions), --timeout 10" "$tool" --no-cuda-sdk \
  --timeout 10 "$work/bomb.cu"

# Beside Clang's own parse and nvcc (bench/compare.py).
if [ -n "${LLMC:-}" ] || [ -n "${CUDA_SAMPLES:-}" ]; then
  files=()
  [ -n "${LLMC:-}" ] && files+=("$LLMC/train_gpt2_fp32.cu:$LLMC")
  args=()
  if [ -n "${CUDA_SAMPLES:-}" ]; then
    files+=("$CUDA_SAMPLES/Samples/0_Introduction/matrixMul/matrixMul.cu:$CUDA_SAMPLES/Common")
    args+=(--reduction "$CUDA_SAMPLES/Samples/2_Concepts_and_Techniques/reduction/reduction_kernel.cu"
           --include "$CUDA_SAMPLES/Common")
  fi
  echo
  python3 "$root/bench/compare.py" --tool "$tool" --reps "$reps" \
    --many "$root/test/lit" "${args[@]}" "${files[@]}"
fi
