#!/usr/bin/env python3
"""Fails when a relative link in README.md or docs/**/*.md names a file that
does not exist (so docs cannot point at tests that are gone).

usage: check-doc-links.py REPO_ROOT
"""
import pathlib
import re
import sys

LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


def main():
    root = pathlib.Path(sys.argv[1])
    docs = [root / "README.md"] + sorted(root.glob("docs/**/*.md")) + sorted(
        root.glob("examples/**/*.md"))
    broken, count = [], 0
    for doc in docs:
        for target in LINK.findall(doc.read_text()):
            if "://" in target or target.startswith("mailto:"):
                continue
            count += 1
            if not (doc.parent / target).exists():
                broken.append(f"{doc.relative_to(root)}: {target}")
    for b in broken:
        print(f"broken link: {b}", file=sys.stderr)
    print(f"check-doc-links: {count} links, {len(broken)} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
