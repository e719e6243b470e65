// treePanel.js without VS Code (test/fakes.js stands in for `vscode`): the tree document's
// text, where it opens, how it follows edits, and how the extension routes the server's
// command to it.
//
//   node --test test/treePanel.test.js

'use strict';

const assert = require('node:assert/strict');
const path = require('node:path');
const { test, beforeEach } = require('node:test');
const { world, install } = require('./fakes');

install();
const { TreePanel, executeCommandMiddleware, argumentsFor, SCHEME, COMMAND } = require(path.join(__dirname, '..', 'treePanel.js'));
const extensionModule = require(path.join(__dirname, '..', 'extension.js'));

const source = 'file:///w/Sources/Player%20View.swift';
const position = { line: 9, character: 8 };
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
    world.user = {};
    world.clients = [];
    world.shown = [];
    world.executed = [];
    world.contentProviders = {};
    world.documentListeners = [];
    world.commands = {};
    world.configurationListeners = [];
    world.activeTextEditor = undefined;
    world.answer = undefined;
});

function edit(uri, changes = [{ text: 'x' }]) {
    return { document: { uri: { toString: () => uri } }, contentChanges: changes };
}

test('the tree opens beside the editor, read-only Markdown named after the file, keeping focus', async () => {
    const panel = new TreePanel(() => Promise.resolve('unused'));
    world.contentProviders[SCHEME] = panel;
    const uri = await panel.show(source, position, '## Player: 2 elements\n');
    assert.equal(uri.scheme, SCHEME);
    assert.match(uri.path, /^\/1\/Player%20View\.swift \(VoiceOver\)\.md$/);
    assert.equal(world.shown.length, 1);
    assert.equal(world.shown[0].document.getText(), '## Player: 2 elements\n');
    assert.deepEqual(world.shown[0].options, { viewColumn: -2, preview: true, preserveFocus: true });
    // The same file's tree reuses its document.
    const again = await panel.show(source, { line: 30, character: 4 }, '## Other: 1 element\n');
    assert.equal(again.toString(), uri.toString());
    assert.equal(panel.provideTextDocumentContent(uri), '## Other: 1 element\n');
});

test('an edit to the Swift file asks for the tree again once typing pauses, and updates the document', async () => {
    const asked = [];
    const answer = '## Player: 3 elements\n';
    let failing = false;
    const panel = new TreePanel((command, args) => {
        asked.push({ command, args });
        return failing ? Promise.reject(new Error('server restarting')) : Promise.resolve(answer);
    }, { delay: 5 });
    const changed = [];
    panel.onDidChange((uri) => changed.push(uri.toString()));
    const uri = await panel.show(source, position, '## Player: 2 elements\n');
    changed.length = 0;

    panel.documentChanged(edit(source));
    panel.documentChanged(edit(source));
    panel.documentChanged(edit('file:///w/Other.swift'));
    panel.documentChanged(edit(source, []));  // a save or a language change: no text changed
    await wait(30);
    assert.deepEqual(asked, [{ command: COMMAND, args: [source, position] }], 'two quick edits ask once');
    assert.equal(panel.provideTextDocumentContent(uri), '## Player: 3 elements\n');
    assert.deepEqual(changed, [uri.toString()]);

    // The same answer again changes nothing; a failed request keeps the old text.
    panel.documentChanged(edit(source));
    await wait(30);
    assert.equal(changed.length, 1);
    failing = true;
    panel.documentChanged(edit(source));
    await wait(30);
    assert.equal(panel.provideTextDocumentContent(uri), '## Player: 3 elements\n');
    panel.dispose();
});

test('the middleware shows the tree command\'s answer and passes other commands through', async () => {
    const panel = new TreePanel(() => Promise.resolve(''));
    world.contentProviders[SCHEME] = panel;
    const middleware = executeCommandMiddleware(panel);
    const sent = [];
    const next = (command, args) => { sent.push(command); return Promise.resolve(command === COMMAND ? '## Player: 1 element\n' : 42); };
    assert.equal(await middleware(COMMAND, [source, position], next), '## Player: 1 element\n');
    assert.equal(world.shown.length, 1);
    assert.equal(world.shown[0].document.getText(), '## Player: 1 element\n');
    assert.equal(await middleware('other.command', [1], next), 42);
    assert.equal(world.shown.length, 1);
    assert.deepEqual(sent, [COMMAND, 'other.command']);
});

test('the extension wires the panel: provider, edits, middleware and the palette command', async () => {
    world.answer = (method, params) => (method === 'workspace/executeCommand' && params.command === COMMAND ? '## Player: 4 elements\n' : null);
    await extensionModule.activate({ subscriptions: [] });
    const client = world.clients[0];
    assert.ok(world.contentProviders[SCHEME], 'no content provider for the tree scheme');
    assert.equal(world.documentListeners.length, 1);

    // The code lens's command, as vscode-languageclient runs it: through the middleware.
    const middleware = client.clientOptions.middleware.executeCommand;
    await middleware(COMMAND, [source, position], (command, args) => client.sendRequest('workspace/executeCommand', { command, arguments: args }));
    assert.equal(world.shown.at(-1).document.getText(), '## Player: 4 elements\n');
    assert.deepEqual(client.requests.at(-1), { method: 'workspace/executeCommand', params: { command: COMMAND, arguments: [source, position] } });

    // The palette command runs the server's command for the cursor of the active Swift editor.
    world.activeTextEditor = {
        document: { languageId: 'swift', uri: { toString: () => source } },
        selection: { active: { line: 3, character: 2 } },
    };
    await world.commands['a11yLsp.showAccessibilityTree']();
    assert.deepEqual(world.executed.at(-1), [COMMAND, source, { line: 3, character: 2 }]);
    assert.deepEqual(argumentsFor(world.activeTextEditor), [source, { line: 3, character: 2 }]);
    await extensionModule.deactivate();
});
