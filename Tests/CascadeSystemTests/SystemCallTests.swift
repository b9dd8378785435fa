import CascadeSystem
import Foundation
import Testing

/// The system layer's three pieces against what the system itself says: errno texts, threads that
/// run their body, and `sh -c` children with the descriptors, group and environment asked for.
@Suite struct SystemCallTests {
  @Test func errorsReadAsTheSystemWritesThem() {
    #expect(SystemError(code: ENOENT).description == "No such file or directory")
    #expect("\(SystemError(code: EACCES))" == String(cString: strerror(EACCES)))
    errno = EBADF
    #expect(SystemError.current == SystemError(code: EBADF))
  }

  @Test func detachedThreadRunsItsBodyOnAnotherThread() {
    let done = DispatchSemaphore(value: 0)
    let ranElsewhere = SharedInt()
    let caller = pthread_self()
    #expect(
      SystemThread.startDetached(stackSize: 16 << 20) {
        ranElsewhere.set(pthread_equal(pthread_self(), caller) == 0 ? 1 : 0)
        done.signal()
      })
    #expect(done.wait(timeout: .now() + 30) == .success)
    #expect(ranElsewhere.get() == 1)
  }

  @Test func joinableThreadIsJoined() {
    let ran = SharedInt()
    let thread = SystemThread.startJoinable { ran.set(1) }
    #expect(thread != nil)
    if let thread { pthread_join(thread, nil) }
    #expect(ran.get() == 1)
  }

  /// A thread sleeping on the condition wakes when another sets what it waits for and broadcasts.
  @Test func conditionWakesAWaitingThread() {
    let condition = ThreadCondition()
    let ready = SharedInt()
    let woke = DispatchSemaphore(value: 0)
    SystemThread.startDetached {
      condition.lock()
      while ready.get() == 0 { condition.wait() }
      condition.unlock()
      woke.signal()
    }
    condition.lock()
    ready.set(1)
    condition.broadcast()
    condition.unlock()
    #expect(woke.wait(timeout: .now() + 30) == .success)
  }

  /// The child writes what it was given into the pipe that is its stdout and stderr; its exit
  /// status, group and environment come back as text.
  @Test func shellChildGetsItsDescriptorsGroupAndEnvironment() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    let command =
      "read line; echo \"in=$line\"; echo \"group=$(ps -o pgid= -p $$ | tr -d ' ') pid=$$\" >&2; echo \"x=$CASCADE_SYSTEM_TEST\"; exit 3"
    let spawned = ShellCommand.spawn(
      command, input: .null, output: .descriptor(ends[1]), errors: .descriptor(ends[1]), defaultSignals: [SIGPIPE],
      newProcessGroup: true, environment: ["PATH=/usr/bin:/bin", "CASCADE_SYSTEM_TEST=seven"])
    close(ends[1])
    let pid = try spawned.get()
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(ends[0], &buffer, buffer.count)
      if count <= 0 { break }
      output += buffer[0..<count]
    }
    close(ends[0])
    var status: Int32 = 0
    #expect(waitpid(pid, &status, 0) == pid)
    #expect((status >> 8) & 0xff == 3)
    let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    // /dev/null as stdin: `read` finds nothing.
    #expect(lines.contains("in="))
    #expect(lines.contains("group=\(pid) pid=\(pid)"))
    #expect(lines.contains("x=seven"))
  }

  @Test func shellChildWithoutAGroupOrEnvironmentInheritsBoth() throws {
    setenv("CASCADE_SYSTEM_INHERITED", "yes", 1)
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    let spawned = ShellCommand.spawn(
      "echo \"$CASCADE_SYSTEM_INHERITED $(ps -o pgid= -p $$ | tr -d ' ')\"", input: .null, output: .descriptor(ends[1]),
      errors: .null, defaultSignals: [])
    close(ends[1])
    let pid = try spawned.get()
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(ends[0], &buffer, buffer.count)
    close(ends[0])
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    #expect(String(decoding: buffer[0..<max(0, count)], as: UTF8.self) == "yes \(getpgrp())\n")
  }
}

/// An Int shared with a thread the test starts.
final class SharedInt: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  func set(_ new: Int) { lock.withLock { value = new } }
  func get() -> Int { lock.withLock { value } }
}
