#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Generate the shipped GPU database (data/gpus/<id>.json) from the reference.

Usage:
    python3 scripts/gen-gpu-database.py [REFERENCE_JSON] [--out DIR] [--doc MD]
                                        [--check]

REFERENCE_JSON defaults to ../shared/data/gpus-reference.json, --supplement
to data/gpus-supplement.json (devices the reference lacks, in its format, and
the per-clock figures of the roofs inside the chip: FP32 lanes, shared/L1 and
L2 bytes per clock by architecture, maximum graphics clocks by device, each
with its source) and --out to data/gpus, all relative to the repository root (the parent of this script's
directory), so the script can be run from anywhere.  The device and alias
table of docs/GpuDatabase.md (between its BEGIN/END GENERATED markers) is
refreshed too.  --check writes nothing and exits 1 when a generated file or
the table would differ from what is on disk.

The conversion is exact: every reference number is parsed as a decimal
(json parse_float=decimal.Decimal) and scaled with decimal arithmetic, so
29.1 TFLOP/s becomes 29100000000000, never 29099999999999.996.

Units (SI base units, unit in the key name):
    dram_bw_gbs      GB/s  (10^9)   -> dram_bytes_per_s
    *_tflops         TFLOP/s (10^12) -> peak_flops_per_s / tensor_peak_flops_per_s
    tc_int8_tops     TOP/s (10^12)  -> tensor_peak_flops_per_s.int8 (ops/s)
    boost_clock_mhz  MHz (10^6)     -> boost_clock_hz
    l2_mb            MiB (2^20)     -> l2_bytes
    smem_per_sm_kb   KiB (2^10)     -> shared_memory_per_sm_bytes

NVIDIA's "MB" for caches and shared memory is binary: the L40S's "96 MB" L2 is
100663296 bytes in deviceQuery, and CC 8.x's "164 KB" of shared memory per SM is
167936 bytes in the CUDA programming guide.  Bandwidth and FLOP rates are decimal.

Output is deterministic: keys in the fixed order of KEY_ORDER (the nested peak
objects in precision order), two-space indentation, LF line endings, a final
newline, aliases in reference order followed by the extra short forms.
"""

import argparse
import decimal
import json
import os
import re
import sys
from decimal import Decimal

SCHEMA_VERSION = 1

# Reference "name" -> database id (file stem).  Every shipped device is listed
# here so ids stay stable and recognisable; an unlisted reference entry gets a
# kebab-case id derived from its name (see derive_id).
IDS = {
    "NVIDIA V100 SXM2": "v100-sxm2",
    "NVIDIA T4": "t4",
    "NVIDIA A100 SXM4 40GB": "a100-sxm4-40gb",
    "NVIDIA A100 SXM4 80GB": "a100-sxm4-80gb",
    "NVIDIA A100 PCIe 40GB": "a100-pcie-40gb",
    "NVIDIA A100 PCIe 80GB": "a100-pcie-80gb",
    "NVIDIA A10": "a10",
    "NVIDIA A30": "a30",
    "NVIDIA L4": "l4",
    "NVIDIA L40S": "l40s",
    "NVIDIA H100 SXM5": "h100-sxm5",
    "NVIDIA H100 PCIe": "h100-pcie",
    "NVIDIA H200 SXM": "h200-sxm",
    "NVIDIA GH200 (96GB HBM3)": "gh200",
    "NVIDIA B200 (HGX, 1000 W)": "b200",
    "NVIDIA GeForce RTX 3090": "rtx-3090",
    "NVIDIA GeForce RTX 4070": "rtx-4070",
    "NVIDIA GeForce RTX 4080": "rtx-4080",
    "NVIDIA GeForce RTX 4090": "rtx-4090",
    "NVIDIA GeForce RTX 5090": "rtx-5090",
    "NVIDIA Jetson AGX Orin 64GB": "jetson-agx-orin-64gb",
    "NVIDIA RTX A6000": "rtx-a6000",
    "NVIDIA GeForce RTX 3070": "rtx-3070",
    "NVIDIA GeForce RTX 3070 Ti": "rtx-3070-ti",
}

# Short forms a user types, added after the reference's aliases.  Lookup
# ignores case, spaces, '-' and '_', so "rtx4070" already matches "RTX 4070"
# and is not listed again.  A family name denotes one device:
#   "A100" -> a100-sxm4-80gb (the SXM4 80GB part, the common cloud A100),
#   "H100" -> h100-sxm5.
EXTRA_ALIASES = {
    "v100-sxm2": ["Tesla V100"],
    "a100-sxm4-40gb": ["A100 40GB", "A100 SXM4 40GB"],
    "a100-sxm4-80gb": ["A100", "A100 80GB", "A100 SXM", "A100 SXM4", "NVIDIA A100"],
    "a100-pcie-40gb": ["A100 40GB PCIe"],
    "a100-pcie-80gb": ["A100 PCIe"],
    "h100-sxm5": ["H100", "H100 SXM5", "NVIDIA H100"],
    "h100-pcie": [],
    "rtx-3090": ["GeForce RTX 3090"],
    "rtx-4070": ["GeForce RTX 4070"],
    "rtx-4080": ["GeForce RTX 4080"],
    "rtx-4090": ["GeForce RTX 4090"],
    "rtx-5090": ["GeForce RTX 5090"],
}

# The order of keys in every generated file.
KEY_ORDER = [
    "schema_version",
    "name",
    "aliases",
    "arch",
    "cuda_arch",
    "sms",
    "boost_clock_hz",
    "dram_bytes_per_s",
    "l2_bytes",
    "shared_memory_per_sm_bytes",
    "max_clock_hz",
    "fp32_lanes_per_sm",
    "shared_bytes_per_clock_per_sm",
    "l1_bytes_per_clock_per_sm",
    "l2_bytes_per_clock",
    "peak_flops_per_s",
    "tensor_peak_flops_per_s",
    "sources",
    "field_sources",
    "notes",
]
# Shared memory: 32 banks x 4 bytes, one wavefront per clock, on every
# architecture since compute capability 5.0; the L1 shares that data path.
BANK_BYTES_PER_CLOCK = 128
PRECISIONS = ["fp16", "bf16", "fp32", "fp64"]
TENSOR_TYPES = ["fp16", "bf16", "tf32", "fp8", "int8", "fp64"]

GIGA = Decimal(10) ** 9
TERA = Decimal(10) ** 12
MEGA = Decimal(10) ** 6
MIB = Decimal(2) ** 20
KIB = Decimal(2) ** 10


def normalize(s):
    """The lookup key: lower case without spaces, '-' and '_'."""
    return re.sub(r"[\s_-]+", "", s).lower()


def derive_id(name):
    s = re.sub(r"\(.*?\)", "", name)
    s = re.sub(r"^NVIDIA\s+", "", s.strip())
    s = re.sub(r"^GeForce\s+", "", s)
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


def scaled(value, factor, what):
    """value * factor as an int when exact; None stays None."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, Decimal)):
        raise ValueError(f"{what}: expected a number, got {value!r}")
    exact = Decimal(value) * factor
    if exact != exact.to_integral_value():
        # Not an integer in base units: keep the shortest repr of the value.
        return float(exact)
    return int(exact)


def convert(entry, supplement):
    name = entry["name"]
    gpu_id = IDS.get(name) or derive_id(name)
    # The reference's aliases verbatim (they are the names users see, e.g. in
    # nvidia-smi), then the extra short forms that lookup would not already
    # reach through the name, the id or an earlier alias.
    aliases = list(entry.get("aliases", []))
    seen = {normalize(a) for a in aliases + [name, gpu_id]}
    for alias in EXTRA_ALIASES.get(gpu_id, []):
        key = normalize(alias)
        if key in seen:
            continue
        seen.add(key)
        aliases.append(alias)
    peaks = {p: scaled(entry[f"{p}_tflops"], TERA, f"{name}: {p}_tflops")
             for p in PRECISIONS}
    tensor = {}
    for t in TENSOR_TYPES:
        key = "tc_int8_tops" if t == "int8" else f"tc_{t}_tflops"
        tensor[t] = scaled(entry[key], TERA, f"{name}: {key}")
    record = {
        "schema_version": SCHEMA_VERSION,
        "name": name,
        "aliases": aliases,
        "arch": entry["arch"],
        "cuda_arch": entry["sm"],
        "sms": entry["sms"],
        "boost_clock_hz": scaled(entry["boost_clock_mhz"], MEGA, f"{name}: boost_clock_mhz"),
        "dram_bytes_per_s": scaled(entry["dram_bw_gbs"], GIGA, f"{name}: dram_bw_gbs"),
        "l2_bytes": scaled(entry["l2_mb"], MIB, f"{name}: l2_mb"),
        "shared_memory_per_sm_bytes": scaled(entry["smem_per_sm_kb"], KIB,
                                             f"{name}: smem_per_sm_kb"),
        "max_clock_hz": None,
        "fp32_lanes_per_sm": None,
        "shared_bytes_per_clock_per_sm": None,
        "l1_bytes_per_clock_per_sm": None,
        "l2_bytes_per_clock": None,
        "peak_flops_per_s": peaks,
        "tensor_peak_flops_per_s": tensor,
        "sources": list(entry.get("source_urls", [])),
        "field_sources": {},
        "notes": entry.get("notes", ""),
    }
    add_clock_figures(gpu_id, record, supplement)
    assert list(record) == KEY_ORDER
    return gpu_id, record


def add_clock_figures(gpu_id, record, supplement):
    """The per-clock figures of the supplement, each with its source."""
    arch_sources = supplement.get("architecture_sources", {})
    arch = supplement.get("architectures", {}).get(record["cuda_arch"], {})
    figures = {
        "fp32_lanes_per_sm": arch.get("fp32_lanes_per_sm"),
        "shared_bytes_per_clock_per_sm": BANK_BYTES_PER_CLOCK,
        "l1_bytes_per_clock_per_sm": BANK_BYTES_PER_CLOCK,
        "l2_bytes_per_clock": arch.get("l2_bytes_per_clock"),
    }
    for key, value in figures.items():
        if value is not None:
            record[key] = value
            record["field_sources"][key] = arch_sources[key]
    clocks = supplement.get("max_clock_mhz", {})
    if gpu_id in clocks:
        record["max_clock_hz"] = scaled(clocks[gpu_id], MEGA,
                                        f"{gpu_id}: max_clock_mhz")
        record["field_sources"]["max_clock_hz"] = clocks["_source"]


def render(record):
    # json.dumps keeps insertion order; record and its nested objects are built
    # in the documented order.
    return json.dumps(record, indent=2, ensure_ascii=False) + "\n"


DOC_BEGIN = "<!-- BEGIN GENERATED DEVICE TABLE (scripts/gen-gpu-database.py) -->"
DOC_END = "<!-- END GENERATED DEVICE TABLE -->"


def fmt_decimal(value):
    """Shortest plain rendering of a Decimal: 29.1, 504, 0.455."""
    text = format(value.normalize(), "f")
    return text


def device_table(records):
    """The Markdown device and alias table for docs/GpuDatabase.md."""
    lines = [
        "| id | name | aliases | cuda_arch | fp32 TFLOP/s | GB/s | fp32 ridge (FLOP/B) |",
        "|---|---|---|---|---|---|---|",
    ]
    for gpu_id in sorted(records):
        r = records[gpu_id]
        fp32 = Decimal(r["peak_flops_per_s"]["fp32"]) / TERA
        bw = Decimal(r["dram_bytes_per_s"]) / GIGA
        ridge = (Decimal(r["peak_flops_per_s"]["fp32"]) /
                 Decimal(r["dram_bytes_per_s"])).quantize(Decimal("0.1"))
        aliases = ", ".join(f"`{a}`" for a in r["aliases"])
        lines.append(f"| `{gpu_id}` | {r['name']} | {aliases} | {r['cuda_arch']} "
                     f"| {fmt_decimal(fp32)} | {fmt_decimal(bw)} | {ridge} |")
    return "\n".join(lines) + "\n"


def with_device_table(doc, table):
    """doc with the text between the markers replaced; None without markers."""
    begin = doc.find(DOC_BEGIN)
    end = doc.find(DOC_END)
    if begin < 0 or end < begin:
        return None
    return doc[:begin + len(DOC_BEGIN)] + "\n" + table + doc[end:]


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("reference", nargs="?",
                        default=os.path.join(root, "..", "shared", "data",
                                             "gpus-reference.json"))
    parser.add_argument("--supplement",
                        default=os.path.join(root, "data", "gpus-supplement.json"))
    parser.add_argument("--out", default=os.path.join(root, "data", "gpus"))
    parser.add_argument("--doc", default=os.path.join(root, "docs", "GpuDatabase.md"),
                        help="Markdown file whose generated device table is "
                        "refreshed (between the markers); skipped if absent")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a file is out of date")
    args = parser.parse_args()

    decimal.getcontext().prec = 50
    with open(args.reference, encoding="utf-8") as f:
        reference = json.load(f, parse_float=Decimal)
    with open(args.supplement, encoding="utf-8") as f:
        supplement = json.load(f, parse_float=Decimal)
    reference = reference + supplement.get("devices", [])

    outputs = {}
    records = {}
    owner = {}  # normalized id/name/alias -> id
    for entry in reference:
        gpu_id, record = convert(entry, supplement)
        if gpu_id in outputs:
            sys.exit(f"error: two reference entries map to id '{gpu_id}'")
        for key in [gpu_id, record["name"]] + record["aliases"]:
            k = normalize(key)
            if owner.get(k, gpu_id) != gpu_id:
                sys.exit(f"error: '{key}' names both '{owner[k]}' and '{gpu_id}'")
            owner[k] = gpu_id
        outputs[gpu_id] = render(record)
        records[gpu_id] = record

    stale = []
    if os.path.isdir(args.out):
        stale = sorted(f for f in os.listdir(args.out)
                       if f.endswith(".json") and f[:-5] not in outputs)
    changed = []
    for gpu_id in sorted(outputs):
        path = os.path.join(args.out, gpu_id + ".json")
        old = None
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                old = f.read()
        if old != outputs[gpu_id]:
            changed.append(path)
            if not args.check:
                os.makedirs(args.out, exist_ok=True)
                with open(path, "w", encoding="utf-8", newline="\n") as f:
                    f.write(outputs[gpu_id])
    if os.path.exists(args.doc):
        with open(args.doc, encoding="utf-8") as f:
            doc = f.read()
        new_doc = with_device_table(doc, device_table(records))
        if new_doc is None:
            print(f"warning: {args.doc} has no generated-table markers",
                  file=sys.stderr)
        elif new_doc != doc:
            changed.append(args.doc)
            if not args.check:
                with open(args.doc, "w", encoding="utf-8", newline="\n") as f:
                    f.write(new_doc)
    for f in stale:
        print(f"warning: {os.path.join(args.out, f)} is not generated from the "
              "reference (remove it if the device was dropped)", file=sys.stderr)
    if args.check:
        for path in changed:
            print(f"out of date: {path}", file=sys.stderr)
        return 1 if changed else 0
    print(f"{len(outputs)} devices in {args.out}; {len(changed)} file(s) updated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
