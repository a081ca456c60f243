#!/usr/bin/env bash
# pre-commit-check.sh TOOL_DIR SRC_ROOT WORK_DIR: runs Debian's pre-commit on
# a throw-away project that uses the hook of SRC_ROOT/.pre-commit-hooks.yaml.
# Prints pre-commit's output for: a streaming kernel, memory-bound by nature
# (passes: the finding is a note); the same with the project raising
# roofline-memory-bound to a warning (fails); with a suppression comment
# (passes); and an uncoalesced kernel, a design that could be faster (fails by
# default).
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
int main() { saxpy<<<4096, 256>>>(1 << 20, 2.0f, nullptr, nullptr); }
CU
echo 'not CUDA, not checked' > notes.txt
git_ add . && git_ commit -qm project

echo "== streaming kernel"
pre-commit run --all-files --color=never
echo "exit: $?"

printf 'checks:\n  roofline-memory-bound: warning\n' > .roofline-lint.yaml
git_ add . && git_ commit -qm raise
echo "== memory-bound raised"
pre-commit run --all-files --color=never
echo "exit: $?"

sed -i '1s|^|// NOLINTNEXTLINE(roofline-memory-bound): streams x and y once\n|' saxpy.cu
git_ add . && git_ commit -qm suppress
echo "== suppressed"
pre-commit run --all-files --color=never
echo "exit: $?"

cat > gather.cu <<'CU'
__global__ void gather(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = 2.0f * in[8 * i];
}
int main() { gather<<<4096, 256>>>(nullptr, nullptr); }
CU
git_ add . && git_ commit -qm gather
echo "== uncoalesced kernel"
pre-commit run --all-files --color=never
echo "exit: $?"

# Offline, without the hook repository: the hook written out as `repo: local`
# (docs/CI.md), the same entry and arguments.
cat > .pre-commit-config.yaml <<'YAML'
repos:
  - repo: local
    hooks:
      - id: roofline-lint
        name: roofline-lint
        entry: roofline-lint
        language: system
        files: \.(cu|cuh)$
        args: [--quiet, --fail-on=warning, --no-cuda-sdk]
YAML
git_ add . && git_ commit -qm local
echo "== local hook"
pre-commit run --all-files --color=never
echo "exit: $?"
