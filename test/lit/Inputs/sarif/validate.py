#!/usr/bin/env python3
"""validate.py SCHEMA LOG: validates a SARIF log against the SARIF 2.1.0
JSON schema (draft-04) with python3-jsonschema, then checks what GitHub code
scanning needs beyond the schema: rules with help URIs, results with ruleId,
level, message, a physical location with a relative URI and a region, and
partialFingerprints. Prints one line per problem; exits 1 on any."""
import json
import sys

import jsonschema

schema = json.load(open(sys.argv[1]))
log = json.load(open(sys.argv[2]))
problems = [f"schema: {'/'.join(map(str, e.absolute_path))}: {e.message}"
            for e in jsonschema.Draft4Validator(schema).iter_errors(log)]
runs = log.get("runs", [])
if len(runs) != 1:
    problems.append(f"expected one run, got {len(runs)}")
for run in runs:
    rules = run["tool"]["driver"].get("rules", [])
    ids = [r["id"] for r in rules]
    for r in rules:
        if not r.get("helpUri", "").startswith("https://"):
            problems.append(f"rule {r['id']}: no absolute helpUri")
        if not r.get("shortDescription", {}).get("text"):
            problems.append(f"rule {r['id']}: no shortDescription")
    for i, res in enumerate(run.get("results", [])):
        where = f"result {i} ({res.get('ruleId')})"
        if res.get("ruleId") not in ids:
            problems.append(f"{where}: ruleId not among the rules")
        elif ids[res.get("ruleIndex", -1)] != res["ruleId"]:
            problems.append(f"{where}: ruleIndex does not name its rule")
        if res.get("level") not in ("error", "warning", "note"):
            problems.append(f"{where}: level {res.get('level')}")
        if not res.get("message", {}).get("text"):
            problems.append(f"{where}: no message text")
        locs = res.get("locations", [])
        if not locs:
            problems.append(f"{where}: no location")
        for loc in locs:
            phys = loc["physicalLocation"]
            uri = phys["artifactLocation"]["uri"]
            if uri.startswith("/") or "://" in uri:
                problems.append(f"{where}: uri {uri} is not relative")
            if phys.get("region", {}).get("startLine", 0) < 1:
                problems.append(f"{where}: no region.startLine")
        if not res.get("partialFingerprints"):
            problems.append(f"{where}: no partialFingerprints")
for p in problems:
    print(p)
print(f"validate: {len(problems)} problems in "
      f"{sum(len(r.get('results', [])) for r in runs)} results")
sys.exit(1 if problems else 0)
