// SQLite's C API, read-only use: open, prepare, step, read columns.
#include <sqlite3.h>
