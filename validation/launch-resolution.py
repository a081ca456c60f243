#!/usr/bin/env python3
"""Counts the launch sites roofline-lint resolves from host code alone.

    validation/launch-resolution.py [--polybench DIR] [--llmc DIR]
                                    [--tool PATH] [-v]

Runs roofline-lint with no analysis flags (only `--format json`) on every
program of PolyBench/GPU's CUDA/ folder (DIR is the checkout's root) and on
llm.c's dev/cuda/*.cu (less nccl_all_reduce.cu, which needs MPI and NCCL),
and prints, per project and in all, the launch sites resolved over the
launch sites found.

A launch site is resolved when every configuration the host code gives it
has a numeric grid and block, numeric FLOP and byte totals, and nothing
unbound or unresolved. With -v, every site that is not resolved is listed
with what stays open. Needs checkouts of the projects; fetches nothing.
Exits 1 when a file cannot be analyzed at all (no JSON).
"""
import argparse
import glob
import json
import os
import subprocess
import sys
from collections import OrderedDict


def is_number(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def open_parts(launch):
    """What keeps one configuration of a launch from being a number."""
    parts = []
    for key in ("grid", "block"):
        if not all(is_number(v) for v in launch["grid" if key == "grid" else "block"]):
            parts.append(key)
    totals = launch["totals"]
    if not is_number(totals["flops"]["total"]) or not is_number(totals["global_bytes"]):
        parts.append("totals")
    parts += ["unbound " + s for s in launch["unbound_symbols"]]
    parts += ["unresolved " + s for s in launch["unresolved"]]
    return parts


def analyze(tool, path, workdir):
    proc = subprocess.run([tool, "--format", "json", os.path.basename(path)],
                          cwd=workdir, capture_output=True, text=True)
    try:
        return json.loads(proc.stdout), proc.returncode
    except json.JSONDecodeError:
        return None, proc.returncode


def count(tool, files, label, verbose):
    sites = OrderedDict()
    failed = []
    for path in files:
        report, rc = analyze(tool, path, os.path.dirname(path))
        if report is None:
            failed.append((path, rc))
            continue
        for k in report["kernels"]:
            for l in k["launches"]:
                if l["source"] != "launch-site":
                    continue
                key = (path, l["line"], l["column"])
                entry = sites.setdefault(key, {"kernel": k["name"], "open": []})
                entry["open"] += open_parts(l)
    resolved = sum(1 for s in sites.values() if not s["open"])
    print(f"{label}: {resolved} of {len(sites)} launch sites resolved"
          f" ({len(files)} files)")
    if verbose:
        for (path, line, col), s in sites.items():
            if s["open"]:
                why = ", ".join(sorted(set(s["open"])))
                print(f"  {os.path.basename(path)}:{line}:{col} {s['kernel']}: {why}")
    for path, rc in failed:
        print(f"  {path}: no report (exit {rc})")
    return resolved, len(sites), failed


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--polybench", help="checkout of PolyBench/GPU")
    ap.add_argument("--llmc", help="checkout of llm.c")
    ap.add_argument("--tool", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "build", "bin",
        "roofline-lint"))
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    if not args.polybench and not args.llmc:
        ap.error("give --polybench DIR and/or --llmc DIR")
    if not os.access(args.tool, os.X_OK):
        sys.exit(f"launch-resolution: no roofline-lint at {args.tool} (build it, or give --tool)")
    total_resolved = total_sites = 0
    any_failed = False
    if args.polybench:
        files = sorted(glob.glob(os.path.join(args.polybench, "CUDA", "*", "*.cu")))
        if not files:
            sys.exit(f"launch-resolution: no CUDA/*/*.cu under {args.polybench}")
        r, n, failed = count(args.tool, files, "PolyBench/GPU CUDA", args.verbose)
        total_resolved += r
        total_sites += n
        any_failed |= bool(failed)
    if args.llmc:
        files = sorted(f for f in glob.glob(os.path.join(args.llmc, "dev", "cuda", "*.cu"))
                       if os.path.basename(f) != "nccl_all_reduce.cu")
        if not files:
            sys.exit(f"launch-resolution: no dev/cuda/*.cu under {args.llmc}")
        r, n, failed = count(args.tool, files, "llm.c dev/cuda", args.verbose)
        total_resolved += r
        total_sites += n
        any_failed |= bool(failed)
    share = 100.0 * total_resolved / total_sites if total_sites else 0.0
    print(f"all: {total_resolved} of {total_sites} launch sites resolved ({share:.1f} %)")
    return 1 if any_failed else 0


if __name__ == "__main__":
    sys.exit(main())
