import CascadeTerminalTestSupport
import Foundation

/// A virtual X screen (Xvfb, 640×480, 24 bits) for the tests that run real terminals drawing
/// pixels. Those tests run wherever Xvfb starts; `scripts/install-dependencies` installs it with
/// xterm, xwd and xdotool.
///
/// Xvfb picks the display number itself (`-displayfd`: the first it can lock) and reports it once
/// it accepts clients. A number chosen by looking for a free one's files is free only until
/// someone takes it: two test runs starting a screen at once (two engineers, a CI run beside a
/// sanitizer run) chose the same one, the second Xvfb exited, and both tests drove terminals on
/// the first one's screen.
struct VirtualDisplay {
  let number: Int
  let server: BackgroundProcess

  /// The programs the tests need, found on PATH.
  static let tools = ["Xvfb", "xterm", "xwd", "xdotool"]

  /// Why the real-terminal tests cannot run here, or nil when they can: a program missing, or an
  /// Xvfb that does not start (checked once, by starting one for up to 20 seconds and stopping it).
  static let unavailableReason: String? = {
    let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    let missing = tools.filter { tool in
      !path.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
    }
    guard missing.isEmpty else {
      return "needs \(missing.joined(separator: ", ")) (scripts/install-dependencies installs them)"
    }
    do {
      let starting = try Starting()
      defer { starting.stop() }
      let deadline = Date().addingTimeInterval(20)
      while Date() < deadline {
        if try starting.display() != nil { return nil }
        usleep(50_000)
      }
      return "Xvfb did not start within 20 seconds"
    } catch {
      return "Xvfb cannot start: \(error)"
    }
  }()

  /// An Xvfb accepting clients on a display of its own, waited for up to `timeout` (generous: a
  /// loaded two-core machine can take seconds).
  static func started(timeout: Duration = .seconds(30)) async throws -> VirtualDisplay {
    let starting = try Starting()
    do {
      let display = try await poll(every: .milliseconds(50), for: timeout) { try starting.display() }
      guard let display else { throw VirtualDisplayError.didNotStart("within \(timeout)") }
      return display
    } catch {
      starting.stop()
      throw error
    }
  }

  /// An Xvfb started with `-displayfd 1`, its standard output a file where it writes its display
  /// number, and a newline, once it accepts clients.
  private struct Starting {
    let server: BackgroundProcess
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-xvfb-\(UUID()).display")

    init() throws {
      server = try BackgroundProcess(
        ["Xvfb", "-displayfd", "1", "-screen", "0", "640x480x24", "-nolisten", "tcp"], standardOutput: report.path)
    }

    /// The display once Xvfb has reported it; nil before; an error when Xvfb ended without.
    func display() throws -> VirtualDisplay? {
      let text = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
      if text.hasSuffix("\n"), let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
        try? FileManager.default.removeItem(at: report)
        return VirtualDisplay(number: number, server: server)
      }
      guard server.isRunning else { throw VirtualDisplayError.didNotStart("it exited") }
      return nil
    }

    func stop() {
      server.stop()
      try? FileManager.default.removeItem(at: report)
    }
  }
}

enum VirtualDisplayError: Error, CustomStringConvertible {
  case didNotStart(String)

  var description: String {
    switch self {
    case .didNotStart(let why): "Xvfb did not report a display: \(why)"
    }
  }
}
