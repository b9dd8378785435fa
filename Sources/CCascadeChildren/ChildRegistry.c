#include "CCascadeChildren.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <stdatomic.h>

enum { capacity = 64 };

// 0 is a free slot. Lock-free atomics, so a signal handler may read them while a thread writes.
static _Atomic pid_t targets[capacity];

int cascade_children_add(pid_t target) {
  if (target == 0) return -1;
  for (int i = 0; i < capacity; i++) {
    pid_t expected = 0;
    if (atomic_compare_exchange_strong(&targets[i], &expected, target)) return 0;
  }
  return -1;
}

void cascade_children_remove(pid_t target) {
  if (target == 0) return;
  for (int i = 0; i < capacity; i++) {
    pid_t expected = target;
    if (atomic_compare_exchange_strong(&targets[i], &expected, 0)) return;
  }
}

void cascade_children_kill_all(void) {
  for (int i = 0; i < capacity; i++) {
    pid_t target = atomic_load(&targets[i]);
    if (target != 0) kill(target, SIGKILL);
  }
}

pid_t cascade_children_reap(pid_t pid, pid_t target, int *status, int options) {
  siginfo_t info;
  memset(&info, 0, sizeof info);
  // WNOWAIT: the child stays a zombie, its id still its own, until it is forgotten.
  if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT | options) != 0) return -1;
  if (info.si_pid != pid) return 0;
  cascade_children_remove(target);
  pid_t reaped;
  do reaped = waitpid(pid, status, 0);
  while (reaped < 0 && errno == EINTR);
  return reaped;
}
