import CascadeApp
import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import Testing

@Suite struct LoadingScreenTests {
  @Test func namesTheInputInTheMiddle() {
    var buffer = CellBuffer(size: Size(width: 24, height: 5))
    LoadingScreen.draw(reading: "<stdin>", into: &buffer)
    expectScreen(buffer.lines(), [
      "                        ",
      "                        ",
      "    reading <stdin>…    ",
      "                        ",
      " Ctrl-C stops           ",
    ])
  }

  /// A long or hostile file name is cut to the screen and drawn as text, never as an escape.
  @Test func longAndHostileNamesStayOnTheirRow() {
    var buffer = CellBuffer(size: Size(width: 16, height: 1))
    LoadingScreen.draw(reading: "\u{1b}[2Jphotos-from-the-whole-year.json", into: &buffer)
    #expect(buffer.lines() == ["reading ␛[2Jpho…"])
    for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 3, height: 2)] {
      var tiny = CellBuffer(size: size)
      LoadingScreen.draw(reading: "x", into: &tiny)
    }
  }
}

@Suite struct LoadingScreenKeyTests {
  /// The viewer's ways out work while the input is read; other keys wait for the cards.
  @Test func quittingKeysLeaveAndCtrlZSuspends() {
    #expect(LoadingScreen.action(for: .key(.character("q"))) == .exit(.nothingSelected))
    #expect(LoadingScreen.action(for: .key(.escape)) == .exit(.nothingSelected))
    #expect(LoadingScreen.action(for: .key(.control("c"))) == .exit(.interrupted))
    #expect(LoadingScreen.action(for: .key(.control("z"))) == .suspend)
    for ignored: InputEvent in [.key(.character("j")), .key(.enter), .key(.space), .resize] {
      #expect(LoadingScreen.action(for: ignored) == nil, "\(ignored)")
    }
  }
}
