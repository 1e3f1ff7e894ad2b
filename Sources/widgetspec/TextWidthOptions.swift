import ArgumentParser

/// `--width` of `report`: how long a line of the text report may be. Sized for where it goes: a terminal's
/// width on a terminal; no limit in a file or a pipe (`report specs/ > r.txt` keeps every family list whole).
struct TextWidthOptions: ParsableArguments {
    static let minimum = 20

    @Option(
        help: ArgumentHelp(
            "Cut text lines to this many columns (default: the terminal's width, or COLUMNS; no limit when "
                + "standard output is not a terminal).", valueName: "columns"))
    var width: Int?

    func validate() throws {
        if let width, width < Self.minimum {
            throw ValidationError("--width must be at least \(Self.minimum) columns, found \(width)")
        }
    }

    /// The columns a line may take, nil for no limit: `--width`, else for standard output `COLUMNS` or the
    /// terminal's width (`Terminal.width`); a file written with `--output` is never cut unless `--width` says so.
    func lineWidth(toStandardOutput: Bool) -> Int? {
        width ?? (toStandardOutput ? Terminal.width : nil)
    }
}
