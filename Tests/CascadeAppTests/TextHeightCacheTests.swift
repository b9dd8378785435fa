import CascadeApp
import CascadeTestSupport
import CascadeCanvas
import Testing

@Suite struct TextHeightCacheTests {
  /// Whatever mix of shared and fresh strings, widths and lengths it is asked about, the cache
  /// answers what wrapping the text answers.
  @Test func answersAsWrappingDoes() {
    let words = ["a", "wrap", "瀑布流", "🌊", "longerword", "x\u{1b}[2J", " "]
    let shared = (0..<40).map { n in (0..<(n * 3 + 2)).map { words[($0 * 7 + n) % words.count] }.joined(separator: " ")
    }
    var cache = TextHeightCache()
    let failure = withEvery("seed", in: 0..<20_000) { _, rng -> String? in
      // Shared strings hit their slot; fresh ones (a copy made now) must never be taken for them.
      let text =
        Bool.random(using: &rng)
        ? shared.randomElement(using: &rng)!
        : String(shared.randomElement(using: &rng)!.dropLast(Int.random(in: 0...3, using: &rng)))
      let width = Int.random(in: 1...60, using: &rng)
      let cached = cache.lineCount(of: text, width: width), wrapped = WordWrap.lineCount(of: text, width: width)
      return cached == wrapped ? nil : "\(text.debugDescription) at \(width): \(cached), wrapping says \(wrapped)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
