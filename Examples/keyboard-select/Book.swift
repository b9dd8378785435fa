// The model: books on shelves, one shelf per section.

/// A book on a shelf.
struct Book {
  let title: String
  let author: String
}

/// A named shelf of books: one section of the collection view, under a header.
struct Shelf {
  let name: String
  let books: [Book]
}

/// The shelves this example picks from.
let shelves: [Shelf] = [
  Shelf(
    name: "Novels",
    books: [
      Book(title: "Middlemarch", author: "George Eliot"),
      Book(title: "Dream of the Red Chamber", author: "Cao Xueqin"),
      Book(title: "The Leopard", author: "Lampedusa"),
      Book(title: "Beloved", author: "Toni Morrison"),
      Book(title: "The Makioka Sisters", author: "Tanizaki"),
    ]),
  Shelf(
    name: "Poetry",
    books: [
      Book(title: "Leaves of Grass", author: "Walt Whitman"),
      Book(title: "Ariel", author: "Sylvia Plath"),
      Book(title: "Tang Poems", author: "various"),
    ]),
  Shelf(
    name: "Essays",
    books: [
      Book(title: "A Room of One's Own", author: "Virginia Woolf"),
      Book(title: "Essays", author: "Montaigne"),
      Book(title: "In Praise of Shadows", author: "Tanizaki"),
      Book(title: "Notes of a Native Son", author: "James Baldwin"),
    ]),
]
