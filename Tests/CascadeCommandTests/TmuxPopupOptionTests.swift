@testable import cascade
import CascadeFzf
import Testing

/// `--tmux [center|top|bottom|left|right][,W[%]][,H[%]]` read as fzf 0.53 reads it, taken out of
/// the arguments before ArgumentParser sees them.
@Suite struct TmuxPopupOptionTests {
  typealias Spec = TmuxPopupSpec

  private func spec(_ position: Spec.Position, _ width: Spec.Size, _ height: Spec.Size) -> Spec {
    var spec = Spec()
    spec.position = position
    spec.width = width
    spec.height = height
    return spec
  }

  @Test func everyFormOfTheSpec() throws {
    let cases: [(String, Spec)] = [
      ("center", spec(.center, .percent(50), .percent(50))),
      ("80%", spec(.center, .percent(80), .percent(80))),
      ("80%,60%", spec(.center, .percent(80), .percent(60))),
      ("100,30", spec(.center, .cells(100), .cells(30))),
      ("center,70%,20", spec(.center, .percent(70), .cells(20))),
      ("top", spec(.top, .percent(100), .percent(50))),
      ("up,40%", spec(.top, .percent(100), .percent(40))),
      ("bottom,40%", spec(.bottom, .percent(100), .percent(40))),
      ("down,10", spec(.bottom, .percent(100), .cells(10))),
      ("bottom,80%,40%", spec(.bottom, .percent(80), .percent(40))),
      ("left,30%", spec(.left, .percent(30), .percent(100))),
      ("right,40", spec(.right, .cells(40), .percent(100))),
      ("right:40:50%", spec(.right, .cells(40), .percent(50))),
      ("left,33.5%", spec(.left, .percent(33.5), .percent(100))),
      ("bottom,40%,border-native", spec(.bottom, .percent(100), .percent(40))),
    ]
    for (text, expected) in cases {
      #expect(try Spec(parsing: text) == expected, "\(text)")
    }
  }

  @Test func malformedSpecsAreErrors() {
    for text in [
      "", "middle", "80x", "101%", "-5", "1.5", "center,", ",50%", "top,1,2,3", "50%,50%,50%", "bottom,,40%",
      "center,abc", "50%%", "left,1e2%",
    ] {
      #expect(throws: Spec.Failure.self, "\(text)") { try Spec(parsing: text) }
    }
  }

  @Test func tmuxPlacesEachSideAsFzfDoes() throws {
    #expect(Spec().tmuxArguments == ["-xC", "-yC", "-w50%", "-h50%"])
    #expect(try Spec(parsing: "top,40%").tmuxArguments == ["-xC", "-y0", "-w100%", "-h40%"])
    #expect(try Spec(parsing: "bottom,12").tmuxArguments == ["-xC", "-yS", "-w100%", "-h12"])
    #expect(try Spec(parsing: "left,33.4%").tmuxArguments == ["-x0", "-yC", "-w33%", "-h100%"])
    #expect(try Spec(parsing: "right,80,90%").tmuxArguments == ["-xR", "-yC", "-w80", "-h90%"])
  }

  @Test func theOptionIsTakenOutOfTheArguments() throws {
    typealias Arguments = TmuxPopupArguments
    #expect(try Arguments.extract(from: ["-m", "x"]) == (nil, ["-m", "x"]))
    #expect(try Arguments.extract(from: ["--tmux"]) == (Spec(), []))
    #expect(try Arguments.extract(from: ["--tmux", "-m"]) == (Spec(), ["-m"]))
    #expect(
      try Arguments.extract(from: ["--tmux", "bottom,40%", "-q", "5"]) == (
        spec(.bottom, .percent(100), .percent(40)), ["-q", "5"]
      ))
    #expect(try Arguments.extract(from: ["--tmux=80%", "f"]) == (spec(.center, .percent(80), .percent(80)), ["f"]))
    // A FILE after a bare --tmux stays a FILE.
    #expect(try Arguments.extract(from: ["--tmux", "data.json"]) == (Spec(), ["data.json"]))
    #expect(try Arguments.extract(from: ["--tmux", "--no-tmux"]) == (nil, []))
    #expect(
      try Arguments.extract(from: ["--no-tmux", "--tmux", "left"]) == (spec(.left, .percent(50), .percent(100)), []))
    // The value of another option, and anything after --, is never read.
    #expect(try Arguments.extract(from: ["--query", "--tmux"]) == (nil, ["--query", "--tmux"]))
    #expect(try Arguments.extract(from: ["-q", "--tmux", "--tmux"]) == (Spec(), ["-q", "--tmux"]))
    #expect(try Arguments.extract(from: ["--", "--tmux"]) == (nil, ["--", "--tmux"]))
    #expect(throws: Spec.Failure.self) { try Arguments.extract(from: ["--tmux", "80x"]) }
    #expect(throws: Spec.Failure.self) { try Arguments.extract(from: ["--tmux=middle"]) }
  }

  @Test func thePopupRunsCascadeItselfAndKeepsEnterAsHere() throws {
    let command = try CascadeCommand.parse(["--pick", "-q", "5", "--", "--tmux"])
    #expect(
      command.popupArguments(["/usr/bin/cascade", "--tmux", "--pick", "-q", "5", "--", "--tmux"])
        == ["--tmux", "--pick", "-q", "5", "--no-tmux", "--no-height", "--", "--tmux"])
    let asFzf = try CascadeCommand.parse(["--fzf"])
    #expect(asFzf.popupArguments(["/home/me/bin/fzf", "--tmux"]) == ["--fzf", "--tmux", "--no-tmux", "--no-height"])
    let opening = try CascadeCommand.parse(["--no-pick"])
    #expect(
      opening.popupArguments(["cascade", "--no-pick"]) == ["--no-pick", "--no-tmux", "--no-height", "--no-pick"])
    #expect(try !CascadeCommand.parse(["-f", "x"]).opensTerminal)
    #expect(try CascadeCommand.parse([]).opensTerminal)
  }
}
