/// Input files the end-to-end tests give `cascade`.
enum Fixtures {
  /// Six NDJSON cards, spaced unevenly on purpose: a picked card prints its line exactly as written.
  static let cardLines = [
    #"{"title": "Alpha card", "body": "the first"}"#,
    #"{ "title" : "Bravo card",  "body": "the second" , "n": 2 }"#,
    #"{"title":"Charlie card","body":"the third"}"#,
    #"{"title": "Delta card"}"#,
    #"{"title": "Echo card", "body": "the fifth, with a longer text that wraps inside its card"}"#,
    #"{"title": "Foxtrot card"}"#,
  ]
  static let cards = cardLines.joined(separator: "\n") + "\n"

  /// A JSON array, pretty-printed. A picked element prints as its JSON on one line with the
  /// whitespace outside strings removed; inside strings it stays, escapes as written.
  static let array = """
    [
      {
        "title": "First card",
        "body": "two  spaces"
      } ,
      {
        "title" : "Second card",
        "body" : "a \\"quoted text\\" word,\\tthen a tab",
        "tags" : [ 1 , 2.5e3 , true , null ],
        "nested" : { "empty" : { } , "text" : "x , y : z" }
      }
    ]

    """
  static let secondElementOnOneLine =
    #"{"title":"Second card","body":"a \"quoted text\" word,\tthen a tab","tags":[1,2.5e3,true,null],"nested":{"empty":{},"text":"x , y : z"}}"#

  /// Titles and text that would clear the screen, set the terminal's title, ring the bell or start a
  /// C1 control sequence if they reached the terminal as they are (JSON escapes, decoded on load).
  static let hostile = """
    {"title":"clear \\u001b[2J here","body":"title \\u001b]0;x\\u0007 set"}
    {"title":"retitle \\u001b]0;pwned\\u0007 now","body":"bell \\u0007 and C1 \\u009b2J"}
    {"title":"calm card","body":"nothing to see"}

    """

  /// The same attacks as raw bytes in a plain text file (one card per line).
  static let hostileLines = "clear \u{1b}[2J here\nretitle \u{1b}]0;pwned\u{07} now\nC1 \u{9b}2J and DEL \u{7f}\n"
}
