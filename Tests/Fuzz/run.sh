#!/usr/bin/env bash
# Builds the libFuzzer targets (swiftc -sanitize=fuzzer,address) and runs each for a
# while, seeded from the test fixtures. Crashes are kept in .build/fuzz/crashes/<target>/.
#
#   Tests/Fuzz/run.sh [SECONDS_PER_TARGET]      (default 60)
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
out=.build/fuzz
mkdir -p "$out"
swiftc_path=$(command -v swiftc)
host=${A11Y_LSP_SWIFT_SYNTAX_HOST:-$(cd "$(dirname "$(readlink -f "$swiftc_path")")/../lib/swift/host" && pwd)}
syntax=(-I "$host" -L "$host" -lSwiftSyntax -lSwiftParser -lSwiftIfConfig -lSwiftOperators -Xlinker -rpath -Xlinker "$host")
common=(-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6)

build() {
    local name=$1; shift
    echo "== building $name"
    swiftc "${common[@]}" -module-name "Fuzz_$name" "$@" -o "$out/$name"
}
build framing Sources/JSONRPC/*.swift Tests/Fuzz/FramingTarget.swift
build lint "${syntax[@]}" $(find Sources/RuleEngine -name '*.swift') Tests/Fuzz/LintTarget.swift
build edits "${syntax[@]}" $(find Sources/RuleEngine -name '*.swift') Tests/Fuzz/EditTarget.swift
build typing "${syntax[@]}" $(find Sources/RuleEngine -name '*.swift') Tests/Fuzz/TypingTarget.swift

# Seeds: the fixtures and rule examples for the Swift targets, framed messages for the framer.
mkdir -p "$out/seeds/swift" "$out/seeds/framing"
cp Tests/A11yLSPTests/Fixtures/*/*.swift Examples/*.swift "$out/seeds/swift/"
printf 'Content-Length: 52\r\n\r\n{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}' > "$out/seeds/framing/initialize"
printf 'Content-Length: 2\r\n\r\n{}Content-Type: x\r\n\r\nContent-Length: 40\r\n\r\n{"jsonrpc":"2.0","method":"exit"}' > "$out/seeds/framing/mixed"

status=0
for target in framing lint edits typing; do
    seeds=$out/seeds/swift
    [ "$target" = framing ] && seeds=$out/seeds/framing
    corpus=$out/corpus/$target
    crashes=$out/crashes/$target
    mkdir -p "$corpus" "$crashes"
    echo "== fuzzing $target for ${seconds}s"
    set +e
    ASAN_OPTIONS=detect_leaks=0 "$out/$target" -max_total_time="$seconds" -max_len=8192 -timeout=60 -rss_limit_mb=2048 \
        -artifact_prefix="$crashes/" -print_final_stats=1 "$corpus" "$seeds" > "$out/$target.log" 2>&1
    result=$?
    set -e
    grep -E "^#[0-9]+.*(DONE|INITED)|ERROR|Test unit written" "$out/$target.log" || true
    runs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$out/$target.log" | awk '{print $2}' | tail -1)
    # libFuzzer also keeps inputs slower than 10 s (slow-unit-*): worth a look, but not failures.
    echo "$target: ${runs:-0} runs, exit $result, $(ls "$crashes" | grep -vc '^slow-unit-') crash files, $(ls "$crashes" | grep -c '^slow-unit-') slow inputs"
    [ "$result" -eq 0 ] || status=1
done
exit $status
