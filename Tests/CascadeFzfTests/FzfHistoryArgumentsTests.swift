import CascadeFzf
import Glibc
import Testing

/// `--history FILE` and `--history-size N` as fzf writes them; the file read and written back.
@Suite struct FzfHistoryArgumentsTests {
  private func arguments(_ words: [String]) throws -> FzfHistoryArguments {
    try FzfHistoryArguments.parse(try FzfSpellings.rewrite(words))
  }

  @Test func readsAndWritesTheFile() throws {
    let path = "/tmp/cascade-history-test-\(getpid())"
    unlink(path)
    defer { unlink(path) }
    let given = try arguments(["--history=\(path)", "--history-size", "2"])
    // No file yet: an empty history.
    var history = try #require(try given.history())
    #expect(history.previous(leaving: "") == "")
    #expect(given.save(history, accepting: "日本 query") == nil)
    #expect(given.save(try #require(try given.history()), accepting: "second") == nil)
    #expect(given.save(try #require(try given.history()), accepting: "") == nil)
    #expect(given.save(try #require(try given.history()), accepting: "third") == nil)
    history = try #require(try given.history())
    #expect(history.previous(leaving: "") == "third")
    #expect(history.previous(leaving: "third") == "second")
    #expect(history.previous(leaving: "second") == "second")
    var status = stat()
    #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o600)
  }

  @Test func optionsAndTheirErrors() throws {
    #expect(try arguments([]).historyPath == nil)
    #expect(try arguments(["--history", "/tmp/h", "--no-history"]).historyPath == nil)
    #expect(throws: (any Error).self) { try arguments(["--history-size", "0"]) }
    #expect(throws: (any Error).self) { try arguments(["--history-size=x"]) }
  }
}
