#!/usr/bin/env python3
"""Checks that the READMEs show what roofline-lint really prints.

Every ```console block in README.md and examples/*/README.md whose lines start
with `$ roofline-lint ...` is run (from the README's directory, with the built
tool, the built-in CUDA headers and no colour) and its standard output compared
with the lines that follow the command. --update rewrites the blocks instead.

usage: check-readmes.py --tool PATH [--update] REPO_ROOT
"""
import argparse
import pathlib
import shlex
import subprocess
import sys


def run(tool, command, cwd):
    args = shlex.split(command)
    args = [str(pathlib.Path(tool).resolve()), "--no-cuda-sdk", "--color=never"] + args[1:]
    result = subprocess.run(args, cwd=cwd, capture_output=True, text=True)
    return result.stdout.rstrip("\n").split("\n") if result.stdout else []


def process(path, tool, update):
    lines = path.read_text().split("\n")
    out, failures, i = [], 0, 0
    while i < len(lines):
        out.append(lines[i])
        if lines[i].strip() != "```console":
            i += 1
            continue
        i += 1
        while i < len(lines) and lines[i].strip() != "```":
            line = lines[i]
            out.append(line)
            i += 1
            if not line.startswith("$ roofline-lint"):
                continue
            expected = []
            while (i < len(lines) and lines[i].strip() != "```"
                   and not lines[i].startswith("$ ")):
                expected.append(lines[i])
                i += 1
            actual = run(tool, line[2:], path.parent)
            if actual != expected:
                failures += 1
                if not update:
                    print(f"{path}: output of '{line[2:]}' differs:", file=sys.stderr)
                    for e, a in zip(expected + [""] * len(actual), actual + [""] * len(expected)):
                        if e != a:
                            print(f"  expected: {e}\n  actual:   {a}", file=sys.stderr)
                            break
            out.extend(actual if update else expected)
    if update:
        path.write_text("\n".join(out))
    return failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tool", required=True)
    parser.add_argument("--update", action="store_true")
    parser.add_argument("root")
    args = parser.parse_args()
    root = pathlib.Path(args.root)
    readmes = [root / "README.md"] + sorted(root.glob("examples/*/README.md"))
    failures = sum(process(p, args.tool, args.update) for p in readmes)
    checked = len(readmes)
    if failures and not args.update:
        print(f"check-readmes: {failures} command(s) print something else", file=sys.stderr)
        return 1
    print(f"check-readmes: {checked} README files {'updated' if args.update else 'match'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
