// The label a fix proposes for a control that shows no name of its own (a slider, an untitled
// field): its visible title when it has one, else the one text beside it in its stack, else its
// prompt, else the name of the value it edits in words ($fontScale → "Font scale").

import SwiftSyntax

extension LabelSuggestion {
    /// A Swift expression naming the control, or nil when nothing around it gives a name.
    public static func labelExpression(forUnnamed call: ViewCall) -> String? {
        if let title = titleExpression(of: call) { return title }
        // Words from around a control are the same for every element of a ForEach (a text field
        // is told apart by its content, so it may keep them).
        guard call.kind.isTextField || !call.isInsideForEach else { return nil }
        return siblingText(of: call) ?? promptText(of: call) ?? boundValueWords(of: call)
    }

    /// The control's own title, as written: `"Start"`, `L10n.endTime`, or a label closure's single `Text`.
    public static func titleExpression(of call: ViewCall) -> String? {
        if let title = call.titleArgument, !(call.title?.isEmptyOnSomeBranch ?? false) {
            return title.expression.trimmedDescription
        }
        guard let views = call.labelNodes?.directViews, views.count == 1 else { return nil }
        return textArgument(of: views[0])
    }

    /// The single unlabeled argument of a `Text`, when it is not empty.
    private static func textArgument(of view: ViewCall) -> String? {
        guard view.kind == .text, let argument = view.arguments.first(labeled: nil), view.arguments.count == 1,
            !isEmptyLiteral(argument.expression)
        else { return nil }
        return argument.expression.trimmedDescription
    }

    /// Exactly one `Text` literal among the control's siblings in a stack: the caption it sits beside.
    private static func siblingText(of call: ViewCall) -> String? {
        guard let parent = call.parent, case .container = parent.kind,
            let siblings = parent.contents.first(where: { $0.nodes.directViews.contains { $0 === call } })?.nodes.directViews
        else { return nil }
        let texts = siblings.filter { $0 !== call && $0.kind == .text }
        guard texts.count == 1, case .literal? = texts[0].title else { return nil }
        return textArgument(of: texts[0])
    }

    private static func promptText(of call: ViewCall) -> String? {
        guard let prompt = call.arguments.first(labeled: "prompt")?.expression.as(FunctionCallExprSyntax.self),
            prompt.calledExpression.trimmedDescription == "Text", prompt.arguments.count == 1,
            let text = ExpressionReader.stringLiteral(prompt.arguments.first?.expression), !text.isEmpty
        else { return nil }
        return FixBuilder.stringLiteral(text)
    }

    /// `$settings.fontScale` → `"Font scale"`.
    private static func boundValueWords(of call: ViewCall) -> String? {
        let binding = ["value", "text", "selection", "isOn"].lazy.compactMap { call.arguments.first(labeled: $0) }.first
        guard let expression = binding?.expression.trimmedDescription, expression.hasPrefix("$") else { return nil }
        guard let last = expression.dropFirst().split(separator: ".").last,
            last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), last.first?.isLetter == true
        else { return nil }
        return FixBuilder.stringLiteral(camelCaseWords(String(last).replacing("_", with: " ")))
    }

    private static func isEmptyLiteral(_ expression: ExprSyntax) -> Bool {
        ExpressionReader.stringLiteral(expression)?.isEmpty ?? false
    }
}
