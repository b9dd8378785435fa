// ncurses as Swift 6 sees it. SwiftPM drops pkg-config's -D_XOPEN_SOURCE=600, so the wide-character
// API (cchar_t, setcchar, wadd_wch, wget_wch) is switched on here. Swift 6 refuses curses' mutable
// globals (stdscr, LINES, COLS, COLORS, COLOR_PAIRS) and cannot import function-like macros
// (A_BOLD, COLOR_PAIR, KEY_F, the mouse masks): the static inline wrappers below stand in for them.
#ifndef CASCADE_CNCURSESW_SHIM_H
#define CASCADE_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>

// MARK: - Globals

static inline WINDOW *cascade_stdscr(void) { return stdscr; }
static inline WINDOW *cascade_curscr(void) { return curscr; }
static inline int cascade_lines(void) { return LINES; }
static inline int cascade_cols(void) { return COLS; }
/// Valid after start_color().
static inline int cascade_colors(void) { return COLORS; }
/// Valid after start_color().
static inline int cascade_color_pairs(void) { return COLOR_PAIRS; }

static inline int cascade_getmaxy(const WINDOW *window) { return getmaxy(window); }
static inline int cascade_getmaxx(const WINDOW *window) { return getmaxx(window); }
static inline int cascade_getbegy(const WINDOW *window) { return getbegy(window); }
static inline int cascade_getbegx(const WINDOW *window) { return getbegx(window); }

// MARK: - Attributes and colours

static inline attr_t cascade_a_normal(void) { return A_NORMAL; }
static inline attr_t cascade_a_bold(void) { return A_BOLD; }
static inline attr_t cascade_a_dim(void) { return A_DIM; }
static inline attr_t cascade_a_reverse(void) { return A_REVERSE; }
static inline attr_t cascade_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cascade_a_italic(void) { return A_ITALIC; }
static inline attr_t cascade_a_blink(void) { return A_BLINK; }
static inline attr_t cascade_color_pair(int pair) { return (attr_t)COLOR_PAIR(pair); }

/// Defines pair `pair` with colour numbers as ints: 24-bit colours with direct colour, and pairs
/// beyond a short's range (ncurses 6.1's extended colours).
static inline int cascade_init_pair(int pair, int foreground, int background) {
  return init_extended_pair(pair, foreground, background);
}

/// Undefines every colour pair at once (ncurses 6.1), so the next definitions are first ones:
/// redefining a pair one by one makes ncurses rescan the screen each time.
static inline void cascade_reset_color_pairs(void) { reset_color_pairs(); }

/// setcchar with the pair as an int: ncurses takes an extended pair number through `opts`, which
/// overrides the short argument.
static inline int cascade_setcchar(cchar_t *character, const wchar_t *text, attr_t attributes, int pair) {
  return setcchar(character, text, attributes, (short)(pair > 0x7fff ? 0 : pair), &pair);
}

// MARK: - Width

/// The width curses assumes for a character (it moves its cursor by this). glibc declares wcwidth only
/// under _XOPEN_SOURCE, which SwiftPM drops, so it is declared here.
static inline int cascade_wcwidth(wchar_t character) {
  extern int wcwidth(wchar_t);
  return wcwidth(character);
}

// MARK: - Capabilities

/// True when the current terminal description can move the cursor (it has `cup`). tigetstr returns
/// NULL for an absent capability and (char *)-1 for a name that is not a string capability.
static inline int cascade_can_move_cursor(void) {
  const char *cup = tigetstr("cup");
  return cup != NULL && cup != (const char *)-1;
}

/// The current terminal's string capability `name`, or NULL when it has none.
static inline const char *cascade_string_capability(const char *name) {
  const char *value = tigetstr(name);
  return value == (const char *)-1 ? NULL : value;
}

// MARK: - Keys

static inline int cascade_key_f(int n) { return KEY_F(n); }

// MARK: - Mouse

static inline mmask_t cascade_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cascade_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t cascade_button1_clicked(void) { return BUTTON1_CLICKED; }
/// The wheel turned up (towards the user's screen top).
static inline mmask_t cascade_button4_pressed(void) { return BUTTON4_PRESSED; }
/// The wheel turned down.
static inline mmask_t cascade_button5_pressed(void) { return BUTTON5_PRESSED; }

#endif
