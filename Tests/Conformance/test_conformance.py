"""Protocol conformance of a11y-lsp, checked by a third-party client: pytest-lsp
validates every message the server sends against the LSP specification's types
(lsprotocol) and warns on behaviour the specification forbids; warnings are errors here.

Run: A11Y_LSP_BINARY=.build/debug/a11y-lsp python -m pytest Tests/Conformance -W error::pytest_lsp.LspSpecificationWarning
"""
import asyncio
import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

BINARY = os.environ.get("A11Y_LSP_BINARY", str(pathlib.Path(__file__).resolve().parents[2] / ".build/debug/a11y-lsp"))
URI = "file:///conformance/Sources/Player.swift"
SOURCE = """import SwiftUI

struct Player: View {
    @State private var muted = false
    var body: some View {
        VStack {
            Button(action: share) { Image(systemName: "square.and.arrow.up") }
            Button(muted ? "Unmute" : "Mute") { muted.toggle() }
                .accessibilityAddTraits(muted ? .isSelected : [])
        }
    }
    func share() {}
}
"""


def open_document(client: LanguageClient) -> None:
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=URI, language_id="swift", version=1, text=SOURCE)
        )
    )


@pytest_lsp.fixture(
    params=["neovim", "visual_studio_code"],
    config=ClientServerConfig(server_command=[BINARY]),
)
async def client(request, lsp_client: LanguageClient):
    capabilities = client_capabilities(request.param)
    # A client that allows dynamic registration answers the server's registrations (the
    # server asks to watch .a11y-lsp.json files).
    lsp_client.registrations = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def on_register(params: types.RegistrationParams):
        lsp_client.registrations.extend(params.registrations)
        return None

    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=capabilities, root_uri="file:///conformance", process_id=os.getpid())
    )
    yield
    await lsp_client.shutdown_session()


async def diagnostics(client: LanguageClient) -> list:
    """Diagnostics as the server negotiated: pulled when the client can pull, else pushed."""
    if client.capabilities.text_document and client.capabilities.text_document.diagnostic:
        report = await client.text_document_diagnostic_async(
            types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=URI))
        )
        return report.items
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[URI]


@pytest.mark.asyncio
async def test_initialize_reports_server_info(client: LanguageClient):
    result = client.initialize_result
    assert result.server_info is not None and result.server_info.name == "a11y-lsp"
    assert result.capabilities.hover_provider
    assert result.capabilities.code_action_provider


@pytest.mark.asyncio
async def test_diagnostics(client: LanguageClient):
    open_document(client)
    found = await diagnostics(client)
    codes = sorted(d.code for d in found)
    assert codes == ["icon-only-control-name", "toggle-name-and-selected-trait"]
    assert all(d.source == "a11y-lsp" for d in found)
    assert all(d.code_description is not None for d in found)


@pytest.mark.asyncio
async def test_code_actions(client: LanguageClient):
    open_document(client)
    found = await diagnostics(client)
    icon = next(d for d in found if d.code == "icon-only-control-name")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=icon.range,
            context=types.CodeActionContext(diagnostics=[icon]),
        )
    )
    quick_fixes = [a for a in actions if isinstance(a, types.CodeAction) and a.kind == types.CodeActionKind.QuickFix]
    assert any(a.is_preferred for a in quick_fixes)
    preferred = next(a for a in quick_fixes if a.is_preferred)
    assert "Share" in preferred.title
    assert preferred.edit is not None


@pytest.mark.asyncio
async def test_hover(client: LanguageClient):
    open_document(client)
    await diagnostics(client)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=7, character=14))
    )
    assert hover is not None
    assert isinstance(hover.contents, types.MarkupContent)
    assert "button.toggle" in hover.contents.value
    assert "VoiceOver will say" in hover.contents.value


@pytest.mark.asyncio
async def test_code_lens_and_its_command(client: LanguageClient):
    assert client.initialize_result.capabilities.code_lens_provider is not None
    assert list(client.initialize_result.capabilities.execute_command_provider.commands) == ["a11y-lsp.accessibilityTree"]
    open_document(client)
    await diagnostics(client)
    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    assert [lens.command.title for lens in lenses] == ["VoiceOver: 2 elements"]
    assert lenses[0].range.start == types.Position(line=4, character=8)
    command = lenses[0].command
    tree = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command=command.command, arguments=command.arguments)
    )
    assert tree.startswith("## Player: 2 elements\n")


@pytest.mark.asyncio
async def test_configuration_and_swift_files_are_watched_when_the_client_can(client: LanguageClient):
    watched = client.capabilities.workspace and client.capabilities.workspace.did_change_watched_files
    dynamic = bool(watched and watched.dynamic_registration)
    for _ in range(50):
        if client.registrations or not dynamic:
            break
        await asyncio.sleep(0.1)
    methods = [r.method for r in client.registrations]
    if dynamic:
        assert methods == [types.WORKSPACE_DID_CHANGE_WATCHED_FILES]
        watchers = client.registrations[0].register_options["watchers"]
        # The configuration, and every Swift file for the workspace index.
        assert sorted(w["globPattern"] for w in watchers) == ["**/*.swift", "**/.a11y-lsp.json"]
    else:
        assert methods == []
