"""Validates a Code Quality report against GitLab's documented fields
(codequality-schema.json beside this script) and checks what a schema cannot:
fingerprints unique in the report. Prints one line per issue."""
import json
import os
import sys

import jsonschema

schema_path = os.path.join(os.path.dirname(__file__), "codequality-schema.json")
with open(schema_path) as f:
    schema = json.load(f)
with open(sys.argv[1]) as f:
    report = json.load(f)
jsonschema.validate(report, schema)
fingerprints = [issue["fingerprint"] for issue in report]
if len(set(fingerprints)) != len(fingerprints):
    sys.exit("fingerprints are not unique")
print("valid: %d issues" % len(report))
for issue in report:
    print("%s %s:%d %s" % (issue["severity"], issue["location"]["path"],
                           issue["location"]["lines"]["begin"],
                           issue["check_name"]))
