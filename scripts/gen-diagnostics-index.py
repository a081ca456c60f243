#!/usr/bin/env python3
"""Writes docs/diagnostics/README.md from `roofline-lint --list-checks`.

The list in include/roofline/Support/Diagnostics.def is the only source of
ids, kinds and default levels; this index is generated from the built tool
so that it cannot drift. `--check` compares instead of writing (a lit test
runs it).
"""
import argparse
import json
import subprocess
import sys
from pathlib import Path


def render(checks):
    out = ["# Diagnostics", "",
           "Every id roofline-lint prints, generated from "
           "`roofline-lint --list-checks` by `scripts/gen-diagnostics-index.py`.",
           "Findings and assumptions can be set to `off`, `note`, `warning` or "
           "`error` with `--severity ID=LEVEL` or `checks:` in "
           "`.roofline-lint.yaml`; see [../Lint.md](../Lint.md).", "",
           "| id | kind | default level | summary |",
           "|---|---|---|---|"]
    for c in checks:
        level = c["default_level"] or "–"
        out.append(f"| [{c['id']}]({c['id']}.md) | {c['kind']} | {level} | "
                   f"{c['summary']} |")
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", required=True)
    ap.add_argument("--check", action="store_true")
    ap.add_argument("root")
    a = ap.parse_args()
    checks = json.loads(subprocess.run(
        [a.tool, "--list-checks", "--format", "json"], check=True,
        capture_output=True, text=True).stdout)
    path = Path(a.root) / "docs" / "diagnostics" / "README.md"
    text = render(checks)
    if a.check:
        if not path.exists() or path.read_text() != text:
            print(f"gen-diagnostics-index: {path} is out of date; run "
                  f"scripts/gen-diagnostics-index.py --tool {a.tool} {a.root}",
                  file=sys.stderr)
            return 1
        print(f"gen-diagnostics-index: {len(checks)} ids, up to date")
        return 0
    path.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
