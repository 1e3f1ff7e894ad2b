import Foundation
import WidgetSpecKit

/// Reading the configuration files of a command's specs (docs/configuration.md).
enum ProjectConfigurationLoading {
    /// The configurations of `specPaths`, found from the working directory.
    static func load(forSpecs specPaths: [String]) -> ProjectConfigurations {
        ProjectConfigurations.load(
            forSpecs: specPaths, workingDirectory: FileManager.default.currentDirectoryPath)
    }

    /// For the commands that print diagnostics in the text form (`generate`, `report`): prints the files'
    /// problems and errors, and ends the command when there are any (status 2 for a file that could not be
    /// read, 1 for errors in a file's text). Warnings in the files are printed with the specs' diagnostics.
    static func stopOnProblems(_ configurations: ProjectConfigurations) throws {
        let stopping = configurations.problems + configurations.diagnostics.filter { $0.severity == .error }
        guard !stopping.isEmpty else { return }
        DiagnosticOutput.print(configurations.problems + configurations.diagnostics, sources: configurations.sources)
        throw configurations.problems.isEmpty ? ExitStatus.specErrors : ExitStatus.usageOrIO
    }
}
