// The accessibility tree as text for a terminal (`a11y-lsp tree`) and as Markdown for an
// editor's panel. (JSON is written by the executable, with the rest of its JSON.)

extension ViewTree {
    /// "9 elements, 2 headings": what a code lens shows above `body`.
    public var summary: String {
        var parts = [Self.count(elementCount, "element")]
        if rotor.headings > 0 { parts.append(Self.count(rotor.headings, "heading")) }
        if !hidden.isEmpty { parts.append("\(hidden.count) hidden") }
        return parts.joined(separator: ", ")
    }

    /// Headings, links, form controls and images, as the rotor would count them.
    public var rotorLine: String {
        [Self.count(rotor.headings, "heading"), Self.count(rotor.links, "link"), Self.count(rotor.formControls, "form control"),
         Self.count(rotor.images, "image")].joined(separator: ", ")
    }

    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// A hidden view's line and why it is not read: `20 decorative`.
    var hiddenLine: String { hidden.map { "\($0.line) \($0.reason.rawValue)" }.joined(separator: ", ") }
}

extension TreeElement {
    /// `[isMuted == true] "Unmute, Button" × n`: the element's words with its branch and repetition.
    var spokenLine: String {
        var text = isContainer ? "container" + (announcements.isEmpty ? "" : " " + quotedAnnouncement) : quotedAnnouncement
        if let condition { text = "[\(condition)] " + text }
        if let repeats { text += " × \(repeats)" }
        return text
    }

    private var quotedAnnouncement: String {
        announcements.count == 1 && announcements[0].conditions.isEmpty ? "\"\(announcementText)\"" : announcementText
    }
}

extension AccessibilityTree {
    /// One line per element, indented under its container: `12  "Play, Button"`.
    public func text() -> String {
        var lines: [String] = []
        for view in views {
            if !lines.isEmpty { lines.append("") }
            lines.append("\(view.typeName) (line \(view.line)): \(view.summary)")
            func add(_ elements: [TreeElement], depth: Int) {
                for element in elements {
                    lines.append(String(repeating: "  ", count: depth) + "\(element.line)  " + element.spokenLine)
                    add(element.children, depth: depth + 1)
                }
            }
            add(view.elements, depth: 0)
            if !view.hidden.isEmpty { lines.append("hidden: " + view.hiddenLine) }
            lines.append("rotor: " + view.rotorLine)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A heading per view and a nested list of its elements, for an editor's read-only panel.
    public func markdown() -> String {
        var lines: [String] = []
        for view in views {
            if !lines.isEmpty { lines.append("") }
            lines.append("## \(view.typeName): \(view.summary)")
            lines.append("")
            if view.elements.isEmpty { lines.append("_No element VoiceOver can reach._") }
            func add(_ elements: [TreeElement], depth: Int) {
                for element in elements {
                    lines.append(String(repeating: "  ", count: depth) + "- line \(element.line): " + Self.code(element.spokenLine))
                    add(element.children, depth: depth + 1)
                }
            }
            add(view.elements, depth: 0)
            lines.append("")
            if !view.hidden.isEmpty { lines.append("Hidden: " + view.hiddenLine.replacing(", ", with: "; ") + ".") }
            lines.append("Rotor: " + view.rotorLine + ".")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Inline code that survives backticks in the text.
    private static func code(_ text: String) -> String {
        let fence = text.contains("`") ? "``" : "`"
        return fence + (fence.count > 1 ? " \(text) " : text) + fence
    }
}
