// `make bench`: Cascade's speed and memory targets, measured in release mode with baselines timed in
// the same run. The last lines are machine-readable `bench key=value` lines.
import CascadeLayout
import CascadeView
import Glibc

print("Cascade benchmark (release build). Viewport 200x60, 4-column waterfall, random offsets.")
print("")
let columns = ["items", "layout ns/item", "query us", "linear-scan us", "union-of-20 us", "vs scan", "vs union20", "bytes/item"]
print(columns.map { rightAligned($0, 15) }.joined())
var rows: [LayoutBenchmark.Row] = []
for count in [10_000, 100_000, 1_000_000] {
  let row = LayoutBenchmark.measure(count: count)
  rows.append(row)
  let cells = [
    String(count), decimal(row.layoutNanosecondsPerItem, 2), decimal(row.queryMicroseconds), decimal(row.linearScanMicroseconds, 1),
    decimal(row.union20Microseconds, 1), decimal(row.linearScanMicroseconds / row.queryMicroseconds, 0) + "x",
    decimal(row.union20Microseconds / row.queryMicroseconds, 0) + "x", decimal(row.bytesPerItem, 2),
  ]
  print(cells.map { rightAligned($0, 15) }.joined())
}
let firstQuery = LayoutBenchmark.firstQueryMilliseconds(count: 10_000_000)
print("first query on a fresh 10,000,000-item waterfall: \(decimal(firstQuery)) ms")

let frame = FrameBenchmark.measure(count: 1_000_000, steps: 10_000)
print("frames, 200x60 over 1,000,000 cards: one-line step \(decimal(frame.lineStepMicroseconds)) us, page step \(decimal(frame.pageStepMicroseconds)) us (median)")
print("cells created over \(frame.steps) steps: \(frame.cellsCreated); most cards visible at once (with overscan): \(frame.mostVisible)")
let animation = AnimationBenchmark.measure(count: 1_000_000, animations: 300)
print("animation frames (an insert sliding every card on screen), 200x60 over 1,000,000 cards: \(decimal(animation.frameMicroseconds)) us (median); cells created over \(animation.animations) animations: \(animation.cellsCreated)")

guard let million = rows.last else { fatalError("no rows") }
let targets = [
  Target(name: "layout <= 15 ns/item at 1M", met: million.layoutNanosecondsPerItem <= 15, detail: decimal(million.layoutNanosecondsPerItem, 2)),
  Target(name: "query <= 5 us at 1M", met: million.queryMicroseconds <= 5, detail: decimal(million.queryMicroseconds)),
  Target(name: "query >= 200x faster than the linear scan", met: million.linearScanMicroseconds / million.queryMicroseconds >= 200,
         detail: decimal(million.linearScanMicroseconds / million.queryMicroseconds, 0) + "x"),
  Target(name: "query >= 20x faster than union-of-20", met: million.union20Microseconds / million.queryMicroseconds >= 20,
         detail: decimal(million.union20Microseconds / million.queryMicroseconds, 0) + "x"),
  Target(name: "<= 16 bytes per item", met: million.bytesPerItem <= 16, detail: decimal(million.bytesPerItem, 2)),
  Target(name: "first query on 10M <= 5 ms", met: firstQuery <= 5, detail: decimal(firstQuery)),
  Target(name: "frame <= 200 us for a one-line scroll at 1M", met: frame.lineStepMicroseconds <= 200, detail: decimal(frame.lineStepMicroseconds)),
  Target(name: "cells created <= 2x the most visible at once", met: frame.cellsCreated <= 2 * frame.mostVisible,
         detail: "\(frame.cellsCreated) <= 2 x \(frame.mostVisible)"),
  Target(name: "animation frame <= 200 us at 1M", met: animation.frameMicroseconds <= 200, detail: decimal(animation.frameMicroseconds)),
  // Both redraw every card on screen; an animation frame also looks up and moves each one.
  Target(name: "animation frame no dearer than 2x a one-line scroll frame", met: animation.frameMicroseconds <= 2 * frame.lineStepMicroseconds,
         detail: "\(decimal(animation.frameMicroseconds)) vs \(decimal(frame.lineStepMicroseconds))"),
  Target(name: "cells created in animations <= 3x the most visible at once", met: animation.cellsCreated <= 3 * frame.mostVisible,
         detail: "\(animation.cellsCreated) <= 3 x \(frame.mostVisible)"),
]
print("")
for target in targets { print("\(target.met ? "PASS" : "FAIL")  \(target.name): \(target.detail)") }
print("")
print("bench layout_ns_per_item=\(decimal(million.layoutNanosecondsPerItem)) N=1000000")
print("bench query_us=\(decimal(million.queryMicroseconds)) naive_us=\(decimal(million.linearScanMicroseconds)) union20_us=\(decimal(million.union20Microseconds)) N=1000000")
print("bench bytes_per_item=\(decimal(million.bytesPerItem)) N=1000000")
print("bench first_query_ms=\(decimal(firstQuery)) N=10000000")
print("bench frame_us=\(decimal(frame.lineStepMicroseconds)) N=1000000")
print("bench cells_created=\(frame.cellsCreated) steps=\(frame.steps)")
print("bench animation_frame_us=\(decimal(animation.frameMicroseconds)) scroll_frame_us=\(decimal(frame.lineStepMicroseconds)) N=1000000")

// A missed target fails `make bench`, after the lines above are printed.
if targets.contains(where: { !$0.met }) { exit(1) }
