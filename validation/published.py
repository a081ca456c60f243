#!/usr/bin/env python3
"""Checks the predicted and sound ceilings against published measurements.

    validation/published.py ROOT [--tool PATH]

ROOT holds checkouts of the repositories below, each in a directory named
<owner>+<name> (siboehm+SGEMM_CUDA, ...). Each row is a kernel whose source
and launch are in the repository and whose speed the repository publishes on
a named GPU (its README's table, quoted here with the place it comes from).
For every row the tool analyzes the row's file on that GPU with the sizes the
table was measured at, and the script prints the published figure against
the launch's predicted ceiling and its sound one ("can never beat"):

  - measured/predicted: the published speed over the predicted one (FLOP/s,
    or the predicted time over the published time);
  - sound: whether the published figure is at or below the sound ceiling
    (a published figure above it is a soundness failure: a bug);
  - per repository (a ladder of kernels), the Spearman rank correlation of
    the predicted with the published speeds.

Exits 1 on a soundness failure or when the median of measured/predicted is
below 0.67. Fetches nothing, runs no GPU.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

# (published value, unit): "GFLOP/s", "us" or "ns".
# Each entry: repository, where the table is, GPU id, file, tool arguments,
# and rows of (kernel as the tool names it, value, unit).
SGEMM = ["--bind", "M=4096", "--bind", "N=4096", "--bind", "K=4096"]
LADDERS = [
    {
        "repo": "siboehm+SGEMM_CUDA",
        "table": "README.md (RTX A6000, M = N = K = 4096)",
        "gpu": "rtx-a6000",
        "file": "src/runner.cu",
        "args": SGEMM + ["--", "-I", "src"],
        "rows": [
            ("sgemm_naive", 309.0, "GFLOP/s"),
            ("sgemm_global_mem_coalesce<32U>", 1986.5, "GFLOP/s"),
            ("sgemm_shared_mem_block<32>", 2980.3, "GFLOP/s"),
            ("sgemm1DBlocktiling<64, 64, 8, 8>", 8474.7, "GFLOP/s"),
            ("sgemm2DBlocktiling<128, 128, 8, 8, 8>", 15971.7, "GFLOP/s"),
            ("sgemmVectorize<128, 128, 8, 8, 8>", 18237.3, "GFLOP/s"),
            ("sgemmResolveBankConflicts<128, 128, 8, 8, 8>", 16213.4, "GFLOP/s"),
            ("sgemmResolveBankExtraCol<128, 128, 8, 8, 8>", 16459.2, "GFLOP/s"),
            ("sgemmAutotuned<128, 128, 16, 8, 8>", 19721.0, "GFLOP/s"),
            ("sgemmWarptiling<128, 128, 16, 64, 64, 4, 8, 4, 128>", 21779.3,
             "GFLOP/s"),
            ("sgemmDoubleBuffering<128, 256, 16, 128, 32, 1, 8, 8, 256>",
             17278.3, "GFLOP/s"),
        ],
    },
    {
        "repo": "wangzyon+NVIDIA_SGEMM_PRACTICE",
        "table": "README.md (NVIDIA GeForce RTX 3090, M = N = K = 5120)",
        "gpu": "rtx-3090",
        "file": "src/utils.cu",
        "args": ["--bind", "M=5120", "--bind", "N=5120", "--bind", "K=5120",
                 "--", "-I", "src"],
        "rows": [
            ("mysgemm_v1", 2262.168, "GFLOP/s"),
            ("mysgemm_v2<32>", 4216.536, "GFLOP/s"),
            ("mysgemm_v3<64, 64, 8, 8>", 7809.629, "GFLOP/s"),
            ("mysgemm_v4<128, 128, 8, 8, 8>", 12251.3, "GFLOP/s"),
            ("mysgemm_v5<128, 128, 8, 8, 8>", 12177.95, "GFLOP/s"),
            ("mysgemm_v6<128, 128, 8, 8, 8>", 13161.49, "GFLOP/s"),
            ("mysgemm_v7<128, 128, 8, 8, 8>", 13634.98, "GFLOP/s"),
        ],
    },
    {
        "repo": "annanyapr+Fast-CUDA-Kernels",
        "table": "README.md (NVIDIA GeForce RTX 4090, 4096 x 4096)",
        "gpu": "rtx-4090",
        "files": {
            "gemm_naive": "GEMM/gemm_naive.cu",
            "gemm_memory_coalesce": "GEMM/gemm_memory_coalesce.cu",
            "gemm_memory_blocking": "GEMM/gemm_memory_blocking.cu",
            "gemm_2D_blocktiling": "GEMM/gemm_memory_blocktiling.cu",
        },
        "args": [],
        "rows": [
            ("gemm_naive", 635.3, "GFLOP/s"),
            ("gemm_memory_coalesce", 4887.4, "GFLOP/s"),
            ("gemm_memory_blocking", 6592.0, "GFLOP/s"),
            ("gemm_2D_blocktiling", 37201.0, "GFLOP/s"),
        ],
    },
    {
        "repo": "BBuf+how-to-optim-algorithm-in-cuda",
        "table": "cuda-kernels/reduce/README.md (NVIDIA A100-PCIE-40GB, "
                 "N = 32M floats, Nsight Compute durations)",
        "gpu": "a100-pcie-40gb",
        "files": {
            "reduce_v0": "cuda-kernels/reduce/reduce_v0_baseline.cu",
            "reduce_v1": "cuda-kernels/reduce/reduce_v1_interleaved_addressing.cu",
            "reduce_v2": "cuda-kernels/reduce/reduce_v2_bank_conflict_free.cu",
            "reduce_v3": "cuda-kernels/reduce/reduce_v3_idle_threads_free.cu",
            "reduce_v4": "cuda-kernels/reduce/reduce_v4_unroll_last_warp.cu",
            "reduce_v5<256U>": "cuda-kernels/reduce/reduce_v5_completely_unroll.cu",
            "reduce_v6<256U, 128>": "cuda-kernels/reduce/reduce_v6_multi_add.cu",
            "reduce7<256U, 128>": "cuda-kernels/reduce/reduce_v7_shfl_down_sync.cu",
        },
        "args": [],
        "rows": [
            ("reduce_v0", 990.66, "us"),
            ("reduce_v1", 479.58, "us"),
            ("reduce_v2", 462.02, "us"),
            ("reduce_v3", 244.16, "us"),
            ("reduce_v4", 167.10, "us"),
            ("reduce_v5<256U>", 158.78, "us"),
            ("reduce_v6<256U, 128>", 105.47, "us"),
            ("reduce7<256U, 128>", 101.7, "us"),
        ],
    },
    {
        "repo": "Liu-xiandong+How_to_optimize_in_GPU",
        "table": "reduce/README.md (V100, N = 32M floats)",
        "gpu": "v100-sxm2",
        "files": {
            "reduce0": "reduce/reduce_v0_baseline.cu",
            "reduce1": "reduce/reduce_v1_no_divergence_branch.cu",
            "reduce2": "reduce/reduce_v2_no_bank_conflict.cu",
            "reduce3": "reduce/reduce_v3_add_during_load.cu",
            "reduce4": "reduce/reduce_v4_unroll_last_warp.cu",
            "reduce5<256U>": "reduce/reduce_v5_completely_unroll.cu",
            "reduce6<256U, 128>": "reduce/reduce_v6_multi_add.cu",
            "reduce7<256U, 128>": "reduce/reduce_v7_shuffle.cu",
        },
        "args": [],
        "rows": [
            ("reduce0", 804187, "ns"),
            ("reduce1", 506365, "ns"),
            ("reduce2", 397886, "ns"),
            ("reduce3", 213182, "ns"),
            ("reduce4", 169215, "ns"),
            ("reduce5<256U>", 166752, "ns"),
            ("reduce6<256U, 128>", 166656, "ns"),
            ("reduce7<256U, 128>", 166175, "ns"),
        ],
    },
]

TIME_UNITS = {"us": 1e-6, "ns": 1e-9, "ms": 1e-3, "s": 1.0}


def analyze(tool, root, ladder, path, cache):
    key = (ladder["repo"], path, ladder["gpu"])
    if key not in cache:
        repo = os.path.join(root, ladder["repo"])
        args = ladder["args"]
        cut = args.index("--") if "--" in args else len(args)
        cmd = ([tool, os.path.join(repo, path), "--format", "json", "--gpu",
                ladder["gpu"]] + args[:cut] +
               [a if not a.startswith("src") else os.path.join(repo, a)
                for a in args[cut:]])
        out = subprocess.run(cmd, capture_output=True, text=True)
        try:
            report = json.loads(out.stdout)
        except json.JSONDecodeError:
            report = {"kernels": []}
        launches = {}
        for k in report.get("kernels", []):
            for l in k.get("launches", []):
                launches.setdefault(k["name"], l)
        cache[key] = launches
    return cache[key]


def ranks(values):
    order = sorted(range(len(values)), key=lambda i: values[i])
    r = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            r[order[k]] = (i + j) / 2.0
        i = j + 1
    return r


def spearman(xs, ys):
    if len(xs) < 3:
        return None
    rx, ry = ranks(xs), ranks(ys)
    mx, my = statistics.mean(rx), statistics.mean(ry)
    num = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    den = (sum((a - mx) ** 2 for a in rx) * sum((b - my) ** 2 for b in ry)) ** 0.5
    return num / den if den else None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("root", help="directory of <owner>+<name> checkouts")
    ap.add_argument("--tool", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "build", "bin",
        "roofline-lint"))
    args = ap.parse_args()
    cache = {}
    ratios, failures = [], 0
    print("%-36s %-52s %-15s %11s %11s %11s %7s %6s %s" % (
        "repository", "kernel", "gpu", "published", "predicted", "sound",
        "meas/pr", "sound", "limited by"))
    for ladder in LADDERS:
        if not os.path.isdir(os.path.join(args.root, ladder["repo"])):
            print("%-36s not checked out under %s" % (ladder["repo"], args.root))
            continue
        pred_speed, meas_speed = [], []
        for name, value, unit in ladder["rows"]:
            path = ladder.get("files", {}).get(name, ladder.get("file"))
            l = analyze(args.tool, args.root, ladder, path, cache).get(name)
            p = (l or {}).get("predicted") or {}
            pub = ("%.4g %s" % (value, unit))
            if not p.get("time_s") or not p.get("sound_time_s"):
                why = "no launch" if not l else "not derived"
                print("%-36s %-52s %-15s %11s %11s" % (
                    ladder["repo"], name[:52], ladder["gpu"], pub, why))
                continue
            if unit == "GFLOP/s":
                flops = p["flops_per_s"] * p["time_s"]
                measured_time = flops / (value * 1e9)
            else:
                measured_time = value * TIME_UNITS[unit]
            ratio = p["time_s"] / measured_time
            sound = measured_time >= p["sound_time_s"] * (1 - 1e-9)
            failures += not sound
            ratios.append(ratio)
            pred_speed.append(1 / p["time_s"])
            meas_speed.append(1 / measured_time)
            fig = (lambda t: "%.4g GF/s" % (p["flops_per_s"] * p["time_s"] / t / 1e9)
                   if p.get("flops_per_s") else "%.4g us" % (t * 1e6))
            print("%-36s %-52s %-15s %11s %11s %11s %7.2f %6s %s" % (
                ladder["repo"], name[:52], ladder["gpu"], pub, fig(p["time_s"]),
                fig(p["sound_time_s"]), ratio, "yes" if sound else "NO",
                p.get("limited_by")))
        rho = spearman(pred_speed, meas_speed)
        print("%-36s rank correlation (Spearman) %s over %d kernels" % (
            ladder["repo"], "%.2f" % rho if rho is not None else "-",
            len(pred_speed)))
    median = statistics.median(ratios) if ratios else 0
    print("rows %d, soundness failures %d, median measured/predicted %.2f" % (
        len(ratios), failures, median))
    return 1 if failures or median < 0.67 else 0


if __name__ == "__main__":
    sys.exit(main())
