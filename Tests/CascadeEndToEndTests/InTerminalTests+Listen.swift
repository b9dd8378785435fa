import CascadeTerminalTestSupport
import Foundation
import Testing

// `--listen`: actions POSTed with curl, as fzf's own test_listen sends them, reach the viewer in the
// pane; the port it chose reaches its commands as FZF_PORT.

extension InTerminalTests {
  /// POSTs `body` to 127.0.0.1:`port` with curl; returns the HTTP status and the answer's body.
  private func post(_ body: String, to port: Int) throws -> (status: Int, body: String) {
    let output = try Subprocess.run([
      "curl", "-sS", "--max-time", "30", "-XPOST", "-w", "\n%{http_code}", "-d", body, "http://127.0.0.1:\(port)",
    ])
    var lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    let status = Int(lines.removeLast()) ?? -1
    return (status, lines.joined(separator: "\n"))
  }

  /// `seq 10 | cascade --fzf --listen` on a free port: the preview shows FZF_PORT; a POST of
  /// `change-query(yo)+reload(seq 100)+change-prompt:hundred> ` is answered 200 and shows 100
  /// items under the new prompt; a bad action is answered 400 with the reason; a second Cascade
  /// on the same port exits 2 saying so; `change-query(42)+accept` picks 42.
  @Test func listenRunsPostedActionsInTheViewer() async throws {
    let cascade = try await CascadeInPane(width: 80, height: 24)
    let pane = cascade.pane
    try pane.type(#"seq 10 | cascade --fzf --listen --preview 'echo port=$FZF_PORT' > out; echo "== exit $? ==""#)
    let first = try await pane.screen("the list with the port in the preview", timeout: .seconds(60)) { screen in
      screen.contains { $0.hasPrefix("  10/10 ") } && screen.contains { $0.contains("port=") }
    }
    let line = try #require(first.first { $0.contains("port=") })
    let port = try #require(Int(line.split(separator: "port=")[1].prefix { $0.isNumber }))
    #expect(port > 0)

    let answer = try post("change-query(yo)+reload(seq 100)+change-prompt:hundred> ", to: port)
    #expect(answer.status == 200 && answer.body.isEmpty)
    _ = try await pane.screen("the query, the reload and the prompt", timeout: .seconds(60)) { screen in
      screen.last?.hasPrefix("hundred> yo") == true && screen.contains { $0.hasPrefix("  0/100 ") }
    }

    let bad = try post("change-query(yo)+no-such-action", to: port)
    #expect(bad.status == 400)
    #expect(bad.body.contains("no-such-action"))

    let second = try Subprocess.capture(
      [try BuiltProducts.executable("cascade").path, "--fzf", "--listen", String(port)])
    #expect(second.status == 2)
    #expect(second.standardError.contains("port not available: \(port)"))

    #expect(try post("change-query(42)+accept", to: port).status == 200)
    _ = try await pane.screen("the shell after the accept", timeout: .seconds(60)) { $0.contains("== exit 0 ==") }
    #expect(try cascade.standardOutput == "42\n")
  }
}
