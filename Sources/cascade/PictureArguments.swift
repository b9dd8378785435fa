import ArgumentParser
import CascadePictures

/// Options for pictures beyond the cards' own: the shared thumbnail cache on disk.
struct PictureArguments: ParsableArguments {
  @Flag(name: .customLong("no-thumbnail-cache"), help: "Neither read nor write the thumbnail cache file managers share ($XDG_CACHE_HOME/thumbnails); pictures are decoded every time.")
  var noThumbnailCache = false

  /// The user's thumbnail cache, unless `--no-thumbnail-cache`.
  var thumbnails: FreedesktopThumbnails? { noThumbnailCache ? nil : FreedesktopThumbnails.forUser() }
}
