#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""roofline-lint beside Clang's own parse and nvcc, on real sources.

Prints, side by side, CPU seconds (user + sys, median of REPS runs) of:
  - the tool (warm prelude cache, and --no-cache) against clang-22
    -fsyntax-only with exactly the tool's Clang flags (from its -v) and
    against nvcc -ptx, on each FILE given, with the built-in CUDA headers
    and with the SDK;
  - -j2 against -j1 over up to 100 files, beside two clang-22 processes in
    parallel against the same two in series (on a 2-core machine Clang
    itself gains far less than 2x: compare, don't assume);
  - reduction-style binds against the unbound run, and three --gpu against
    one, when --reduction names cuda-samples' reduction_kernel.cu.
Numbers only: nothing here passes or fails on time.

usage: compare.py --tool BUILD/bin/roofline-lint [--cuda PATH] [--reps N]
         [--many DIR ...] [--include DIR ...] [--reduction FILE]
         FILE[:INCLUDE_DIR] ...
"""

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def cpu_seconds(cmd, cwd=None):
    """CPU time (user + sys) of cmd and its children, and its wall time."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   cwd=cwd)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall


def median_cpu(cmd, reps):
    return statistics.median(cpu_seconds(cmd)[0] for _ in range(reps))


def median_wall(run, reps):
    walls = []
    for _ in range(reps):
        start = time.monotonic()
        run()
        walls.append(time.monotonic() - start)
    return statistics.median(walls)


def clang_flags(tool, mode, path, extra):
    """The Clang command the tool runs for path (its -v plan line)."""
    out = subprocess.run([tool, "-v", "--no-cache", *mode, path, "--", *extra],
                         capture_output=True, text=True).stderr
    for line in out.splitlines():
        if line.startswith("roofline-lint: clang "):
            return line.split()[2:]
    raise SystemExit(f"compare.py: no Clang command in -v output for {path}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", required=True)
    ap.add_argument("--cuda", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--many", action="append", default=[],
                    help="a folder of .cu files for the -j2 comparison "
                         "(repeatable; the first 100 files of all)")
    ap.add_argument("--reduction", help="cuda-samples' reduction_kernel.cu")
    ap.add_argument("--include", action="append", default=[],
                    help="-I for --reduction")
    ap.add_argument("files", nargs="*", help="FILE or FILE:INCLUDE_DIR")
    a = ap.parse_args()

    clang = shutil.which("clang-22") or "clang"
    nvcc = os.path.join(a.cuda, "bin", "nvcc")
    have_sdk = os.path.exists(os.path.join(a.cuda, "include", "cuda_runtime.h"))
    have_nvcc = have_sdk and os.access(nvcc, os.X_OK)
    cache = tempfile.mkdtemp(prefix="roofline-bench-cache-")
    modes = [("built-in headers", ["--no-cuda-sdk"])]
    if have_sdk:
        modes.append(("CUDA SDK", [f"--cuda-path={a.cuda}"]))

    print(f"CPU seconds, median of {a.reps}; ratios are tool / other")
    print(f"{'file':<26} {'headers':<17} {'tool':>7} {'no cache':>8} "
          f"{'clang':>7} {'nvcc':>7} {'/clang':>7} {'/nvcc':>7}")
    for spec in a.files:
        path, _, inc = spec.partition(":")
        extra = [f"-I{inc}"] if inc else []
        name = os.path.basename(path)
        ptx = None
        if have_nvcc:
            ptx = median_cpu([nvcc, "-ptx", "-arch=sm_89", "-o", os.devnull,
                              *extra, path], a.reps)
        for label, mode in modes:
            base = [a.tool, *mode, f"--cache-dir={cache}", path, "--", *extra]
            for _ in range(2):  # warm: the prelude, then the preamble
                subprocess.run(base, capture_output=True)
            tool = median_cpu(base, a.reps)
            cold = median_cpu([a.tool, *mode, "--no-cache", path, "--", *extra],
                              a.reps)
            flags = clang_flags(a.tool, mode, path, extra)
            parse = median_cpu([clang, *flags], a.reps)
            nv = f"{ptx:7.3f}" if ptx is not None else f"{'-':>7}"
            vs_nv = f"{tool / ptx:7.2f}" if ptx else f"{'-':>7}"
            print(f"{name:<26} {label:<17} {tool:7.3f} {cold:8.3f} "
                  f"{parse:7.3f} {nv} {tool / parse:7.2f} {vs_nv}")

    if a.many:
        files = sorted(os.path.join(r, f) for d in a.many
                       for r, _, fs in os.walk(d)
                       for f in fs if f.endswith(".cu"))[:100]
        many_extra = [f"-I{d}" for d in a.include]
        if files:
            tool = [a.tool, "--no-cuda-sdk", f"--cache-dir={cache}",
                    "--timeout=60", *files, "--", *many_extra]
            for _ in range(2):  # warm: the prelude, then the preambles
                subprocess.run(tool, capture_output=True)
            j1 = median_wall(lambda: subprocess.run(
                [tool[0], "-j1", *tool[1:]], capture_output=True), a.reps)
            j2 = median_wall(lambda: subprocess.run(
                [tool[0], "-j2", *tool[1:]], capture_output=True), a.reps)
            flags = clang_flags(a.tool, ["--no-cuda-sdk"], files[0],
                                many_extra)[:-1]
            half = len(files) // 2

            def clang_over(group):
                for f in group:
                    subprocess.run([clang, *flags, f], capture_output=True)

            def series():
                clang_over(files[:half])
                clang_over(files[half:])

            def parallel():
                procs = [subprocess.Popen(
                    [sys.executable, "-c",
                     "import subprocess,sys\n"
                     "for f in sys.argv[2:]:\n"
                     "  subprocess.run([sys.argv[1]] + " + repr(flags) +
                     " + [f], capture_output=True)", clang, *g])
                    for g in (files[:half], files[half:])]
                for p in procs:
                    p.wait()

            s = median_wall(series, a.reps)
            p = median_wall(parallel, a.reps)
            tool_gain, clang_gain = j1 / j2, s / p
            print(f"\n-j2 over {len(files)} files (wall seconds, median of {a.reps})")
            print(f"  roofline-lint  -j1 {j1:7.2f}  -j2 {j2:7.2f}  speed-up {tool_gain:.2f}x")
            print(f"  clang-22 x2    series {s:7.2f}  parallel {p:7.2f}  speed-up {clang_gain:.2f}x")
            print(f"  roofline-lint's speed-up is {tool_gain / clang_gain:.2f} of Clang's")

    if a.reduction:
        extra = [f"-I{d}" for d in a.include]
        base = [a.tool, "--no-cuda-sdk", f"--cache-dir={cache}", a.reduction]
        binds = ["--bind", "size=16777216", "--bind", "threads=256",
                 "--bind", "blocks=64"]
        for _ in range(2):  # warm: the prelude, then the preamble
            subprocess.run(base + ["--", *extra], capture_output=True)
        unbound = median_cpu(base + ["--", *extra], a.reps)
        bound = median_cpu(base + binds + ["--", *extra], a.reps)
        one = median_cpu(base + binds + ["--gpu=rtx-4070", "--", *extra], a.reps)
        three = median_cpu(base + binds + ["--gpu=rtx-4070", "--gpu=a100",
                                           "--gpu=h100", "--", *extra], a.reps)
        print(f"\nreduction_kernel.cu (CPU seconds, median of {a.reps})")
        print(f"  unbound {unbound:7.3f}  three binds {bound:7.3f}  ratio {bound / unbound:.2f}")
        print(f"  one --gpu {one:7.3f}  three --gpu {three:7.3f}  ratio {three / one:.2f}")
    shutil.rmtree(cache, ignore_errors=True)


if __name__ == "__main__":
    main()
