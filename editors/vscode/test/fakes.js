// Stand-ins for `vscode` and `vscode-languageclient/node` that record what the
// extension does with them (the tests run without VS Code).

'use strict';

const assert = require('node:assert/strict');
const path = require('node:path');
const Module = require('node:module');

const manifest = require(path.join(__dirname, '..', 'package.json'));
const declared = manifest.contributes.configuration.properties;

const world = {
    user: {},            // setting name under a11yLsp → value the user set
    clients: [],         // every FakeLanguageClient made
    errors: [],          // showErrorMessage texts
    commands: {},
    configurationListeners: [],
    failStart: null,     // an Error the next start() rejects with
    shown: [],           // { document, options } for each showTextDocument
    executed: [],        // [command, ...args] for each commands.executeCommand
    contentProviders: {},
    documentListeners: [],
    activeTextEditor: undefined,
};

class EventEmitter {
    constructor() {
        this.listeners = [];
        this.event = (listener) => { this.listeners.push(listener); return { dispose() {} }; };
    }
    fire(value) { for (const listener of this.listeners) listener(value); }
    dispose() { this.listeners = []; }
}

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
    EventEmitter,
    ViewColumn: { Active: -1, Beside: -2, One: 1 },
    Uri: {
        parse: (text) => ({
            toString: () => text,
            scheme: text.slice(0, text.indexOf(':')),
            path: text.slice(text.indexOf(':') + 1).replace(/[?#].*$/, ''),
        }),
    },
    window: {
        createOutputChannel: (name) => ({ name, lines: [], appendLine(line) { this.lines.push(line); }, show() {}, dispose() {} }),
        createStatusBarItem: () => ({ text: '', tooltip: '', show() { this.visible = true; }, hide() {}, dispose() {} }),
        showErrorMessage: (message) => { world.errors.push(message); return Promise.resolve(undefined); },
        showWarningMessage: () => Promise.resolve(undefined),
        showInformationMessage: () => Promise.resolve(undefined),
        showTextDocument: (document, options) => { world.shown.push({ document, options }); return Promise.resolve({ document }); },
        get activeTextEditor() { return world.activeTextEditor; },
    },
    workspace: {
        getConfiguration: (section) => { assert.equal(section, 'a11yLsp'); return fakeConfiguration(); },
        onDidChangeConfiguration: (listener) => { world.configurationListeners.push(listener); return { dispose() {} }; },
        createFileSystemWatcher: (glob) => ({ glob, dispose() {} }),
        registerTextDocumentContentProvider: (scheme, provider) => { world.contentProviders[scheme] = provider; return { dispose() {} }; },
        onDidChangeTextDocument: (listener) => { world.documentListeners.push(listener); return { dispose() {} }; },
        // A virtual document's text is its provider's, as VS Code asks for it.
        openTextDocument: (uri) => Promise.resolve({
            uri, getText: () => world.contentProviders[uri.scheme].provideTextDocumentContent(uri),
        }),
    },
    commands: {
        registerCommand: (id, run) => { world.commands[id] = run; return { dispose() {} }; },
        executeCommand: (...call) => { world.executed.push(call); return Promise.resolve(); },
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
    async sendRequest(method, params) {
        (this.requests ||= []).push({ method, params });
        return world.answer ? world.answer(method, params) : null;
    }
    async setTrace(trace) { this.traces.push(trace); }
}

const languageClient = {
    LanguageClient: FakeLanguageClient,
    State, CloseAction, ErrorAction,
    RevealOutputChannelOn: { Info: 1, Warn: 2, Error: 3, Never: 4 },
    Trace: { Off: 0, Messages: 1, Verbose: 2, fromString: (text) => ({ off: 0, messages: 1, verbose: 2 })[text] ?? 0 },
};

/** Makes require('vscode') give the fake, and require('vscode-languageclient/node') too unless told not to. */
function install({ fakeLanguageClient = true } = {}) {
    const load = Module._load;
    Module._load = function (request, parent, isMain) {
        if (request === 'vscode') return vscode;
        if (fakeLanguageClient && request === 'vscode-languageclient/node') return languageClient;
        return load.call(this, request, parent, isMain);
    };
}

module.exports = { world, vscode, languageClient, fakeConfiguration, State, CloseAction, ErrorAction, install };

