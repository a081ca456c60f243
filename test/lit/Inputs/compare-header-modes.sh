#!/usr/bin/env bash
# compare-header-modes.sh TOOL CUDA_PATH OUTDIR FILE...: analyzes each FILE with
# the built-in CUDA headers and with the SDK at CUDA_PATH and fails on any
# difference in the JSON reports.
set -u
tool=$1 cuda=$2 out=$3
shift 3
mkdir -p "$out"
status=0
for f in "$@"; do
  b=$(basename "$f")
  "$tool" --no-cuda-sdk --format=json --gpu=h100 "$f" > "$out/$b.builtin.json" 2>/dev/null
  "$tool" --cuda-path="$cuda" --format=json --gpu=h100 "$f" > "$out/$b.sdk.json" 2>/dev/null
  if ! diff -u "$out/$b.builtin.json" "$out/$b.sdk.json"; then
    echo "compare-header-modes: $f differs between built-in headers and SDK" >&2
    status=1
  fi
done
exit $status
