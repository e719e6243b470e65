// The declarations around a view call: the type it is declared in (with that
// type's property wrappers), the function, and whether it is preview code.

import SwiftSyntax

public struct StoredProperty: Sendable {
    public let name: String
    /// Attribute names without `@`: `State`, `AppStorage`, `ScaledMetric`, `AccessibilityFocusState`, …
    public let wrappers: [String]
}

public final class TypeScope {
    public let name: String
    public let inheritedTypes: [String]
    public let properties: [StoredProperty]
    public let parent: TypeScope?

    init(name: String, inheritedTypes: [String], properties: [StoredProperty], parent: TypeScope?) {
        self.name = name
        self.inheritedTypes = inheritedTypes
        self.properties = properties
        self.parent = parent
    }

    public func conforms(to protocolName: String) -> Bool { inheritedTypes.contains(protocolName) }

    public func property(named name: String) -> StoredProperty? { properties.first { $0.name == name } }

    public func hasProperty(wrappedBy wrapper: String) -> Bool {
        properties.contains { $0.wrappers.contains(wrapper) }
    }
}

public struct Scope {
    public let type: TypeScope?
    /// The name of the innermost enclosing function (`body` is a property, so it is nil there).
    public let function: String?
    /// Inside `#Preview { }` or a `PreviewProvider` type.
    public let isPreview: Bool
}

extension TypeScope {
    /// `Outer.Inner` for a nested type, as the workspace index names it.
    public var qualifiedName: String {
        guard let parent else { return name }
        return parent.qualifiedName + "." + name
    }
}
