// Turns a view with a tap gesture into a Button: `Text("Pay").onTapGesture { pay() }`
// becomes `Button("Pay") { pay() }`; any other receiver becomes the Button's label,
// keeping the modifiers that styled it, while modifiers after the gesture stay on the Button.

import SwiftSyntax

enum ButtonSwap {
    static func fix(for call: ViewCall, gesture: Modifier, in context: RuleContext) -> Fix? {
        guard gesture.name == "onTapGesture" else { return nil }
        let source = context.fixes.source
        let perform = gesture.argument("perform")
        let closure = gesture.call.trailingClosure ?? gesture.arguments.last?.closure
        guard perform != nil || closure != nil else { return nil }
        if let closure, closure.signature != nil { return nil }  // `{ location in … }` has no Button form

        let start = call.chainRange.lowerBound
        let receiverEnd = gesture.index == 0 ? call.root.endPositionBeforeTrailingTrivia.utf8Offset : call.modifiers[gesture.index - 1].range.upperBound
        let receiver = source.text(start..<receiverEnd)
        let baseIndent = source.indentation(ofLineAt: start)
        let unit = source.indentUnit
        let action: String
        if let closure {
            let closingIndent = source.indentation(ofLineAt: closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
            action = context.fixes.reindent(source.text(closure.byteRange), from: closingIndent, to: baseIndent)
        } else {
            action = source.text(perform!.byteRange)
        }

        var replacement: String
        var labelIsPlaceholder = false
        if let title = plainTextTitle(of: call), gesture.index == 0 {
            replacement = closure != nil ? "Button(\(source.text(title))) \(action)" : "Button(\(source.text(title)), action: \(action))"
        } else {
            let singleLine = !receiver.contains("\n") && !action.contains("\n")
            let label = singleLine
                ? " \(receiver) "
                : "\n" + baseIndent + unit + context.fixes.reindent(receiver, from: baseIndent, to: baseIndent + unit) + "\n" + baseIndent
            replacement = closure != nil ? "Button \(action) label: {\(label)}" : "Button(action: \(action)) {\(label)}"
            // A Button around an icon alone needs a name too, or the fix would trade one finding for another.
            if call.isImage, call.accessibilityLabel == nil {
                let suggested = LabelSuggestion.label(forImage: call)
                labelIsPlaceholder = suggested.isPlaceholder
                let name = suggested.expression
                let onItsOwnLine = source.startsLine(start) && source.onlyTriviaFollows(gesture.range.upperBound)
                let separator = onItsOwnLine ? "\n" + baseIndent + (replacement.contains("\n") ? "" : unit) : ""
                replacement += separator + ".accessibilityLabel(\(name))"
            }
        }
        var edits = [TextEdit(range: start..<gesture.range.upperBound, replacement: replacement)]
        // After a Button that now ends with `}` on its own line, the remaining modifiers line up with it.
        if replacement.hasSuffix("}") && replacement.contains("\n") {
            for modifier in call.modifiers[(gesture.index + 1)...] where source.startsLine(modifier.range.lowerBound) {
                let lineStart = source.lines.start(ofLine: source.lines.line(containing: modifier.range.lowerBound))
                if source.text(lineStart..<modifier.range.lowerBound) != baseIndent {
                    edits.append(TextEdit(range: lineStart..<modifier.range.lowerBound, replacement: baseIndent))
                }
            }
        }
        // A Button tints its label and changes its layout, so this is not a fix to apply unseen.
        let title = "Replace the tap gesture with a Button" + (labelIsPlaceholder ? " (its label is a placeholder: type what it does)" : "")
        return Fix(title: title, edits: edits, isSafe: false)
    }

    /// The argument list of `Text(<one unlabeled argument>)`, which `Button` takes as its title.
    private static func plainTextTitle(of call: ViewCall) -> Range<Int>? {
        guard call.kind == .text, let constructor = call.constructor, constructor.arguments.count == 1,
            constructor.arguments.first?.label == nil, constructor.trailingClosure == nil
        else { return nil }
        return constructor.arguments.byteRange
    }
}
