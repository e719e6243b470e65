// scripts/package.sh: the .vsix it builds from a copy of the extension with a stand-in
// node_modules (no npm registry is reachable where this was written, so the real
// vscode-languageclient could not be installed; see ../README.md). Checks what goes in,
// what stays out, the two manifests, and that the packed extension loads and starts its
// client from the packed node_modules.
//
//   node --test test/package.test.js        (needs python3 and unzip)

'use strict';

const assert = require('node:assert/strict');
const { execFileSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { after, test } = require('node:test');

const extensionFolder = path.join(__dirname, '..');
const manifest = require(path.join(extensionFolder, 'package.json'));

const temporary = [];
after(() => { for (const folder of temporary) fs.rmSync(folder, { recursive: true, force: true }); });

function temporaryFolder(prefix) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    temporary.push(folder);
    return folder;
}

/** A copy of the extension folder without node_modules or built packages. */
function copyExtension() {
    const folder = temporaryFolder('a11y-lsp-vsix-');
    fs.cpSync(extensionFolder, folder, {
        recursive: true,
        filter: (source) => !/node_modules|\.vsix$/.test(path.relative(extensionFolder, source)),
    });
    return folder;
}

function writePackage(folder, name, dependencies = {}, files = {}) {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name, version: '1.0.0', dependencies }));
    for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(folder, file), text);
}

/** What `npm install` would leave: the client with its dependencies (one nested), a dev dependency, a stray. */
const clientStandIn = `'use strict';
// A stand-in for vscode-languageclient/node with the names extension.js uses.
class LanguageClient {
    constructor(id, name, serverOptions, clientOptions) {
        Object.assign(this, { id, name, serverOptions, clientOptions, state: 1 });
        (globalThis.packedClients ||= []).push(this);
    }
    onDidChangeState() { return { dispose() {} }; }
    async start() { this.state = 2; this.initializeResult = { serverInfo: { name: 'a11y-lsp', version: '0.1.0' } }; }
    async stop() { this.state = 1; }
    async setTrace() {}
    async sendNotification() {}
}
module.exports = {
    LanguageClient,
    State: { Stopped: 1, Running: 2, Starting: 3 },
    CloseAction: { DoNotRestart: 1, Restart: 2 },
    ErrorAction: { Continue: 1, Shutdown: 2 },
    RevealOutputChannelOn: { Info: 1, Warn: 2, Error: 3, Never: 4 },
    Trace: { Off: 0, Messages: 1, Verbose: 2, fromString: () => 0 },
};
`;

function installStandIns(folder) {
    const modules = path.join(folder, 'node_modules');
    writePackage(path.join(modules, 'vscode-languageclient'), 'vscode-languageclient',
        { 'vscode-languageserver-protocol': '1', minimatch: '1' }, { 'node.js': clientStandIn, LICENSE: 'MIT' });
    writePackage(path.join(modules, 'vscode-languageserver-protocol'), 'vscode-languageserver-protocol', { 'vscode-jsonrpc': '1' }, { 'main.js': '' });
    writePackage(path.join(modules, 'vscode-jsonrpc'), 'vscode-jsonrpc', {}, { 'main.js': '' });
    writePackage(path.join(modules, 'minimatch'), 'minimatch', { 'brace-expansion': '2' }, { 'index.js': '' });
    // Two versions of one package: the nested copy is the one minimatch gets.
    writePackage(path.join(modules, 'minimatch', 'node_modules', 'brace-expansion'), 'brace-expansion', {}, { 'index.js': '// 2' });
    writePackage(path.join(modules, 'brace-expansion'), 'brace-expansion', {}, { 'index.js': '// 1' });
    writePackage(path.join(modules, '@vscode', 'vsce'), '@vscode/vsce', {}, { 'vsce.js': '' });  // a devDependency
    writePackage(path.join(modules, 'left-pad'), 'left-pad', {}, { 'index.js': '' });  // nobody's dependency
}

function packageIn(folder) {
    return spawnSync(path.join(folder, 'scripts', 'package.sh'), ['--output', path.join(folder, 'out', 'test.vsix')], { encoding: 'utf8' });
}

function entries(vsix) {
    return execFileSync('unzip', ['-Z1', vsix], { encoding: 'utf8' }).trim().split('\n').sort();
}

function read(vsix, name) {
    // unzip takes names as patterns: [ and ] must be escaped.
    return execFileSync('unzip', ['-p', vsix, name.replace(/[[\]]/g, '\\$&')], { encoding: 'utf8' });
}

test('the vsix holds the extension and its production dependencies, nothing else', () => {
    const folder = copyExtension();
    installStandIns(folder);
    const run = packageIn(folder);
    assert.equal(run.status, 0, run.stderr);
    const vsix = path.join(folder, 'out', 'test.vsix');
    const names = entries(vsix);
    for (const name of ['[Content_Types].xml', 'extension.vsixmanifest', 'extension/package.json', 'extension/extension.js',
        'extension/treePanel.js', 'extension/README.md', 'extension/a11y-lsp.schema.json',
        'extension/node_modules/vscode-languageclient/node.js', 'extension/node_modules/vscode-languageclient/LICENSE',
        'extension/node_modules/vscode-languageserver-protocol/package.json', 'extension/node_modules/vscode-jsonrpc/main.js',
        'extension/node_modules/minimatch/index.js', 'extension/node_modules/minimatch/node_modules/brace-expansion/index.js']) {
        assert.ok(names.includes(name), `${name} is missing from ${names.join(', ')}`);
    }
    for (const left of ['test/', 'scripts/', '.vscodeignore', '@vscode/vsce', 'left-pad', 'extension/node_modules/brace-expansion/']) {
        assert.ok(!names.some((name) => name.includes(left)), `${left} should not be packed`);
    }
    assert.equal(read(vsix, 'extension/extension.js'), fs.readFileSync(path.join(extensionFolder, 'extension.js'), 'utf8'));
});

test('the manifests say what VS Code reads', () => {
    const folder = copyExtension();
    installStandIns(folder);
    assert.equal(packageIn(folder).status, 0);
    const vsix = path.join(folder, 'out', 'test.vsix');
    const vsixManifest = read(vsix, 'extension.vsixmanifest');
    assert.match(vsixManifest, new RegExp(`<Identity Language="en-US" Id="${manifest.name}" Version="${manifest.version}" Publisher="${manifest.publisher}"/>`));
    assert.match(vsixManifest, new RegExp(`<Property Id="Microsoft.VisualStudio.Code.Engine" Value="\\${manifest.engines.vscode}"/>`));
    assert.match(vsixManifest, /<InstallationTarget Id="Microsoft.VisualStudio.Code"\/>/);
    assert.match(vsixManifest, /<Asset Type="Microsoft.VisualStudio.Code.Manifest" Path="extension\/package.json" Addressable="true"\/>/);
    assert.match(vsixManifest, new RegExp(`<DisplayName>${manifest.displayName}</DisplayName>`));
    const types = read(vsix, '[Content_Types].xml');
    for (const name of entries(vsix).filter((entry) => entry !== '[Content_Types].xml')) {  // it types the others
        const extension = path.posix.extname(name);
        if (extension) assert.ok(types.includes(`<Default Extension="${extension}"`), `no content type for ${extension}`);
        else assert.ok(types.includes(`<Override PartName="/${name}"`), `no content type for ${name}`);
    }
    // The same files give the same archive.
    const first = fs.readFileSync(vsix);
    assert.equal(packageIn(folder).status, 0);
    assert.ok(first.equals(fs.readFileSync(vsix)));
});

test('the packed extension starts its client from the packed node_modules', async () => {
    const folder = copyExtension();
    installStandIns(folder);
    assert.equal(packageIn(folder).status, 0);
    const unpacked = temporaryFolder('a11y-lsp-unpacked-');
    execFileSync('unzip', ['-q', path.join(folder, 'out', 'test.vsix'), '-d', unpacked]);
    const { install } = require('./fakes');
    install({ fakeLanguageClient: false });  // only `vscode` is faked: the client comes from the vsix
    const extension = require(path.join(unpacked, 'extension', 'extension.js'));
    await extension.activate({ subscriptions: [] });
    assert.equal(globalThis.packedClients.length, 1);
    assert.equal(globalThis.packedClients[0].serverOptions.command, 'a11y-lsp');
    assert.equal(globalThis.packedClients[0].state, 2);
    await extension.deactivate();
});

test('a missing dependency stops the packaging with the reason', () => {
    const folder = copyExtension();
    const run = packageIn(folder);
    assert.notEqual(run.status, 0);
    assert.match(run.stderr, /vscode-languageclient is not installed .*run `npm install`/);
    assert.ok(!fs.existsSync(path.join(folder, 'out', 'test.vsix')));
});
