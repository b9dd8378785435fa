// libpng's simplified API (png_image_*). Its format constants are nested macros Swift cannot import.
#include <png.h>
static inline unsigned int cascade_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline unsigned int cascade_png_image_version(void) { return PNG_IMAGE_VERSION; }
