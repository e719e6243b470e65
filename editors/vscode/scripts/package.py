"""Builds the .vsix of the a11y-lsp extension without vsce: a zip holding
extension.vsixmanifest, [Content_Types].xml and extension/ (the extension folder's
files, less those .vscodeignore names, plus the production dependencies installed in
node_modules, found by following `dependencies` the way Node resolves them).

    python3 scripts/package.py [--output FILE]      (package.sh runs this)
"""
import argparse
import fnmatch
import json
import pathlib
import sys
import zipfile
from xml.sax.saxutils import escape, quoteattr

FOLDER = pathlib.Path(__file__).resolve().parent.parent
# A fixed time for every entry, so the same files always give the same archive.
TIMESTAMP = (2024, 1, 1, 0, 0, 0)
CONTENT_TYPES = {
    ".js": "application/javascript", ".cjs": "application/javascript", ".mjs": "application/javascript",
    ".json": "application/json", ".md": "text/markdown", ".txt": "text/plain", ".map": "application/json",
    ".ts": "text/plain", ".vsixmanifest": "text/xml", ".xml": "text/xml", ".png": "image/png", ".svg": "image/svg+xml",
}


class PackagingError(Exception):
    pass


def ignored_patterns(folder):
    patterns = ["node_modules/**", ".vscodeignore"]  # node_modules: only the dependencies, added below
    ignore = folder / ".vscodeignore"
    if ignore.exists():
        for line in ignore.read_text().splitlines():
            line = line.strip()
            if line and not line.startswith("#"):
                patterns.append(line)
    return patterns


def is_ignored(relative, patterns):
    for pattern in patterns:
        if pattern.endswith("/**") and (relative == pattern[:-3] or relative.startswith(pattern[:-2])):
            return True
        if pattern.startswith("**/") and fnmatch.fnmatch(relative.split("/")[-1], pattern[3:]):
            return True
        if fnmatch.fnmatch(relative, pattern):
            return True
    return False


def extension_files(folder):
    patterns = ignored_patterns(folder)
    for path in sorted(folder.rglob("*")):
        relative = path.relative_to(folder).as_posix()
        if path.is_file() and not is_ignored(relative, patterns):
            yield relative, path


def resolve(name, start, root):
    """The folder of package `name` as require() would find it from `start`."""
    folder = start
    while True:
        candidate = folder / "node_modules" / name
        if (candidate / "package.json").exists():
            return candidate
        if folder == root:
            return None
        folder = folder.parent
        # Step out of a package folder inside node_modules (and out of its @scope).
        while folder.name == "node_modules" or folder.name.startswith("@"):
            folder = folder.parent


def production_packages(folder, manifest):
    """Every installed package the extension needs at run time, by folder."""
    found = {}
    pending = [(name, folder) for name in manifest.get("dependencies", {})]
    while pending:
        name, start = pending.pop()
        location = resolve(name, start, folder)
        if location is None:
            raise PackagingError(
                f"{name} is not installed in {folder / 'node_modules'}: run `npm install` in {folder} first "
                f"(it needs the npm registry); the extension cannot start without it")
        if location in found:
            continue
        found[location] = name
        dependencies = json.loads((location / "package.json").read_text()).get("dependencies", {})
        pending += [(dependency, location) for dependency in dependencies]
    return sorted(found)


def vsix_manifest(manifest):
    engine = manifest.get("engines", {}).get("vscode", "*")
    repository = manifest.get("repository", {})
    source = repository.get("url", "") if isinstance(repository, dict) else str(repository)
    properties = {
        "Microsoft.VisualStudio.Code.Engine": engine,
        "Microsoft.VisualStudio.Code.ExtensionDependencies": ",".join(manifest.get("extensionDependencies", [])),
        "Microsoft.VisualStudio.Code.ExtensionPack": ",".join(manifest.get("extensionPack", [])),
        # It starts a program on the machine with the files: the workspace side of a remote window.
        "Microsoft.VisualStudio.Code.ExtensionKind": "workspace",
        "Microsoft.VisualStudio.Code.LocalizedLanguages": "",
        "Microsoft.VisualStudio.Services.Links.Source": source,
        "Microsoft.VisualStudio.Services.Content.Pricing": "Free",
    }
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<PackageManifest Version="2.0.0" xmlns="http://schemas.microsoft.com/developer/vsx-schema/2011" '
        'xmlns:d="http://schemas.microsoft.com/developer/vsx-schema-design/2011">',
        "  <Metadata>",
        f'    <Identity Language="en-US" Id={quoteattr(manifest["name"])} Version={quoteattr(manifest["version"])} '
        f'Publisher={quoteattr(manifest["publisher"])}/>',
        f"    <DisplayName>{escape(manifest.get('displayName', manifest['name']))}</DisplayName>",
        f'    <Description xml:space="preserve">{escape(manifest.get("description", ""))}</Description>',
        f"    <Tags>{escape(','.join(manifest.get('keywords', [])))}</Tags>",
        f"    <Categories>{escape(','.join(manifest.get('categories', [])))}</Categories>",
        "    <GalleryFlags>Public</GalleryFlags>",
        "    <Properties>",
    ]
    lines += [f"      <Property Id={quoteattr(key)} Value={quoteattr(value)}/>" for key, value in properties.items()]
    lines += [
        "    </Properties>",
        "  </Metadata>",
        "  <Installation>",
        '    <InstallationTarget Id="Microsoft.VisualStudio.Code"/>',
        "  </Installation>",
        "  <Dependencies/>",
        "  <Assets>",
        '    <Asset Type="Microsoft.VisualStudio.Code.Manifest" Path="extension/package.json" Addressable="true"/>',
        '    <Asset Type="Microsoft.VisualStudio.Services.Content.Details" Path="extension/README.md" Addressable="true"/>',
        "  </Assets>",
        "</PackageManifest>",
    ]
    return "\n".join(lines) + "\n"


def content_types(names):
    """One Default per file extension in the archive; an Override for each file without one."""
    extensions = sorted({pathlib.PurePosixPath(name).suffix for name in names if pathlib.PurePosixPath(name).suffix})
    lines = ['<?xml version="1.0" encoding="utf-8"?>',
             '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">']
    for extension in extensions:
        kind = CONTENT_TYPES.get(extension.lower(), "application/octet-stream")
        lines.append(f"  <Default Extension={quoteattr(extension)} ContentType={quoteattr(kind)}/>")
    for name in sorted(names):
        if not pathlib.PurePosixPath(name).suffix:
            lines.append(f"  <Override PartName={quoteattr('/' + name)} ContentType=\"application/octet-stream\"/>")
    lines.append("</Types>")
    return "\n".join(lines) + "\n"


def package(folder, output):
    manifest = json.loads((folder / "package.json").read_text())
    entries = {f"extension/{relative}": path for relative, path in extension_files(folder)}
    for location in production_packages(folder, manifest):
        for path in sorted(location.rglob("*")):
            if path.is_file():
                entries[f"extension/{path.relative_to(folder).as_posix()}"] = path
    for required in ("extension/package.json", "extension/README.md", f"extension/{manifest['main'].lstrip('./')}"):
        if required not in entries:
            raise PackagingError(f"{required[len('extension/'):]} is missing from {folder}")
    names = sorted(entries) + ["extension.vsixmanifest"]
    output.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(output, "w", zipfile.ZIP_DEFLATED) as archive:
        def add(name, data):
            info = zipfile.ZipInfo(name, TIMESTAMP)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
        add("[Content_Types].xml", content_types(names))
        add("extension.vsixmanifest", vsix_manifest(manifest))
        for name in sorted(entries):
            add(name, entries[name].read_bytes())
    return len(entries)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=pathlib.Path, help="the .vsix to write (default: NAME-VERSION.vsix in the extension folder)")
    parser.add_argument("--folder", type=pathlib.Path, default=FOLDER, help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    folder = arguments.folder.resolve()
    manifest = json.loads((folder / "package.json").read_text())
    output = arguments.output or folder / f"{manifest['name']}-{manifest['version']}.vsix"
    try:
        count = package(folder, output.resolve())
    except PackagingError as error:
        print(f"package: {error}", file=sys.stderr)
        return 1
    print(f"{output}: {count} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
