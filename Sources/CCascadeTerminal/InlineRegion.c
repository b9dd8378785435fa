#include "CCascadeTerminal.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

int cascade_terminal_size(int fd, int *rows, int *columns) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return -1;
  *rows = size.ws_row;
  *columns = size.ws_col;
  return 0;
}

static long milliseconds_now(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return now.tv_sec * 1000L + now.tv_nsec / 1000000L;
}

static int write_all(int fd, const char *bytes, size_t length) {
  size_t written = 0;
  while (written < length) {
    ssize_t n = write(fd, bytes + written, length - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return -1;
    written += (size_t)n;
  }
  return 0;
}

int cascade_terminal_cursor_row(int fd, int timeout_milliseconds) {
  struct termios saved, quiet;
  if (tcgetattr(fd, &saved) != 0) return -1;
  quiet = saved;
  // No echo of the answer, and bytes as they come rather than by line.
  quiet.c_lflag &= ~(ICANON | ECHO);
  quiet.c_cc[VMIN] = 0;
  quiet.c_cc[VTIME] = 0;
  if (tcsetattr(fd, TCSANOW, &quiet) != 0) return -1;
  int row = -1;
  if (write_all(fd, "\033[6n", 4) == 0) {
    // The answer is ESC [ row ; column R; anything typed before it is skipped.
    char answer[64];
    size_t length = 0;
    long deadline = milliseconds_now() + timeout_milliseconds;
    while (row < 0) {
      long left = deadline - milliseconds_now();
      if (left <= 0) break;
      struct pollfd poller = {.fd = fd, .events = POLLIN};
      int ready = poll(&poller, 1, (int)left);
      if (ready < 0 && errno == EINTR) continue;
      if (ready <= 0) break;
      char byte;
      ssize_t n = read(fd, &byte, 1);
      if (n <= 0) continue;
      if (byte == '\033') length = 0;
      if (length < sizeof answer - 1) answer[length++] = byte;
      if (byte == 'R' && length > 2 && answer[0] == '\033' && answer[1] == '[') {
        int value = 0, digits = 0;
        for (size_t i = 2; i < length && answer[i] >= '0' && answer[i] <= '9'; i++, digits++) {
          value = value * 10 + (answer[i] - '0');
        }
        if (digits > 0 && answer[2 + digits] == ';') row = value;
        length = 0;
      }
    }
  }
  tcsetattr(fd, TCSANOW, &saved);
  return row;
}

int cascade_terminal_write(int fd, const char *bytes, size_t length) {
  return write_all(fd, bytes, length);
}
