#!/usr/bin/env bash
# action-check.sh SRC_ROOT TOOL WORK: runs SRC_ROOT/scripts/action-run.sh the way
# action.yml's steps run it on a GitHub runner: the inputs as INPUT_* variables,
# the runner's GITHUB_ENV, GITHUB_PATH and GITHUB_OUTPUT files, what one step
# writes to GITHUB_ENV and GITHUB_PATH seen by the next, RUNNER_TEMP.
#
# What would change the machine is replaced by stand-ins that log their calls:
# apt-get and sudo, and, in the action's checkout, scripts/install-deps.sh and
# scripts/build.sh (whose "build" links TOOL, the roofline-lint built here, into
# build/bin). So the install step is followed for real up to apt-get, and the run
# step runs the real tool. Output has WORK written as WORK.
set -u
src=$1 tool=$2 work=$3
rm -rf "$work"
mkdir -p "$work/stubs" "$work/temp" "$work/action/scripts" "$work/project/my kernels" \
  "$work/pkgs"
calls=$work/calls

cat > "$work/stubs/apt-get" <<EOF
#!/bin/sh
echo "apt-get \$*" >> "$calls"
EOF
cat > "$work/stubs/sudo" <<'EOF'
#!/bin/sh
exec "$@"
EOF
cp "$src/scripts/action-run.sh" "$work/action/scripts/"
cat > "$work/action/scripts/install-deps.sh" <<EOF
#!/bin/sh
echo "install-deps.sh" >> "$calls"
EOF
cat > "$work/action/scripts/build.sh" <<EOF
#!/bin/sh
echo "build.sh ROOFLINE_BUILD_DIR=\$ROOFLINE_BUILD_DIR" >> "$calls"
mkdir -p "\$ROOFLINE_BUILD_DIR/bin"
ln -sf "$tool" "\$ROOFLINE_BUILD_DIR/bin/roofline-lint"
EOF
chmod +x "$work"/stubs/* "$work"/action/scripts/*

# The project: a streaming kernel (passes by default: memory-bound is a note),
# and a strided gather (an uncoalesced access, a warning) whose stride comes from
# a -D after `--`.
cat > "$work/project/my kernels/saxpy.cu" <<'CU'
__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}
int main() { saxpy<<<4096, 256>>>(1 << 20, 2.0f, nullptr, nullptr); }
CU
cat > "$work/project/gather.cu" <<'CU'
__global__ void gather(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = 2.0f * in[STRIDE * i];
}
int main() { gather<<<4096, 256>>>(nullptr, nullptr); }
CU

# Packages for the .deb input: one named roofline-lint, one named otherwise, and
# a file that is not a package. The action installs them with apt-get (a
# stand-in here), so their content does not matter, only their control fields.
mkpkg() {
  mkdir -p "$work/pkgs/$1/DEBIAN"
  printf 'Package: %s\nVersion: %s\nArchitecture: all\nMaintainer: test <test@example.com>\nDescription: test package\n' \
    "$1" "$2" > "$work/pkgs/$1/DEBIAN/control"
  dpkg-deb --root-owner-group --build "$work/pkgs/$1" "$work/pkgs/$1.deb" > /dev/null
}
mkpkg roofline-lint 9.8.7
mkpkg cuda-lint 1.0
echo "<html>not found</html>" > "$work/pkgs/error-page.deb"

: > "$work/env"
: > "$work/path"
# step PHASE VAR=VALUE...: one step of the action, in the project directory,
# with what earlier steps wrote to GITHUB_ENV and GITHUB_PATH.
step() {
  local phase=$1
  shift
  : > "$calls"
  : > "$work/output"
  (
    cd "$work/project" || exit 99
    while IFS= read -r line; do [ -z "$line" ] || export "$line"; done < "$work/env"
    while IFS= read -r dir; do [ -z "$dir" ] || PATH="$dir:$PATH"; done < "$work/path"
    export PATH="$work/stubs:$PATH" GITHUB_ENV="$work/env" GITHUB_PATH="$work/path" \
      GITHUB_OUTPUT="$work/output" RUNNER_TEMP="$work/temp"
    env "$@" "$work/action/scripts/action-run.sh" "$phase" 2>&1
  )
  local rc=$?
  echo "step exit: $rc"
  sed 's/^/call: /' "$calls"
  sed 's/^/output: /' "$work/output"
}
show() { sed "s|$work|WORK|g"; }

{
  echo "== install from source"
  step install INPUT_DEB=
  sed 's/^/env: /' "$work/env"
  sed 's/^/path: /' "$work/path"

  echo "== run: a streaming kernel passes at fail-on warning"
  step run INPUT_PATHS='"my kernels/saxpy.cu"' INPUT_FAIL_ON=warning \
    INPUT_ARGS="--no-cuda-sdk --color=never --gpu-db '$src/test/lit/Inputs/gpus' --gpu test-gpu"

  echo "== run: an uncoalesced access fails at fail-on warning"
  step run INPUT_PATHS="$(printf '"my kernels"\ngather.cu')" INPUT_FAIL_ON=warning \
    INPUT_ARGS="$(printf -- '--no-cuda-sdk --color=never\n--gpu-db "%s" --gpu test-gpu\n-- -DSTRIDE=8' \
      "$src/test/lit/Inputs/gpus")"

  echo "== run: fail-on never"
  step run INPUT_PATHS=gather.cu INPUT_FAIL_ON=never \
    INPUT_ARGS="--no-cuda-sdk --color=never --quiet -- -DSTRIDE=8"

  echo "== run: unbalanced quotes"
  step run INPUT_PATHS=gather.cu INPUT_FAIL_ON=error INPUT_ARGS="--gpu 'h100"

  : > "$work/env"
  echo "== install a .deb by path"
  step install INPUT_DEB=../pkgs/roofline-lint.deb
  sed 's/^/env: /' "$work/env"

  : > "$work/env"
  echo "== install a .deb by URL"
  step install INPUT_DEB="file://$work/pkgs/roofline-lint.deb"
  sed 's/^/env: /' "$work/env"

  : > "$work/env"
  echo "== install another package"
  step install INPUT_DEB=../pkgs/cuda-lint.deb
  echo "== install a file that is not a package"
  step install INPUT_DEB=../pkgs/error-page.deb
  echo "== install a missing file"
  step install INPUT_DEB=../pkgs/roofline-lint_1.0_amd64.deb
  echo "== install from a URL that fails"
  step install INPUT_DEB="file://$work/pkgs/missing.deb"
  sed 's/^/env: /' "$work/env"
} | show
