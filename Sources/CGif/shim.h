// giflib 5: DGifOpen with a read callback (decoding from memory) and DGifSlurp.
#include <gif_lib.h>
