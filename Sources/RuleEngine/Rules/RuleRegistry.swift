// Every rule, registered once. Adding a rule means adding its file and one line here.

public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        // Names
        IconOnlyControlName.self,
        EmptyControlName.self,
        RoleWordInLabel.self,
        LabelOnIconNotControl.self,
        LabelNotStartingWithVisibleText.self,
        DuplicateControlName.self,
        IdentifierUsedAsLabel.self,
        LongLabel.self,
        ImageMissingLabel.self,
        GenericLinkText.self,
        TabItemWithoutLabel.self,
        HintMissingForAmbiguousAction.self,
        // Roles
        TapGestureNotControl.self,
        UIKitGestureWithoutTraits.self,
        CustomToggleNotToggle.self,
        TapGestureNoAlternative.self,
        ButtonOpensURL.self,
        LinkExtraButtonTrait.self,
        ButtonForPersistentSetting.self,
        NavigationByTapGesture.self,
        HiddenContainerWithControls.self,
        // State
        ToggleNameAndSelectedTrait.self,
        SelectedTraitAlwaysOn.self,
        StateOnlyInIcon.self,
        StateInTitle.self,
        NotSelectedValueRedundant.self,
        AntonymTrait.self,
        StateInToggleLabel.self,
        ColorOnlyState.self,
        RadioMissingSelectedState.self,
        CheckboxStyleMissingValue.self,
        DisabledLookOnly.self,
        // Global
        TouchTargetSize.self,
        FocusEffectDisabled.self,
        FixedFontSize.self,
        HintDescribesGesture.self,
        ControlTextTruncation.self,
        ContrastTooLow.self,
        HardcodedColor.self,
        TextClippedByFixedFrame.self,
        OrientationLocked.self,
        // Components
        MenuDestructiveRole.self,
        DecorativeChevron.self,
        SegmentedPickerName.self,
        MenuPickerLabelOverride.self,
        DatePickerName.self,
        SliderName.self,
        SliderWithoutStepControls.self,
        StepperRedundantAdjustable.self,
        TextFieldName.self,
        TextFieldContentType.self,
        SliderValueNotMeaningful.self,
        MenuNamedByValue.self,
        InputChangesContext.self,
        PasswordInTextField.self,
        DialogFocusNotRestored.self,
        ModalWithoutClose.self,
        InlineLinkKeyboard.self,
        // Structure
        HeadingMissingTrait.self,
        HeadingWordInLabel.self,
        MissingNavigationTitle.self,
        CombineChildrenMissing.self,
        ZStackReadingOrder.self,
        SortPriorityOverused.self,
        // Time: motion, media, timers and messages that come and go
        AnimationIgnoresReduceMotion.self,
        AutoDismissWithoutControl.self,
        MediaAutoplay.self,
        MotionWithoutAlternative.self,
        StatusMessageNotAnnounced.self,
        // Structure: grouping
        ControlGroupWithoutLabel.self,
        // UIKit: the Semantic Control pattern's UIKit half
        UIKitIconButtonName.self,
        UIKitFixedFont.self,
        UIKitDynamicTypeNotAdjusting.self,
        UIKitLabelWithoutElement.self,
        UIKitHiddenControl.self,
        UIKitAdjustableWithoutActions.self,
        UIKitCustomControlTraits.self,
        UIKitLabelNotLocalized.self,
        // Suppressions
        UnknownRuleInSuppression.self,
    ]

    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.id == id }
    }

    public static var ids: Set<String> { Set(all.map { $0.id }) }
}
