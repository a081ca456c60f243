#!/usr/bin/env python3
"""Lists the kernels whose sound ceiling looks too good for the bytes they ask for.

    validation/footprint-survey.py DIR [--tool PATH] [--gpu NAME] [-- CLANG ARGS]

Runs roofline-lint --format json on every *.cu file of DIR (not recursive)
and prints each kernel with a launch whose sound ceiling (FLOPs over
compulsory bytes) is at least half the peak while it requests at least one
byte of global memory per FLOP. Such a kernel streams data, so a sound
ceiling near the peak means its compulsory bytes collapsed (a footprint that
kept one row of a block-stride loop, or 0 B); each one left needs a reason.
Also prints how many kernels and launches were placed, and the launches
whose compulsory bytes were not derived. Fetches nothing.
"""
import argparse
import glob
import json
import os
import subprocess
import sys


def survey(path, tool, gpu, extra):
    cmd = [tool, path, "--format", "json", "--gpu", gpu] + (
        ["--"] + extra if extra else [])
    out = subprocess.run(cmd, capture_output=True, text=True)
    try:
        return json.loads(out.stdout)
    except json.JSONDecodeError:
        print(f"{path}: no report (exit {out.returncode})", file=sys.stderr)
        return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dir")
    ap.add_argument("--tool", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "build", "bin",
        "roofline-lint"))
    ap.add_argument("--gpu", default="rtx-4070")
    ap.add_argument("extra", nargs="*", help="arguments for Clang, after --")
    args = ap.parse_args()
    kernels = flagged = launches = 0
    not_derived = []
    for path in sorted(glob.glob(os.path.join(args.dir, "*.cu"))):
        report = survey(path, args.tool, args.gpu, args.extra)
        if not report:
            continue
        for k in report["kernels"]:
            kernels += 1
            worst = None
            for l in k.get("launches", []):
                launches += 1
                t, c = l["totals"], l["compulsory"]
                if not c["computed"]:
                    if c["missing"] and c["missing"].startswith("compulsory"):
                        not_derived.append(
                            (os.path.basename(path), k["name"], l["line"],
                             c["missing"]))
                    continue
                flops = t["flops"]["total"]
                roof = c.get("roofline")
                if not flops or not roof or t["global_bytes"] is None:
                    continue
                per_flop = t["global_bytes"] / flops
                frac = roof["fraction_of_peak"]
                if frac >= 0.5 and per_flop >= 1:
                    if not worst or frac > worst[0]:
                        worst = (frac, per_flop, l["line"], c["bytes"],
                                 c["exact"])
            if worst:
                flagged += 1
                frac, per_flop, line, nbytes, exact = worst
                print(f"{os.path.basename(path)}:{line}  {k['name']}: sound "
                      f"{frac * 100:.0f} % of peak, {per_flop:.2f} B/FLOP "
                      f"requested, compulsory {nbytes} B"
                      f"{'' if exact else ' (a lower bound)'}")
    for f, name, line, why in not_derived:
        print(f"{f}:{line}  {name}: {why}")
    print(f"{flagged} of {kernels} kernels ({launches} launches) have a sound "
          f"ceiling >= 50 % of peak at >= 1 requested B/FLOP; "
          f"{len(not_derived)} launches without derived compulsory bytes")


if __name__ == "__main__":
    main()
