import CascadeTerminalTestSupport
import Testing

/// A file name or an option's value holding escape sequences is named in the error message with
/// its control characters made visible: standard error is usually the terminal, and nothing the
/// user passed may reach it as a sequence.
@Suite struct HostileErrorMessageTests {
  static let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m"

  @Test(arguments: [
    [hostile],
    ["--layout", hostile],
    ["--fzf", "--bind", hostile + ":accept"],
    ["--fzf", "--pointer", hostile],
  ])
  func controlsInAnErrorMessageAreShownNotSent(_ arguments: [String]) throws {
    let result = try CascadeBinary.run(arguments)
    #expect(result.status == 2, "\(arguments.debugDescription): status \(result.status)")
    let bytes = Array(result.standardError.utf8)
    #expect(!bytes.contains(0x1B) && !bytes.contains(0x07), "\(result.standardError.debugDescription)")
    #expect(!result.standardError.unicodeScalars.contains("\u{9B}"), "\(result.standardError.debugDescription)")
    #expect(result.standardError.contains("␛]0;pwned"), "\(result.standardError.debugDescription)")
  }
}
