import CascadeLayout
import Testing

/// The layout example of docs/library.md (`LibraryLayoutExample.swift`, shown there word for word)
/// does what the page says.
@Test func libraryLayoutExample() {
  let visible = visiblePhotos()
  // (80 - 2) / 3 = 26 cells per column; a 4:3 photo is 26 × 0.75 × 0.5 ≈ 10 rows tall.
  #expect(visible.first?.frame == Rect(x: 0, y: 0, width: 26, height: 10))
  #expect(visible.count == 5)
}
