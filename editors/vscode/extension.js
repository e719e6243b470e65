// a11y-lsp for VS Code: starts the a11y-lsp language server for Swift files.
//
// Plain CommonJS on purpose: there is no build step, `npm ci` brings
// vscode-languageclient and `scripts/package.sh` makes the .vsix.
//
// Settings (package.json, contributes.configuration) go to the server as
// initializationOptions, again in workspace/didChangeConfiguration whenever one
// changes, and as the answer to its workspace/configuration request. Only the
// keys the server reads are sent, and only those the user actually set, so a
// project's .a11y-lsp.json is not overruled by defaults.

'use strict';

const vscode = require('vscode');
const {
    LanguageClient,
    State,
    CloseAction,
    ErrorAction,
    RevealOutputChannelOn,
    Trace,
} = require('vscode-languageclient/node');
const treePanel = require('./treePanel');

const SECTION = 'a11yLsp';
/** The settings section the server asks for in workspace/configuration. */
const SERVER_SECTION = 'a11y-lsp';

/** Settings the server reads (RuleEngine's Configuration.keys), by their name under a11yLsp. */
const SERVER_KEYS = ['rules', 'exclude', 'configFile', 'announcements', 'codeLens', 'previews', 'tests', 'platform', 'docsBaseURL'];
/** Settings only this extension reads. */
const PATH_KEY = 'path';
const TRACE_KEY = 'trace.server';

/** Crashes within CRASH_WINDOW_MS that are restarted; one more and the extension gives up. */
const MAX_RESTARTS = 4;
const CRASH_WINDOW_MS = 3 * 60 * 1000;

/** Whether the user set a value anywhere (user, workspace, folder, or for a language). */
function isSet(configuration, key) {
    const found = configuration.inspect(key);
    if (!found) return false;
    return ['globalValue', 'workspaceValue', 'workspaceFolderValue',
        'globalLanguageValue', 'workspaceLanguageValue', 'workspaceFolderLanguageValue']
        .some((level) => found[level] !== undefined);
}

/**
 * The settings object the server takes, from a WorkspaceConfiguration for the
 * a11yLsp section. `exclude` is always there: an empty list changes nothing on
 * the server, and it keeps the object from being empty (the server ignores an
 * empty settings object, which would leave settings the user removed in force).
 */
function serverSettings(configuration) {
    const settings = {};
    for (const key of SERVER_KEYS) {
        const value = configuration.get(key);
        switch (key) {
            case 'rules':
                if (value && typeof value === 'object' && Object.keys(value).length > 0) settings.rules = { ...value };
                break;
            case 'exclude':
                settings.exclude = Array.isArray(value) ? value.filter((glob) => typeof glob === 'string') : [];
                break;
            case 'configFile':
            case 'docsBaseURL':
                if (typeof value === 'string' && value.trim() !== '') settings[key] = value.trim();
                break;
            default: // announcements, codeLens, previews, tests, platform: only when set, so the project file can decide
                if (value !== undefined && value !== null && isSet(configuration, key)) settings[key] = value;
        }
    }
    return settings;
}

/** The command to start: a11yLsp.path, else a11y-lsp from PATH. */
function serverCommand(configuration) {
    const path = configuration.get(PATH_KEY);
    return typeof path === 'string' && path.trim() !== '' ? path.trim() : 'a11y-lsp';
}

/** Counts crashes and says when to stop restarting. */
class CrashPolicy {
    constructor(now = () => Date.now()) {
        this.now = now;
        this.crashes = [];
    }

    /** Records a crash; true when the server should be restarted. */
    crashed() {
        const time = this.now();
        this.crashes = this.crashes.filter((at) => time - at < CRASH_WINDOW_MS);
        this.crashes.push(time);
        return this.crashes.length <= MAX_RESTARTS;
    }

    get count() {
        return this.crashes.length;
    }

    reset() {
        this.crashes = [];
    }
}

class A11yLspExtension {
    constructor(context) {
        this.context = context;
        this.output = vscode.window.createOutputChannel('a11y-lsp');
        this.status = vscode.window.createStatusBarItem(vscode.StatusBarAlignment.Right, 100);
        this.status.command = 'a11yLsp.showOutput';
        this.crashes = new CrashPolicy();
        this.client = undefined;
        this.command = undefined;
        // The accessibility tree beside the editor (treePanel.js), asked of whichever client runs.
        this.tree = new treePanel.TreePanel((command, args) => this.client
            ? this.client.sendRequest('workspace/executeCommand', { command, arguments: args })
            : Promise.reject(new Error('a11y-lsp is not running')));
        context.subscriptions.push(this.output, this.status, this.tree,
            vscode.workspace.registerTextDocumentContentProvider(treePanel.SCHEME, this.tree),
            vscode.workspace.onDidChangeTextDocument((event) => this.tree.documentChanged(event)));
    }

    configuration(scope) {
        return vscode.workspace.getConfiguration(SECTION, scope);
    }

    showStatus(text, tooltip, warning) {
        this.status.text = text;
        this.status.tooltip = tooltip;
        this.status.backgroundColor = warning ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;
        this.status.show();
    }

    createClient() {
        const configuration = this.configuration();
        this.command = serverCommand(configuration);
        const serverOptions = { command: this.command, args: [] };
        const clientOptions = {
            documentSelector: [
                { scheme: 'file', language: 'swift' },
                { scheme: 'untitled', language: 'swift' },
            ],
            initializationOptions: serverSettings(configuration),
            synchronize: {
                fileEvents: vscode.workspace.createFileSystemWatcher('**/.a11y-lsp.json'),
            },
            outputChannel: this.output,
            revealOutputChannelOn: RevealOutputChannelOn.Never,
            errorHandler: {
                error: (_error, _message, count) =>
                    ({ action: count && count > 3 ? ErrorAction.Shutdown : ErrorAction.Continue }),
                closed: () => this.serverClosed(),
            },
            middleware: {
                executeCommand: treePanel.executeCommandMiddleware(this.tree),
                workspace: {
                    // Answer the server's workspace/configuration request from our settings.
                    configuration: (params, _token, _next) => params.items.map((item) => {
                        if (item.section !== SERVER_SECTION && item.section !== SECTION) return null;
                        const scope = item.scopeUri ? vscode.Uri.parse(item.scopeUri) : undefined;
                        return serverSettings(this.configuration(scope));
                    }),
                },
            },
        };
        const client = new LanguageClient(SECTION, 'a11y-lsp', serverOptions, clientOptions);
        client.onDidChangeState(({ newState }) => {
            if (newState === State.Running) this.serverRunning(client);
            else if (newState === State.Starting) this.showStatus('$(sync~spin) a11y-lsp', `Starting ${this.command}`);
        });
        return client;
    }

    serverRunning(client) {
        const info = (client.initializeResult && client.initializeResult.serverInfo) || {};
        const name = info.name || 'a11y-lsp';
        const version = info.version || 'unknown version';
        this.output.appendLine(`${name} ${version} is running (${this.command}).`);
        this.showStatus(`$(check) ${name} ${version}`, `${name} ${version}, started as ${this.command}. Click for its output.`);
        const trace = this.configuration().get(TRACE_KEY) || 'off';
        if (typeof client.setTrace === 'function' && Trace && typeof Trace.fromString === 'function') {
            Promise.resolve(client.setTrace(Trace.fromString(trace))).catch(() => undefined);
        }
    }

    /** The server's connection closed without our asking. */
    serverClosed() {
        if (this.crashes.crashed()) {
            const message = `a11y-lsp stopped unexpectedly; restarting it (${this.crashes.count} of ${MAX_RESTARTS} restarts in 3 minutes).`;
            this.output.appendLine(message);
            this.showStatus('$(warning) a11y-lsp restarting', message, true);
            return { action: CloseAction.Restart, handled: true };
        }
        const message = `a11y-lsp crashed ${this.crashes.count} times in 3 minutes and will not be restarted. `
            + 'See the a11y-lsp output for what it said.';
        this.output.appendLine(message);
        this.showStatus('$(error) a11y-lsp stopped', message, true);
        vscode.window.showErrorMessage(message, 'Restart', 'Show Output').then((choice) => {
            if (choice === 'Restart') this.restart();
            else if (choice === 'Show Output') this.output.show(true);
        });
        return { action: CloseAction.DoNotRestart, handled: true };
    }

    async start() {
        this.client = this.createClient();
        try {
            await this.client.start();
        } catch (error) {
            const reason = error && error.message ? error.message : String(error);
            const message = `a11y-lsp could not be started as "${this.command}": ${reason}. `
                + 'Install it on PATH or set a11yLsp.path to the binary.';
            this.output.appendLine(message);
            this.showStatus('$(error) a11y-lsp', message, true);
            vscode.window.showErrorMessage(message, 'Open Settings', 'Show Output').then((choice) => {
                if (choice === 'Open Settings') vscode.commands.executeCommand('workbench.action.openSettings', SECTION);
                else if (choice === 'Show Output') this.output.show(true);
            });
        }
    }

    async stop() {
        const client = this.client;
        this.client = undefined;
        if (client && client.state !== State.Stopped) {
            try {
                await client.stop();
            } catch (error) {
                this.output.appendLine(`a11y-lsp did not stop cleanly: ${error && error.message ? error.message : error}`);
            }
        }
    }

    async restart() {
        this.crashes.reset();
        await this.stop();
        await this.start();
    }

    /** A setting changed: a new path restarts the server, the others are sent to it. */
    async configurationChanged(event) {
        if (!event.affectsConfiguration(SECTION)) return;
        if (event.affectsConfiguration(`${SECTION}.${PATH_KEY}`)) {
            await this.restart();
            return;
        }
        const client = this.client;
        if (!client || client.state !== State.Running) return;
        if (event.affectsConfiguration(`${SECTION}.${TRACE_KEY}`)) {
            this.serverRunning(client);
        }
        await client.sendNotification('workspace/didChangeConfiguration', {
            settings: { [SERVER_SECTION]: serverSettings(this.configuration()) },
        });
    }
}

let extension;

async function activate(context) {
    extension = new A11yLspExtension(context);
    context.subscriptions.push(
        vscode.commands.registerCommand('a11yLsp.restart', () => extension.restart()),
        vscode.commands.registerCommand('a11yLsp.showOutput', () => extension.output.show(true)),
        // The palette's way to the tree the code lens opens: the client runs the server's command.
        vscode.commands.registerCommand('a11yLsp.showAccessibilityTree', () => {
            const editor = vscode.window.activeTextEditor;
            if (!editor || editor.document.languageId !== 'swift') return undefined;
            return vscode.commands.executeCommand(treePanel.COMMAND, ...treePanel.argumentsFor(editor));
        }),
        vscode.workspace.onDidChangeConfiguration((event) => extension.configurationChanged(event)),
    );
    await extension.start();
    return extension;
}

async function deactivate() {
    if (extension) await extension.stop();
    extension = undefined;
}

module.exports = {
    activate, deactivate,
    // For the tests (test/smoke.js), which run without VS Code.
    serverSettings, serverCommand, CrashPolicy, SERVER_KEYS, MAX_RESTARTS,
};
