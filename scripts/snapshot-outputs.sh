#!/usr/bin/env bash
# Writes every report roofline-lint makes for the examples and every lit
# input (and any extra directories named) under OUTDIR, one folder per source
# directory: the text readout, JSON, SARIF, markdown and the chart. Run it
# before and after a change that must not change behaviour, then
# `diff -r BEFORE AFTER` (docs/Testing.md, "Refactoring without changing a byte").
#
#   scripts/snapshot-outputs.sh OUTDIR [--tool PATH] [DIR...]
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
tool="$here/build/bin/roofline-lint"
out=""
extra=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --tool) tool=$(realpath "$2"); shift 2 ;;
    -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
    *) if [[ -z "$out" ]]; then out="$1"; else extra+=("$(realpath "$1")"); fi; shift ;;
  esac
done
[[ -n "$out" ]] || { echo "usage: snapshot-outputs.sh OUTDIR [--tool PATH] [DIR...]" >&2; exit 2; }
mkdir -p "$out"
out=$(realpath "$out")

# One run per directory: the files of a directory are reported together, as a
# user running the tool on the directory would see them.
snapshot() {                 # snapshot NAME DIR TOOL-ARGS...
  local name="$1" dir="$2"; shift 2
  local dest="$out/$name" files
  mapfile -t files < <(cd "$dir" && find . -maxdepth 1 \( -name '*.cu' -o -name '*.cuh' \) | sort)
  [[ ${#files[@]} -gt 0 ]] || return 0
  mkdir -p "$dest"
  (cd "$dir" && "$tool" --color=never --fail-on=never --no-cache "$@" \
      --output "json=$dest/report.json" --output "sarif=$dest/report.sarif" \
      --output "markdown=$dest/report.md" --chart "$dest/chart.svg" \
      "${files[@]}" > "$dest/report.txt" 2> "$dest/stderr.txt"; echo "exit $?" > "$dest/exit") || true
}

lit_gpu=(--no-cuda-sdk --gpu-db="$here/test/lit/Inputs/gpus" --gpu=test-gpu)
while IFS= read -r dir; do
  snapshot "examples/${dir#"$here/examples/"}" "$dir" --no-cuda-sdk
done < <(find "$here/examples" -name '*.cu' -printf '%h\n' | sort -u)
while IFS= read -r dir; do
  snapshot "lit/${dir#"$here/test/lit/"}" "$dir" "${lit_gpu[@]}"
done < <(find "$here/test/lit" \( -name '*.cu' -o -name '*.cuh' \) -printf '%h\n' | sort -u)
for dir in "${extra[@]}"; do
  snapshot "extra/$(basename "$dir")" "$dir" --no-cuda-sdk
done
echo "snapshot in $out: $(find "$out" -name report.txt | wc -l) directories"
