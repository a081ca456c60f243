#!/usr/bin/env python3
"""Checks that each stage includes only the headers of stages upstream of it.

The stages and their order are ROOFLINE_STAGES in cmake/Layering.cmake, which
also fails the configure step on a backward link. Sources under lib/<Stage>/
and headers under include/roofline/<Stage>/ may include
"roofline/<Other>/..." only when Other is <Stage> or comes before it; only
the stages of ROOFLINE_CLANG_STAGES (Frontend and Host) may include Clang's
headers. Prints each violation as
FILE:LINE: message and exits 1 when there is one.
"""
import pathlib
import re
import sys


def stages(root):
    text = (root / "cmake" / "Layering.cmake").read_text()
    m = re.search(r"set\(ROOFLINE_STAGES\s+([^)]*)\)", text)
    if not m:
        sys.exit("check-layering: no ROOFLINE_STAGES in cmake/Layering.cmake")
    c = re.search(r"set\(ROOFLINE_CLANG_STAGES\s+([^)]*)\)", text)
    if not c:
        sys.exit("check-layering: no ROOFLINE_CLANG_STAGES in cmake/Layering.cmake")
    return m.group(1).split(), c.group(1).split()


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    order, clang_stages = stages(root)
    rank = {s: i for i, s in enumerate(order)}
    include = re.compile(r'^\s*#\s*include\s*[<"]([^">]+)[">]')
    problems = []
    checked = 0
    for stage in order:
        for top in (root / "lib" / stage, root / "include" / "roofline" / stage):
            for path in sorted(top.rglob("*")):
                if path.suffix not in (".cpp", ".h", ".def") or not path.is_file():
                    continue
                checked += 1
                rel = path.relative_to(root)
                for n, line in enumerate(path.read_text().splitlines(), 1):
                    m = include.match(line)
                    if not m:
                        continue
                    target = m.group(1)
                    parts = target.split("/")
                    if parts[0] == "roofline" and len(parts) > 2:
                        other = parts[1]
                        if other not in rank:
                            problems.append(f"{rel}:{n}: includes {target}, of no stage")
                        elif rank[other] > rank[stage]:
                            problems.append(
                                f"{rel}:{n}: {stage} includes {target}, "
                                f"but {other} is downstream of {stage}")
                    elif parts[0] in ("clang", "clang-c") and stage not in clang_stages:
                        problems.append(
                            f"{rel}:{n}: {stage} includes {target}: only "
                            f"{' and '.join(clang_stages)} may include Clang")
    for p in problems:
        print(p)
    if problems:
        return 1
    print(f"check-layering: {checked} files, {len(order)} stages, no backward include")
    return 0


if __name__ == "__main__":
    sys.exit(main())
