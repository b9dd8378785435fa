// libjpeg-turbo's TurboJPEG API: header reading, scaled decoding (1/8 … 1), encoding for tests.
#include <turbojpeg.h>
