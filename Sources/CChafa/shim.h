// libchafa: pictures as character cells (symbols with foreground and background colours). Its
// header includes glib's, whose include paths pkg-config gives.
#include <chafa.h>
