// Taking one trait out of an `.accessibilityAddTraits(…)` modifier: the whole modifier goes when
// nothing else is left, otherwise only that trait's part of the expression.

extension FixBuilder {
    /// The edit that stops the modifier adding `trait`, or nil when the modifier has no argument.
    public func removeTrait(_ trait: String, from modifier: Modifier, traits: TraitExpression) -> TextEdit? {
        guard let remaining = source.expression(traits, without: trait) else { return removeModifier(modifier) }
        guard let argument = modifier.firstArgument else { return nil }
        return TextEdit(range: argument.byteRange, replacement: remaining)
    }
}

extension SourceText {
    /// The trait expression's source with every part that adds `trait` taken out; nil when nothing
    /// would remain. A condition whose branches end up equal collapses to that branch.
    func expression(_ traits: TraitExpression, without trait: String) -> String? {
        switch traits {
        case .trait(let name, let range): return name == trait ? nil : text(range)
        case .empty: return nil
        case .unknown(let range): return text(range)
        case .set(let items, _):
            let kept = items.compactMap { expression($0, without: trait) }
            if kept.isEmpty { return nil }
            return kept.count == 1 ? kept[0] : "[" + kept.joined(separator: ", ") + "]"
        case .conditional(let condition, let then, let otherwise, _):
            let (keptThen, keptElse) = (expression(then, without: trait), expression(otherwise, without: trait))
            if keptThen == keptElse { return keptThen }
            return "\(condition) ? \(keptThen ?? "[]") : \(keptElse ?? "[]")"
        }
    }
}
