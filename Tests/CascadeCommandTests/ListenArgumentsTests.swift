@testable import CascadeFzf
@testable import cascade
import Testing

/// `--listen` as fzf writes it: with a port or `ADDR:PORT` (attached or not), alone for a free
/// port, cancelled by `--no-listen`; a FILE after it stays a FILE; a bad port, or an address
/// beyond localhost without FZF_API_KEY, is a usage error.
@Suite struct ListenArgumentsTests {
  private func command(_ words: [String]) throws -> CascadeCommand {
    try CascadeCommand.parse(PlusFlags.rewrite(try FzfSpellings.rewrite(words)))
  }

  @Test func spellingsGiveTheAddress() throws {
    for (words, address) in [
      (["--listen", "6266"], ListenArguments.Address(host: nil, port: 6266)),
      (["--listen=6266"], ListenArguments.Address(host: nil, port: 6266)),
      (["--listen"], ListenArguments.Address(host: nil, port: 0)),
      (["--listen="], ListenArguments.Address(host: nil, port: 0)),
      (["--listen", "localhost:7000"], ListenArguments.Address(host: nil, port: 7000)),
      (["--listen=127.0.0.1:7000"], ListenArguments.Address(host: "127.0.0.1", port: 7000)),
      (["--listen", "[::1]:7000"], ListenArguments.Address(host: "[::1]", port: 7000)),
    ] {
      let listen = try #require(try command(words).listenArguments.listen, "\(words)")
      #expect(try ListenArguments.address(listen) == address, "\(words)")
    }
    let withFile = try command(["--listen", "data.json"])
    #expect(withFile.listenArguments.listen == "0")
    #expect(withFile.file == "data.json")
    #expect(try command(["--listen", "6266", "--no-listen"]).listenArguments.listen == nil)
  }

  @Test func badValuesAreUsageErrors() {
    for words in [
      ["--listen=70000"], ["--listen=-1"], ["--listen=12ab"], ["--listen", "0.0.0.0:6266"],
      ["--listen=example.com:80"], ["--listen=99999999999999999999"],
    ] {
      #expect(throws: (any Error).self, "\(words)") { try command(words) }
    }
  }
}
