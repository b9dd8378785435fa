import CascadeCanvas
import CascadeCurses
import Testing

/// Replies as terminals write them to the start-up questions (kitty query, XTSMGRAPHICS sixel
/// geometry, `CSI 16 t`, DA1), parsed and turned into a pixel protocol.
@Suite struct TerminalGraphicsTests {
  private func parse(_ text: String) -> TerminalGraphics { TerminalGraphics.parse(Array(text.utf8)) }
  private let esc = "\u{1B}"

  @Test func kittyAnswersItsQueryAndTheCellSize() {
    let graphics = parse("\(esc)_Gi=31;OK\(esc)\\\(esc)[?2;1;0S\(esc)[6;20;10t\(esc)[?62;c")
    #expect(graphics.kitty)
    #expect(!graphics.sixel)
    #expect(graphics.cellPixelWidth == 10 && graphics.cellPixelHeight == 20)
    #expect(graphics.answeredAttributes)
    #expect(graphics.pixelProtocol(environment: ["TERM": "xterm-kitty"], tmuxPassesThrough: false) == .kitty)
  }

  @Test func xtermAsAVT340HasSixelInItsAttributes() {
    let graphics = parse("\(esc)[?2;0;1000;1000S\(esc)[?63;1;2;4;6;9;15;22c")
    #expect(!graphics.kitty)
    #expect(graphics.sixel)
    #expect(graphics.sixelGeometry?.width == 1000 && graphics.sixelGeometry?.height == 1000)
    #expect(graphics.pixelProtocol(environment: ["TERM": "xterm"], tmuxPassesThrough: false) == .sixel)
  }

  @Test func footHasSixelAndSaysTheCellSize() {
    let graphics = parse("\(esc)[?2;0;10000;10000S\(esc)[6;17;8t\(esc)[?62;4;22c")
    #expect(graphics.sixel && !graphics.kitty)
    #expect(graphics.cellPixelWidth == 8 && graphics.cellPixelHeight == 17)
    #expect(graphics.pixelProtocol(environment: ["TERM": "foot"], tmuxPassesThrough: false) == .sixel)
  }

  @Test func plainXtermHasNoPixels() {
    let graphics = parse("\(esc)[?1;2c")
    #expect(
      graphics
        == {
          var expected = TerminalGraphics()
          expected.answeredAttributes = true
          return expected
        }())
    #expect(graphics.pixelProtocol(environment: ["TERM": "xterm-256color"], tmuxPassesThrough: false) == nil)
  }

  /// tmux answers DA1 itself and keeps the outer kitty's reply: kitty is known from the variable
  /// kitty left, and used only when tmux passes sequences through.
  @Test func tmuxUsesPixelsOnlyWithPassthrough() {
    let graphics = parse("\(esc)[?1;2c")
    let environment = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-1000/default,1,0", "KITTY_WINDOW_ID": "1"]
    #expect(graphics.pixelProtocol(environment: environment, tmuxPassesThrough: true) == .kitty)
    #expect(graphics.pixelProtocol(environment: environment, tmuxPassesThrough: false) == nil)
    var noKitty = environment
    noKitty["KITTY_WINDOW_ID"] = nil
    #expect(graphics.pixelProtocol(environment: noKitty, tmuxPassesThrough: true) == nil)
    // A tmux that says it draws sixel (attribute 4) gets sixel, but only with passthrough on.
    #expect(parse("\(esc)[?1;2;4c").pixelProtocol(environment: noKitty, tmuxPassesThrough: false) == nil)
    #expect(parse("\(esc)[?1;2;4c").pixelProtocol(environment: noKitty, tmuxPassesThrough: true) == .sixel)
  }

  @Test func aTerminalThatAnswersNothing() {
    let graphics = parse("")
    #expect(graphics == TerminalGraphics())
    #expect(graphics.pixelProtocol(environment: ["TERM": "vt100"], tmuxPassesThrough: false) == nil)
    // Ghostty, whose every release draws placeholders, is believed from its name alone.
    #expect(graphics.pixelProtocol(environment: ["TERM": "xterm-ghostty"], tmuxPassesThrough: false) == .kitty)
    #expect(graphics.pixelProtocol(environment: ["TERM_PROGRAM": "iTerm.app"], tmuxPassesThrough: false) == .iterm)
  }

  /// A kitty whose graphics reply comes after the wait (a slow link, a loaded machine): `TERM`
  /// alone cannot say whether it is 0.28 or later, and kitty 0.26 would draw no placeholders, so
  /// only an XTVERSION reply naming a kitty with placeholders selects them; else ordinary
  /// placements, which every kitty draws.
  @Test func aKittyThatAnswersTheGraphicsQueryLateIsTrustedOnlyByItsVersion() {
    let environment = ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"]
    for replies in ["", "\(esc)[?62;c", "\(esc)[6;20;10t", "\(esc)[?62;4"] {
      let graphics = parse(replies)
      #expect(!graphics.kitty)
      #expect(
        graphics.pixelProtocol(environment: environment, tmuxPassesThrough: false) == .kittyPlacements, "\(replies)")
      #expect(graphics.pixelProtocol(environment: ["TERM": "xterm-256color"], tmuxPassesThrough: false) == nil)
    }
    for (version, expected) in [
      ("kitty(0.26.5)", PixelProtocol.kittyPlacements), ("kitty(0.28.0)", .kitty), ("kitty(0.41.1)", .kitty),
    ] {
      for rest in ["", "\(esc)[?62;c"] {
        let graphics = parse("\(esc)P>|\(version)\(esc)\\\(rest)")
        #expect(!graphics.kitty && graphics.version == version)
        #expect(graphics.pixelProtocol(environment: environment, tmuxPassesThrough: false) == expected, "\(version)")
      }
    }
    // The version of another terminal does not make it kitty.
    #expect(
      parse("\(esc)P>|XTerm(379)\(esc)\\").pixelProtocol(environment: environment, tmuxPassesThrough: false) == nil)
  }

  @Test func refusalsErrorsAndTypedKeysAreNotTrusted() {
    #expect(!parse("\(esc)_Gi=31;ENOTSUPPORTED:no\(esc)\\\(esc)[?62;c").kitty)
    #expect(!parse("\(esc)_Gi=7;OK\(esc)\\").kitty)
    // Keys typed while waiting, between the replies; a BEL-terminated reply.
    let typed = parse("jk\(esc)_Gi=31;OK\u{07}q\(esc)[?62;4c")
    #expect(typed.kitty && typed.sixel && typed.answeredAttributes)
    // WezTerm and Konsole answer the kitty query but draw no placeholders: ordinary placements.
    for environment in [["TERM_PROGRAM": "WezTerm"], ["KONSOLE_VERSION": "230804"]] {
      #expect(
        parse("\(esc)_Gi=31;OK\(esc)\\\(esc)[?65;4;6c").pixelProtocol(
          environment: environment, tmuxPassesThrough: false) == .kittyPlacements)
    }
    // A reply cut short is not a reply.
    #expect(!parse("\(esc)[?62;4").answeredAttributes)
    #expect(parse("\(esc)[6;0;10t").cellPixelHeight == nil)
  }

  /// kitty before 0.28 (Debian 12's 0.26.5, whose replies these are) answers the query but rejects
  /// the placeholder key and draws nothing: its XTVERSION reply gives it ordinary placements.
  @Test func kittyWithoutPlaceholdersGetsPlacements() {
    let old = parse("\(esc)P>|kitty(0.26.5)\(esc)\\\(esc)_Gi=31;OK\(esc)\\\(esc)[?62;c")
    #expect(old.kitty && old.version == "kitty(0.26.5)")
    #expect(old.pixelProtocol(environment: ["TERM": "xterm-kitty"], tmuxPassesThrough: false) == .kittyPlacements)
    #expect(old.kittyProtocol(environment: ["TERM": "xterm-kitty"]) == .kittyPlacements)
    // Inside tmux placements would miss the pane: `--pictures kitty` keeps placeholders there.
    #expect(old.kittyProtocol(environment: ["TMUX": "/tmp/tmux-1000/default,1,0"]) == .kitty)
    // Without a reply, the version kitty's own variables give.
    let late = parse("")
    #expect(
      late.kittyProtocol(environment: ["TERM_PROGRAM": "kitty", "TERM_PROGRAM_VERSION": "0.26.5"]) == .kittyPlacements)
    #expect(late.kittyProtocol(environment: ["TERM_PROGRAM": "kitty", "TERM_PROGRAM_VERSION": "0.40.1"]) == .kitty)
    #expect(late.kittyProtocol(environment: ["KITTY_WINDOW_ID": "1"]) == .kittyPlacements)
    #expect(late.kittyProtocol(environment: ["TERM": "xterm-ghostty"]) == .kitty)
    for newer in ["kitty(0.28.0)", "kitty(0.35.2)", "kitty(1.0)", "ghostty 1.1.3", "XTerm(379)"] {
      let graphics = parse("\(esc)P>|\(newer)\(esc)\\\(esc)_Gi=31;OK\(esc)\\\(esc)[?62;c")
      #expect(graphics.version == newer)
      #expect(graphics.pixelProtocol(environment: [:], tmuxPassesThrough: false) == .kitty, "\(newer)")
    }
    // Control bytes in a reply are dropped, never kept.
    #expect(parse("\(esc)P>|k\u{9B}itty(0.2\u{01}6)\(esc)\\").version == "kitty(0.26)")
  }

  @Test func theQueriesEndWithDA1AndWrapKittyForTmux() {
    let plain = String(decoding: TerminalSession.graphicsQueriesForTesting(inTmux: false), as: UTF8.self)
    #expect(plain.hasPrefix("\(esc)_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\(esc)\\"))
    #expect(plain.hasSuffix("\(esc)[>0q\(esc)[c"))
    let tmux = String(decoding: TerminalSession.graphicsQueriesForTesting(inTmux: true), as: UTF8.self)
    #expect(tmux.hasPrefix("\(esc)Ptmux;\(esc)\(esc)_Gi=31,"))
    #expect(tmux.hasSuffix("\(esc)[c"))
  }
}
