#!/usr/bin/env python3
"""check-ci-yaml.py DIR: parses the example workflow files and prints, per
file, the job and the roofline-lint formats its steps use."""
import re
import sys
from pathlib import Path

import yaml

d = Path(sys.argv[1])


def formats(lines):
    found = []
    for line in lines:
        for f in re.findall(r"roofline-lint [^\n]*?--format (\w+)", line):
            if f"--format {f}" not in found:
                found.append(f"--format {f}")
    return ", ".join(found)


gh = yaml.safe_load((d / "github-workflow.yml").read_text())
job = gh["jobs"]["roofline"]
runs = [s.get("run", "") for s in job["steps"]]
assert any("upload-sarif" in s.get("uses", "") for s in job["steps"])
assert gh["permissions"]["security-events"] == "write"
print(f"github-workflow.yml: jobs.roofline: {len(job['steps'])} steps, "
      f"runs roofline-lint with {formats(runs)}")

gl = yaml.safe_load((d / "gitlab-ci.yml").read_text())
job = gl["roofline"]
assert "artifacts" in job
print(f"gitlab-ci.yml: roofline: script runs roofline-lint with "
      f"{formats(job['script'])}")
