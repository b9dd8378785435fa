#ifndef CASCADE_VIDEO_POSTER_H
#define CASCADE_VIDEO_POSTER_H
#include <stdint.h>
#include <stddef.h>

/// What a video file says of itself, read by FFmpeg without decoding a frame.
typedef struct {
  /// The coded frame's size in pixels (before the turn), its sample aspect applied to the width.
  int width, height;
  /// The turn its display matrix asks for, in degrees clockwise: 0, 90, 180 or 270.
  int clockwiseTurn;
  /// Its length in seconds; negative when the container does not say.
  double duration;
} CascadeVideoInfo;

/// Fills `info` for the video at `path`; 0, or FFmpeg's negative error code.
int cascade_video_probe(const char *path, CascadeVideoInfo *info);

/// Decodes the frame `fraction` (0–1) of the way into the video at `path` (the key frame before it),
/// scaled to `width` × `height` RGBA pixels (before the turn) into `rgba`; 0, or FFmpeg's error.
int cascade_video_poster(const char *path, double fraction, int width, int height, uint8_t *rgba);

/// FFmpeg's text for `code`, into `buffer`.
void cascade_video_error(int code, char *buffer, size_t size);
#endif
