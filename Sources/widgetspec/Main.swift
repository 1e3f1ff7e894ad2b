import ArgumentParser
import Foundation

/// Runs the command line and maps every outcome to the documented exit status: 0 success, 1 spec errors,
/// 2 usage or I/O problems (swift-argument-parser would use 64 for usage errors).
@main
enum Main {
    static func main() {
        do {
            var command = try WidgetSpecCommand.parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            exit(code.rawValue)
        } catch {
            let status = WidgetSpecCommand.exitCode(for: error)
            let message = WidgetSpecCommand.fullMessage(for: error)
            if status == .success {
                if !message.isEmpty { print(message) }
                exit(0)
            }
            Terminal.writeError(message)
            exit(ExitStatus.usageOrIO.rawValue)
        }
    }
}

/// The exit statuses, documented in docs/cli.md.
enum ExitStatus {
    static let success = ExitCode(0)
    static let specErrors = ExitCode(1)
    static let usageOrIO = ExitCode(2)
}
