import CascadeData
import CascadeLayout

/// Finds the picture a record names: a field whose value is a local image file (`image`,
/// `thumbnail`, `thumb`, `src`, `path`, `file`, or the names `--image-field` gives), or, for a record
/// without fields (a text line), the line itself when it is a picture file's path. A relative path
/// is resolved against the input file's folder (the working folder for stdin).
public struct PictureLocator: Hashable, Sendable {
  /// The standard field names, first present wins.
  public static let standardFieldNames = ["image", "thumbnail", "thumb", "src", "path", "file"]

  /// Field names, compared without case.
  public var fieldNames: [String]
  /// The folder relative paths are resolved against; nil leaves them relative to the working folder.
  public var baseDirectory: String?

  /// A locator trying `fieldNames` in order, resolving relative paths against `baseDirectory`.
  public init(fieldNames: [String] = PictureLocator.standardFieldNames, baseDirectory: String? = nil) {
    self.fieldNames = fieldNames.map { $0.lowercased() }
    self.baseDirectory = baseDirectory
  }

  /// The picture `record` names, or nil. Only names with a picture extension count, so a `path`
  /// field naming a text file or a line of prose is never opened.
  /// - Complexity: O(fields × names).
  public func source(for record: Record) -> PictureSource? {
    if record.fields.isEmpty {
      let line = record.original.trimmingTrailingNewline
      return PictureFormat.hasPictureExtension(line) ? .file(resolve(line)) : nil
    }
    for name in fieldNames {
      if let field = record.fields.first(where: { $0.key.lowercased() == name }),
        PictureFormat.hasPictureExtension(field.value)
      {
        return .file(resolve(field.value))
      }
    }
    return nil
  }

  /// `path` made absolute against `baseDirectory`; `~/` is the home folder.
  public func resolve(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    if path.hasPrefix("~/"), let home = PictureLocator.homeDirectory { return home + path.dropFirst(1) }
    guard let base = baseDirectory, !base.isEmpty else { return path }
    return base.hasSuffix("/") ? base + path : base + "/" + path
  }

  private static var homeDirectory: String? {
    getenv("HOME").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The folder holding `file` (`.` for a bare name), for resolving the paths inside it.
  public static func folder(of file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "." }
    return slash == file.startIndex ? "/" : String(file[..<slash])
  }
}

extension String {
  fileprivate var trimmingTrailingNewline: String {
    var text = self
    while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
    return text
  }
}

#if canImport(Glibc)
  import Glibc
#endif
