#!/usr/bin/env python3
"""check-ci-yaml.py DIR: parses the example workflow files and prints, per
file, the job and the roofline-lint formats its steps use."""
import re
import sys
from pathlib import Path

import yaml

d = Path(sys.argv[1])


def formats(lines):
    """The reports each roofline-lint command writes, in order: --format X and
    --output X=PATH; and how many commands analyze the job's sources."""
    found = []
    for line in lines:
        for cmd in re.findall(r"roofline-lint [^\n]*(?:\n[^\n]*)*", line):
            for kind, f in re.findall(r"--(format|output)[ =](\w+)", cmd):
                name = f"--{kind} {f}"
                if name not in found:
                    found.append(name)
    return ", ".join(found)


def analyses(lines):
    """Runs over the change's sources (the baseline's, in /tmp/base, aside)."""
    return sum(len(re.findall(r"roofline-lint src/ ", line))
               for line in lines if "/tmp/base" not in line)


gh = yaml.safe_load((d / "github-workflow.yml").read_text())
job = gh["jobs"]["roofline"]
runs = [s.get("run", "") for s in job["steps"]]
assert any("upload-sarif" in s.get("uses", "") for s in job["steps"])
assert gh["permissions"]["security-events"] == "write"
print(f"github-workflow.yml: jobs.roofline: {len(job['steps'])} steps, "
      f"{analyses(runs)} run on the change, "
      f"runs roofline-lint with {formats(runs)}")

gl = yaml.safe_load((d / "gitlab-ci.yml").read_text())
job = gl["roofline"]
assert "artifacts" in job
assert job["artifacts"]["reports"]["codequality"] == "gl-code-quality.json"
print(f"gitlab-ci.yml: roofline: {analyses(job['script'])} run on the "
      f"change, script runs roofline-lint with {formats(job['script'])}")
