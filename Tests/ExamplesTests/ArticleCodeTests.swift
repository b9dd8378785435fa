import Foundation
import Testing

/// The DocC article "Your first collection view app" shows the `waterfall-scroll` example file by
/// file: each of its code blocks must be one of the example's files exactly, so the code a reader
/// copies is the code this package builds and `ExamplesTests` runs.
struct ArticleCodeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The ```swift blocks of a Markdown file, in order.
  static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = [], current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test func yourFirstCollectionViewAppIsTheWaterfallScrollExample() throws {
    let article = try String(contentsOf: Self.root.appendingPathComponent("Sources/CascadeKit/CascadeKit.docc/YourFirstCollectionViewApp.md"), encoding: .utf8)
    let blocks = Self.swiftBlocks(in: article)
    let files = ["Photo.swift", "PhotoCell.swift", "PhotoWall.swift", "main.swift"]
    #expect(blocks.count == files.count)
    for (block, file) in zip(blocks, files) {
      let source = try String(contentsOf: Self.root.appendingPathComponent("Examples/waterfall-scroll/\(file)"), encoding: .utf8)
      #expect(block == source.trimmingCharacters(in: .newlines), "the article's \(file) differs from the example's")
    }
  }
}
