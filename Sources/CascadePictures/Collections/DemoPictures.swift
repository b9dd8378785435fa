import CascadeData
import CascadeLayout

/// The pictures of the demo collection: every card with a picture size gets a picture made in
/// code, its scene chosen by the section (mountains for mountains, a skyline for cities …) and its
/// sky by the card, the same on every run.
public enum DemoPictures {
  /// The picture for the demo card at `indexPath`, or nil for a text card.
  public static func source(for record: Record, at indexPath: IndexPath) -> PictureSource? {
    guard record.aspectRatio != nil else { return nil }
    let scenes: [GeneratedPicture.Scene] = [.mountains, .city, .hills, .sea, .hills, .sea]
    let scene = scenes[indexPath.section % scenes.count]
    let seed = UInt64(indexPath.section) << 32 | UInt64(indexPath.item)
    return .generated(GeneratedPicture(seed: seed &* 0x2545_F491_4F6C_DD1D, scene: scene))
  }
}
