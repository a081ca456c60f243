#!/usr/bin/env python3
"""Adds a check: its id, its file, its documentation page and its test.

    scripts/new-check.py roofline-shared-bank-conflict \\
        --summary "A shared-memory access ..." [--level warning]

writes, for the id roofline-<words>:
  - a line in include/roofline/Support/Diagnostics.def (kind Finding, the
    default level, the summary), after the last check's;
  - lib/Lint/Checks/<Words>.cpp: the check, registered with ROOFLINE_CHECK
    (CMake lists the folder into the registry; nothing else to edit). Its
    run() is where the rule goes: it reads one kernel's results and adds
    findings through C.Add;
  - docs/diagnostics/<id>.md: the page --explain prints and SARIF carries;
  - test/lit/lint/<id>.cu: a test that the check is registered and
    documented, with the cases still to write (fires, stays quiet, is
    suppressed) named in it.
Then rebuild, write the rule, and run scripts/gen-diagnostics-index.py.
Nothing is overwritten: an id or file that exists is an error (exit 2).
"""
import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LEVELS = {"note": "Note", "warning": "Warning", "error": "Error"}


def banner(name, desc, cxx_header=False):
    first = f"//===- {name} - {desc} "
    tail = "*- C++ -*-===//" if cxx_header else "===//"
    first += "-" * max(1, 80 - len(first) - len(tail)) + tail
    return first


def check_source(name, ident, order):
    return f"""{banner(name + '.cpp', ident)}
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// What the check finds, and on which launch or placement it judges it
// (docs/diagnostics/{ident}.md).
//
//===----------------------------------------------------------------------===//

#include "Checks.h"

namespace roofline {{
namespace checks {{

namespace {{

void run(const CheckContext &C) {{
  // The rule: read C.K (the kernel's results and launches) and C.Verdict
  // (the launch its remark rests on), and add a finding with
  //   C.Add(DiagId::{name}, Message, Loc, LaunchIndex, Key);
  // Options are declared below and read with C.option("name").
  (void)C;
}}

}} // namespace

ROOFLINE_CHECK({name}, {order}, run, {{}});

}} // namespace checks
}} // namespace roofline
"""


def doc_page(ident, summary, level):
    return f"""# {ident}

{summary}.

Its level is **{level}** by default.

```
file.cu:LINE:COL: {level}: ... [{ident}]
```

How to fix it, and how to silence it: `--severity {ident}=off`, or
`// NOLINT({ident})` on the line. See [../Lint.md](../Lint.md).
"""


def lit_test(ident, name):
    return f"""// {ident} is registered and documented. Still to write, one
// construct per test: a kernel it fires on, one it stays quiet on, and one
// where a NOLINT({ident}) comment suppresses it.
// RUN: %roofline-lint-bare --list-checks | FileCheck %s --check-prefix=LIST
// LIST: {ident}
// RUN: %roofline-lint-bare --explain {ident} | FileCheck %s --check-prefix=PAGE
// PAGE: # {ident}
"""


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("id", help="roofline-<words>, e.g. roofline-bank-conflict")
    p.add_argument("--summary", required=True, help="one line, no period")
    p.add_argument("--level", choices=sorted(LEVELS), default="warning")
    p.add_argument("--root", default=str(ROOT), help=argparse.SUPPRESS)
    a = p.parse_args()
    root = Path(a.root)
    if not re.fullmatch(r"roofline(-[a-z0-9]+)+", a.id):
        sys.exit(f"new-check: '{a.id}' is not roofline-<lower-case words>")
    name = "".join(w.capitalize() for w in a.id.split("-")[1:])
    summary = a.summary.rstrip(".")
    if '"' in summary or "\\" in summary:
        sys.exit("new-check: the summary may not contain '\"' or '\\'")

    deff = root / "include/roofline/Support/Diagnostics.def"
    text = deff.read_text()
    if f'"{a.id}"' in text or re.search(rf"ROOFLINE_DIAG\({name},", text):
        sys.exit(f"new-check: {a.id} ({name}) is already in {deff.name}")
    files = {
        root / f"lib/Lint/Checks/{name}.cpp": None,
        root / f"docs/diagnostics/{a.id}.md": None,
        root / f"test/lit/lint/{a.id}.cu": None,
    }
    for f in files:
        if f.exists():
            sys.exit(f"new-check: {f.relative_to(root)} exists")

    # After the last Finding entry (two lines each: the macro, its summary).
    lines = text.split("\n")
    last = max(i for i, l in enumerate(lines)
               if l.startswith("ROOFLINE_DIAG(") and ", Finding," in l)
    entry = [f'ROOFLINE_DIAG({name}, "{a.id}", Finding, {LEVELS[a.level]},',
             f'              "{summary}")']
    lines[last + 2:last + 2] = entry
    deff.write_text("\n".join(lines))

    orders = [int(m) for f in (root / "lib/Lint/Checks").glob("*.cpp")
              for m in re.findall(r"ROOFLINE_CHECK\(\w+,\s*(\d+)",
                                  f.read_text())]
    order = max(orders, default=0) + 10
    (root / f"lib/Lint/Checks/{name}.cpp").write_text(
        check_source(name, a.id, order))
    (root / f"docs/diagnostics/{a.id}.md").write_text(
        doc_page(a.id, summary, a.level))
    (root / f"test/lit/lint/{a.id}.cu").write_text(lit_test(a.id, name))
    print(f"new-check: {a.id}: Diagnostics.def, lib/Lint/Checks/{name}.cpp "
          f"(order {order}), docs/diagnostics/{a.id}.md, "
          f"test/lit/lint/{a.id}.cu")
    print("new-check: rebuild, write the rule in run(), the page and the "
          "tests, then run scripts/gen-diagnostics-index.py")


if __name__ == "__main__":
    main()
