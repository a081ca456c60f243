#!/usr/bin/env python3
"""check-action.py ACTION_YML [WORKFLOW...]: the composite action is consistent
with itself, with the script it runs, and with the workflows that use it.
Prints a summary, then one `error:` line per problem, and exits 1 if there is
any:

- runs.using is composite; every run step names its shell;
- every `${{ inputs.X }}` the steps use is declared, and every declared input
  is used;
- a step's INPUT_X variable carries inputs.x (INPUT_FAIL_ON: inputs.fail-on);
- every INPUT_* variable a script reads is set in the env of a step that runs
  that script;
- a step runs `$GITHUB_ACTION_PATH/<script> <phase>`: the script exists beside
  action.yml, is executable, and has a `<phase>)` case;
- every output's value is `steps.<id>.outputs.<name>` of a step with that id;
- a WORKFLOW step that uses roofline-lint/roofline-lint@REF passes only
  declared inputs (`with:`), and every required one.
"""
import os
import re
import sys
from pathlib import Path

import yaml

path = Path(sys.argv[1])
root = path.parent
action = yaml.safe_load(path.read_text())
errors = []

inputs = action.get("inputs") or {}
runs = action.get("runs") or {}
steps = runs.get("steps") or []
if runs.get("using") != "composite":
    errors.append(f"runs.using is {runs.get('using')!r}, not composite")

INPUT_REF = re.compile(r"\$\{\{\s*inputs\.([A-Za-z0-9_-]+)\s*\}\}")


def strings(node):
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for v in node.values():
            yield from strings(v)
    elif isinstance(node, list):
        for v in node:
            yield from strings(v)


used = set()
step_ids = set()
for n, step in enumerate(steps, 1):
    name = step.get("name", f"step {n}")
    if "id" in step:
        step_ids.add(step["id"])
    for s in strings(step):
        for ref in INPUT_REF.findall(s):
            used.add(ref)
            if ref not in inputs:
                errors.append(f"{name}: uses inputs.{ref}, which is not declared")
    env = step.get("env") or {}
    for var, value in env.items():
        refs = INPUT_REF.findall(str(value))
        if var.startswith("INPUT_") and refs:
            want = "INPUT_" + refs[0].upper().replace("-", "_")
            if var != want:
                errors.append(f"{name}: {var} carries inputs.{refs[0]} (expected {want})")
    if "run" not in step:
        continue
    if "shell" not in step:
        errors.append(f"{name}: a run step without shell")
    m = re.search(r"\$GITHUB_ACTION_PATH/([\w./-]+)[\"']?\s+(\w+)", step["run"])
    if not m:
        errors.append(f"{name}: does not run a script of the action")
        continue
    script, phase = root / m.group(1), m.group(2)
    if not script.is_file() or not os.access(script, os.X_OK):
        errors.append(f"{name}: {m.group(1)} is not an executable file")
        continue
    text = script.read_text()
    if not re.search(rf"^\s*{re.escape(phase)}\)", text, re.M):
        errors.append(f"{name}: {m.group(1)} has no '{phase})' case")
    # The variables the script reads in this phase: in its case arm and in the
    # functions called from there, transitively.
    arm = re.search(rf"^\s*{re.escape(phase)}\)(.*?);;", text, re.M | re.S)
    bodies, seen, todo = [arm.group(1) if arm else ""], set(), []
    todo.extend(re.findall(r"\b([a-z_]+)\b", bodies[0]))
    while todo:
        f = todo.pop()
        if f in seen:
            continue
        seen.add(f)
        fm = re.search(rf"^{f}\(\) \{{(.*?)^\}}", text, re.M | re.S)
        if fm:
            bodies.append(fm.group(1))
            todo.extend(re.findall(r"\b([a-z_]+)\b", fm.group(1)))
    read = set()
    for b in bodies:
        read.update(re.findall(r"\$\{?(INPUT_[A-Z_]+)", b))
    for var in sorted(read - set(env)):
        errors.append(f"{name}: {m.group(1)} {phase} reads {var}, which the step does not set")
    print(f"step '{name}': {m.group(1)} {phase} reads {', '.join(sorted(read)) or 'no inputs'}")

for name in inputs:
    if name not in used:
        errors.append(f"input '{name}' is declared but no step uses it")
for name, out in (action.get("outputs") or {}).items():
    m = re.fullmatch(r"\$\{\{\s*steps\.([\w-]+)\.outputs\.([\w-]+)\s*\}\}", str(out.get("value", "")))
    if not m:
        errors.append(f"output '{name}' is not a step's output")
    elif m.group(1) not in step_ids:
        errors.append(f"output '{name}' comes from step '{m.group(1)}', which does not exist")

print(f"{path.name}: {runs.get('using')}, {len(steps)} steps, "
      f"inputs {', '.join(inputs)}; outputs {', '.join(action.get('outputs') or {})}")

for wf_path in map(Path, sys.argv[2:]):
    wf = yaml.safe_load(wf_path.read_text())
    for job_name, job in (wf.get("jobs") or {}).items():
        for step in job.get("steps") or []:
            if not str(step.get("uses", "")).startswith("roofline-lint/roofline-lint@"):
                continue
            given = step.get("with") or {}
            for key in given:
                if key not in inputs:
                    errors.append(f"{wf_path.name}: jobs.{job_name} passes '{key}', "
                                  "which the action does not declare")
            for key, spec in inputs.items():
                if (spec or {}).get("required") and key not in given:
                    errors.append(f"{wf_path.name}: jobs.{job_name} does not pass "
                                  f"the required '{key}'")
            print(f"{wf_path.name}: jobs.{job_name} uses {step['uses']} with "
                  f"{', '.join(given) or 'no inputs'}")
for e in errors:
    print(f"error: {e}")
sys.exit(1 if errors else 0)
