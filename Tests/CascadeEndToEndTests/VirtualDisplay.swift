import CascadeTerminalTestSupport
import Foundation
import Synchronization

/// A virtual X screen (Xvfb, 640×480, 24 bits) for the tests that run real terminals drawing
/// pixels. Those tests run wherever Xvfb starts; `scripts/install-dependencies` installs it with
/// xterm, xwd and xdotool.
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
      let display = try start()
      defer { display.server.stop() }
      let deadline = Date().addingTimeInterval(20)
      while Date() < deadline {
        if display.isReady { return nil }
        usleep(50_000)
      }
      return "Xvfb :\(display.number) did not start within 20 seconds"
    } catch {
      return "Xvfb cannot start: \(error)"
    }
  }()

  /// Display numbers this process has handed out: suites run in parallel, and two of them
  /// choosing the same free display would screenshot each other's terminal.
  private static let taken = Mutex<Set<Int>>([])

  /// An Xvfb on the first free display from :200, not yet necessarily accepting clients.
  static func start() throws -> VirtualDisplay {
    let chosen = taken.withLock { taken in
      let number = (200..<300).first {
        !taken.contains($0) && !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)")
          && !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock")
      }
      if let number { taken.insert(number) }
      return number
    }
    guard let number = chosen else { throw VirtualDisplayError.noFreeDisplay }
    let server = try BackgroundProcess(["Xvfb", ":\(number)", "-screen", "0", "640x480x24", "-nolisten", "tcp"])
    return VirtualDisplay(number: number, server: server)
  }

  /// An Xvfb accepting clients, waiting for its socket up to `timeout` (generous: a loaded
  /// two-core machine can take seconds).
  static func started(timeout: Duration = .seconds(30)) async throws -> VirtualDisplay {
    let display = try start()
    let ready = try await poll(every: .milliseconds(50), for: timeout) { display.isReady ? true : nil }
    guard ready == true else {
      display.server.stop()
      throw VirtualDisplayError.didNotStart(display.number)
    }
    return display
  }

  /// Its socket exists: clients may connect.
  var isReady: Bool { FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") }
}

enum VirtualDisplayError: Error, CustomStringConvertible {
  case noFreeDisplay
  case didNotStart(Int)

  var description: String {
    switch self {
    case .noFreeDisplay: "no free X display between :200 and :299"
    case .didNotStart(let number): "Xvfb :\(number) did not start"
    }
  }
}
