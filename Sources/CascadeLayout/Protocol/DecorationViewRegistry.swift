/// The classes of the decoration views a layout places, by kind (UIKit's
/// `register(_:forDecorationViewOfKind:)` on a layout). Decoration views belong to the layout, not the
/// data source: a layout that emits `.decorationView(kind)` attributes keeps one of these and the
/// collection view makes (and reuses) views of the registered class for them.
///
/// The classes are stored as `AnyObject.Type` because this module knows no views; the collection view
/// checks that a class is one of its reusable views when it makes one.
public final class DecorationViewRegistry {
  private var classes: [ElementKind: AnyObject.Type] = [:]

  /// An empty registry.
  public init() {}

  /// Registers `viewClass` for decoration views of `kind`; nil removes the registration. O(1).
  public func register(_ viewClass: AnyObject.Type?, forKind kind: ElementKind) {
    classes[kind] = viewClass
  }

  /// The class registered for `kind`, if any. O(1).
  public func viewClass(ofKind kind: ElementKind) -> AnyObject.Type? { classes[kind] }
}
