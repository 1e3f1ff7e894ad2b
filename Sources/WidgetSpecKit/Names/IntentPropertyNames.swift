extension IntentDecl {
    /// The Swift name of a parameter's `@Parameter` property in the generated intent: for an intent that
    /// migrates a SiriKit intent, the SiriKit parameter's name (the system carries each old value over to the
    /// property of that name, as Xcode's conversion keeps the names); else the parameter's own name. The
    /// configuration values and everything the app sees keep the spec's names.
    func propertyName(of parameter: String) -> String {
        migration?.oldName(of: parameter) ?? parameter
    }
}
