#include "CCascadeTerminal.h"

#include <CCascadeChildren.h>

#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

enum { reset_capacity = 256, alternate_stack_size = 64 * 1024 };

static const int exit_signals[] = {SIGTERM, SIGHUP, SIGINT, SIGQUIT};
static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

// Written only while no handler is installed (arm and disarm), read by the handlers.
static volatile sig_atomic_t armed = 0;
static int tty_fd = -1;
static struct termios saved_modes;
static char reset_bytes[reset_capacity];
static size_t reset_length = 0;
static struct sigaction previous_exit_actions[COUNT(exit_signals)];
static struct sigaction previous_crash_actions[COUNT(crash_signals)];
static int at_exit_registered = 0;
// A stack overflow leaves no stack for the handler: crash handlers run on this one.
static char alternate_stack[alternate_stack_size];

/// Async-signal-safe: write(2) and tcsetattr(3) only.
static void restore_terminal(void) {
  if (!armed || tty_fd < 0) return;
  size_t written = 0;
  while (written < reset_length) {
    ssize_t n = write(tty_fd, reset_bytes + written, reset_length - written);
    if (n <= 0) break;
    written += (size_t)n;
  }
  tcsetattr(tty_fd, TCSANOW, &saved_modes);
}

static void handle_exit_signal(int signo) {
  restore_terminal();
  // A preview runs in a process group of its own, which no terminal signal reaches.
  cascade_children_kill_all();
  _exit(128 + signo);
}

static void handle_crash_signal(int signo) {
  restore_terminal();
  armed = 0;
  struct sigaction fallback;
  memset(&fallback, 0, sizeof fallback);
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  const struct sigaction *next = &fallback;
  for (size_t i = 0; i < COUNT(crash_signals); i++) {
    if (crash_signals[i] != signo) continue;
    // An ignored crash signal would return into the faulting instruction forever.
    if (previous_crash_actions[i].sa_handler != SIG_IGN) next = &previous_crash_actions[i];
  }
  sigaction(signo, next, NULL);
  // Blocked until this handler returns, then delivered to `next`.
  raise(signo);
}

static void restore_at_exit(void) {
  restore_terminal();
}

int cascade_terminal_guard_arm(int fd, const char *reset, size_t length) {
  if (armed) cascade_terminal_guard_disarm();
  if (tcgetattr(fd, &saved_modes) != 0) return -1;
  tty_fd = fd;
  reset_length = length < reset_capacity ? length : reset_capacity - 1;
  memcpy(reset_bytes, reset, reset_length);

  stack_t current_stack;
  if (sigaltstack(NULL, &current_stack) == 0 && (current_stack.ss_flags & SS_DISABLE)) {
    stack_t stack = {.ss_sp = alternate_stack, .ss_size = sizeof alternate_stack, .ss_flags = 0};
    sigaltstack(&stack, NULL);
  }

  struct sigaction action;
  memset(&action, 0, sizeof action);
  sigfillset(&action.sa_mask);
  action.sa_handler = handle_exit_signal;
  for (size_t i = 0; i < COUNT(exit_signals); i++) {
    sigaction(exit_signals[i], NULL, &previous_exit_actions[i]);
    if (previous_exit_actions[i].sa_handler == SIG_IGN) continue;
    sigaction(exit_signals[i], &action, NULL);
  }
  action.sa_handler = handle_crash_signal;
  action.sa_flags = SA_ONSTACK;
  for (size_t i = 0; i < COUNT(crash_signals); i++) {
    sigaction(crash_signals[i], &action, &previous_crash_actions[i]);
  }

  if (!at_exit_registered) at_exit_registered = atexit(restore_at_exit) == 0;
  armed = 1;
  return 0;
}

void cascade_terminal_guard_disarm(void) {
  if (!armed) return;
  armed = 0;
  for (size_t i = 0; i < COUNT(exit_signals); i++) {
    sigaction(exit_signals[i], &previous_exit_actions[i], NULL);
  }
  for (size_t i = 0; i < COUNT(crash_signals); i++) {
    sigaction(crash_signals[i], &previous_crash_actions[i], NULL);
  }
  tty_fd = -1;
}

void cascade_terminal_stop_process(void) {
  struct sigaction stop, previous;
  memset(&stop, 0, sizeof stop);
  stop.sa_handler = SIG_DFL;
  sigemptyset(&stop.sa_mask);
  sigaction(SIGTSTP, &stop, &previous);
  sigset_t tstp, previous_mask;
  sigemptyset(&tstp);
  sigaddset(&tstp, SIGTSTP);
  sigprocmask(SIG_UNBLOCK, &tstp, &previous_mask);
  raise(SIGTSTP);
  sigprocmask(SIG_SETMASK, &previous_mask, NULL);
  sigaction(SIGTSTP, &previous, NULL);
}

static int cascade_locale_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

int cascade_locale_adopt_user_locale(void) {
  setlocale(LC_ALL, "");
  if (cascade_locale_is_utf8()) return 1;
  // No UTF-8 in the environment (env -i, cron, a bare ssh session): characters are still drawn as
  // UTF-8, as fzf draws them, when the system has C.UTF-8; only the character type changes.
  if (setlocale(LC_CTYPE, "C.UTF-8") != NULL) return cascade_locale_is_utf8();
  return 0;
}

void cascade_terminal_guard_set_reset(const char *reset, size_t length) {
  if (!armed) return;
  sigset_t all, previous;
  sigfillset(&all);
  sigprocmask(SIG_BLOCK, &all, &previous);
  reset_length = length < reset_capacity ? length : reset_capacity - 1;
  memcpy(reset_bytes, reset, reset_length);
  sigprocmask(SIG_SETMASK, &previous, NULL);
}
