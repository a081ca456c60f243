#!/usr/bin/env bash
# pre-commit-check.sh TOOL_DIR SRC_ROOT WORK_DIR: runs Debian's pre-commit on
# a throw-away project that uses the hook of SRC_ROOT/.pre-commit-hooks.yaml.
# Prints pre-commit's output for a memory-bound kernel (must fail), then for
# the same kernel with a suppression comment (must pass).
set -u
tool_dir=$1 src=$2 work=$3
rm -rf "$work" && mkdir -p "$work/hooks" "$work/project"
export PATH="$tool_dir:$PATH" PRE_COMMIT_HOME="$work/cache" HOME="$work"
export GIT_CONFIG_NOSYSTEM=1
git_() { git -c user.name=test -c user.email=test@example.com -c init.defaultBranch=main "$@"; }

# The hook definitions as committed in this repository, in a repository of
# their own (pre-commit clones hooks from a git URL; a path is one).
cp "$src/.pre-commit-hooks.yaml" "$work/hooks/"
(cd "$work/hooks" && git_ init -q && git_ add . && git_ commit -qm hooks)
rev=$(cd "$work/hooks" && git rev-parse HEAD)

cd "$work/project" && git_ init -q
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $work/hooks
    rev: $rev
    hooks:
      - id: roofline-lint
        args: [--quiet, --fail-on=warning, --no-cuda-sdk]
YAML
cat > saxpy.cu <<'CU'
__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}
CU
echo 'not CUDA, not checked' > notes.txt
git_ add . && git_ commit -qm project

echo "== memory-bound kernel"
pre-commit run --all-files --color=never
echo "exit: $?"

sed -i '1s|^|// NOLINTNEXTLINE(roofline-memory-bound): streams x and y once\n|' saxpy.cu
git_ add . && git_ commit -qm suppress
echo "== suppressed"
pre-commit run --all-files --color=never
echo "exit: $?"
