#!/usr/bin/env bash
# The README's first command: install dependencies, build, and analyze the
# naive matmul example.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
cd "$root"
echo
echo "\$ build/bin/roofline-lint examples/matmul-naive/matmul.cu"
build/bin/roofline-lint examples/matmul-naive/matmul.cu
