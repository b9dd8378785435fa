// libheif: HEIC/HEIF (HEVC) and AVIF (AV1) pictures, decoded with irot/imir/clap applied, their
// embedded thumbnails and EXIF blocks; encoding, for tests.
#include <libheif/heif.h>
