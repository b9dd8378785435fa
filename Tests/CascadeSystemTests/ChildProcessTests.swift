import CascadeSystem
import CascadeTestSupport
import Foundation
import Testing

/// Interrupted calls retried, whole writes through a pipe a slow reader empties, a command's output
/// captured, and children reaped: each checked against what the bytes and the system say.
/// Serialized: `endAll` ends every child this process noted.
@Suite(.serialized) struct ChildProcessTests {
  /// A call failing with EINTR a seeded number of times is made again until it gives something
  /// else, which comes back with its errno; a failure other than EINTR comes back at once.
  @Test func interruptedCallsAreMadeAgain() throws {
    let failure = try withEvery("seed", in: 0..<200) { _, rng -> String? in
      let interruptions = Int.random(in: 0...20, using: &rng)
      let final = Bool.random(using: &rng) ? Int.random(in: 0...1000, using: &rng) : -1
      var calls = 0
      let result = SystemCall.retryingInterrupts { () -> Int in
        calls += 1
        if calls <= interruptions {
          errno = EINTR
          return -1
        }
        if final < 0 { errno = EBADF }
        return final
      }
      if result != final || calls != interruptions + 1 { return "\(result) after \(calls) calls" }
      if final < 0 && errno != EBADF { return "errno \(errno)" }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Seeded payloads, some larger than a pipe holds, written in seeded chunk sizes while another
  /// thread reads them in small pieces and a signal with no `SA_RESTART` keeps interrupting the
  /// writer: the reader gets every byte, in order.
  @Test func writesWholeThroughShortAndInterruptedWrites() throws {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var previous = sigaction()
    sigaction(SIGUSR2, &action, &previous)
    defer { sigaction(SIGUSR2, &previous, nil) }
    let failure = try withEvery("seed", in: 0..<12) { _, rng -> String? in
      let size = Int.random(in: 0...600_000, using: &rng)
      let chunk = [Int.max, Int.random(in: 1...70_000, using: &rng)][Int.random(in: 0...1, using: &rng)]
      let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &rng) }
      guard case .success(let ends) = SystemPipe.make() else { return "no pipe" }
      let received = Received()
      let writer = pthread_self()
      let reader = Thread {
        var piece = [UInt8](repeating: 0, count: 1000)
        while true {
          pthread_kill(writer, SIGUSR2)
          let count = read(ends.readEnd, &piece, piece.count)
          if count <= 0 { break }
          received.append(piece[..<count])
        }
        received.finish()
      }
      reader.start()
      let wrote = DescriptorCopy.write(bytes, to: ends.writeEnd, chunk: chunk)
      SystemPipe.close(ends.writeEnd)
      received.waitUntilFinished()
      SystemPipe.close(ends.readEnd)
      if !wrote { return "write failed: \(SystemError.current)" }
      return received.bytes == bytes ? nil : "\(received.bytes.count) of \(size) bytes, chunk \(chunk)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// A command's stdout comes back with its exit status, cut at the limit, and read to its end
  /// past the limit (the command is not killed by SIGPIPE, so its status is its own).
  @Test func capturesACommandsOutputAndStatus() throws {
    let short = try #require(ShellProcess.output(of: "printf 'one\\ntwo'; echo gone >&2; exit 3", keeping: 100))
    #expect(short.status == 3)
    #expect(String(decoding: short.bytes, as: UTF8.self) == "one\ntwo")
    let long = try #require(ShellProcess.output(of: "head -c 300000 /dev/zero | tr '\\0' x; exit 4", keeping: 10))
    #expect(long.status == 4)
    #expect(long.bytes == Array(repeating: UInt8(ascii: "x"), count: 10))
    let silent = try #require(ShellProcess.output(of: "read line; printf \"[$line]\"", keeping: 100))
    #expect(String(decoding: silent.bytes, as: UTF8.self) == "[]")
  }

  /// Exit codes and ending signals come back as a shell's `$?` says them, and a reaped child
  /// leaves nothing to wait for (no zombie).
  @Test func reapsChildrenWithTheirStatus() throws {
    for (command, expected) in [("exit 0", Int32(0)), ("exit 7", 7), ("kill -TERM $$", 128 + SIGTERM)] {
      let pid = try ShellProcess.spawn(command, input: nil, output: nil, errors: nil).get()
      #expect(ShellProcess.wait(for: pid) == expected, "\(command)")
      var status: Int32 = 0
      #expect(waitpid(pid, &status, WNOHANG) == -1 && errno == ECHILD, "\(command) left a child")
    }
    #expect(ShellProcess.runSilently("exit 5") == 5)
  }

  /// A child polled with `reapIfEnded` is not reaped while it runs and is once it ends, and one left to `reapLater` is
  /// reaped without anyone waiting: its pid stops naming a process.
  @Test func reapsWithoutBlocking() throws {
    let polled = try ShellProcess.spawn("sleep 60", input: nil, output: nil, errors: nil, newProcessGroup: true).get()
    #expect(!ShellProcess.reapIfEnded(polled, target: -polled))
    kill(-polled, SIGTERM)
    let deadline = Date().addingTimeInterval(30)
    var reaped = false
    while !reaped, Date() < deadline {
      reaped = ShellProcess.reapIfEnded(polled, target: -polled)
      if !reaped { usleep(2_000) }
    }
    #expect(reaped)
    let later = try ShellProcess.spawn("exit 0", input: nil, output: nil, errors: nil).get()
    ShellProcess.reapLater(later)
    while kill(later, 0) == 0, Date() < deadline { usleep(2_000) }
    #expect(kill(later, 0) == -1 && errno == ESRCH)
  }

  /// A noted child in a group of its own is ended with what it started by `endAll`; the input's
  /// command reports its status before its output closes.
  @Test func endsNotedChildrenAndReportsTheInputCommandsStatus() throws {
    let pid = try ShellProcess.spawn("sleep 60", input: nil, output: nil, errors: nil, newProcessGroup: true).get()
    ShellProcess.endAll()
    #expect(ShellProcess.wait(for: pid, target: -pid) == 128 + SIGKILL)
    let status = Received()
    let descriptor = try #require(
      ShellProcess.outputDescriptor(of: "echo out; exit 6") { code in status.append([UInt8(code)][...]) })
    let output = DescriptorCopy.readAll(from: descriptor)
    SystemPipe.close(descriptor)
    #expect(String(decoding: output, as: UTF8.self) == "out\n")
    #expect(status.bytes == [6])
  }
}

/// Bytes a reader thread collects, and when it is done.
final class Received: @unchecked Sendable {
  private let lock = NSCondition()
  private var collected: [UInt8] = []
  private var done = false
  var bytes: [UInt8] { lock.withLock { collected } }
  func append(_ piece: ArraySlice<UInt8>) { lock.withLock { collected += piece } }
  func finish() {
    lock.withLock {
      done = true
      lock.broadcast()
    }
  }
  func waitUntilFinished() {
    lock.withLock { while !done { lock.wait() } }
  }
}
