// Checks extension.js without VS Code: `vscode` and `vscode-languageclient/node`
// are replaced by small fakes that record what the extension does with them.
//
//   node test/smoke.js                      run the checks (node's test runner)
//   node test/smoke.js --settings '{...}'   print the server settings the extension
//                                           would send for these user settings (the
//                                           Swift tests parse them with the server's parser)

'use strict';

const assert = require('node:assert/strict');
const path = require('node:path');
const { world, fakeConfiguration, State, CloseAction, install } = require('./fakes');

install();
const manifest = require(path.join(__dirname, '..', 'package.json'));
const extensionModule = require(path.join(__dirname, '..', manifest.main));

// ---- --settings mode -------------------------------------------------------

if (process.argv[2] === '--settings') {
    world.user = JSON.parse(process.argv[3] || '{}');
    process.stdout.write(JSON.stringify(extensionModule.serverSettings(fakeConfiguration())) + '\n');
    process.exit(0);
}

// ---- checks ----------------------------------------------------------------

const { test, beforeEach } = require('node:test');

const context = () => ({ subscriptions: [] });
const tick = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => {
    world.user = {};
    world.clients = [];
    world.errors = [];
    world.commands = {};
    world.configurationListeners = [];
    world.failStart = null;
});

test('defaults send only a neutral exclude list', () => {
    assert.deepEqual(extensionModule.serverSettings(fakeConfiguration()), { exclude: [] });
});

test('every server setting the user sets is sent; client-only ones are not', () => {
    world.user = {
        path: '/opt/a11y-lsp', 'trace.server': 'verbose',
        rules: { 'role-word-in-label': 'off' }, exclude: ['Generated/**'], configFile: 'ci/a11y.json',
        announcements: true, previews: false, tests: true, platform: 'macOS', docsBaseURL: 'https://example.test/rules',
    };
    assert.deepEqual(extensionModule.serverSettings(fakeConfiguration()), {
        rules: { 'role-word-in-label': 'off' }, exclude: ['Generated/**'], configFile: 'ci/a11y.json',
        announcements: true, previews: false, tests: true, platform: 'macOS', docsBaseURL: 'https://example.test/rules',
    });
});

test('activation starts the server from a11yLsp.path, else PATH, for Swift documents', async () => {
    await extensionModule.activate(context());
    const client = world.clients[0];
    assert.equal(client.serverOptions.command, 'a11y-lsp');
    assert.deepEqual(client.clientOptions.documentSelector.map((selector) => selector.language), ['swift', 'swift']);
    assert.equal(client.clientOptions.synchronize.fileEvents.glob, '**/.a11y-lsp.json');
    await extensionModule.deactivate();

    world.user = { path: '/opt/bin/a11y-lsp', announcements: true };
    await extensionModule.activate(context());
    const second = world.clients[1];
    assert.equal(second.serverOptions.command, '/opt/bin/a11y-lsp');
    assert.deepEqual(second.clientOptions.initializationOptions, { exclude: [], announcements: true });
    await extensionModule.deactivate();
});

test('the status bar shows the version from serverInfo', async () => {
    const extension = await extensionModule.activate(context());
    assert.match(extension.status.text, /a11y-lsp 9\.8\.7/);
    assert.ok(extension.output.lines.some((line) => line.includes('a11y-lsp 9.8.7 is running')));
    await extensionModule.deactivate();
});

test('workspace/configuration is answered with the server settings', async () => {
    world.user = { rules: { 'empty-control-name': 'warning' } };
    await extensionModule.activate(context());
    const answer = world.clients[0].clientOptions.middleware.workspace.configuration(
        { items: [{ section: 'a11y-lsp' }, { section: 'something-else' }] }, undefined, () => []);
    assert.deepEqual(answer, [{ rules: { 'empty-control-name': 'warning' }, exclude: [] }, null]);
    await extensionModule.deactivate();
});

test('a changed setting is sent; a changed path restarts the server', async () => {
    await extensionModule.activate(context());
    const client = world.clients[0];
    world.user = { previews: true };
    const change = (name) => ({ affectsConfiguration: (section) => name === section || name.startsWith(section + '.') });
    for (const listener of world.configurationListeners) await listener(change('a11yLsp.previews'));
    assert.deepEqual(client.notifications.at(-1), {
        method: 'workspace/didChangeConfiguration', params: { settings: { 'a11y-lsp': { exclude: [], previews: true } } },
    });

    world.user = { path: '/elsewhere/a11y-lsp' };
    for (const listener of world.configurationListeners) await listener(change('a11yLsp.path'));
    assert.equal(client.state, State.Stopped);
    assert.equal(world.clients.length, 2);
    assert.equal(world.clients[1].serverOptions.command, '/elsewhere/a11y-lsp');
    assert.equal(world.clients[1].state, State.Running);
    await extensionModule.deactivate();
});

test('crashes are restarted, then a visible message after repeated failures', async () => {
    const extension = await extensionModule.activate(context());
    const closed = world.clients[0].clientOptions.errorHandler.closed;
    for (let crash = 1; crash <= extensionModule.MAX_RESTARTS; crash++) {
        assert.equal(closed().action, CloseAction.Restart, `crash ${crash} restarts`);
        assert.equal(world.errors.length, 0);
    }
    const last = closed();
    assert.equal(last.action, CloseAction.DoNotRestart);
    assert.equal(last.handled, true);
    assert.equal(world.errors.length, 1);
    assert.match(world.errors[0], /crashed 5 times/);
    assert.match(extension.status.text, /stopped/);

    // The Restart command starts over with a fresh count.
    await world.commands['a11yLsp.restart']();
    assert.equal(world.clients.at(-1).state, State.Running);
    assert.equal(world.clients.at(-1).clientOptions.errorHandler.closed().action, CloseAction.Restart);
    await extensionModule.deactivate();
});

test('crashes spread over more than three minutes keep being restarted', () => {
    let now = 0;
    const policy = new extensionModule.CrashPolicy(() => now);
    for (let crash = 0; crash < 20; crash++) {
        now += 60 * 1000;
        assert.equal(policy.crashed(), true);
    }
});

test('a server that cannot be started is reported', async () => {
    world.failStart = Object.assign(new Error('spawn a11y-lsp ENOENT'), { code: 'ENOENT' });
    const extension = await extensionModule.activate(context());
    assert.equal(world.errors.length, 1);
    assert.match(world.errors[0], /could not be started as "a11y-lsp".*ENOENT.*a11yLsp\.path/);
    assert.match(extension.status.text, /error/);
    await extensionModule.deactivate();
    await tick();
});
