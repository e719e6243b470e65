// The accessibility tree beside the editor: a read-only document (scheme `a11y-tree`)
// whose text is the server's Markdown tree for a view, asked again as its Swift file is
// edited. The server answers the tree to workspace/executeCommand `a11y-lsp.accessibilityTree`
// with `[uri, position]`; the code lens above each view's body runs that command.

'use strict';

const vscode = require('vscode');

const SCHEME = 'a11y-tree';
const COMMAND = 'a11y-lsp.accessibilityTree';
/** Typing pauses this long before the tree is asked for again. */
const REFRESH_DELAY_MS = 400;

class TreePanel {
    /**
     * `request(command, args)` sends workspace/executeCommand and resolves to the server's answer.
     */
    constructor(request, { delay = REFRESH_DELAY_MS } = {}) {
        this.request = request;
        this.delay = delay;
        this.emitter = new vscode.EventEmitter();
        /** TextDocumentContentProvider: fired with a tree's uri when its text changed. */
        this.onDidChange = this.emitter.event;
        this.bySource = new Map(); // source uri → { id, uri, arguments, text, timer }
        this.byId = new Map();
        this.nextId = 1;
    }

    /** The entry for a source document, made on first use: one tree document per Swift file. */
    entry(source) {
        let found = this.bySource.get(source);
        if (!found) {
            const id = this.nextId++;
            const name = decodeURIComponent(source.split('/').pop() || 'view');
            // The .md ending makes VS Code show the text as Markdown.
            const uri = vscode.Uri.parse(`${SCHEME}:/${id}/${encodeURIComponent(name)} (VoiceOver).md`);
            found = { id, uri, arguments: null, text: '', timer: null };
            this.bySource.set(source, found);
            this.byId.set(id, found);
        }
        return found;
    }

    /** TextDocumentContentProvider: the tree's current text. */
    provideTextDocumentContent(uri) {
        const match = /^\/(\d+)\//.exec(uri.path || '');
        const found = match && this.byId.get(Number(match[1]));
        return found ? found.text : '';
    }

    /** Shows `markdown`, the tree of the view at `[source, position]`, beside the editor. */
    async show(source, position, markdown) {
        const found = this.entry(source);
        found.arguments = [source, position];
        found.text = markdown;
        this.emitter.fire(found.uri);
        const document = await vscode.workspace.openTextDocument(found.uri);
        await vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.Beside, preview: true, preserveFocus: true });
        return found.uri;
    }

    /** workspace.onDidChangeTextDocument: an edited source's tree is asked for again once typing pauses. */
    documentChanged(event) {
        const found = this.bySource.get(event.document.uri.toString());
        if (!found || !found.arguments || event.contentChanges.length === 0) return;
        clearTimeout(found.timer);
        found.timer = setTimeout(() => { this.refresh(found); }, this.delay);
    }

    async refresh(found) {
        found.timer = null;
        let text;
        try {
            text = await this.request(COMMAND, found.arguments);
        } catch (_error) {
            return; // an old text is better than none (the server may be restarting)
        }
        if (typeof text !== 'string' || text === found.text) return;
        found.text = text;
        this.emitter.fire(found.uri);
    }

    dispose() {
        for (const found of this.bySource.values()) clearTimeout(found.timer);
        this.emitter.dispose();
    }
}

/**
 * Client middleware for workspace/executeCommand: the tree command's answer (from the code
 * lens or the palette) goes to the panel; other commands pass through.
 */
function executeCommandMiddleware(panel) {
    return async (command, args, next) => {
        const result = await next(command, args);
        if (command === COMMAND && typeof result === 'string' && Array.isArray(args) && typeof args[0] === 'string') {
            await panel.show(args[0], args[1], result);
        }
        return result;
    };
}

/** The tree command's arguments for an editor's cursor: `[uri, position]`. */
function argumentsFor(editor) {
    const position = editor.selection.active;
    return [editor.document.uri.toString(), { line: position.line, character: position.character }];
}

module.exports = { TreePanel, executeCommandMiddleware, argumentsFor, SCHEME, COMMAND, REFRESH_DELAY_MS };
