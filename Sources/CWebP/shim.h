// libwebp's simple decoding API (WebPDecodeRGBA, WebPFree) and, for tests, encoding.
#include <webp/decode.h>
#include <webp/encode.h>
