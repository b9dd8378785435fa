import Foundation
import Testing

/// Every ```swift block in the DocC articles and the Markdown pages is a file that `make test`
/// builds: an example program's, or one in a test target that a test runs. A file may be shown in
/// several consecutive blocks with prose between them; the blocks, joined by a blank line, must be
/// the file exactly. So the code a reader copies is the code this package compiles and tests.
struct ArticleCodeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Each page with Swift blocks, and the files its blocks show in order, with how many blocks each
  /// file spans.
  static let pages: [String: [(file: String, blocks: Int)]] = [
    "Sources/CascadeKit/CascadeKit.docc/YourFirstCollectionViewApp.md": [
      ("Examples/waterfall-scroll/Photo.swift", 1), ("Examples/waterfall-scroll/PhotoCell.swift", 1),
      ("Examples/waterfall-scroll/PhotoWall.swift", 1), ("Examples/waterfall-scroll/main.swift", 1),
    ],
    "Sources/CascadeView/CascadeView.docc/WritingADataSource.md": [
      ("Examples/keyboard-select/Book.swift", 1), ("Examples/keyboard-select/BookCell.swift", 1),
      ("Examples/keyboard-select/ShelfHeaderView.swift", 1), ("Examples/keyboard-select/Library.swift", 3),
      ("Examples/keyboard-select/main.swift", 2),
    ],
    "Sources/CascadeLayout/CascadeLayout.docc/SelfSizingCards.md": [
      ("Examples/self-sizing/Notebook.swift", 1), ("Examples/self-sizing/main.swift", 1),
      ("Tests/CascadeLayoutTests/SelfSizingFlowExample.swift", 1),
    ],
    "Sources/CascadeLayout/CascadeLayout.docc/WritingALayout.md": [
      ("Tests/CascadeLayoutTests/CardListLayout.swift", 5)
    ],
    "Sources/CascadeMatch/CascadeMatch.docc/CascadeMatch.md": [("Tests/CascadeMatchTests/OverviewExample.swift", 1)],
    "docs/library.md": [
      ("Tests/CascadeLayoutTests/LibraryLayoutExample.swift", 1),
      ("Tests/CascadeViewTests/LibraryCollectionViewExample.swift", 1),
    ],
  ]

  /// The ```swift blocks of a Markdown file, in order.
  static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = [], current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
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

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The DocC articles of every module, the pages under docs/ and the README.
  static func markdownPages() throws -> [String] {
    let files = FileManager.default
    var pages = ["README.md"]
    for module in try files.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path) {
      let catalog = "Sources/\(module)/\(module).docc"
      guard let articles = try? files.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path) else {
        continue
      }
      pages += articles.filter { $0.hasSuffix(".md") }.map { "\(catalog)/\($0)" }
    }
    pages += try files.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path).filter {
      $0.hasSuffix(".md")
    }.map { "docs/\($0)" }
    return pages.sorted()
  }

  /// The mismatches between a page's blocks and its files, as messages; empty when they agree.
  static func mismatches(blocks: [String], files: [(file: String, blocks: Int)], page: String) throws -> [String] {
    let expected = files.reduce(0) { $0 + $1.blocks }
    guard blocks.count == expected else {
      return ["\(page) has \(blocks.count) Swift blocks; its files account for \(expected)"]
    }
    var problems: [String] = [], next = 0
    for (file, count) in files {
      let shown = blocks[next..<next + count].joined(separator: "\n\n")
      next += count
      let source = try read(file).trimmingCharacters(in: .newlines)
      if shown != source {
        let shownLines = shown.split(separator: "\n", omittingEmptySubsequences: false)
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
          zip(shownLines, sourceLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
          ?? min(shownLines.count, sourceLines.count)
        problems.append("\(page): the blocks showing \(file) differ from it at its line \(line + 1)")
      }
    }
    return problems
  }

  @Test(arguments: pages.keys.sorted())
  func everySwiftBlockIsAFileThePackageBuilds(page: String) throws {
    let blocks = Self.swiftBlocks(in: try Self.read(page))
    for problem in try Self.mismatches(blocks: blocks, files: Self.pages[page]!, page: page) {
      Issue.record(Comment(rawValue: problem))
    }
  }

  @Test func everyPageWithSwiftBlocksIsChecked() throws {
    let pages = try Self.markdownPages()
    #expect(pages.contains("Sources/CascadeKit/CascadeKit.docc/YourFirstCollectionViewApp.md"))
    for page in pages where Self.pages[page] == nil {
      #expect(Self.swiftBlocks(in: try Self.read(page)).isEmpty, "\(page) has Swift blocks that no test checks")
    }
  }

  @Test func anEditedBlockIsCaught() throws {
    let page = "Sources/CascadeView/CascadeView.docc/WritingADataSource.md"
    var blocks = Self.swiftBlocks(in: try Self.read(page))
    #expect(try Self.mismatches(blocks: blocks, files: Self.pages[page]!, page: page).isEmpty)
    blocks[3] = blocks[3].replacingOccurrences(of: "shelves.count", with: "shelves.count + 1")
    #expect(
      try Self.mismatches(blocks: blocks, files: Self.pages[page]!, page: page)
        == ["\(page): the blocks showing Examples/keyboard-select/Library.swift differ from it at its line 16"])
    #expect(try Self.mismatches(blocks: Array(blocks.dropLast()), files: Self.pages[page]!, page: page).count == 1)
  }
}
