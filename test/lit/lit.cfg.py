# -*- Python -*-
import os
import lit.formats

config.name = "roofline-lint"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cu", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.roofline_obj_root, "test", "lit")

inputs = os.path.join(config.test_source_root, "Inputs")
# Tests run on the built-in CUDA headers and a round-number GPU (10 TFLOP/s,
# 1 TB/s, ridge 10) so that every expected value can be checked by hand.
config.substitutions.append(("%roofline-lint-bare", config.roofline_tool))
tool = ("%s --no-cuda-sdk --color=never --gpu-db=%s --gpu=test-gpu"
        % (config.roofline_tool, os.path.join(inputs, "gpus")))
# %lint: the tool as a user runs it, findings and all (test/lit/lint).
config.substitutions.append(("%lint", tool))
# %roofline-lint: the full readout alone. Counting and report tests pin
# numbers, every launch's; the verdict findings their kernels would add
# (memory-bound, uncoalesced access, reuse opportunity) are tested in
# test/lit/lint, so they are off here. The default, brief readout is tested
# in test/lit/report/brief-*.
config.substitutions.append(
    ("%roofline-lint", tool + " --readout=full"
     " --severity=roofline-memory-bound=off"
     " --severity=roofline-uncoalesced-access=off"
     " --severity=roofline-reuse-opportunity=off"))
config.substitutions.append(("%inputs", inputs))
# %expect-exit CODE CMD...: CMD must exit with CODE (lit's `not` only knows non-zero).
config.substitutions.append(("%expect-exit", "bash " + os.path.join(inputs, "expect-exit.sh")))
config.substitutions.append(("%src_root", config.roofline_src_root))
config.substitutions.append(("%build_root", config.roofline_obj_root))
config.substitutions.append(("FileCheck", config.filecheck))
config.environment["NO_COLOR"] = "1"
# Precompiled preludes are cached in the build tree, shared by the tests
# (and by concurrent ones, as concurrent runs share a user's cache), never
# in the user's own cache.
config.environment["XDG_CACHE_HOME"] = os.path.join(
    config.roofline_obj_root, "test", "lit", "cache")
config.environment.pop("CUDA_PATH", None)

# Debian's python3 carries python3-jsonschema (scripts/install-deps.sh); the
# python3 first on PATH may be another one.
import subprocess
def _has_jsonschema(py):
    try:
        return subprocess.run([py, "-c", "import jsonschema"],
                              capture_output=True).returncode == 0
    except OSError:
        return False
python_jsonschema = next((p for p in ["/usr/bin/python3", "python3"]
                          if _has_jsonschema(p)), "/usr/bin/python3")
config.substitutions.append(("%python-jsonschema", python_jsonschema))

cuda = os.environ.get("CUDA_PATH", "/usr/local/cuda")
if os.path.exists(os.path.join(cuda, "include", "cuda_runtime.h")):
    config.available_features.add("cuda-sdk")
    config.substitutions.append(("%cuda_path", cuda))

# Permission bits stop a reader only when it is not root. Run as root, the
# tests of unreadable inputs drop to nobody with setpriv, when nobody can run
# the built tool; otherwise they are unsupported rather than vacuous.
def _unprivileged_prefix():
    if os.getuid() != 0:
        return ""
    prefix = "setpriv --reuid=65534 --regid=65534 --clear-groups"
    # A whole analysis, not --version: nobody must reach the tool's data and
    # the test inputs too.
    probe = tool.split() + [os.path.join(config.test_source_root, "hostile",
                                         "Inputs", "scale.cu")]
    try:
        ok = subprocess.run(prefix.split() + probe,
                            capture_output=True).returncode == 0
    except OSError:
        ok = False
    return prefix if ok else None
_prefix = _unprivileged_prefix()
if _prefix is not None:
    config.available_features.add("unreadable-files")
    config.substitutions.append(("%unprivileged", _prefix))
