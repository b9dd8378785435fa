// The processes Cascade started (preview commands, `--bind` commands), kept where every way out of
// the process can reach them: a signal handler or a thread that finds the terminal gone runs no
// Swift, so the list is C static storage and the calls on it are async-signal-safe.
#ifndef CASCADE_CCASCADECHILDREN_H
#define CASCADE_CCASCADECHILDREN_H

#include <sys/types.h>

/// Notes a running child: `target` is a process id, or minus a process-group id for a child that
/// leads a group of its own (so everything it started goes too). Returns 0, or -1 when the list
/// (64 entries) is full, in which case the child is simply not ended on the way out.
int cascade_children_add(pid_t target);

/// Forgets `target` (as given to `cascade_children_add`). Call it before the child is reaped, so
/// its id is never signalled after the kernel could give it to another process.
void cascade_children_remove(pid_t target);

/// Waits for the child `pid` as `waitpid(pid, status, options)` does (`options`: 0 or `WNOHANG`),
/// forgetting `target` between its end and its reaping, so an id that the kernel may reuse is
/// never left in the list. Returns `pid` once reaped, 0 while it runs (`WNOHANG`), -1 with `errno`.
pid_t cascade_children_reap(pid_t pid, pid_t target, int *status, int options);

/// Sends SIGKILL to every child noted, for leaving the process at once (the terminal vanished, a
/// termination signal). Async-signal-safe: `kill(2)` and atomic loads only.
void cascade_children_kill_all(void);

#endif
