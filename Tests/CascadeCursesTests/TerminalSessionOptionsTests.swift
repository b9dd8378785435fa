import CascadeCurses
import Testing

@Suite struct TerminalSessionOptionsTests {
  /// An arrow split across ssh packets arrives in pieces tens of milliseconds apart: Esc must wait
  /// long enough for the rest, and the wait stays adjustable.
  @Test func escapeWaitsFiftyMillisecondsByDefaultAndCanBeChanged() {
    #expect(TerminalSession.Options().escapeDelayMilliseconds == 50)
    #expect(TerminalSession.Options(escapeDelayMilliseconds: 100).escapeDelayMilliseconds == 100)
    #expect(TerminalSession.Options().mouse)
  }
}
