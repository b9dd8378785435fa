import CascadeCanvas
import Testing

/// The collection view example of docs/library.md (`LibraryCollectionViewExample.swift`, shown there
/// word for word) draws what the page says.
@MainActor @Test func libraryCollectionViewExample() {
  let lines = drawWall().lines()
  // Two columns of 39 cells: 39 × 0.75 × 0.5 ≈ 15 rows and 39 × 1.5 × 0.5 ≈ 29 rows, so the
  // Harbour card ends on row 14 and the Lighthouse card runs past the screen.
  #expect(lines[1].hasPrefix("┃ Harbour"), "the focused card has the heavy border")
  #expect(lines[14].hasPrefix("┗"), "the Harbour card is 15 rows tall")
  #expect(lines[1].contains("│ Lighthouse"))
  #expect(lines[23].hasSuffix("│"), "the Lighthouse card continues past the screen")
}
