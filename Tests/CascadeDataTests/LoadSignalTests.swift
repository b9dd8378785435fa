import CascadeData
import CascadeLayout
import Foundation
import Testing

/// A record store's wake descriptor, which a viewer polls beside the terminal: it becomes readable
/// when the first records are published, with nothing pressed and no timer, and again when loading
/// has finished.
@Suite struct LoadSignalTests {
  /// True when `descriptor` becomes readable within ten seconds.
  func becomesReadable(_ descriptor: Int32) -> Bool {
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&poller, 1, 10_000) == 1 && poller.revents & Int16(POLLIN) != 0
  }

  /// Reads the descriptor's count, making it unreadable until the next signal.
  func drain(_ descriptor: Int32) {
    var count: UInt64 = 0
    #expect(read(descriptor, &count, 8) > 0)
  }

  @Test func wakesAtTheFirstRecordsAndAtTheEnd() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-wake-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("wake.fifo").path
    unlink(path)
    #expect(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    let release = DispatchSemaphore(value: 0)
    let writer = Thread {
      let descriptor = open(path, O_WRONLY)
      _ = write(descriptor, "one\n", 4)
      release.wait()  // the pipe stays open: loading cannot have finished
      _ = write(descriptor, "two\n", 4)
      close(descriptor)
    }
    writer.start()
    defer { release.signal() }  // the writer ends even when an expectation below stops the test
    // Text lines: a line is a record as soon as it ends (a first NDJSON object could still turn
    // out to be a document's start).
    let store = RecordLoader.startStore(LoadRequest(path: path))
    let wake = try #require(store.wakeDescriptor)
    try #require(becomesReadable(wake))
    #expect(store.progress.recordCount == 1 && !store.progress.isFinished)
    try #require(store.progress.recordCount == 1)
    #expect(store.record(at: IndexPath(item: 0, section: 0)).title == "one")
    drain(wake)
    release.signal()
    #expect(becomesReadable(wake))
    #expect(store.progress.isFinished && store.progress.recordCount == 2)
    drain(wake)
  }

  /// A load that fails wakes the viewer too, so the error is shown at once.
  @Test func wakesWhenLoadingFails() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-wake-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("bad.ndjson").path
    try Data("{\"title\": \"a\"}\n{\"title\": \n".utf8).write(to: URL(fileURLWithPath: path))
    defer { unlink(path) }
    let store = RecordLoader.startStore(LoadRequest(path: path))
    let wake = try #require(store.wakeDescriptor)
    #expect(becomesReadable(wake))
    store.waitUntilFinished()
    #expect(store.progress.failure != nil)
  }
}
