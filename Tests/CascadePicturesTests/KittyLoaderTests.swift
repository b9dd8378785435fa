import CascadeCanvas
import CascadePictures
import CascadeTestSupport
import Testing

/// What a kitty-mode loader sends the terminal, fed to the terminal model (a decoder written from
/// the protocol, not the encoder): each thumbnail's pixels arrive once, under the id its
/// placeholder cells name, as big as the cells at the terminal's cell size; thumbnails leaving
/// the cache are deleted; leaving deletes the rest.
@Suite struct KittyLoaderTests {
  private func key(_ n: Int, columns: Int = 12, rows: Int = 6) -> ThumbnailKey {
    ThumbnailKey(source: .generated(GeneratedPicture(seed: UInt64(n), scene: .mountains)), columns: columns, rows: rows)
  }

  @Test func thumbnailsAreSentOnceAndDeletedWhenTheyLeave() throws {
    let cell = PixelSize(width: 10, height: 20)
    // Room for about two thumbnails: the bound counts the pixels the terminal holds.
    let loader = ThumbnailLoader(
      rendering: .colors256, cacheBytes: (2 * 12 * 6 + 8) * 10 * 20 * 4, workers: 2, kittyCell: cell)
    defer { loader.stop() }
    var terminal = KittyTerminalModel()
    let keys = (0..<3).map { key($0) }
    loader.request(keys)
    loader.waitUntilIdle()
    let sent = loader.takeKittyOutput()
    // Deflated (o=z), which the model inflates with zlib before comparing.
    #expect(String(decoding: sent.prefix(200), as: UTF8.self).contains(",o=z,"))
    terminal.feed(sent)
    #expect(terminal.failure == nil, "\(terminal.failure ?? "")")
    for key in keys where loader.cache.contains(key) {
      guard case .ready(let block) = loader.thumbnail(for: key), case .indexed(let low) = block[0, 0].style.foreground
      else {
        Issue.record("no placeholder cells for \(key)")
        continue
      }
      let id = UInt32(low)
      // The same picture decoded here, at the cells' size in pixels, is what the terminal holds.
      let expected = try key.source.pixels(fitting: PixelSize(width: 120, height: 120))
      #expect(terminal.images[id] == expected.pixels, "image \(id)")
      #expect(terminal.sizes[id].map { $0 == (expected.width, expected.height) } == true)
      #expect(terminal.virtualPlacements[id] == "12x6")
      #expect(terminal.transmissions[id] == 1)
    }
    // Nothing new: nothing sent.
    #expect(loader.takeKittyOutput().isEmpty)
    // Three thumbnails, room for two: the one dropped was deleted from the terminal.
    loader.request([])
    terminal.feed(loader.takeKittyOutput())
    let held = keys.filter { loader.cache.contains($0) }.count
    #expect(held < 3)
    #expect(terminal.images.count == held)
    terminal.feed(loader.takeKittyCleanup())
    #expect(terminal.images.isEmpty && terminal.failure == nil)
  }

  @Test func aSymbolLoaderSendsNothing() {
    let loader = ThumbnailLoader(rendering: .colors256, cacheBytes: 1 << 20, workers: 1)
    defer { loader.stop() }
    loader.request([key(1)])
    loader.waitUntilIdle()
    #expect(loader.takeKittyOutput().isEmpty)
    guard case .ready(let block) = loader.thumbnail(for: key(1)) else { Issue.record("no thumbnail"); return }
    #expect(!block.cells.contains { $0.grapheme.unicodeScalars.first == "\u{10EEEE}" })
  }
}
