#!/usr/bin/env bash
# The steps of the roofline-lint GitHub Action (action.yml), one phase per step.
# They read the action's inputs from the environment, as the action passes them:
#
#   action-run.sh install   INPUT_DEB: a roofline-lint .deb to install with apt-get,
#                           a path (relative to the working directory) or a URL
#                           (https://, file://). Empty: build the tool from this
#                           checkout with scripts/install-deps.sh and
#                           scripts/build.sh. Writes ROOFLINE_LINT=<binary> to
#                           $GITHUB_ENV for the next step and later ones.
#   action-run.sh run       runs $ROOFLINE_LINT (else roofline-lint on PATH) on
#                           INPUT_PATHS (default .) with --fail-on=INPUT_FAIL_ON
#                           and INPUT_ARGS; writes exit-code=<code> to
#                           $GITHUB_OUTPUT and exits with the tool's code.
#
# INPUT_PATHS and INPUT_ARGS are split into words as xargs does: on blanks and
# newlines, with '...' and "..." quoting and no shell expansion.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

die() { echo "roofline-lint action: $*" >&2; exit 2; }

# Runs a command as root: directly when already root, else through sudo.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# Appends NAME=VALUE to one of the runner's files (GITHUB_ENV, GITHUB_OUTPUT);
# outside a runner (no such file named), prints it.
emit() {
  local file=$1 line=$2
  if [ -n "$file" ]; then echo "$line" >> "$file"; else echo "$line"; fi
}

words() {
  local -n out=$1
  out=()
  [ -n "$2" ] || return 0
  local split
  split=$(printf '%s' "$2" | xargs -r printf '%s\n') ||
    die "cannot split '$2' into words (unbalanced quotes?)"
  [ -n "$split" ] || return 0
  mapfile -t out <<< "$split"
}

install_deb() {
  local deb=$INPUT_DEB
  if [[ $deb =~ ^[a-zA-Z][a-zA-Z0-9+.-]*:// ]]; then
    if ! command -v curl > /dev/null; then
      as_root apt-get update -q
      as_root env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -q --no-install-recommends curl ca-certificates
    fi
    local dir
    dir=$(mktemp -d "${RUNNER_TEMP:-/tmp}/roofline-lint-deb.XXXXXX")
    echo "roofline-lint action: downloading $deb"
    curl -fsSL --retry 3 -o "$dir/roofline-lint.deb" "$deb" || die "cannot download $deb"
    deb=$dir/roofline-lint.deb
  else
    [ -f "$deb" ] || die "deb: no file '$deb' (from $(pwd))"
    deb=$(realpath "$deb")
  fi
  local package
  package=$(dpkg-deb --field "$deb" Package 2> /dev/null) ||
    die "deb: '$INPUT_DEB' is not a Debian package"
  [ "$package" = roofline-lint ] ||
    die "deb: '$INPUT_DEB' is the package '$package', not roofline-lint"
  echo "roofline-lint action: installing roofline-lint $(dpkg-deb --field "$deb" Version)"
  # apt-get resolves the Depends (LLVM/Clang 22 from the distribution's archive);
  # a fresh container has no package lists yet.
  as_root apt-get update -q
  as_root env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -q --no-install-recommends "$deb"
  emit "${GITHUB_ENV:-}" "ROOFLINE_LINT=/usr/bin/roofline-lint"
}

install_source() {
  local build=${ROOFLINE_BUILD_DIR:-$root/build}
  echo "roofline-lint action: building from $root"
  "$root/scripts/install-deps.sh"
  ROOFLINE_BUILD_DIR=$build "$root/scripts/build.sh"
  [ -x "$build/bin/roofline-lint" ] || die "the build made no $build/bin/roofline-lint"
  emit "${GITHUB_ENV:-}" "ROOFLINE_LINT=$build/bin/roofline-lint"
  # Later steps of the job can call roofline-lint by name.
  emit "${GITHUB_PATH:-}" "$build/bin"
}

run_tool() {
  local tool=${ROOFLINE_LINT:-roofline-lint}
  command -v "$tool" > /dev/null || die "no $tool (run the install step first)"
  local paths args
  words paths "${INPUT_PATHS:-.}"
  words args "${INPUT_ARGS:-}"
  local fail_on=()
  [ -z "${INPUT_FAIL_ON:-}" ] || fail_on=("--fail-on=$INPUT_FAIL_ON")
  "$tool" --version
  # The command, quoted as a shell would need it.
  printf '%s' "+ roofline-lint"
  printf ' %q' "${fail_on[@]}" "${paths[@]}" "${args[@]}"
  printf '\n'
  local rc=0
  # Paths first: args may end with `-- CLANG-ARGS`.
  "$tool" "${fail_on[@]}" "${paths[@]}" "${args[@]}" || rc=$?
  emit "${GITHUB_OUTPUT:-}" "exit-code=$rc"
  return "$rc"
}

case "${1:-}" in
  install)
    if [ -n "${INPUT_DEB:-}" ]; then install_deb; else install_source; fi ;;
  run) run_tool ;;
  *) die "usage: action-run.sh install|run" ;;
esac
