import ArgumentParser
import CascadeSystem

/// fzf's `--history FILE` and `--history-size N`: the queries accepted before, for
/// `previous-history` and `next-history` (CTRL-P and CTRL-N unless bound), and the accepted query
/// added to the file.
package struct FzfHistoryArguments: ParsableArguments {
  package init() {}

  @Option(
    name: .customLong("history"),
    help: ArgumentHelp(
      "fzf's query history: CTRL-P and CTRL-N go through the queries in FILE; an accepted query is added to it.",
      valueName: "FILE"))
  package var historyPath: String?

  @Option(
    name: .customLong("history-size"), help: ArgumentHelp("Queries --history keeps (default 1000).", valueName: "N"))
  package var historySize: Int?

  package func validate() throws {
    if historyPath == "" { throw ValidationError("--history: the file's name is empty.") }
    if let historySize, historySize < 1 {
      throw ValidationError("--history-size must be a positive integer, not \(historySize).")
    }
  }

  /// The history FILE holds (none yet when it does not exist), or why it cannot be read.
  package func history() throws(SystemError) -> FzfHistory? {
    guard let historyPath else { return nil }
    var entries: [String] = []
    if SystemFile.exists(historyPath) {
      let file = try SystemFile.open(readOnly: historyPath)
      let size = FileStatus(path: historyPath)?.size ?? 0
      let text = String(decoding: try file.read(count: size), as: UTF8.self)
      entries = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if entries.last == "" { entries.removeLast() }
    }
    return FzfHistory(entries: entries, maximumCount: historySize ?? 1000)
  }

  /// Writes `history` with `query` accepted into FILE (mode 0600 when it is new), one query a
  /// line. Returns why it could not, or nil.
  package func save(_ history: FzfHistory, accepting query: String) -> String? {
    guard let historyPath else { return nil }
    let bytes = Array(history.appending(query).map { $0 + "\n" }.joined().utf8)
    return DescriptorCopy.replaceContents(of: historyPath, with: bytes, mode: 0o600).map { "\(historyPath): \($0)" }
  }
}
