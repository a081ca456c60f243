#!/usr/bin/env bash
# pre-commit-pin.sh TOOL_DIR SRC_ROOT WORK: the `rev:` that docs/CI.md and
# examples/ci/pre-commit-config.yaml pin is a commit of SRC_ROOT's history with
# the hook in it. Prints both pins; then runs Debian's pre-commit on a throw-away
# project whose config is the example's with SRC_ROOT as the repository (a git
# path is one), so pre-commit clones that very commit and runs its hook; then
# `pre-commit autoupdate --freeze`, as the docs say, and whether it moved the pin
# to SRC_ROOT's HEAD.
set -u
tool_dir=$1 src=$2 work=$3
rm -rf "$work" && mkdir -p "$work/project"
export PATH="$tool_dir:$PATH" PRE_COMMIT_HOME="$work/cache" HOME="$work"
export GIT_CONFIG_NOSYSTEM=1
git_() { git -c user.name=test -c user.email=test@example.com -c init.defaultBranch=main "$@"; }

rev=$(sed -n 's/^ *rev: *\([^ #]*\).*/\1/p' "$src/examples/ci/pre-commit-config.yaml")
echo "example rev: $rev"
sed -n 's/^ *rev: *\([^ #]*\).*/docs rev: \1/p' "$src/docs/CI.md"
if git -C "$src" cat-file -e "$rev:.pre-commit-hooks.yaml" 2> /dev/null; then
  echo "hooks at rev: yes"
else
  echo "hooks at rev: no"
fi
git -C "$src" merge-base --is-ancestor "$rev" HEAD 2> /dev/null &&
  echo "rev in HEAD's history: yes" || echo "rev in HEAD's history: no"

cd "$work/project" && git_ init -q
sed "s|https://github.com/roofline-lint/roofline-lint|$src|" \
  "$src/examples/ci/pre-commit-config.yaml" > .pre-commit-config.yaml
cat > saxpy.cu <<'CU'
__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}
int main() { saxpy<<<4096, 256>>>(1 << 20, 2.0f, nullptr, nullptr); }
CU
git_ add . && git_ commit -qm project
echo "== pre-commit run at the pinned rev"
pre-commit run --all-files --color=never
echo "exit: $?"

echo "== pre-commit autoupdate --freeze"
pre-commit autoupdate --freeze --color=never > /dev/null
echo "exit: $?"
new=$(sed -n 's/^ *rev: *\([^ #]*\).*/\1/p' .pre-commit-config.yaml)
head=$(git -C "$src" rev-parse HEAD)
[ "$new" = "$head" ] && echo "pin after autoupdate: HEAD" || echo "pin after autoupdate: $new, not HEAD $head"
