#!/usr/bin/env bash
# The size ratchet over lib/ (the CUDA stand-in headers in lib/Headers aside):
# no source file longer than MAX_FILE_LINES, and no function longer than
# .clang-tidy's readability-function-size.LineThreshold, as clang-tidy counts
# it: 600 lines and 150 lines. A file or function that outgrows them is split
# by concern, not given a higher limit. Needs a configured build directory
# (compile_commands.json): ROOFLINE_BUILD_DIR, default build/. Compiler
# warnings are not this check's business (the -Werror build has them): they
# stay warnings here, and libstdc++ 12's deprecated get_temporary_buffer, which
# Clang 22 flags inside std::stable_sort, is not reported.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ROOFLINE_BUILD_DIR:-$root/build}
llvm=$(sed -n 's/^set(ROOFLINE_LLVM_MIN_MAJOR \([0-9]*\))/\1/p' "$root/cmake/SupportedLLVM.cmake")
max_file_lines=600
cd "$root"
mapfile -t files < <(git ls-files --cached --others --exclude-standard -- 'lib/*.cpp' 'lib/*.h' ':!:lib/Headers/*')

status=0
for f in "${files[@]}"; do
  n=$(wc -l < "$f")
  if [ "$n" -gt "$max_file_lines" ]; then
    echo "$f: $n lines, over the limit of $max_file_lines" >&2
    status=1
  fi
done

mapfile -t sources < <(printf '%s\n' "${files[@]}" | grep '\.cpp$')
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! printf '%s\n' "${sources[@]}" |
    xargs -P "${JOBS:-$(nproc)}" -n 1 "/usr/lib/llvm-$llvm/bin/clang-tidy" \
      -p "$build" --quiet --checks='-*,readability-function-size' \
      --extra-arg=-Wno-error --extra-arg=-Wno-deprecated-declarations \
      >"$log" 2>&1; then
  grep -A1 'readability-function-size' "$log" >&2 || cat "$log" >&2
  status=1
fi
limit=$(sed -n 's/^ *readability-function-size.LineThreshold: *\([0-9]*\)/\1/p' .clang-tidy)
if [ "$status" -eq 0 ]; then
  echo "check-sizes: ${#files[@]} files within $max_file_lines lines, functions within $limit"
fi
exit "$status"
