/// Command-line control over the checker's rules. The spec's own `checks:` settings come on top (see
/// `Checker`): the command line wins over the spec, a widget's settings win over the spec's top level.
public struct CheckOptions: Hashable, Sendable {
    /// Report every warning as an error (notes stay notes).
    public var warningsAsErrors: Bool
    /// Rules switched off (`--disable`).
    public var disabled: Set<DiagnosticID>
    /// Opt-in rules switched on (`--enable`).
    public var enabled: Set<DiagnosticID>

    public init(warningsAsErrors: Bool = false, disabled: Set<DiagnosticID> = [], enabled: Set<DiagnosticID> = []) {
        self.warningsAsErrors = warningsAsErrors
        self.disabled = disabled
        self.enabled = enabled
    }
}
