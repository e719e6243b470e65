"""`a11y-lsp mcp` end to end, driven by the MCP Python SDK's own stdio client (PyPI `mcp`),
which validates every reply against the protocol's types and each structured result
against the tool's output schema. A few raw exchanges check what the SDK never sends.

Run: A11Y_LSP_BINARY=.build/debug/a11y-lsp python -m pytest -c Tests/MCP/pytest.ini Tests/MCP
"""
import json
import os
import pathlib
import subprocess

import pytest
from mcp import Client, StdioServerParameters
from mcp.shared.exceptions import MCPError

REPO = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("A11Y_LSP_BINARY", str(REPO / ".build/debug/a11y-lsp"))
SERVER = StdioServerParameters(command=BINARY, args=["mcp"], cwd=str(REPO))

SETTINGS_BUTTON = """import SwiftUI

struct Toolbar: View {
    @State private var muted = false
    var body: some View {
        HStack {
            Button(action: openSettings) {
                Image(systemName: "gearshape")
            }
            Button(muted ? "Unmute" : "Mute") { muted.toggle() }
                .accessibilityHint("Turns the sound on or off")
        }
    }
    func openSettings() {}
}
"""
TOOLS = {"lint_source", "lint_paths", "fix_source", "explain_rule", "voiceover_preview"}


async def call(client, name, arguments):
    result = await client.call_tool(name, arguments)
    assert result.content and result.content[0].type == "text"
    return result


def apply_edits(text, edits):
    """Applies edits given as 1-based line and UTF-8 byte column ranges, as the tools report them."""
    data = text.encode()
    starts = [0] + [index + 1 for index, byte in enumerate(data) if byte == 0x0A]

    def offset(line, column):
        return starts[line - 1] + column - 1

    for edit in sorted(edits, key=lambda e: (e["line"], e["column"]), reverse=True):
        start, end = offset(edit["line"], edit["column"]), offset(edit["endLine"], edit["endColumn"])
        data = data[:start] + edit["newText"].encode() + data[end:]
    return data.decode()


async def test_the_sdk_connects_in_its_default_mode_and_lists_the_tools():
    # The default ("auto") probes server/discover first, then falls back to initialize.
    async with Client(SERVER) as client:
        assert client.protocol_version == "2025-11-25"
        assert client.server_info.name == "a11y-lsp"
        assert "lint_source" in client.instructions
        assert client.server_capabilities.tools is not None
        listing = await client.list_tools()
        tools = {tool.name: tool for tool in listing.tools}
        assert set(tools) == TOOLS
        for tool in tools.values():
            assert tool.input_schema["type"] == "object"
            assert tool.input_schema["additionalProperties"] is False
            assert tool.description and tool.annotations.read_only_hint is True
        assert tools["lint_source"].input_schema["required"] == ["source"]
        assert set(tools["voiceover_preview"].input_schema["required"]) == {"source", "line"}
        assert {name for name, tool in tools.items() if tool.output_schema} == TOOLS - {"explain_rule"}


async def test_legacy_handshake_and_ping():
    async with Client(SERVER, mode="legacy") as client:
        assert client.protocol_version == "2025-11-25"
        await client.send_ping()


async def test_lint_source_reports_findings_whose_fix_edits_remove_them():
    async with Client(SERVER) as client:
        result = await call(client, "lint_source", {"source": SETTINGS_BUTTON, "path": "Sources/App/Toolbar.swift"})
        assert result.is_error is False
        findings = result.structured_content["findings"]
        assert [(f["rule"], f["line"], f["column"]) for f in findings] == [("icon-only-control-name", 7, 13)]
        finding = findings[0]
        assert finding["severity"] == "error" and finding["file"] == "Sources/App/Toolbar.swift"
        assert finding["rulePage"].endswith("/docs/rules/icon-only-control-name.md")
        assert json.loads(result.content[0].text) == result.structured_content
        fix = finding["fixes"][0]
        assert fix["safe"] is True
        fixed = apply_edits(SETTINGS_BUTTON, fix["edits"])
        assert '.accessibilityLabel("Settings")' in fixed
        again = await call(client, "lint_source", {"source": fixed})
        assert again.structured_content["findings"] == []
        assert again.structured_content["summary"] == "No findings in 1 file checked."


async def test_fix_source_applies_the_safe_fixes():
    async with Client(SERVER) as client:
        result = await call(client, "fix_source", {"source": SETTINGS_BUTTON})
        content = result.structured_content
        assert result.is_error is False and content["appliedFixes"] == 1
        assert '.accessibilityLabel("Settings")' in content["fixedSource"]
        added = [line for line in content["diff"].splitlines() if line.startswith("+") and not line.startswith("+++")]
        assert added == ['+            .accessibilityLabel("Settings")']
        assert content["findings"] == []
        check = await call(client, "lint_source", {"source": content["fixedSource"]})
        assert check.structured_content["findings"] == []


async def test_lint_paths_lints_files_on_disk_errors_first():
    async with Client(SERVER) as client:
        result = await call(client, "lint_paths", {"paths": ["Examples"]})
        content = result.structured_content
        assert result.is_error is False
        assert content["summary"] == "5 findings (4 errors, 1 warning) in 1 file checked."
        assert {f["file"] for f in content["findings"]} == {"Examples/PlayerControls.swift"}
        assert content["truncated"] is False and content["problems"] == []
        limited = await call(client, "lint_paths", {"paths": ["Examples"], "maxFindings": 2})
        assert limited.structured_content["truncated"] is True
        assert [f["severity"] for f in limited.structured_content["findings"]] == ["error", "error"]
        missing = await call(client, "lint_paths", {"paths": ["No/Such/Folder"]})
        assert missing.is_error is True and "no such file or folder" in missing.content[0].text


async def test_explain_rule_returns_the_rule_page_or_suggests_ids():
    async with Client(SERVER) as client:
        page = await call(client, "explain_rule", {"rule": "icon-only-control-name"})
        assert page.is_error is False
        assert page.content[0].text.startswith("# `icon-only-control-name`")
        assert "## How to fix" in page.content[0].text
        unknown = await call(client, "explain_rule", {"rule": "icon-only"})
        assert unknown.is_error is True
        assert "icon-only-control-name" in unknown.content[0].text


async def test_voiceover_preview_speaks_each_branch():
    async with Client(SERVER) as client:
        result = await call(client, "voiceover_preview", {"source": SETTINGS_BUTTON, "line": 10})
        elements = result.structured_content["elements"]
        assert [(e["view"], e["line"]) for e in elements] == [("Button", 10)]
        spoken = {(tuple(a["conditions"]), a["spoken"], a.get("hint")) for a in elements[0]["announcements"]}
        assert spoken == {
            (("muted == true",), "Unmute, Button", "Turns the sound on or off"),
            (("muted == false",), "Mute, Button", "Turns the sound on or off"),
        }
        # A line inside a control's label gives that control.
        inside = await call(client, "voiceover_preview", {"source": SETTINGS_BUTTON, "line": 8})
        [button] = inside.structured_content["elements"]
        assert button["line"] == 7
        assert button["announcements"][0]["spoken"] == '‹image name "gearshape"›, Button'
        empty = await call(client, "voiceover_preview", {"source": SETTINGS_BUTTON, "line": 1})
        assert empty.structured_content["elements"] == []
        past = await call(client, "voiceover_preview", {"source": SETTINGS_BUTTON, "line": 400})
        assert past.is_error is True and "past the end" in past.content[0].text


async def test_voiceover_preview_gives_the_tree_of_the_view_around_the_line():
    async with Client(SERVER) as client:
        result = await call(client, "voiceover_preview", {"source": SETTINGS_BUTTON, "line": 10})
        tree = result.structured_content["tree"]
        assert (tree["type"], tree["line"]) == ("Toolbar", 3)
        assert [(e["line"], e["announcement"], e["traits"], e["condition"]) for e in tree["elements"]] == [
            (7, '‹image name "gearshape"›, Button', ["button"], None),
            (10, 'muted == true → "Unmute, Button" … "Turns the sound on or off" | '
                 'muted == false → "Mute, Button" … "Turns the sound on or off"', ["button"], None),
        ]
        assert tree["hidden"] == []
        assert tree["rotor"] == {"headings": 0, "links": 0, "formControls": 0, "images": 0}
        # Outside every View type there is no tree.
        outside = await call(client, "voiceover_preview", {"source": SETTINGS_BUTTON, "line": 1})
        assert outside.structured_content["tree"] is None


async def test_bad_arguments_are_tool_errors_and_unknown_tools_protocol_errors():
    async with Client(SERVER) as client:
        missing = await call(client, "lint_source", {})
        assert missing.is_error is True and "arguments.source is required" in missing.content[0].text
        wrong = await call(client, "voiceover_preview", {"source": "", "line": "three"})
        assert wrong.is_error is True and "arguments.line must be an integer" in wrong.content[0].text
        extra = await call(client, "explain_rule", {"rule": "long-label", "verbose": True})
        assert extra.is_error is True and "verbose is not an argument" in extra.content[0].text
        platform = await call(client, "lint_source", {"source": "", "platform": "Android"})
        assert platform.is_error is True and "must be one of" in platform.content[0].text
        with pytest.raises(MCPError) as raised:
            await client.call_tool("format_disk", {})
        assert "Unknown tool" in str(raised.value)
        # The server is still there.
        assert (await call(client, "explain_rule", {"rule": "long-label"})).is_error is False


def raw_exchange(lines):
    """Sends newline-delimited messages to a fresh server and returns its replies by id."""
    run = subprocess.run([BINARY, "mcp"], input="".join(line + "\n" for line in lines), capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    replies = [json.loads(line) for line in run.stdout.splitlines()]
    return replies


def initialize(version, id=1):
    return json.dumps({"jsonrpc": "2.0", "id": id, "method": "initialize",
                       "params": {"protocolVersion": version, "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}}})


@pytest.mark.parametrize("offered,answered", [
    ("2025-06-18", "2025-06-18"), ("2025-11-25", "2025-11-25"), ("2025-03-26", "2025-03-26"), ("1999-01-01", "2025-11-25"),
])
def test_the_protocol_revision_is_negotiated(offered, answered):
    [reply] = raw_exchange([initialize(offered)])
    assert reply["result"]["protocolVersion"] == answered


def test_structured_content_only_from_2025_06_18():
    call = json.dumps({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "lint_source", "arguments": {"source": SETTINGS_BUTTON}}})
    listing = json.dumps({"jsonrpc": "2.0", "id": 3, "method": "tools/list"})
    old = raw_exchange([initialize("2025-03-26"), call, listing])
    assert "structuredContent" not in old[1]["result"] and json.loads(old[1]["result"]["content"][0]["text"])["findings"]
    assert all("outputSchema" not in tool for tool in old[2]["result"]["tools"])
    new = raw_exchange([initialize("2025-06-18"), call, listing])
    assert new[1]["result"]["structuredContent"]["findings"][0]["rule"] == "icon-only-control-name"


def test_bad_input_gets_errors_and_the_server_goes_on():
    replies = raw_exchange([
        json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}),  # before initialize
        "this is not json",
        json.dumps({"jsonrpc": "2.0", "id": 2, "method": "ping"}),
        initialize("2025-06-18", id=3),
        initialize("2025-06-18", id=4),  # twice
        json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        json.dumps({"jsonrpc": "2.0", "id": 5, "method": "resources/list"}),
        json.dumps({"jsonrpc": "2.0", "id": 6, "method": "tools/call", "params": {"arguments": {}}}),
        json.dumps({"jsonrpc": "2.0", "id": 7, "method": "tools/list"}),
    ])
    by_id = {reply.get("id"): reply for reply in replies}
    assert by_id[1]["error"]["code"] == -32600 and "initialize" in by_id[1]["error"]["message"]
    assert by_id[None]["error"]["code"] == -32700
    assert by_id[2]["result"] == {}
    assert by_id[3]["result"]["protocolVersion"] == "2025-06-18"
    assert by_id[4]["error"]["code"] == -32600
    assert by_id[5]["error"]["code"] == -32601
    assert by_id[6]["error"]["code"] == -32602
    assert len(by_id[7]["result"]["tools"]) == len(TOOLS)
    assert len(replies) == 8  # the notification got no reply
