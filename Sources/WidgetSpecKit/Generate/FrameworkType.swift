/// Framework types (`QualifiedName`'s `Module.Name` spellings) as trees of the Swift room.
extension SwiftType {
    /// `Foundation.Date` from `QualifiedName.date`: the module before the first dot, the rest its type.
    static func framework(_ spelling: String) -> SwiftType {
        guard let dot = spelling.firstIndex(of: ".") else { return .named(spelling) }
        return .qualified(module: String(spelling[..<dot]), name: String(spelling[spelling.index(after: dot)...]))
    }

    /// A `QualifiedName`, already a tree.
    static func framework(_ type: SwiftType) -> SwiftType { type }
}

extension SwiftExpression {
    /// A framework type used as a value: `WidgetKit.WidgetCenter` in `WidgetKit.WidgetCenter.shared`.
    static func framework(_ spelling: String) -> SwiftExpression { .type(.framework(spelling)) }

    /// A `QualifiedName` used as a value.
    static func framework(_ type: SwiftType) -> SwiftExpression { .type(type) }

    /// `Foundation.Date()`: now.
    static var now: SwiftExpression { .framework(QualifiedName.date).call() }
}
