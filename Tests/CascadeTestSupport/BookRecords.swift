/// Seven NDJSON book records for the grouping, sorting and zoom tests, in the viewer and in a real
/// terminal alike: three genres and one record without a genre (the `(none)` section), years as
/// numbers, one as a string holding a number, and one record without a year.
public enum BookRecords {
  public static let ndjson = """
    {"title":"Dune","genre":"sf","year":1965}
    {"title":"Emma","genre":"classic","year":1815}
    {"title":"Neuromancer","genre":"sf","year":1984}
    {"title":"Ulysses","year":1922}
    {"title":"Persuasion","genre":"classic","year":1817}
    {"title":"Hyperion","genre":"sf","year":"1989"}
    {"title":"Beloved","genre":"literary"}

    """
}
