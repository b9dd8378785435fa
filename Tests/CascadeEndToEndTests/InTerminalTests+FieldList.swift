import CascadeTerminalTestSupport
import Testing

// `g f` in a real terminal: the list of field names opens over the cards, typing narrows it, and
// Enter groups the cards by the focused name, each section titled with its count and share.

extension InTerminalTests {
  @Test func gFTypeAndEnterGroupsByTheChosenField() async throws {
    let issues = (1...6).map { number in
      #"{"url":"https://api.example.com/issues/\#(number)","title":"Issue \#(number)","#
        + #""user":{"login":"\#(number % 3 == 0 ? "ada" : "linus")"},"state":"\#(number <= 4 ? "open" : "closed")"}"#
    }
    let cascade = try await CascadeInPane(
      width: 80, height: 24, files: ["issues.ndjson": issues.joined(separator: "\n") + "\n"])
    try await cascade.start("cascade issues.ndjson")
    try cascade.pane.press("g", "f")
    _ = try await cascade.pane.screen("the field list") { $0.first?.hasPrefix("┏ group by · ") == true }
    try cascade.pane.send(literally: "login")
    let narrowed = try await cascade.pane.screen("the list narrowed to user.login") { screen in
      screen.count > 2 && screen[1].hasPrefix("┃ > login ") && screen[2].hasPrefix("┃ user.login ")
    }
    #expect(narrowed[0].hasPrefix("┏ group by · 1 of "), "\(narrowed[0])")
    let grouped = try await cascade.press("Enter", untilStatus: "by user.login")
    #expect(
      grouped.contains { $0.contains("ada · 2 · 33%") } || grouped.contains { $0.contains("linus · 4 · 67%") },
      "a section title with its count:\n\(grouped.joined(separator: "\n"))")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
  }
}
