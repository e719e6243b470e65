// UIKit-style accessibility set by assignment: `view.accessibilityLabel = "Pay"`.

import SwiftSyntax

public struct PropertyAssignment {
    /// `view` in `view.accessibilityLabel = …` (empty for an implicit `self`).
    public let receiver: String
    public let property: String
    public let value: ExprSyntax
    /// The whole assignment statement.
    public let range: Range<Int>
    public let scope: Scope
}
