// The few terminal chores that must be C: signal handlers that may run in the middle of a crash can
// only touch static storage and async-signal-safe calls, which Swift 6 cannot express safely.
#ifndef CASCADE_CCASCADETERMINAL_H
#define CASCADE_CCASCADETERMINAL_H

#include <stddef.h>

/// Saves `fd`'s terminal modes and `reset` (at most 255 bytes), then installs handlers so the terminal
/// is put back on every way out of the process:
/// - SIGTERM, SIGHUP, SIGINT, SIGQUIT: write `reset` to `fd`, restore the modes, SIGKILL the children
///   noted in `CCascadeChildren`, `_exit(128 + signo)`.
///   A signal that was ignored when the guard was armed stays ignored.
/// - SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP: write `reset`, restore the modes, put back the
///   handler that was there before (the Swift runtime's backtracer, or the default) and re-raise.
/// - `exit()` without a disarm: an `atexit` hook does the same restore.
/// Call before curses changes the modes. Returns 0, or -1 when `fd` is not a terminal.
int cascade_terminal_guard_arm(int fd, const char *reset, size_t length);

/// Puts back the handlers found by `cascade_terminal_guard_arm`. Safe to call when not armed.
void cascade_terminal_guard_disarm(void);

/// Stops the process as a shell's Ctrl-Z would (SIGTSTP with its default action) and returns once the
/// shell continues it. Whatever SIGTSTP handler was installed is kept aside meanwhile.
void cascade_terminal_stop_process(void);

/// Adopts the user's locale (`setlocale(LC_ALL, "")`, needed before any wide character is drawn),
/// its character type C.UTF-8 when the locale's is not UTF-8 and the system has it, and returns 1
/// when the character set is then UTF-8, else 0.
int cascade_locale_adopt_user_locale(void);

/// Replaces the bytes the guard writes on the way out (at most 255), for a terminal whose state
/// changed after arming (an inline region that moved on a resize). Signals are blocked meanwhile,
/// so a handler never sees half of the new bytes. Does nothing when not armed.
void cascade_terminal_guard_set_reset(const char *reset, size_t length);

// MARK: - A vanished terminal

/// The exit status when the terminal goes away: 128 + SIGHUP, what a shell reports for a program
/// its terminal's hang-up ended, whether the signal came or was ignored (`nohup`).
enum { cascade_terminal_vanished_status = 129 };

/// Ends the process because its terminal is gone: SIGKILL to every child noted in
/// `CCascadeChildren`, then `_exit(129)`. Nothing is written to the terminal (there is none).
/// Async-signal-safe.
__attribute__((noreturn)) void cascade_terminal_vanished(void);

/// 1 when `fd`'s terminal has hung up (its pty closed, a modem line dropped): reads return end of
/// file and writes EIO from then on. Does not wait.
int cascade_terminal_has_hung_up(int fd);

/// Starts a thread that waits for `fd`'s terminal to hang up and then calls
/// `cascade_terminal_vanished()`, so the process ends within milliseconds whatever its other
/// threads are doing, SIGHUP or not. The thread polls a duplicate of `fd` for no event, so it
/// never takes input, and blocks every signal. Returns 0 (also when already watching), or -1.
int cascade_terminal_watch_start(int fd);

/// Stops the watch and waits for its thread to end, before the terminal is closed on purpose.
/// Safe to call when not watching.
void cascade_terminal_watch_stop(void);

// MARK: - Inline mode

/// The terminal's size from the kernel (TIOCGWINSZ); 0, or -1 when `fd` has none.
int cascade_terminal_size(int fd, int *rows, int *columns);

/// Asks the terminal where its cursor is (DSR, `ESC [ 6 n`) and returns its row, counted from 1, or
/// -1 when no answer came within `timeout_milliseconds`. Echo and line editing are off while it
/// waits and restored after; bytes typed before the answer are dropped.
int cascade_terminal_cursor_row(int fd, int timeout_milliseconds);

/// Writes all of `bytes` to `fd` (retrying short writes); 0, or -1 on failure.
int cascade_terminal_write(int fd, const char *bytes, size_t length);

// MARK: - One write for a frame

/// Sends what is written to `fd` (a descriptor of its own, not the one the guard restores) into
/// memory until `cascade_output_capture_end`, so output made of many small writes (curses writes
/// a frame a row at a time) reaches the terminal in one. SIGTSTP and SIGWINCH are blocked in the
/// calling thread meanwhile. Returns 0, or -1 with nothing changed.
int cascade_output_capture_begin(int fd);

/// Points `fd` at `terminal`'s file again, writes what was collected to `terminal` (one write(2)
/// when the kernel takes it whole) and unblocks the signals. Returns 0, or -1 when something
/// failed; the signals are unblocked either way.
int cascade_output_capture_end(int fd, int terminal);

#endif
