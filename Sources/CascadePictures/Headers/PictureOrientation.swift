/// How a picture's stored pixels are turned to stand upright: EXIF's `Orientation` values 1–8
/// (TIFF 6.0), which cameras and phones write instead of turning the pixels. A phone's portrait is
/// usually landscape pixels with `rightTop` (6): shown, its pixels are turned 90° clockwise.
///
/// Each case names where the stored first row and first column end up: `rightTop` puts the
/// stored top row on the right and the stored left column at the top.
public enum PictureOrientation: Int, CaseIterable, Hashable, Sendable {
  /// 1: as stored.
  case topLeft = 1
  /// 2: mirrored left to right.
  case topRight = 2
  /// 3: turned 180°.
  case bottomRight = 3
  /// 4: mirrored top to bottom.
  case bottomLeft = 4
  /// 5: mirrored along the main diagonal (rows become columns).
  case leftTop = 5
  /// 6: turned 90° clockwise.
  case rightTop = 6
  /// 7: mirrored along the other diagonal.
  case rightBottom = 7
  /// 8: turned 90° counter-clockwise.
  case leftBottom = 8

  /// The stored pixels as they are: no EXIF orientation, or value 1.
  public static let up = PictureOrientation.topLeft

  /// True when the upright picture's width is the stored height (values 5–8).
  public var swapsAxes: Bool { rawValue >= 5 }

  /// The stored pixel shown at upright (`x`, `y`), for stored pixels `width` × `height`.
  /// - Complexity: O(1).
  public func storedPoint(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
    switch self {
    case .topLeft: return (x, y)
    case .topRight: return (width - 1 - x, y)
    case .bottomRight: return (width - 1 - x, height - 1 - y)
    case .bottomLeft: return (x, height - 1 - y)
    case .leftTop: return (y, x)
    case .rightTop: return (y, height - 1 - x)
    case .rightBottom: return (width - 1 - y, height - 1 - x)
    case .leftBottom: return (width - 1 - y, x)
    }
  }
}
