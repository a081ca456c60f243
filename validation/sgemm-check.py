#!/usr/bin/env python3
"""Checks roofline-lint's traffic model against SGEMM_CUDA's published numbers.

    validation/sgemm-check.py SGEMM_CUDA_DIR [--tool PATH]

Analyzes SGEMM_CUDA's runner (src/runner.cu) at M = N = K = 4096 on the RTX
A6000 of its README (a custom machine from the datasheet: 38.7 TFLOP/s fp32,
768 GB/s) and prints, per kernel of the README's table: the no-reuse and
perfect-reuse intensities, the sound ceiling, the published GFLOP/s, whether
the published figure is at or below the sound ceiling, and whether the
kernel has a roofline-uncoalesced-access finding. Exits 1 when a published
figure beats the sound ceiling or the no-reuse intensity falls along the
series. Needs a checkout of SGEMM_CUDA; fetches nothing.
"""
import argparse
import json
import os
import re
import subprocess
import sys

A6000 = ["--peak-gflops", "38700", "--bandwidth-gbs", "768"]
SIZES = ["--bind", "M=4096", "--bind", "N=4096", "--bind", "K=4096"]
# README row number -> the kernel template launched for it at 4096.
KERNELS = {
    1: "sgemm_naive",
    2: "sgemm_global_mem_coalesce<32U>",
    3: "sgemm_shared_mem_block<32>",
    4: "sgemm1DBlocktiling<64, 64, 8, 8>",
    5: "sgemm2DBlocktiling<128, 128, 8, 8, 8>",
    6: "sgemmVectorize<128, 128, 8, 8, 8>",
    7: "sgemmResolveBankConflicts<128, 128, 8, 8, 8>",
    8: "sgemmResolveBankExtraCol<128, 128, 8, 8, 8>",
    9: "sgemmAutotuned<128, 128, 16, 8, 8>",
    10: "sgemmWarptiling<128, 128, 16, 64, 64, 4, 8, 4, 128>",
}


def published(readme):
    rows = {}
    for line in open(readme, encoding="utf-8"):
        m = re.match(r"\|\s*(\d+):[^|]*\|\s*`([\d.]+)`", line)
        if m:
            rows[int(m.group(1))] = float(m.group(2))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sgemm")
    ap.add_argument("--tool", default=os.path.join(
        os.path.dirname(__file__), "..", "build", "bin", "roofline-lint"))
    args = ap.parse_args()
    src = os.path.join(args.sgemm, "src")
    out = subprocess.run(
        [args.tool, os.path.join(src, "runner.cu"), "--format", "json"] + A6000 +
        SIZES + ["--", "-I", src], capture_output=True, text=True)
    report = json.loads(out.stdout)
    launches = {}
    for k in report["kernels"]:
        for l in k.get("launches", []):
            launches.setdefault(k["name"], l)
    flagged = {f["kernel"] for f in report["findings"]
               if f["id"] == "roofline-uncoalesced-access" and not f["suppressed"]}
    pub = published(os.path.join(args.sgemm, "README.md"))
    print("%-3s %-52s %9s %9s %12s %11s %6s %11s" % (
        "#", "kernel", "I_sector", "I_comp", "sound", "published", "<=", "uncoalesced"))
    failures = 0
    last = None
    for n, name in KERNELS.items():
        l = launches.get(name)
        if not l:
            print("%-3d %-52s not launched at 4096" % (n, name))
            failures += 1
            continue
        sound = l["compulsory"]["roofline"]["ceiling_flops_per_s"] / 1e9
        i_sec = l["sectors"]["intensity"]
        i_comp = l["compulsory"]["intensity"]
        ok = pub.get(n, 0) <= sound
        failures += not ok
        if last is not None and i_sec < last:
            print("    no-reuse intensity falls here")
            failures += 1
        last = i_sec
        print("%-3d %-52s %9.3g %9.4g %9.1f GF %8.1f GF %6s %11s" % (
            n, name, i_sec, i_comp if i_comp else float("inf"), sound,
            pub.get(n, float("nan")), "yes" if ok else "NO",
            "yes" if name in flagged else "no"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
