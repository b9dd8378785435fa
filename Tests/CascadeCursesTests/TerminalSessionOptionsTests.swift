import CascadeCurses
import Testing

@Suite struct TerminalSessionOptionsTests {
  /// An arrow split across ssh packets arrives in pieces tens of milliseconds apart: Esc must wait
  /// long enough for the rest, and the wait stays adjustable.
  @Test func escapeWaitsAsESCDELAYSaysElseAHundredMilliseconds() {
    #expect(TerminalSession.Options.escapeDelay(environment: nil) == 100)
    for (value, expected) in [("25", 25), ("0", 0), ("250", 250), ("", 100), ("abc", 100), ("-5", 100), ("99999", 100)]
    {
      #expect(value.withCString { TerminalSession.Options.escapeDelay(environment: $0) } == expected, "\(value)")
    }
    #expect(TerminalSession.Options(escapeDelayMilliseconds: 30).escapeDelayMilliseconds == 30)
    #expect(TerminalSession.Options().mouse)
  }
}
