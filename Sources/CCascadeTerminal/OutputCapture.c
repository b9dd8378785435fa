// memfd_create, dup3
#define _GNU_SOURCE

#include "CCascadeTerminal.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

// Touched only by the thread that draws (the session's), between a begin and its end.
static int capture_file = -1;
static sigset_t capture_saved_mask;

int cascade_output_capture_begin(int fd) {
  if (capture_file >= 0) return -1;
  int file = memfd_create("cascade-frame", MFD_CLOEXEC);
  if (file < 0) return -1;
  // curses' Ctrl-Z handler would end curses mode through `fd`, into memory, and leave the
  // terminal as the program set it while stopped; its resize handler only marks a resize. Both
  // wait for the end, when `fd` is the terminal again.
  sigset_t blocked;
  sigemptyset(&blocked);
  sigaddset(&blocked, SIGTSTP);
  sigaddset(&blocked, SIGWINCH);
  pthread_sigmask(SIG_BLOCK, &blocked, &capture_saved_mask);
  if (dup3(file, fd, O_CLOEXEC) < 0) {
    pthread_sigmask(SIG_SETMASK, &capture_saved_mask, NULL);
    close(file);
    return -1;
  }
  capture_file = file;
  return 0;
}

int cascade_output_capture_end(int fd, int terminal) {
  if (capture_file < 0) return -1;
  int file = capture_file;
  capture_file = -1;
  int result = dup3(terminal, fd, O_CLOEXEC) < 0 ? -1 : 0;
  off_t size = lseek(file, 0, SEEK_END);
  if (size > 0) {
    // Mapped rather than read back: one write(2) straight from the file's pages.
    void *bytes = mmap(NULL, (size_t)size, PROT_READ, MAP_PRIVATE, file, 0);
    if (bytes == MAP_FAILED) {
      result = -1;
    } else {
      if (cascade_terminal_write(terminal, bytes, (size_t)size) != 0) result = -1;
      munmap(bytes, (size_t)size);
    }
  } else if (size < 0) {
    result = -1;
  }
  close(file);
  pthread_sigmask(SIG_SETMASK, &capture_saved_mask, NULL);
  return result;
}
