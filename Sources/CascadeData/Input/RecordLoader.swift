/// Reads a collection from a file, stdin or bytes in memory. Never writes to its input.
///
/// The command decides where input comes from (a path, `-`, or stdin when it is piped) and prints
/// a thrown `InputError` to stderr before exiting with status 2.
public enum RecordLoader {
  /// Reads `path` (stdin when nil or "-") and makes its records, in `format` (nil: detected from the
  /// content) with the card parts named by `fields`.
  public static func load(
    path: String?, format: InputFormat? = nil, fields: FieldMapping = .standard
  ) throws(InputError) -> LoadedCollection {
    let input = try InputFile.contents(of: path)
    return try load(data: input.bytes, name: input.name, format: format, fields: fields)
  }

  /// Reads an open file descriptor to its end (the command's stdin, or a pipe) and makes its
  /// records; `name` is what messages call the input. The descriptor is left open.
  public static func load(
    descriptor: Int32, name: String, format: InputFormat? = nil, fields: FieldMapping = .standard
  ) throws(InputError) -> LoadedCollection {
    let input = try InputFile.contents(of: descriptor, name: name)
    return try load(data: input.bytes, name: input.name, format: format, fields: fields)
  }

  /// Makes the records of `data`, an input called `name` in messages, in `format` (nil: detected with
  /// `InputFormat.detect(_:)`) with the card parts named by `fields`.
  /// - Complexity: O(data.count).
  public static func load(
    data: [UInt8], name: String, format: InputFormat? = nil, fields: FieldMapping = .standard
  ) throws(InputError) -> LoadedCollection {
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
      throw InputError(source: name, line: 1, column: 1, reason: "UTF-16 input is not supported; convert it to UTF-8")
    }
    let format = format ?? InputFormat.detect(data)
    let matcher = FieldMatcher(fields)
    let result: Result<[Record], JSONSyntaxError> = data.withUnsafeBufferPointer { buffer in
      do throws(JSONSyntaxError) {
        switch format {
        case .json: return .success(try readJSONArray(buffer, matcher: matcher))
        case .ndjson: return .success(try readNDJSON(buffer, matcher: matcher))
        case .lines: return .success(readLines(buffer))
        }
      } catch {
        return .failure(error)
      }
    }
    switch result {
    case .success(let records): return LoadedCollection(name: name, format: format, records: records)
    case .failure(let error): throw InputError(error, in: data, source: name)
    }
  }
}
