// What a style of the app's own does to a control, from the workspace index:
// `.buttonStyle(PrimaryButtonStyle(compact: true))` whose `makeBody` caps the height, or shows a
// caption of its own.

import SwiftSyntax

extension ViewCall {
    /// The most the control's height can be under its button style, when the style is the app's own,
    /// its `makeBody` caps the height and nothing after the style grows the control again.
    public var styleHeightCap: (modifier: Modifier, style: String, height: Double)? {
        guard let (index, modifier) = modifiers.enumerated().last(where: { $0.element.name == "buttonStyle" }),
            let (styleCall, style) = appStyle(in: modifier), let cap = style.heightCap,
            !modifiers[(index + 1)...].contains(where: { ["padding", "frame", "contentShape", "controlSize"].contains($0.name) })
        else { return nil }
        // Boolean parameters: literals at the call, else the style's defaults; anything else is unknown.
        var flags = Dictionary(uniqueKeysWithValues: style.parametersTrueByDefault.map { ($0, true) })
        var unknown: Set<String> = []
        for argument in styleCall.arguments {
            guard let label = argument.label?.text else { continue }
            switch argument.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind {
            case .keyword(.true): flags[label] = true
            case .keyword(.false): flags[label] = false
            default:
                flags[label] = nil
                unknown.insert(label)
            }
        }
        for name in cap.parameterNames where flags[name] == nil {
            guard !unknown.contains(name) else { return nil }
            flags[name] = false
        }
        guard let height = cap.evaluate(parameters: flags, constant: workspace.constant(named:)), height.isFinite, height > 0 else { return nil }
        return (modifier, styleCall.trimmedDescription, height)
    }
}

extension ViewCall {
    /// The button style in effect is the app's own and shows a `Text` of its own beside the label
    /// (`SupportButtonStyle(title: "Leave us a review")` captioning an icon): the control has a name.
    /// The style nearest the control wins, as in SwiftUI; one the index cannot see says nothing.
    public var styleShowsItsOwnText: Bool {
        for call in [self] + ancestors {
            guard let modifier = call.modifiers(named: "buttonStyle").first else { continue }
            return appStyle(in: modifier)?.summary.addsText ?? false
        }
        return false
    }

    /// The style a `.buttonStyle(…)` modifier applies, when it is built by a call of a style type the
    /// index knows (`PrimaryButtonStyle(compact: true)`), with that call.
    private func appStyle(in modifier: Modifier) -> (call: FunctionCallExprSyntax, summary: StyleSummary)? {
        guard let styleCall = modifier.firstArgument?.as(FunctionCallExprSyntax.self),
            let styleName = styleCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let style = workspace.style(named: styleName)
        else { return nil }
        return (styleCall, style)
    }
}

extension NumericExpression {
    /// The parameters the expression depends on.
    var parameterNames: Set<String> {
        switch self {
        case .conditional(let parameter, _, let then, let otherwise): return Set([parameter]).union(then.parameterNames).union(otherwise.parameterNames)
        case .binary(_, let left, let right): return left.parameterNames.union(right.parameterNames)
        case .parameter(let name): return [name]
        default: return []
        }
    }
}
