import CascadeCanvas
import CascadePictures
import CascadeTestSupport
import Testing

@Suite struct ThumbnailLoadingTests {
  private func block(_ cells: Int) -> Thumbnail {
    .ready(CellBlock(columns: cells, rows: 1, cells: []))
  }

  private func key(_ n: Int) -> ThumbnailKey {
    ThumbnailKey(source: .file("/pictures/\(n).jpg"), columns: 10, rows: 5)
  }

  /// Against a brute-force model of "least recently used first": the cache never holds more bytes
  /// than its bound, and what it drops is never newer than what it keeps.
  @Test func cacheStaysWithinItsBoundAndDropsTheOldest() {
    let failure = withEvery("seed", in: 0..<80) { _, rng in
      let capacity = 2_000 + Int(rng.next() % 20_000)
      var cache = ThumbnailCache(capacityBytes: capacity)
      var lastUse: [Int: Int] = [:]
      for step in 0..<200 {
        let n = Int(rng.next() % 40)
        if rng.next() % 3 == 0 {
          if cache.thumbnail(for: key(n)) != nil { lastUse[n] = step }
        } else {
          cache.insert(block(1 + Int(rng.next() % 60)), for: key(n))
          lastUse[n] = step
        }
        if cache.byteCount > capacity { return "\(cache.byteCount) bytes over \(capacity) at step \(step)" }
        let kept = lastUse.keys.filter { cache.contains(key($0)) }
        let dropped = lastUse.keys.filter { !cache.contains(key($0)) }
        if let newestDropped = dropped.map({ lastUse[$0]! }).max(), let oldestKept = kept.map({ lastUse[$0]! }).min(),
          newestDropped > oldestKept
        {
          return "dropped one used at \(newestDropped) but kept one used at \(oldestKept)"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func loaderMakesWhatIsAskedAndReportsFailures() throws {
    let loader = ThumbnailLoader(rendering: .colors256, cacheBytes: 1 << 20, workers: 2)
    defer { loader.stop() }
    let generated = (0..<6).map {
      ThumbnailKey(source: .generated(GeneratedPicture(seed: UInt64($0), scene: .mountains)), columns: 12, rows: 6)
    }
    let missing = ThumbnailKey(source: .file("/nonexistent/picture.png"), columns: 12, rows: 6)
    loader.request(generated + [missing])
    loader.waitUntilIdle()
    for key in generated {
      guard case .ready(let block) = loader.thumbnail(for: key) else {
        Issue.record("no thumbnail for \(key)"); continue
      }
      #expect(block.columns == 12 && block.rows == 6)
      #expect(
        block.cells.contains { $0.style.foreground != .terminalDefault || $0.style.background != .terminalDefault })
    }
    #expect(loader.thumbnail(for: missing) == .failed(.unreadable("No such file or directory")))
    #expect(!loader.isBusy)
    // Asked again, a cached thumbnail is not made again.
    loader.request(generated)
    #expect(!loader.isBusy)
  }
}

@Suite struct ThumbnailRequestTests {
  private func key(_ n: Int) -> ThumbnailKey {
    ThumbnailKey(source: .generated(GeneratedPicture(seed: UInt64(n), scene: .sea)), columns: 8, rows: 4)
  }

  /// A card that scrolls away is not asked for again, and its request is dropped before a worker
  /// takes it; what is asked for keeps the order it was asked in (cards in view first).
  @Test func requestsNotRepeatedAreCancelled() {
    let loader = ThumbnailLoader(rendering: .colors256, cacheBytes: 1 << 20, workers: 0)
    loader.request([key(1), key(2), key(3), key(2)])
    #expect(loader.pendingKeys == [key(1), key(2), key(3)])
    loader.request([key(3), key(4)])
    #expect(loader.pendingKeys == [key(3), key(4)])
    loader.request([])
    #expect(loader.pendingKeys.isEmpty && !loader.isBusy)
  }

  @Test func renderingFollowsTheTerminal() {
    #expect(PictureRendering.forTerminal(isUTF8: true, showsColors: true) == .colors256)
    #expect(PictureRendering.forTerminal(isUTF8: true, showsColors: false) == .monochrome)
    #expect(PictureRendering.forTerminal(isUTF8: true, showsColors: true, showsDirectColors: true) == .truecolor)
    #expect(
      PictureRendering.forTerminal(isUTF8: true, showsColors: false, showsDirectColors: true) == .monochrome,
      "NO_COLOR wins")
    #expect(PictureRendering.forTerminal(isUTF8: false, showsColors: true, showsDirectColors: true) == .monochromeASCII)
    #expect(PictureRendering.forTerminal(isUTF8: false, showsColors: true) == .monochromeASCII)
  }
}
