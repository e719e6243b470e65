#!/usr/bin/env bash
# Packages the extension as a .vsix (what `code --install-extension` takes), from this
# folder and the dependencies `npm install` put in node_modules; no vsce needed.
#
#   editors/vscode/scripts/package.sh [--output FILE]
#
# Stops with a message when a dependency is not installed: a .vsix without
# vscode-languageclient could not start.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
exec python3 "$here/package.py" --folder "$here/.." "$@"
