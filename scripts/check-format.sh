#!/usr/bin/env bash
# Fails when a C++ source or header differs from what clang-format makes of
# it under .clang-format. The CUDA stand-in headers (lib/Headers) and the lit
# inputs (whose line numbers the tests pin) are left as written.
# FIX=1 rewrites the files in place instead.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
llvm=$(sed -n 's/^set(ROOFLINE_LLVM_MIN_MAJOR \([0-9]*\))/\1/p' "$root/cmake/SupportedLLVM.cmake")
format=${CLANG_FORMAT:-/usr/lib/llvm-$llvm/bin/clang-format}
cd "$root"
mapfile -t files < <(git ls-files --cached --others --exclude-standard -- '*.cpp' '*.h' ':!:lib/Headers/*' ':!:test/lit/*')
if [ "${FIX:-0}" = 1 ]; then
  "$format" -i "${files[@]}"
  exit 0
fi
if ! "$format" --dry-run -Werror "${files[@]}"; then
  echo "check-format: run FIX=1 scripts/check-format.sh" >&2
  exit 1
fi
echo "check-format: ${#files[@]} files formatted"
