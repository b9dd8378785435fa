import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import Testing

@Suite struct ResizeCoalescerTests {
  /// What a terminal has waiting: an event, or a moment when nothing is waiting (a read returns nil).
  enum Waiting: Equatable {
    case event(InputEvent)
    case nothing
  }

  /// Seeded scripts of keys, clicks, resizes and quiet moments, read through the coalescer until the
  /// script is used up, against the plainest statement of the rule: each run of resizes read in one
  /// go comes back as one resize, and the quiet moment that ended the run is not reported (the
  /// drain read it, not the caller); everything else comes back as it was, in order.
  @Test func runsOfResizesComeBackAsOneAndNothingElseIsLostOrReordered() {
    let failure = withEvery("seed", in: 0..<2_000) { _, rng -> String? in
      let length = Int.random(in: 0..<40, using: &rng)
      let script: [Waiting] = (0..<length).map { _ in
        switch Int.random(in: 0..<6, using: &rng) {
        case 0, 1, 2: .event(.resize)
        case 3: .nothing
        case 4: .event(.key(.character(Character(UnicodeScalar(UInt8.random(in: 97...122, using: &rng))))))
        default: .event(.mouse(.click(Point(x: Int.random(in: 0..<80, using: &rng), y: 0))))
        }
      }
      var expected: [InputEvent?] = []
      var i = 0
      while i < script.count {
        switch script[i] {
        case .event(.resize):
          expected.append(.resize)
          while i + 1 < script.count, script[i + 1] == .event(.resize) { i += 1 }
          if i + 1 < script.count, script[i + 1] == .nothing { i += 1 }
        case .event(let event): expected.append(event)
        case .nothing: expected.append(nil)
        }
        i += 1
      }
      var waiting = script[...]
      var coalescer = ResizeCoalescer()
      var got: [InputEvent?] = []
      while !waiting.isEmpty || coalescer.pendingEvent != nil {
        got.append(
          coalescer.nextEvent(timeoutMilliseconds: 40) { _ in
            guard let next = waiting.popFirst() else { return nil }
            if case .event(let event) = next { return event }
            return nil
          })
      }
      return got == expected ? nil : "\(script): got \(got), expected \(expected)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The drain never waits: after a resize it reads only what is already there (timeout 0), and the
  /// caller's own timeout is passed on to the first read.
  @Test func theDrainReadsWithoutWaiting() {
    var timeouts: [Int?] = []
    var waiting: [InputEvent] = [.resize, .resize, .key(.enter)]
    var coalescer = ResizeCoalescer()
    let first = coalescer.nextEvent(timeoutMilliseconds: nil) {
      timeouts.append($0)
      return waiting.isEmpty ? nil : waiting.removeFirst()
    }
    #expect(first == .resize)
    #expect(timeouts == [nil, 0, 0])
    #expect(
      coalescer.nextEvent(timeoutMilliseconds: nil) { _ in
        Issue.record("read while an event was pending"); return nil
      } == .key(.enter))
  }
}
