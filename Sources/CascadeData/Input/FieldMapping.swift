/// Which object fields give a record its title, text and picture size.
///
/// Each role has a list of field names; the first name in the list that an object has wins (a field
/// whose value is `null` counts as absent). The command's options (`--title-field caption`) replace a
/// list, and the names they give leave the other roles' standard lists (`standard(titleFields:…)`). Only top-level fields are read; a nested value used as a title or text is shown as its
/// compact JSON text, as is a number or boolean (`"title": 42` shows `42`).
///
/// When no title field is present, the title is the object's first string field that no role uses;
/// failing that it is empty if the object has text, else the object's compact JSON, so a card is
/// never blank.
///
/// Sizes: `width` and `height` fields (numbers, or strings holding numbers) give the aspect ratio
/// height / width. Failing a usable pair, an `aspect` field is read as height / width directly (2
/// is a portrait picture twice as tall as wide). Zero, negative, non-finite or missing sizes mean
/// "no size", and the card sizes itself from its text; extreme ratios are clamped into
/// `Record.aspectRatioRange`.
public struct FieldMapping: Hashable, Sendable {
  /// Fields for the title, the first present wins.
  public var titleFields: [String]
  /// Fields for the body text, the first present wins.
  public var textFields: [String]
  /// Fields for a picture's width, the first usable wins.
  public var widthFields: [String]
  /// Fields for a picture's height, the first usable wins.
  public var heightFields: [String]
  /// Fields for height / width directly, read when no width and height pair is usable.
  public var aspectFields: [String]

  /// A mapping; each list defaults to the field names `standard` uses.
  public init(
    titleFields: [String] = ["title", "name"],
    textFields: [String] = ["subtitle", "description", "body"],
    widthFields: [String] = ["w", "width"],
    heightFields: [String] = ["h", "height"],
    aspectFields: [String] = ["aspect"]
  ) {
    self.titleFields = titleFields
    self.textFields = textFields
    self.widthFields = widthFields
    self.heightFields = heightFields
    self.aspectFields = aspectFields
  }

  /// title | name; subtitle | description | body; w | width; h | height; aspect.
  public static let standard = FieldMapping()

  /// The standard mapping with the lists given (the command's field options) in place of the
  /// standard ones. A name given for one role is dropped from the standard lists of the others:
  /// `--text-field name` must make `name` the text, yet left in the title's standard list it would
  /// fill the title first (a name fills the first role listing it) and the option would do nothing.
  /// - Complexity: O(total names × given names).
  public static func standard(
    titleFields: [String]? = nil, textFields: [String]? = nil, widthFields: [String]? = nil,
    heightFields: [String]? = nil, aspectFields: [String]? = nil
  ) -> FieldMapping {
    let given = [titleFields, textFields, widthFields, heightFields, aspectFields].compactMap { $0 }.joined()
    func list(_ explicit: [String]?, _ standard: [String]) -> [String] {
      explicit ?? standard.filter { !given.contains($0) }
    }
    return FieldMapping(
      titleFields: list(titleFields, Self.standard.titleFields),
      textFields: list(textFields, Self.standard.textFields),
      widthFields: list(widthFields, Self.standard.widthFields),
      heightFields: list(heightFields, Self.standard.heightFields),
      aspectFields: list(aspectFields, Self.standard.aspectFields))
  }

  /// The field names in a command-line value such as `caption,label`: split at commas, spaces
  /// around names dropped, empty names left out, so `--title-field caption,label` tries `caption`
  /// first, then `label`.
  /// - Complexity: O(length of `argument`).
  public static func names(from argument: String) -> [String] {
    argument.split(separator: ",").map { String(String($0).trimmingSpaces) }.filter { !$0.isEmpty }
  }
}
