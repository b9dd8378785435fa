import CascadeData
import CascadeLayout
import Foundation
import Testing

/// Loading held for the first screen (`LoadRequest.holdsForFirstScreen`): once the first records
/// are published the loading threads stop, the count stays where it is, and they go on when the
/// viewer says the screen is drawn, or when loading is cancelled. The hold's own time limit is set
/// beyond any test's deadline, so only the release under test can end it.
@Suite struct FirstScreenHoldTests {
  static let lineCount = 100_000

  /// `lineCount` text lines ("line 0" …), far more than the first block.
  static var text: Data { Data((0..<lineCount).map { "line \($0)\n" }.joined().utf8) }

  func heldRequest(path: String) -> LoadRequest {
    var request = LoadRequest(path: path, format: .lines)
    request.holdsForFirstScreen = true
    request.firstScreenHoldLimit = .seconds(3600)
    return request
  }

  /// Polls `condition` until it holds or ten seconds have passed.
  func eventually(_ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + .seconds(10)
    while ContinuousClock.now < deadline {
      if condition() { return true }
      usleep(1000)
    }
    return condition()
  }

  func temporaryFile(_ name: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-hold-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent(name).path
  }

  @Test func aFileIsHeldAfterItsFirstRecordsUntilTheFirstScreenIsShown() throws {
    let path = try temporaryFile("held.txt")
    try Self.text.write(to: URL(fileURLWithPath: path))
    defer { unlink(path) }
    let store = RecordLoader.startStore(heldRequest(path: path))
    try #require(eventually { store.isHeldForFirstScreen })
    // Held: the count is the first block's, and it stays so while held.
    let held = store.progress
    #expect(held.recordCount > 0 && held.recordCount < Self.lineCount && !held.isFinished)
    #expect(store.record(at: IndexPath(item: 0, section: 0)).title == "line 0")
    store.firstScreenShown()
    #expect(eventually { store.progress.isFinished })
    #expect(store.progress.recordCount == Self.lineCount && store.progress.failure == nil)
    #expect(!store.isHeldForFirstScreen)
  }

  /// A pipe: the reading thread stops too, and the writer simply waits on the full pipe.
  @Test func aPipeIsHeldAndGoesOnToTheEnd() throws {
    let path = try temporaryFile("held.fifo")
    unlink(path)
    #expect(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    let bytes = Self.text
    let writer = Thread {
      let descriptor = open(path, O_WRONLY)
      bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
          if written <= 0 { break }
          offset += written
        }
      }
      close(descriptor)
    }
    writer.start()
    let store = RecordLoader.startStore(heldRequest(path: path))
    try #require(eventually { store.isHeldForFirstScreen })
    let held = store.progress
    #expect(held.recordCount > 0 && held.recordCount < Self.lineCount && !held.isFinished)
    store.firstScreenShown()
    #expect(eventually { store.progress.isFinished })
    #expect(store.progress.recordCount == Self.lineCount && store.progress.failure == nil)
  }

  /// Leaving before the first screen (q during the load, an error) must not leave loading asleep.
  @Test func cancellingEndsTheHold() throws {
    let path = try temporaryFile("cancelled.txt")
    try Self.text.write(to: URL(fileURLWithPath: path))
    defer { unlink(path) }
    let store = RecordLoader.startStore(heldRequest(path: path))
    try #require(eventually { store.isHeldForFirstScreen })
    store.cancel()
    #expect(eventually { store.progress.isFinished })
    #expect(store.progress.recordCount < Self.lineCount)
  }

  /// Without the request's flag nothing holds: the same input loads to its end by itself.
  @Test func anUnheldLoadRunsToTheEnd() throws {
    let path = try temporaryFile("unheld.txt")
    try Self.text.write(to: URL(fileURLWithPath: path))
    defer { unlink(path) }
    let store = RecordLoader.startStore(LoadRequest(path: path, format: .lines))
    #expect(eventually { store.progress.isFinished })
    #expect(store.progress.recordCount == Self.lineCount)
  }
}
