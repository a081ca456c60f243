#!/usr/bin/env python3
"""same-report.py FIRST.json AGAIN.json: AGAIN, a run over the same inputs
in another order with FIRST as its --baseline, says what FIRST said.

Checks that AGAIN has no roofline-regression, that every analyzed kernel
and launch met its baseline entry (none "new") with every change at 0 %,
and that, files, kernels and findings sorted and the baseline deltas left
out, both reports hold the same values. Prints one line per problem and
exits 1 on any; prints "same report: N kernels, M findings" otherwise."""
import json
import sys

first = json.load(open(sys.argv[1], encoding="utf-8"))
again = json.load(open(sys.argv[2], encoding="utf-8"))
problems = []

for f in again["findings"]:
    if f["id"] == "roofline-regression":
        problems.append(f"regression: {f['message'][:100]}")


def deltas(where, b):
    if not b:
        return
    if b.get("new"):
        problems.append(f"{where}: no counterpart in the baseline")
    for k, v in b.items():
        if k.endswith("_change_percent") and v not in (None, 0, 0.0):
            problems.append(f"{where}: {k} {v}")


for k in again["kernels"]:
    where = f"{k['file']}:{k['line']} {k['name']}"
    deltas(where, k.get("baseline"))
    for i, launch in enumerate(k.get("launches", [])):
        deltas(f"{where} launch {i + 1}", launch.get("baseline"))


def strip(v):
    if isinstance(v, dict):
        return {k: strip(x) for k, x in v.items() if k != "baseline"}
    if isinstance(v, list):
        return [strip(x) for x in v]
    return v


def canonical(r):
    key = lambda x: json.dumps(x, sort_keys=True)  # noqa: E731
    return {
        "files": sorted((strip(f) for f in r["files"]), key=key),
        "kernels": sorted((strip(k) for k in r["kernels"]), key=key),
        "findings": sorted((strip(f) for f in r["findings"]), key=key),
    }


a, b = canonical(first), canonical(again)
for part in ("files", "kernels", "findings"):
    if a[part] != b[part]:
        only = [x for x in a[part] if x not in b[part]][:1] + \
               [x for x in b[part] if x not in a[part]][:1]
        problems.append(f"{part} differ, e.g. {json.dumps(only)[:300]}")

for p in problems:
    print(p)
if problems:
    sys.exit(1)
print(f"same report: {len(a['kernels'])} kernels, {len(a['findings'])} findings")
