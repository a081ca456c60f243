#!/usr/bin/env bash
# Builds every example with nvcc, profiles it with Nsight Compute on this
# machine's GPU, and compares roofline-lint's estimates with the measurements
# (docs/Measurements.md).
#
#   validation/run.sh [-o DIR] [-g GPU] [-p] [FILE.cu ...]
#
#   -o DIR   where binaries, CSVs and reports go (default: a new temporary
#            directory, printed at the end)
#   -g GPU   the roofline-lint --gpu to compare on (default: the name
#            nvidia-smi reports for GPU 0, e.g. "NVIDIA GeForce RTX 4090")
#   -p       profile only: build and profile, write the CSVs, and run no
#            roofline-lint (for a GPU machine without it; compare later with
#            roofline-lint --measured DIR/NAME.csv FILE.cu)
#   FILE.cu  programs to build and profile (each with its main); default:
#            the examples
#
# Environment: NVCC, NCU, NVIDIA_SMI (the programs; default: found on PATH or
# in /usr/local/cuda/bin), NVCC_FLAGS (default: -O3 -arch=native),
# ROOFLINE_LINT (default: build/bin/roofline-lint), ROOFLINE_GPU (as -g).
#
# Needs nvcc, ncu, an NVIDIA GPU and permission to read its performance
# counters; fails with a message naming what is missing otherwise.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
me="validation/run.sh"
die() {
  echo "$me: error: $*" >&2
  exit 2
}

out=""
gpu=${ROOFLINE_GPU:-}
profile_only=""
while getopts "o:g:ph" opt; do
  case $opt in
  o) out=$OPTARG ;;
  g) gpu=$OPTARG ;;
  p) profile_only=1 ;;
  h)
    sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
    ;;
  *) die "usage: $me [-o DIR] [-g GPU] [-p] [FILE.cu ...]" ;;
  esac
done
shift $((OPTIND - 1))

# A program: $1 the variable's value (may be empty), $2 its name on PATH.
find_program() {
  local given=$1 name=$2
  if [ -n "$given" ]; then
    if command -v "$given" >/dev/null 2>&1; then
      command -v "$given"
      return 0
    fi
    return 1
  fi
  if command -v "$name" >/dev/null 2>&1; then
    command -v "$name"
  elif [ -x "/usr/local/cuda/bin/$name" ]; then
    echo "/usr/local/cuda/bin/$name"
  else
    return 1
  fi
}

nvcc=$(find_program "${NVCC:-}" nvcc) ||
  die "nvcc not found${NVCC:+ (NVCC=$NVCC)}: install the CUDA toolkit or set NVCC=/path/to/nvcc; the examples are built with it"
ncu=$(find_program "${NCU:-}" ncu) ||
  die "ncu not found${NCU:+ (NCU=$NCU)}: install Nsight Compute (it comes with the CUDA toolkit) or set NCU=/path/to/ncu"
smi=$(find_program "${NVIDIA_SMI:-}" nvidia-smi) ||
  die "nvidia-smi not found${NVIDIA_SMI:+ (NVIDIA_SMI=$NVIDIA_SMI)}: no NVIDIA driver on this machine, so no GPU to profile"
if ! "$smi" -L 2>/dev/null | grep -q '^GPU '; then
  die "no NVIDIA GPU visible ('$smi -L' lists none); profiling needs one"
fi

tool=${ROOFLINE_LINT:-$root/build/bin/roofline-lint}
[ -n "$profile_only" ] || [ -x "$tool" ] ||
  die "roofline-lint not found at $tool: build it (scripts/build.sh) or set ROOFLINE_LINT"

if [ -z "$gpu" ]; then
  gpu=$("$smi" --query-gpu=name --format=csv,noheader | head -n 1)
fi

if [ -z "$out" ]; then
  out=$(mktemp -d "${TMPDIR:-/tmp}/roofline-validation.XXXXXX")
fi
mkdir -p "$out/bin"

# The counters the comparison reads (docs/Measurements.md): time, DRAM, the
# FLOP counters, and one count per roof inside the chip (issued warp
# instructions, shared wavefronts, global sectors at the L1, sectors at the L2).
metrics=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum
metrics+=,smsp__inst_executed.sum
metrics+=,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum
metrics+=,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum
metrics+=,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum
metrics+=,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum
metrics+=,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum
metrics+=,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum
metrics+=,lts__t_sectors_srcunit_tex.sum
for family in f d h; do
  for op in add mul fma; do
    metrics+=",smsp__sass_thread_inst_executed_op_${family}${op}_pred_on.sum"
  done
done

# shellcheck disable=SC2206 # NVCC_FLAGS is a list of words
nvcc_flags=(${NVCC_FLAGS:--O3 -arch=native})

examples=(
  "$root/examples/saxpy/saxpy.cu"
  "$root/examples/vector-add/vector_add_fp16.cu"
  "$root/examples/vector-add/vector_add_fp32.cu"
  "$root/examples/vector-add/vector_add_fp64.cu"
  "$root/examples/matmul-naive/matmul.cu"
  "$root/examples/matmul-tiled/matmul_tiled.cu"
)
if [ $# -gt 0 ]; then examples=("$@"); fi
for src in "${examples[@]}"; do
  [ -f "$src" ] || die "no such program: $src"
done

echo "GPU: $gpu"
echo "nvcc: $nvcc ($("$nvcc" --version | tail -n 1))"
echo "ncu: $ncu ($("$ncu" --version | tail -n 1))"
echo "results: $out"
for src in "${examples[@]}"; do
  name=$(basename "$src" .cu)
  echo
  echo "== $src"
  "$nvcc" "${nvcc_flags[@]}" -o "$out/bin/$name" "$src" ||
    die "nvcc could not build $src"
  if ! "$ncu" --csv --page raw --print-units base --clock-control none \
    --metrics "$metrics" --log-file "$out/$name.csv" \
    "$out/bin/$name" >"$out/$name.app.log" 2>&1; then
    tail -n 5 "$out/$name.csv" "$out/$name.app.log" >&2 || true
    die "ncu failed on $name; if it reports ERR_NVGPUCTRPERM, profiling needs root or the driver option NVreg_RestrictProfilingToAdminUsers=0"
  fi
  if [ -n "$profile_only" ]; then
    echo "profiled: $out/$name.csv"
    continue
  fi
  # Predicted and measured, per launch: the measured section of the report.
  status=0
  "$tool" --gpu "$gpu" --measured "$out/$name.csv" "$src" \
    >"$out/$name.txt" 2>"$out/$name.err" || status=$?
  if [ "$status" -ne 0 ]; then
    cat "$out/$name.err" >&2
    die "roofline-lint failed on $src (exit $status); pass the GPU with -g ID (roofline-lint --list-gpus)"
  fi
  sed -n '/: note: [0-9]* profiled launch/,$p' "$out/$name.txt"
done
echo
echo "CSVs and full reports: $out"
