#!/usr/bin/env python3
"""formats-parse.py DIR: every report format in DIR parses as what it is.

DIR holds all.json, all.cq (GitLab Code Quality), all.svg, all.html,
all.md and all.gh from one run. JSON and Code Quality must load as UTF-8
JSON, the SVG must be well-formed XML, the HTML must parse with every
element closed in order, the markdown's tables must have as many cells in
each row as in their header (CommonMark tables, `\\|` escaped), and every
GitHub line must be a workflow command or plain text with no raw newline
inside a command. Prints one line per problem and exits 1 on any; prints
"formats: ok" otherwise."""
import html.parser
import json
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

d = pathlib.Path(sys.argv[1])
problems = []


def load_json(name):
    try:
        return json.loads((d / name).read_bytes().decode("utf-8"))
    except Exception as e:  # noqa: BLE001 - any failure is the finding
        problems.append(f"{name}: {e}")
        return None


report = load_json("all.json")
cq = load_json("all.cq")
if report is not None and not report.get("kernels"):
    problems.append("all.json: no kernels")
if cq is not None and not isinstance(cq, list):
    problems.append("all.cq: not a list of issues")

try:
    ET.parse(d / "all.svg")
except ET.ParseError as e:
    problems.append(f"all.svg: {e}")

VOID = {"meta", "br", "img", "hr", "input", "link", "col", "area", "base",
        "wbr", "source", "track", "embed", "param"}


class Nesting(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.stack = []

    def handle_starttag(self, tag, attrs):
        if tag not in VOID:
            self.stack.append((tag, self.getpos()))

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1][0] != tag:
            problems.append(f"all.html:{self.getpos()[0]}: </{tag}> closes "
                            f"{self.stack[-1][0] if self.stack else 'nothing'}")
            return
        self.stack.pop()


p = Nesting()
p.feed((d / "all.html").read_bytes().decode("utf-8"))
p.close()
for tag, (line, _) in p.stack:
    problems.append(f"all.html:{line}: <{tag}> never closed")


def cells(row):
    # A table row's cells: split on bars that are not escaped.
    inner = row.strip()[1:-1] if row.strip().endswith("|") else row.strip()[1:]
    return len(re.split(r"(?<!\\)\|", inner))


lines = (d / "all.md").read_bytes().decode("utf-8").splitlines()
for i, line in enumerate(lines):
    if (line.startswith("|") and i + 1 < len(lines)
            and re.fullmatch(r"\|( *:?-+:? *\|)+", lines[i + 1].strip())):
        want = cells(line)
        j = i + 2
        while j < len(lines) and lines[j].startswith("|"):
            if cells(lines[j]) != want:
                problems.append(f"all.md:{j + 1}: {cells(lines[j])} cells, "
                                f"the header has {want}")
            j += 1

for n, line in enumerate((d / "all.gh").read_bytes().decode("utf-8")
                         .splitlines(), 1):
    if line.startswith("::") and not re.match(
            r"::(error|warning|notice|debug|group|endgroup)( [^:]*)?::", line):
        problems.append(f"all.gh:{n}: not a workflow command: {line[:60]}")

for pr in problems:
    print(pr)
if problems:
    sys.exit(1)
print("formats: ok")
