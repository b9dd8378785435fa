import ArgumentParser
import CascadeApp
import CascadeData
import CascadeFzf
import CascadeLayout

/// `cascade`: look through a collection as a waterfall of cards and print what you pick.
struct CascadeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cascade",
    abstract: "Look through a collection as a waterfall of cards; print the cards you pick.",
    discussion: """
      FILE is a JSON array, NDJSON (one object per line), a JSON document holding the collection (see \
      --items), CSV or TSV (a card per row, the first row naming the fields), an SQLite database \
      (a card per table; --table NAME or --sql QUERY for rows) or plain text lines; \
      *.json, *.ndjson, *.jsonl, *.csv and *.tsv files are read as their name says, other \
      input is detected from the content unless --format says otherwise. FILE may be a FOLDER of pictures \
      (PNG, JPEG, GIF, WebP, HEIC, AVIF), shown newest first with their file names as titles, or one picture file. FILE of '-', or input piped on stdin, \
      reads stdin. With no FILE and a terminal on stdin, cascade shows its built-in demo collection.

      A card's title comes from 'title' or 'name', its text from 'subtitle', 'description' or 'body', \
      and its picture size from 'w'/'h', 'width'/'height' or 'aspect' (height / width); its other \
      fields follow as 'key: value' lines (--fields chooses them). A card without a size is as tall \
      as its text and fields. A card shows a picture named by 'image', 'thumbnail', 'thumb', \
      'src', 'path' or 'file' (a local file, relative to FILE's folder), or by a text line that is a \
      picture's path; its size then comes from the picture's header.

      The viewer starts while the input is read: the status line counts the cards loaded so far, and \
      every key works meanwhile. The / filter (and -q QUERY) ranks the cards as fzf does, best first, \
      with the matched characters highlighted: terms are fuzzy; 'exact, ^prefix, suffix$, !negated, \
      a | b for either; smart case unless -i or +i; --exact, --no-sort and --tiebreak apply too. It \
      matches a card's title, text and field values; key:pattern matches pattern (same syntax, \
      e.g. year:^19) within the field key only, and is ANDed with the other terms.

      --group-by FIELD makes a section per value of FIELD (records without it last, under (none)), \
      its title pinned at the top while its cards scroll; --sort-by FIELD sorts within sections \
      (numbers by value, then text in the locale's order, records without FIELD last; -FIELD \
      descending). In the viewer, + and - show fewer or more columns; g f groups by a field picked \
      from a list, g s sorts by the focused card's next field, g r reverses, g 0 restores the \
      input's order, and I shows the fields' statistics.

      On exit the selected cards are printed to stdout as their original text, one per line, in \
      selection order (a JSON array element as its own JSON on one line).

      With --filter QUERY cascade opens no terminal: it prints the records matching QUERY, best first, \
      as fzf --filter does. QUERY uses fzf's syntax: terms are fuzzy; 'exact, ^prefix, suffix$, \
      !negated, a | b for either; smart case unless -i or +i.

      Exit status: 0 something was selected (or matched), 1 nothing was, 2 an error, 130 interrupted (Ctrl-C).
      """,
    version: "0.1.0")

  @Argument(
    help: ArgumentHelp(
      "The collection to show: JSON, NDJSON, CSV, TSV or text lines; '-' reads stdin.", valueName: "FILE"))
  var file: String?

  @Option(
    help: ArgumentHelp(
      "Read FILE as this format instead of detecting it: json, ndjson, lines, csv or tsv.", valueName: "format"))
  var format: InputFormatArgument?

  @Option(
    name: [.customShort("d"), .customLong("delimiter")],
    help: ArgumentHelp(
      "The field separator: of CSV and TSV input (one character; default , and a tab), and of text lines for --nth and --with-nth.",
      valueName: "STR"))
  var delimiter: String?

  @Option(
    help: ArgumentHelp(
      "Where the cards are inside a JSON document, jq-style: .results, .data.children, or .data.children[].data for what each element wraps (default: the largest array of objects).",
      valueName: "path"))
  var items: String?

  @Option(
    help: ArgumentHelp(
      "How to arrange the cards: waterfall, grid, list, carousel, circle, or table (a row per record, a column per field; ← → move by column) ('l' cycles them).",
      valueName: "layout"))
  var layout: LayoutKindArgument = .waterfall

  @Option(help: ArgumentHelp("Use exactly N columns (default: as many as fit --min-column-width).", valueName: "N"))
  var columns: Int?

  @Option(
    name: .customLong("group-by"),
    help: ArgumentHelp(
      "One section per value of FIELD, its title pinned at the top while it scrolls; records without FIELD last, under (none).",
      valueName: "FIELD"))
  var groupBy: String?

  @Option(
    name: .customLong("sort-by"), parsing: .unconditional,
    help: ArgumentHelp(
      "Sort the cards (within their sections) by FIELD: numbers by value, then text in the locale's order, records without FIELD last; -FIELD: descending.",
      valueName: "FIELD"))
  var sortBy: String?

  @Option(
    name: .customLong("sum"),
    help: ArgumentHelp(
      "Add up the numbers in FIELD (repeatable): the sum and mean on each section's header and, for all cards shown, on the status line.",
      valueName: "FIELD"))
  var sumFields: [String] = []

  @Option(
    name: .customLong("sort-groups"),
    help: ArgumentHelp(
      "The order of --group-by's sections: 'value' (the default) or 'count', the largest section first.",
      valueName: "value|count"))
  var sortGroups: String?

  @Option(
    name: .customLong("min-column-width"),
    help: ArgumentHelp("The narrowest column, in cells, when choosing the column count.", valueName: "N"))
  var minimumColumnWidth = 28

  @Option(
    name: .customLong("cell-aspect"),
    help: ArgumentHelp(
      "A cell's width over its height, which gives pictures their shape (default: the terminal's, when it says, else 0.5).",
      valueName: "ratio"))
  var cellAspect: Double?

  @Flag(help: "Select several cards (Space, Tab); otherwise selecting replaces the selection.")
  var multi = false

  @Flag(
    help: "Enter picks the focused card and exits, instead of opening it (the default when stdout is not a terminal).")
  var pick = false

  @Flag(
    name: .customLong("no-pick"),
    help: "Enter opens the focused card even when stdout is not a terminal (or with --expect).")
  var noPick = false

  @Flag(help: "Show the built-in demo collection even when stdin is not a terminal (scripts, --dump).")
  var demo = false

  @Option(
    name: .customLong("demo-items"),
    help: ArgumentHelp(
      "Show N generated cards (at most 2^28, whose End needs about 3 GiB) instead of the demo collection, made as they scroll into view.",
      valueName: "N"))
  var demoItems: Int?

  @Option(
    name: .customLong("title-field"),
    help: ArgumentHelp("Field names for the title, first present wins.", valueName: "a,b"))
  var titleFields: String?

  @Option(name: .customLong("text-field"), help: ArgumentHelp("Field names for the card text.", valueName: "a,b"))
  var textFields: String?

  @Option(name: .customLong("width-field"), help: ArgumentHelp("Field names for the picture width.", valueName: "a,b"))
  var widthFields: String?

  @Option(
    name: .customLong("height-field"), help: ArgumentHelp("Field names for the picture height.", valueName: "a,b"))
  var heightFields: String?

  @Option(
    name: .customLong("aspect-field"),
    help: ArgumentHelp("Field names for the aspect ratio (height / width).", valueName: "a,b"))
  var aspectFields: String?

  @Option(
    help: ArgumentHelp(
      "The fields cards show as 'key: value' lines, in this order; '' shows none (default: every field not used as title, text or size).",
      valueName: "a,b"))
  var fields: String?

  @Flag(help: "Print one frame as plain text and exit (no terminal needed).")
  var dump = false

  @Flag(
    help:
      "Print each field's statistics and exit: count, empty, distinct, kind (number, date, text), min, max and mean of numbers and dates, the five most frequent values (dotted paths for nested fields)."
  )
  var stats = false

  @Option(
    help: ArgumentHelp(
      "The screen size for --dump and --layout-json (default: 80x24, at most 1000x1000).", valueName: "WxH"))
  var size: ScreenSizeArgument?

  @Option(
    help: ArgumentHelp(
      "Rows scrolled down, for --dump; the focus moves onto the screen as when scrolling, so with --focus the offset wins.",
      valueName: "rows"))
  var offset: Int?

  @Option(help: ArgumentHelp("The card to focus (0-based), for --dump.", valueName: "index"))
  var focus: Int?

  @Flag(name: .customLong("layout-json"), help: "Print the layout as JSON and exit (no terminal needed).")
  var layoutJSON = false

  @Option(help: ArgumentHelp("With --layout-json: only the elements intersecting this rect.", valueName: "x,y,w,h"))
  var rect: RectArgument?

  @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (its own text selection).")
  var noMouse = false

  @Flag(
    name: .customLong("no-animation"),
    help: "Show changes (filtering, resizing, switching layouts, carousel moves) at once, without animating them.")
  var noAnimation = false

  @Option(
    name: .customLong("image-field"),
    help: ArgumentHelp(
      "Field names for a card's picture file (default: image, thumbnail, thumb, src, path, file).", valueName: "a,b"))
  var imageFields: String?

  @Option(
    name: .customLong("image-cache-mb"),
    help: ArgumentHelp(
      "Megabytes of picture thumbnails kept in memory beyond those on screen (0: none; those on screen are always kept).",
      valueName: "MB"))
  var imageCacheMegabytes = 64

  @Flag(help: "With a FOLDER: show the pictures in the folders inside it too.")
  var recursive = false

  @Flag(name: .customLong("no-pictures"), help: "Show cards without their pictures (sizes still come from them).")
  var noPictures = false

  @Option(
    name: [.customShort("f"), .customLong("filter")], parsing: .unconditional,
    help: ArgumentHelp(
      "No terminal: print the records matching QUERY (fzf's syntax) in rank order; status 1 when none match.",
      valueName: "QUERY"))
  var filter: String?

  @Flag(name: [.customShort("e"), .customLong("exact")], help: "Plain terms match as substrings ('term is fuzzy).")
  var exact = false

  @Flag(
    name: [.customShort("i"), .customLong("ignore-case")],
    help: "Ignore case (default: smart case, sensitive when a term has a capital).")
  var ignoreCase = false

  @Flag(name: .customLong("case-sensitive"), help: "Respect case (fzf's +i).")
  var caseSensitive = false

  @Flag(name: .customLong("no-sort"), help: "Keep input order instead of ranking (fzf's +s).")
  var noSort = false

  @Flag(
    help:
      "Reverse the input's order: the last record first, in the viewer and in --filter's output (ties go to later records)."
  )
  var tac = false

  @Option(
    help: ArgumentHelp(
      "How equal scores are ordered, fzf's comma list of up to three of length (shorter first), chunk, pathname, begin and end, then index (input order); length by default, pathname,length with --scheme=path.",
      valueName: "CRI[,..]"))
  var tiebreak: TiebreakArgument?

  @Flag(help: "Records are separated by NUL bytes, not newlines (find -print0): text cards that may hold newlines.")
  var read0 = false

  @Flag(help: "End each printed record with a NUL byte instead of a newline (xargs -0).")
  var print0 = false

  @Option(
    name: [.customShort("q"), .customLong("query")], parsing: .unconditional,
    help: ArgumentHelp("Start with the / filter set to QUERY.", valueName: "QUERY"))
  var query: String?

  @Flag(
    name: [.customShort("1"), .customLong("select-1")],
    help: "When exactly one card matches --query once the input is read, print it and exit without drawing.")
  var select1 = false

  @Flag(
    name: [.customShort("0"), .customLong("exit-0")],
    help: "When no card matches --query once the input is read, exit with status 1 without drawing.")
  var exit0 = false

  @Option(parsing: .unconditional, help: ArgumentHelp("A line (or lines) shown above the cards.", valueName: "TEXT"))
  var header: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The filter's prompt on the status line (default: /).", valueName: "STR"))
  var prompt: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Keys that pick the focused card and end the session, comma-separated (ctrl-x, alt-a, f1, esc…); the first output line names the key that did, empty for Enter. Enter picks, as with --pick.",
      valueName: "KEYS"))
  var expect: String?

  @Option(
    parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "Give keys actions, fzf's way: KEY:ACTION[+ACTION…][,KEY:ACTION…]. Actions: accept, abort, toggle, select-all, deselect-all, execute(CMD), execute-silent(CMD), become(CMD), reload(CMD), toggle-preview, change-preview(CMD); in CMD, {} is the focused card's text (quoted), {+} the selection, {q} the query, {n} its index, {name} a JSON field. Repeatable.",
      valueName: "BINDINGS"))
  var bind: [String] = []

  @Flag(help: "Read the whole input (and apply --query) before showing the viewer.")
  var sync = false

  @Flag(
    help:
      "Keep reading FILE as it grows, as tail -f: text lines, NDJSON, CSV and TSV records appended to it are shown as they come."
  )
  var follow = false
  @OptionGroup var previewArguments: PreviewArguments
  @OptionGroup var tableArguments: TableArguments
  @OptionGroup var pictureArguments: PictureArguments
  @OptionGroup(title: "fzf's options") var fzfArguments: FzfArguments
  @OptionGroup var cardTextArguments: CardTextArguments
  @OptionGroup(title: "fzf's list") var fzfListArguments: FzfListArguments
  @OptionGroup(title: "fzf's list") var fzfMultiLineArguments: FzfMultiLineArguments
  @OptionGroup(title: "tmux") var tmuxPopupArguments: TmuxPopupArguments
  @OptionGroup(title: "fzf's list") var fzfLabelArguments: FzfLabelArguments
  @OptionGroup(title: "fzf's list") var fzfSectionArguments: FzfSectionArguments
  @OptionGroup(title: "fzf's list") var fzfColorArguments: FzfColorArguments
  @OptionGroup(title: "fzf's options") var fzfAcceptNthArguments: FzfAcceptNthArguments
  @OptionGroup(title: "fzf's options") var fzfHistoryArguments: FzfHistoryArguments
  @OptionGroup(title: "fzf's options") var fzfMatchingArguments: FzfMatchingArguments
  @OptionGroup(title: "fzf's options") var listenArguments: ListenArguments

  mutating func validate() throws {
    if let columns, columns < 1 { throw ValidationError("--columns must be at least 1, not \(columns).") }
    if minimumColumnWidth < 1 {
      throw ValidationError("--min-column-width must be at least 1, not \(minimumColumnWidth).")
    }
    if let cellAspect, !(cellAspect.isFinite && cellAspect > 0) {
      throw ValidationError("--cell-aspect must be a positive number, not \(cellAspect).")
    }
    if imageCacheMegabytes < 0 || imageCacheMegabytes > 65_536 {
      throw ValidationError("--image-cache-mb must be between 0 and 65536, not \(imageCacheMegabytes).")
    }
    if let demoItems, demoItems < 0 { throw ValidationError("--demo-items must be 0 or more, not \(demoItems).") }
    if let offset, offset < 0 { throw ValidationError("--offset must be 0 or more, not \(offset).") }
    if let focus, focus < 0 { throw ValidationError("--focus must be 0 or more, not \(focus).") }
    try validateLimits()
    if dump && layoutJSON { throw ValidationError("--dump and --layout-json cannot be used together.") }
    if rect != nil && !layoutJSON { throw ValidationError("--rect goes with --layout-json.") }
    if offset != nil && !dump { throw ValidationError("--offset goes with --dump.") }
    if focus != nil && !dump { throw ValidationError("--focus goes with --dump.") }
    if size != nil && !dump && !layoutJSON { throw ValidationError("--size goes with --dump or --layout-json.") }
    if (demoItems != nil || demo) && file != nil {
      throw ValidationError("--demo and --demo-items show built-in cards; they cannot be used with FILE.")
    }
    if demoItems != nil && demo { throw ValidationError("--demo and --demo-items cannot be used together.") }
    try validateFilterOptions()
    try validatePickOptions()
    try validateFollow()
    try validateFieldOptions()
    try validateInteractiveOptions()
    try validateArrangementOptions()
    try validateTableOptions()
    try previewArguments.validate(filtering: filter != nil, dumping: dump || layoutJSON)
    try validateFittedHeight()
  }
}

extension CascadeCommand {
  /// The screen `--dump` and `--layout-json` draw for.
  var screenSize: Size { size?.size ?? Size(width: 80, height: 24) }

  /// The checks that need the loaded collection: `--focus` must name one of its cards.
  func validate(against collection: any RecordCollection) throws {
    let count = collection.recordCount
    if let focus, focus >= count {
      throw ValidationError("--focus \(focus) is past the last card (\(count) card\(count == 1 ? "" : "s")).")
    }
  }
}
