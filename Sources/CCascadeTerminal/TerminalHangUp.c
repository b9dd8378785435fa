// pipe2
#define _GNU_SOURCE

#include "CCascadeTerminal.h"

#include <CCascadeChildren.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

// Touched only by the thread that starts and stops the watch (the session's), and read by the
// watching thread between the two.
static pthread_t watcher;
static int watching = 0;
static int watched_fd = -1;
static int stop_pipe[2] = {-1, -1};

void cascade_terminal_vanished(void) {
  cascade_children_kill_all();
  _exit(cascade_terminal_vanished_status);
}

int cascade_terminal_has_hung_up(int fd) {
  struct pollfd terminal = {.fd = fd, .events = 0, .revents = 0};
  int ready;
  do ready = poll(&terminal, 1, 0);
  while (ready < 0 && errno == EINTR);
  return ready > 0 && (terminal.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0;
}

// Asks for no event: a hung-up terminal reports POLLHUP and POLLERR whatever was asked, and
// keys typed meanwhile neither wake this thread nor are taken from the session.
static void *watch_terminal(void *unused) {
  (void)unused;
  struct pollfd descriptors[2] = {
    {.fd = watched_fd, .events = 0, .revents = 0},
    {.fd = stop_pipe[0], .events = POLLIN, .revents = 0},
  };
  for (;;) {
    int ready = poll(descriptors, 2, -1);
    if (ready < 0) {
      if (errno == EINTR) continue;
      return NULL;
    }
    if (descriptors[1].revents != 0) return NULL;
    if (descriptors[0].revents & (POLLHUP | POLLERR | POLLNVAL)) cascade_terminal_vanished();
  }
}

static void close_watch_descriptors(void) {
  for (int i = 0; i < 2; i++) {
    if (stop_pipe[i] >= 0) close(stop_pipe[i]);
    stop_pipe[i] = -1;
  }
  if (watched_fd >= 0) close(watched_fd);
  watched_fd = -1;
}

int cascade_terminal_watch_start(int fd) {
  if (watching) return 0;
  if (pipe2(stop_pipe, O_CLOEXEC) != 0) return -1;
  // A copy of its own, so the session closing the terminal never leaves this thread polling a
  // descriptor number that something else may reuse.
  watched_fd = fcntl(fd, F_DUPFD_CLOEXEC, 0);
  if (watched_fd < 0) {
    close_watch_descriptors();
    return -1;
  }
  // Every signal blocked in the new thread (it inherits the mask): SIGWINCH must interrupt the
  // main thread's wait for a key, and the guard's handlers run on the threads that work.
  sigset_t all, previous;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, &previous);
  int failed = pthread_create(&watcher, NULL, watch_terminal, NULL);
  pthread_sigmask(SIG_SETMASK, &previous, NULL);
  if (failed) {
    close_watch_descriptors();
    return -1;
  }
  watching = 1;
  return 0;
}

void cascade_terminal_watch_stop(void) {
  if (!watching) return;
  char byte = 0;
  while (write(stop_pipe[1], &byte, 1) < 0 && errno == EINTR) {}
  pthread_join(watcher, NULL);
  close_watch_descriptors();
  watching = 0;
}
