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
const Module = require('node:module');

const manifest = require(path.join(__dirname, '..', 'package.json'));
const declared = manifest.contributes.configuration.properties;

// ---- fakes ---------------------------------------------------------------

const world = {
    user: {},            // setting name under a11yLsp → value the user set
    clients: [],         // every FakeLanguageClient made
    errors: [],          // showErrorMessage texts
    commands: {},
    configurationListeners: [],
    failStart: null,     // an Error the next start() rejects with
};

function fakeConfiguration() {
    const defaultOf = (key) => {
        const entry = declared[`a11yLsp.${key}`];
        return entry ? structuredClone(entry.default) : undefined;
    };
    return {
        get(key, fallback) {
            if (key in world.user) return world.user[key];
            const value = defaultOf(key);
            return value === undefined ? fallback : value;
        },
        inspect(key) {
            return { key: `a11yLsp.${key}`, defaultValue: defaultOf(key), globalValue: world.user[key] };
        },
    };
}

const vscode = {
    StatusBarAlignment: { Left: 1, Right: 2 },
    ThemeColor: class { constructor(id) { this.id = id; } },
    Uri: { parse: (text) => ({ toString: () => text }) },
    window: {
        createOutputChannel: (name) => ({ name, lines: [], appendLine(line) { this.lines.push(line); }, show() {}, dispose() {} }),
        createStatusBarItem: () => ({ text: '', tooltip: '', show() { this.visible = true; }, hide() {}, dispose() {} }),
        showErrorMessage: (message) => { world.errors.push(message); return Promise.resolve(undefined); },
        showWarningMessage: () => Promise.resolve(undefined),
        showInformationMessage: () => Promise.resolve(undefined),
    },
    workspace: {
        getConfiguration: (section) => { assert.equal(section, 'a11yLsp'); return fakeConfiguration(); },
        onDidChangeConfiguration: (listener) => { world.configurationListeners.push(listener); return { dispose() {} }; },
        createFileSystemWatcher: (glob) => ({ glob, dispose() {} }),
    },
    commands: {
        registerCommand: (id, run) => { world.commands[id] = run; return { dispose() {} }; },
        executeCommand: () => Promise.resolve(),
    },
};

const State = { Stopped: 1, Running: 2, Starting: 3 };
const CloseAction = { DoNotRestart: 1, Restart: 2 };
const ErrorAction = { Continue: 1, Shutdown: 2 };

class FakeLanguageClient {
    constructor(id, name, serverOptions, clientOptions) {
        Object.assign(this, { id, name, serverOptions, clientOptions });
        this.state = State.Stopped;
        this.listeners = [];
        this.notifications = [];
        this.traces = [];
        world.clients.push(this);
    }
    onDidChangeState(listener) { this.listeners.push(listener); return { dispose() {} }; }
    setState(newState) {
        const oldState = this.state;
        this.state = newState;
        for (const listener of this.listeners) listener({ oldState, newState });
    }
    async start() {
        this.setState(State.Starting);
        if (world.failStart) {
            const error = world.failStart;
            world.failStart = null;
            this.setState(State.Stopped);
            throw error;
        }
        this.initializeResult = { capabilities: {}, serverInfo: { name: 'a11y-lsp', version: '9.8.7' } };
        this.setState(State.Running);
    }
    async stop() { this.setState(State.Stopped); }
    async sendNotification(method, params) { this.notifications.push({ method, params }); }
    async setTrace(trace) { this.traces.push(trace); }
}

const languageClient = {
    LanguageClient: FakeLanguageClient,
    State, CloseAction, ErrorAction,
    RevealOutputChannelOn: { Info: 1, Warn: 2, Error: 3, Never: 4 },
    Trace: { Off: 0, Messages: 1, Verbose: 2, fromString: (text) => ({ off: 0, messages: 1, verbose: 2 })[text] ?? 0 },
};

const load = Module._load;
Module._load = function (request, parent, isMain) {
    if (request === 'vscode') return vscode;
    if (request === 'vscode-languageclient/node') return languageClient;
    return load.call(this, request, parent, isMain);
};

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
