import CascadeCanvas

/// fzf 0.38's colour theme as `--color`, `--no-color`, `--no-256`, `--black` and `--no-bold` set it:
/// the colours and attributes the user gave for each of fzf's elements, over a base scheme
/// (`dark`, `light`, `16`, `bw`). `resolved()` fills what was left unset from the base as fzf's
/// `initTheme` does, and `FzfColors` turns that into the styles the list is drawn with.
public struct FzfTheme: Sendable, Equatable {
  /// One element's colour and attributes; nil where the spec left it to the base.
  public struct Entry: Sendable, Equatable {
    /// `-1` (the terminal's default) is `.terminalDefault`.
    public var color: Color?
    /// The attributes given (`bold`, `underline`…); nil where the spec gave none.
    public var attributes: TextAttributes?
    /// `regular`: fzf's `--bold` leaves this element alone.
    public var regular = false

    /// An entry with these parts; all nil: left to the base.
    public init(color: Color? = nil, attributes: TextAttributes? = nil, regular: Bool = false) {
      self.color = color
      self.attributes = attributes
      self.regular = regular
    }

    /// `self` over `base`: what `self` sets, else `base`'s.
    package func over(_ base: Entry) -> Entry {
      Entry(
        color: color ?? base.color, attributes: attributes ?? base.attributes,
        regular: attributes != nil ? regular : base.regular)
    }
  }

  /// fzf's element names, in its spec's spelling.
  public enum Element: String, Sendable, CaseIterable {
    /// Text, background and the preview's; `hl` the matches; `+` the current line's.
    case fg, bg, previewFg = "preview-fg", previewBg = "preview-bg", hl, currentFg = "fg+", currentBg = "bg+"
    /// The gutter, the current line's matches, the query line, the info line, frames and bars.
    case gutter, currentHl = "hl+", query, disabled, info, border, separator, scrollbar, label
    /// The preview's label, the prompt, the pointer, the marker, the spinner and the header.
    case previewLabel = "preview-label", prompt, pointer, marker, spinner, header
  }

  /// fzf's base schemes.
  public enum Base: String, Sendable, CaseIterable {
    /// fzf's 256-colour dark and light themes, its 16-colour one, and no colour.
    case dark, light, sixteen = "16", bw
  }

  /// The base the spec chose; nil: fzf's default for the terminal (`dark` on 256 colours).
  public var base: Base?
  /// What the spec set for each element.
  public var entries: [Element: Entry] = [:]
  /// `--black`: a black background.
  public var black = false
  /// fzf's `--bold` (its default): the current line, its match, the prompt, the query, the pointer
  /// and the spinner are bold.
  public var bold = true
  /// Whether the terminal shows 256 colours: with no base given, fzf's default is `dark` there
  /// and `16` elsewhere.
  public var terminalHas256Colors = true

  /// fzf's default theme: no base given, nothing set, bold.
  public init() {}

  /// Why a spec could not be read, in fzf's words: `invalid color specification: PART`.
  public struct InvalidSpec: Error, Equatable, CustomStringConvertible {
    /// The part of the spec that could not be read.
    public var part: String
    /// fzf's message for it.
    public var description: String { "invalid color specification: \(part)" }
  }

  /// Reads one `--color` value over what earlier ones set, as fzf 0.38's `parseTheme`: comma
  /// separated parts, each a base (which starts the theme again) or `NAME:COLOUR:ATTR…`, in any
  /// case. An empty value is fzf's empty theme again.
  public mutating func apply(_ spec: String) throws(InvalidSpec) {
    if spec.isEmpty {
      (base, entries) = (nil, [:])
      return
    }
    for part in spec.lowercased().split(separator: ",", omittingEmptySubsequences: false) {
      let part = String(part)
      if let base = part == "no" ? .bw : Base(rawValue: part) {
        (self.base, entries) = (base, [:])
        continue
      }
      let components = part.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
      guard components.count >= 2, let element = Element(rawValue: components[0] == "input" ? "query" : components[0])
      else { throw InvalidSpec(part: part) }
      var entry = entries[element] ?? Entry()
      for component in components.dropFirst() {
        guard Self.merge(component, into: &entry) else { throw InvalidSpec(part: part) }
      }
      entries[element] = entry
    }
  }

  /// One `:`-separated word of a spec merged into `entry`, as fzf's `mergeAttr`; false if it is
  /// neither a colour nor an attribute.
  private static func merge(_ word: String, into entry: inout Entry) -> Bool {
    let attribute: TextAttributes? =
      switch word {
      case "bold", "strong": .bold
      case "dim": .dim
      case "italic": .italic
      case "underline": .underline
      case "blink": .blink
      case "reverse": .reverse
      // No such attribute on Cascade's cells: accepted, drawn as regular text.
      case "strikethrough": []
      default: nil
      }
    if let attribute {
      entry.attributes = (entry.attributes ?? []).union(attribute)
      return true
    }
    if word == "regular" {
      (entry.attributes, entry.regular) = ([], true)
      return true
    }
    if word.isEmpty { return true }
    guard let color = color(word) else { return false }
    entry.color = color
    return true
  }

  package static let colorNames = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white", "bright-black", "bright-red",
    "bright-green", "bright-yellow", "bright-blue", "bright-magenta", "bright-cyan", "bright-white",
  ]

  /// A spec's colour: a name, `gray`/`grey`, `#rrggbb`, or -1…255.
  package static func color(_ word: String) -> Color? {
    if let index = colorNames.firstIndex(of: word) { return .ansi(UInt8(index)) }
    if word == "gray" || word == "grey" { return .ansi(8) }
    if word.hasPrefix("#"), word.count == 7 {
      let hex = word.dropFirst()
      guard hex.allSatisfy(\.isHexDigit), let value = Int(hex, radix: 16) else { return nil }
      // The backend shows it as the nearest of the 256 where the terminal has no 24-bit colour.
      return .rgb(red: UInt8(value >> 16), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
    }
    // fzf's Atoi: an optional sign and decimal digits.
    let digits = word.hasPrefix("-") || word.hasPrefix("+") ? word.dropFirst() : Substring(word)
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(word),
      (-1...255).contains(number)
    else { return nil }
    return number == -1 ? .terminalDefault : number < 16 ? .ansi(UInt8(number)) : .indexed(UInt8(number))
  }
}
