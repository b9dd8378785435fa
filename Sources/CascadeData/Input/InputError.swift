import CascadeSystem

/// Why an input could not be read, in the form the command prints to stderr before it exits with
/// status 2: `data.json:3:14: expected ',' or '}' in object`, or `cannot read 'x': No such file or
/// directory` when there is no position to point at.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The input's name as the user gave it, or "<stdin>".
  public var source: String
  /// The 1-based line of the error, nil when the input as a whole could not be read.
  public var line: Int?
  /// The 1-based column: Unicode scalars from the start of the line (a tab counts as one), nil when
  /// `line` is.
  public var column: Int?
  /// What is wrong, in words, without a position or a program name.
  public var reason: String

  /// An error in `source`, at `line` and `column` when known.
  public init(source: String, line: Int? = nil, column: Int? = nil, reason: String) {
    self.source = source
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// `source:line:column: reason`, or the reason alone without a position.
  public var description: String {
    guard let line, let column else { return reason }
    return "\(source):\(line):\(column): \(reason)"
  }
}

extension InputError {
  /// The error for a file that could not be opened or read, with the system's words for `errno`.
  static func unreadable(_ source: String, errno code: Int32) -> InputError {
    InputError(source: source, reason: "cannot read '\(source)': \(SystemError(code: code))")
  }

  /// Turns a scanner's byte offset into a line and column of `bytes`.
  ///
  /// Counting happens only here, once per reported error, so valid input pays nothing for it.
  /// - Complexity: O(offset).
  init(_ error: JSONSyntaxError, in bytes: [UInt8], source: String) {
    self = bytes.withUnsafeBufferPointer { InputError(error, in: $0, source: source) }
  }

  /// As above, for bytes kept elsewhere; an error with a negative offset concerns the input as a
  /// whole and gets no position.
  init(_ error: JSONSyntaxError, in bytes: UnsafeBufferPointer<UInt8>, source: String) {
    guard error.offset >= 0 else {
      self.init(source: source, reason: "\(source): \(error.reason)")
      return
    }
    let position = InputPosition(of: error.offset, in: bytes)
    self.init(source: source, line: position.line, column: position.column, reason: error.reason)
  }
}
