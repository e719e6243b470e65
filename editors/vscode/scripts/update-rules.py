#!/usr/bin/env python3
"""Refreshes the rule lists in package.json and a11y-lsp.schema.json from the server's
own catalog (`a11y-lsp rules --format json`). Run after adding a rule:

    editors/vscode/scripts/update-rules.py .build/debug/a11y-lsp
"""
import json, pathlib, subprocess, sys

folder = pathlib.Path(__file__).resolve().parent.parent
binary = sys.argv[1] if len(sys.argv) > 1 else "a11y-lsp"
catalog = json.loads(subprocess.run([binary, "rules", "--format", "json"], check=True, capture_output=True, text=True).stdout)
properties = {
    rule["id"]: {
        "type": "string",
        "enum": ["off", "info", "warning", "error"],
        "description": f'{rule["summary"]} (default: {rule.get("default", rule["severity"])})',
    }
    for rule in catalog["rules"]
}

package = folder / "package.json"
data = json.loads(package.read_text())
data["contributes"]["configuration"]["properties"]["a11yLsp.rules"]["properties"] = properties
package.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n")

schema_file = folder / "a11y-lsp.schema.json"
schema = json.loads(schema_file.read_text())
schema["properties"]["rules"]["properties"] = properties
schema_file.write_text(json.dumps(schema, indent=2, ensure_ascii=False) + "\n")
print(f"{len(properties)} rules written to {package.name} and {schema_file.name}")
