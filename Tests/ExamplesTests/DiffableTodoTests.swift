import CascadeTerminalTestSupport
import CascadeTestSupport
import Testing

/// The diffable-todo example, run as a reader runs it with `--dump`: edits applied as snapshots
/// move, delete and insert tasks, the headers' counts follow, and the focus stays on its task.
struct DiffableTodoTests {
  func run(_ keys: String) throws -> (status: Int32, lines: [String]) {
    let result = try Subprocess.capture([
      try BuiltProducts.executable("diffable-todo").path, "--dump", "48x12", "--keys", keys,
    ])
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
      String.init)
    return (result.status, lines)
  }

  @Test func markingATaskDoneMovesItWithTheFocus() throws {
    let result = try run("space")
    #expect(result.status == 0)
    expectScreen(
      result.lines,
      [
        "── To do · 3 ───────────────────────────────────",
        " [ ] Reply to Aiko about the 旅行 plans         ",
        " [ ] Renew the passport                         ",
        " [ ] Back up ~/Pictures to the NAS              ",
        "                                                ",
        "── Done · 2 ────────────────────────────────────",
        "›[x] Water the plants                           ",
        " [x] Book the dentist                           ",
        "                                                ",
        "                                                ",
        "                                                ",
        " 3 to do · 2 done · Space done · a adds · d del…",
      ])
  }

  @Test func deletingAndAddingGoThroughSnapshots() throws {
    let result = try run("space,down,d,a")
    #expect(result.status == 0)
    expectScreen(
      result.lines,
      [
        "── To do · 4 ───────────────────────────────────",
        " [ ] Reply to Aiko about the 旅行 plans         ",
        " [ ] Renew the passport                         ",
        " [ ] Back up ~/Pictures to the NAS              ",
        "›[ ] New task 1                                 ",
        "                                                ",
        "── Done · 1 ────────────────────────────────────",
        " [x] Water the plants                           ",
        "                                                ",
        "                                                ",
        "                                                ",
        " 4 to do · 1 done · Space done · a adds · d del…",
      ])
  }
}
