// zlib, for deflating the pixels sent with the kitty graphics protocol (o=z).
#include <zlib.h>
