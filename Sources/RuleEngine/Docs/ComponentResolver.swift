// Which component card applies to the syntax under the cursor: a control's name,
// or the style modifier or presentation modifier that selects a component.

import SwiftSyntax

public enum ComponentResolver {
    public struct Match {
        public let component: Component
        /// The view the card is about (for the announcement preview).
        public let call: ViewCall
        /// The token the cursor is on.
        public let range: Range<Int>
    }

    /// The component at a byte offset, if the offset is on a control's name or a modifier's name.
    public static func match(at offset: Int, in model: ViewModel) -> Match? {
        for call in model.calls {
            if call.calleeRange.contains(offset) || call.calleeRange.upperBound == offset, let component = component(of: call) {
                return Match(component: component, call: call, range: call.calleeRange)
            }
            for modifier in call.modifiers {
                let nameStart = modifier.range.lowerBound + 1
                let nameRange = nameStart..<(nameStart + modifier.name.utf8.count)
                guard nameRange.contains(offset) || nameRange.upperBound == offset || modifier.range.lowerBound == offset,
                    let component = component(ofModifier: modifier, on: call)
                else { continue }
                return Match(component: component, call: call, range: nameRange)
            }
        }
        return nil
    }

    /// The component a view is an instance of, judged from its kind and styles.
    public static func component(of call: ViewCall) -> Component? {
        switch call.kind {
        case .button:
            if call.accessibleName?.changesWithState == true || call.addsTrait("isSelected") { return .buttonToggle }
            if call.isInsideForEach, call.addedTraits.contains(where: { $0.traits.mentions("isSelected") }) { return .radio }
            return .buttonBasic
        case .toggle:
            let style = call.lastModifier(named: "toggleStyle")?.firstArgument?.trimmedDescription ?? ""
            if style == ".button" { return .buttonToggle }
            if style.lowercased().contains("check") { return .checkbox }
            return .switchBasic
        case .picker:
            switch call.lastModifier(named: "pickerStyle")?.firstArgument?.trimmedDescription {
            case ".segmented", "SegmentedPickerStyle()": return .selectSegmented
            case ".wheel", "WheelPickerStyle()": return .selectWheel
            case ".inline", ".radioGroup": return .radio
            default: return .selectMenu
            }
        case .datePicker: return .datepicker
        case .link: return .linkBasic
        case .navigationLink: return .listRow
        case .menu: return .menu
        case .slider: return .slider
        case .stepper: return .stepper
        case .textField, .secureField: return .textfield
        case .text where call.title?.leaves.contains(where: { ($0.literalText ?? "").contains("](") }) == true: return .linkInline
        case .text where call.textStyle?.isTitle == true || call.addsTrait("isHeader"): return .headings
        default: return nil
        }
    }

    private static func component(ofModifier modifier: Modifier, on call: ViewCall) -> Component? {
        switch modifier.name {
        case "pickerStyle", "toggleStyle", "datePickerStyle": return component(of: call)
        case "alert": return .dialogAlert
        case "confirmationDialog": return .dialogConfirmation
        case "sheet", "fullScreenCover", "popover": return .dialogModal
        case "onTapGesture", "onLongPressGesture", "gesture": return .semanticControl
        case "frame", "contentShape": return call.kind.isInteractive ? .touchTargetSize : nil
        case "focusEffectDisabled", "focusable": return .focusVisible
        case "accessibilityHeading", "navigationTitle", "navigationBarTitle": return .headings
        case "accessibilityAddTraits" where modifier.firstArgument.map(ExpressionReader.traits(of:))?.mentions("isHeader") == true: return .headings
        // `.animation(…)`, `.easeIn(…).repeatForever()`, `DispatchQueue.main.asyncAfter`, `Task.sleep`, `Timer.scheduledTimer`.
        case "animation", "repeatForever", "asyncAfter", "scheduledTimer": return .timingMotion
        case "sleep" where call.root.trimmedDescription == "Task": return .timingMotion
        default: return nil
        }
    }
}
