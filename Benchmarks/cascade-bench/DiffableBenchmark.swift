import CascadeView
import Glibc

/// `cascade-bench diffable [runs]`: how long a diffable data source takes to find the difference
/// between two snapshots of one section, at two sizes, so nanoseconds per item show whether it
/// grows linearly. Two edits: a user's (1% of the items deleted, 1% inserted, a block of 1% moved,
/// 100 swaps: a few hundred runs of neighbours), and the worst case for moves (every item in a
/// random order: as many runs as items, nearly every item moved).
enum DiffableBenchmark {
  enum Edit: String, CaseIterable {
    case userEdit = "1% deleted, 1% inserted, 1% moved as a block, 100 swaps"
    case shuffled = "every item shuffled"
  }

  struct Row {
    var items: Int
    var milliseconds: Double
    var changes: Int
    var nanosecondsPerItem: Double { milliseconds * 1e6 / Double(items) }
  }

  static func measure(items: Int, edit: Edit, runs: Int) -> Row {
    var old = DiffableDataSourceSnapshot<Int, Int>()
    old.appendSections([0])
    old.appendItems(Array(0..<items))
    var order = Array(0..<items)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(bound))
    }
    switch edit {
    case .userEdit:
      order.removeAll { $0 % 100 == 7 }
      for i in 0..<(items / 100) { order.insert(items + i, at: next(order.count + 1)) }
      let block = Array(order[(order.count / 3)..<(order.count / 3 + items / 100)])
      order.removeSubrange((order.count / 3)..<(order.count / 3 + items / 100))
      order.insert(contentsOf: block, at: order.count * 2 / 3)
      for _ in 0..<100 { order.swapAt(next(order.count), next(order.count)) }
    case .shuffled:
      for i in stride(from: order.count - 1, to: 0, by: -1) { order.swapAt(i, next(i + 1)) }
    }
    var new = DiffableDataSourceSnapshot<Int, Int>()
    new.appendSections([0])
    new.appendItems(order)
    var timings: [Double] = []
    var changes = 0
    for _ in 0..<runs {
      var batch = BatchUpdates()
      // CPU time: the difference runs on one thread, and the machine may be busy.
      timings.append(Measure.cpuNanoseconds { batch = old.batchUpdates(to: new) } / 1e6)
      changes = batch.deletedItems.count + batch.insertedItems.count + batch.movedItems.count
    }
    return Row(items: items, milliseconds: Measure.median(timings), changes: changes)
  }

  /// The floor any difference by identity stands on, timed in the same run: a `[Int: Int]` of
  /// `items` keys in random order built, then every key looked up once. Its nanoseconds per item
  /// grow with the table's size as caches stop holding it, so the difference's growth from 100,000
  /// to 1,000,000 items is read against this one's, not against a constant.
  static func hashingBaseline(items: Int, runs: Int) -> Double {
    var keys = Array(0..<items)
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    for i in stride(from: items - 1, to: 0, by: -1) {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      keys.swapAt(i, Int((state >> 33) % UInt64(i + 1)))
    }
    var timings: [Double] = []
    var sum = 0
    for _ in 0..<runs {
      timings.append(
        Measure.cpuNanoseconds {
          var table: [Int: Int] = [:]
          table.reserveCapacity(items)
          for (index, key) in keys.enumerated() { table[key] = index }
          for key in 0..<items { sum &+= table[key] ?? 0 }
        } / 1e6)
    }
    precondition(sum >= 0)
    return Measure.median(timings)
  }
}
