import ArgumentParser
import CascadeApp
import CascadeData
import CascadeSystem

/// Input to read from a file or stdin: everything `RecordLoader` needs, as a value the reading
/// thread can take (the command itself stays on the main thread).
struct InputRequest: Sendable {
  /// The path, or nil for stdin.
  var path: String?
  var format: InputFormat?
  var fields: FieldMapping
  /// `--items`: where the collection is inside a JSON document.
  var itemsPath: String? = nil
  /// What ends a record: a newline, or NUL with `--read0`.
  var recordSeparator: UInt8 = 0x0A
  /// Every line is an item, as it is: blank ones and carriage returns too, as fzf reads them (run
  /// as fzf).
  var keepsEveryLineVerbatim = false
  /// CSV and TSV: the delimiter and whether the first row names the fields.
  var csv = CSVDialect()
  /// SQLite: `--table` and `--sql`.
  var sqliteTable: String? = nil
  var sql: String? = nil
  /// `--follow`: keep reading a regular file as it grows.
  var follows = false
  /// A shell command whose output is the input (fzf's `FZF_DEFAULT_COMMAND`), run when reading starts.
  var command: String? = nil

  /// What messages and the loading screen call the input.
  var name: String { command.map { "(\($0))" } ?? path ?? "<stdin>" }

  /// True when the input is a terminal: `cascade -` with stdin on one, or a FILE such as
  /// `/dev/stdin` or `/dev/tty` that is one. The lines are typed there, so they must be read before
  /// the viewer takes the terminal over (after, cascade would wait for them forever).
  var readsTerminal: Bool {
    guard command == nil else { return false }
    guard let path else { return SystemEnvironment.isTerminal(DescriptorCopy.standardInput) }
    // Opened as input is: a FIFO opens at once without a writer; no controlling-terminal change.
    return (try? SystemFile.open(readOnly: path))?.isTerminal ?? false
  }

  /// True when the input is a regular file (or nothing readable, which fails the same way at
  /// once), FILE or stdin: reading it to the end cannot block, unlike a FIFO, a pipe or a process
  /// substitution such as `<(cmd)`.
  var isFinite: Bool {
    if let path { return SystemFile.kind(at: path).map { $0 != .other } ?? true }
    return (try? SystemFile(borrowing: DescriptorCopy.standardInput)).map { $0.kind != .other } ?? false
  }

  /// What the reader takes.
  var loadRequest: LoadRequest {
    var request = LoadRequest(path: path, format: format, fields: fields, itemsPath: itemsPath)
    request.recordSeparator = recordSeparator
    request.keepsEveryLineVerbatim = keepsEveryLineVerbatim
    request.csv = csv
    request.sqliteTable = sqliteTable
    request.sql = sql
    request.follows = follows
    return request
  }

  /// Starts reading on another thread; the collection grows as records arrive. Holding for the
  /// first screen, loading pauses once the first records are in until the viewer has drawn them.
  func startStreaming(holdingForFirstScreen: Bool = false) -> any StreamingRecordCollection {
    var request = loadRequest
    request.holdsForFirstScreen = holdingForFirstScreen
    if let command {
      request.path = name
      request.descriptor =
        ShellProcess.outputDescriptor(of: command) { status in
          CascadeCommand.inputCommandStatus.withLock { $0 = status }
        }
        ?? DescriptorCopy.openEmptyInput()
    }
    return RecordLoader.startStreaming(request)
  }
}

extension CascadeCommand {
  /// The exit status of the input's command (fzf's default command), once it has ended.
  static let inputCommandStatus = ThreadLock<Int32?>(nil)

  /// The field names from the options, the standard ones where none are given (less any name an
  /// option gives to another role).
  var fieldMapping: FieldMapping {
    FieldMapping.standard(
      titleFields: titleFields.map(FieldMapping.names(from:)),
      textFields: textFields.map(FieldMapping.names(from:)),
      widthFields: widthFields.map(FieldMapping.names(from:)),
      heightFields: heightFields.map(FieldMapping.names(from:)),
      aspectFields: aspectFields.map(FieldMapping.names(from:)))
  }

  /// The file or stdin to read: FILE, or stdin for FILE '-' or input that is not a terminal; nil
  /// when cascade shows built-in cards (--demo, --demo-items, or no FILE and a terminal on stdin).
  var inputRequest: InputRequest? {
    if demoItems != nil || demo { return nil }
    if file == nil, let command = fzfDefaultCommand {
      return InputRequest(
        format: format?.format ?? .lines, fields: fieldMapping, recordSeparator: read0 ? 0 : 0x0A,
        keepsEveryLineVerbatim: true, command: command)
    }
    let readsStdin = file == "-" || (file == nil && !SystemEnvironment.isTerminal(DescriptorCopy.standardInput))
    let separator: UInt8 = read0 ? 0 : 0x0A
    let path = readsStdin ? nil : file
    if !readsStdin && file == nil { return nil }
    // Run as fzf, every line of stdin is an item, whatever it looks like (`{…}` is not a record).
    let fzfLines: InputFormat? = fzfArguments.fzf && readsStdin ? .lines : nil
    return InputRequest(
      path: path, format: format?.format ?? fzfLines, fields: fieldMapping, itemsPath: items,
      recordSeparator: separator,
      keepsEveryLineVerbatim: fzfArguments.fzf, csv: csvDialect,
      sqliteTable: tableArguments.table, sql: tableArguments.sql, follows: follow)
  }

  /// `--follow` reads a FILE that never ends: only the viewer can show it.
  func validateFollow() throws {
    guard follow else { return }
    if file == nil || file == "-" { throw ValidationError("--follow reads a FILE as it grows; give one.") }
    if dump || layoutJSON || filter != nil || sync || select1 || exit0 {
      throw ValidationError(
        "--follow keeps reading; it cannot be used with --dump, --layout-json, --filter, --sync, --select-1 or --exit-0."
      )
    }
  }

  /// Run as fzf with a terminal on stdin, fzf reads `FZF_DEFAULT_COMMAND`'s output, or (when it
  /// is unset or empty) the files below the current folder, as fzf's own default command lists them.
  var fzfDefaultCommand: String? {
    guard fzfArguments.fzf, SystemEnvironment.isTerminal(DescriptorCopy.standardInput) else { return nil }
    if let given = SystemEnvironment.value(of: "FZF_DEFAULT_COMMAND"), !given.isEmpty { return given }
    return
      #"command find -L . -mindepth 1 \( -path '*/\.*' -o -fstype 'sysfs' -o -fstype 'devfs' -o -fstype 'devtmpfs' -o -fstype 'proc' \) -prune -o -type f -print -o -type l -print 2> /dev/null | cut -b3-"#
  }

  /// The built-in cards, made at once: N generated cards or the demo collection.
  var builtInCollection: any RecordCollection {
    demoItems.map { SyntheticCollection(count: $0) } ?? DemoCollection()
  }

  /// What to show, all of it: the input read to its end, or the built-in cards (`--dump`,
  /// `--layout-json`).
  func loadCollection() throws(InputError) -> any RecordCollection {
    if let galleryPath { return try folderCollection(galleryPath) }
    guard let inputRequest else { return builtInCollection }
    let collection = inputRequest.startStreaming()
    collection.waitUntilFinished()
    if let failure = collection.progress.failure { throw failure }
    return collection
  }

  /// The fields cards show (`--fields`), and the fields that give title, text and size.
  var cardFields: CardFields {
    CardFields(mapping: fieldMapping, chosen: fields.map(FieldMapping.names(from:)))
  }
}
