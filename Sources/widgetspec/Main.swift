import ArgumentParser
import Foundation

/// Runs the command line and maps every outcome to the documented exit status: 0 success, 1 spec errors,
/// 2 usage or I/O problems (swift-argument-parser would use 64 for usage errors), including a failed write to
/// standard output or standard error (`StandardStream.finalStatus`).
@main
enum Main {
    static func main() {
        // A reader that goes away (`| head -1`) makes writes fail with EPIPE, which the streams take calmly,
        // instead of killing the process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        StandardStream.protectClosedDescriptors()
        exit(StandardStream.finalStatus(run()))
    }

    /// Runs the command; returns its exit status.
    private static func run() -> Int32 {
        do {
            var command = try WidgetSpecCommand.parseAsRoot()
            try command.run()
            return ExitStatus.success.rawValue
        } catch let code as ExitCode {
            return code.rawValue
        } catch {
            let status = WidgetSpecCommand.exitCode(for: error)
            let message = WidgetSpecCommand.fullMessage(for: error)
            if status == .success {
                if !message.isEmpty { Terminal.write(message + "\n") }
                return ExitStatus.success.rawValue
            }
            Terminal.writeError(
                ErrorMessageText.text(fullMessage: message, message: WidgetSpecCommand.message(for: error)))
            return ExitStatus.usageOrIO.rawValue
        }
    }
}

/// The exit statuses, documented in docs/cli.md.
enum ExitStatus {
    static let success = ExitCode(0)
    static let specErrors = ExitCode(1)
    static let usageOrIO = ExitCode(2)
}
