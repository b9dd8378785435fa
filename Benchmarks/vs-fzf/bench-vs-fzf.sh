#!/usr/bin/env bash
# `make bench-vs-fzf`: cascade and fzf given the same NDJSON bytes through a pipe, each in a 120x40
# tmux pane, in the same run. Measured as a user feels it:
#   first_frame_ms  from the start of the pipeline to the first screen that shows an item
#                   (the first record's title on screen);
#   loaded_ms       from the start to the screen that counts every record as loaded
#                   (cascade: "of 1,000,000" with no "loading"; fzf: "1000000/1000000");
#   peak_mb         the program's VmHWM from /proc once it has loaded everything.
# Each figure is the median of RUNS runs (default 3; 1 at 10M). The last lines are machine-readable:
#   vs-fzf first_frame_ms cascade=<n> fzf=<n> ratio=<n>   (and loaded_ms, peak_mb; vs-fzf-10m for 10M)
set -euo pipefail
cd "$(dirname "$0")/../.."

RUNS=${RUNS:-3}
RUNS_10M=${RUNS_10M:-1}
SIZES=${SIZES:-"1000000 10000000"}
WORK=${WORK:-.build/bench-vs-fzf}
SOCKET=cascade-vs-fzf-$$
TIMEOUT_S=${TIMEOUT_S:-180}
mkdir -p "$WORK"

command -v tmux >/dev/null || { echo "bench-vs-fzf needs tmux (make test's dependency script installs it)" >&2; exit 2; }
FZF=$(command -v fzf || true)
[ -n "$FZF" ] || { echo "bench-vs-fzf needs fzf: apt-get install fzf" >&2; exit 2; }
# CASCADE=path compares another build (say, the one before a change) without rebuilding.
CASCADE=${CASCADE:-$(swift build -c release --show-bin-path)/cascade}
[ -x "$CASCADE" ] || { echo "no release build at $CASCADE: run swift build -c release --product cascade" >&2; exit 2; }

# N lines of about 95 bytes, as a JSON API's export would have them; the same file feeds both programs.
generate() {
  local n=$1 file=$2
  [ -s "$file" ] && [ "$(wc -l < "$file")" -eq "$n" ] && return 0
  awk -v n="$n" 'BEGIN {
    srand(7)
    for (i = 0; i < n; i++) {
      w = 320 + int(rand() * 960); h = 240 + int(rand() * 1200)
      printf("{\"title\": \"T%07d\", \"subtitle\": \"card %07d of the set\", \"w\": %d, \"h\": %d, \"price\": %.1f}\n", i, i, w, h, rand() * 100)
    }
  }' > "$file.tmp" && mv "$file.tmp" "$file"
}

now_ms() { local t=$EPOCHREALTIME; echo $(( ${t%.*} * 1000 + 10#${t#*.} / 1000 )); }

tmux_() { tmux -L "$SOCKET" -f /dev/null "$@"; }
cleanup() { tmux_ kill-server 2>/dev/null || true; }
trap cleanup EXIT

# One run: prints "first_ms loaded_ms peak_kb" for PROGRAM (cascade or fzf) on FILE of N lines.
measure() {
  local program=$1 file=$2 n=$3
  local pretty; pretty=$(echo "$n" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta')
  local command loaded_pattern binary
  if [ "$program" = cascade ]; then
    command="cat '$file' | '$CASCADE'"; binary=$CASCADE
  else
    command="cat '$file' | '$FZF'"; binary=$FZF
  fi
  cleanup
  local start; start=$(now_ms)
  tmux_ new-session -d -x 120 -y 40 "$command"
  local first="" loaded="" pane deadline=$(( start + TIMEOUT_S * 1000 ))
  while :; do
    pane=$(tmux_ capture-pane -p 2>/dev/null || true)
    local t; t=$(now_ms)
    if [ -z "$first" ] && grep -q 'T0000000' <<<"$pane"; then first=$(( t - start )); fi
    if [ -n "$first" ]; then
      if [ "$program" = cascade ]; then
        if grep -Eq "of ($pretty|$n)([^0-9,]|$)" <<<"$pane" && ! grep -q 'loading' <<<"$pane"; then loaded=$(( t - start )); fi
      else
        if grep -Eq "(^|[^0-9])$n/$n([^0-9]|$)" <<<"$pane"; then loaded=$(( t - start )); fi
      fi
    fi
    [ -n "$loaded" ] && break
    if [ "$t" -gt "$deadline" ]; then echo "timeout: $program on $n lines; the pane shows:" >&2; echo "$pane" >&2; exit 1; fi
  done
  local pid; pid=$(pgrep -n -f "^$binary" || pgrep -n -x "$(basename "$binary")")
  local peak; peak=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status")
  tmux_ send-keys Escape
  cleanup
  # The next run starts once this program has exited: freeing a gigabyte or two takes the kernel
  # tens to hundreds of milliseconds of a core (fzf at 10M lines: about 140 ms), which would
  # otherwise land on the next program's start. Exited is a zombie or gone (the zombie is reaped
  # whenever the container's init gets to it, which can take seconds).
  local waited=0
  while [ -e "/proc/$pid" ] && [ "$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null)" != Z ] && [ "$waited" -lt 1000 ]; do
    sleep 0.01; waited=$((waited + 1))
  done
  echo "$first $loaded $peak"
}

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

report() {
  local label=$1 n=$2 runs=$3 file=$WORK/items-$2.ndjson
  generate "$n" "$file"
  local -a cf=() cl=() cp=() ff=() fl=() fp=()
  for _ in $(seq "$runs"); do
    read -r a b c < <(measure cascade "$file" "$n"); cf+=("$a"); cl+=("$b"); cp+=("$c")
    read -r a b c < <(measure fzf "$file" "$n"); ff+=("$a"); fl+=("$b"); fp+=("$c")
  done
  local cfm clm cpm ffm flm fpm
  cfm=$(printf '%s\n' "${cf[@]}" | median); clm=$(printf '%s\n' "${cl[@]}" | median); cpm=$(printf '%s\n' "${cp[@]}" | median)
  ffm=$(printf '%s\n' "${ff[@]}" | median); flm=$(printf '%s\n' "${fl[@]}" | median); fpm=$(printf '%s\n' "${fp[@]}" | median)
  ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf("%.2f", b > 0 ? a / b : 0) }'; }
  echo "$label runs=$runs cascade first=${cf[*]} loaded=${cl[*]} peak_kb=${cp[*]} | fzf first=${ff[*]} loaded=${fl[*]} peak_kb=${fp[*]}" >&2
  LINES_OUT+=("$label first_frame_ms cascade=$cfm fzf=$ffm ratio=$(ratio "$cfm" "$ffm")")
  LINES_OUT+=("$label loaded_ms cascade=$clm fzf=$flm ratio=$(ratio "$clm" "$flm")")
  LINES_OUT+=("$label peak_mb cascade=$(( cpm / 1024 )) fzf=$(( fpm / 1024 )) ratio=$(ratio "$cpm" "$fpm")")
}

echo "cascade $("$CASCADE" --version) vs $("$FZF" --version | head -1); $(nproc) cores; tmux 120x40; RUNS=$RUNS" >&2
LINES_OUT=()
for n in $SIZES; do
  if [ "$n" = 1000000 ]; then report vs-fzf "$n" "$RUNS"
  elif [ "$n" = 10000000 ]; then report vs-fzf-10m "$n" "$RUNS_10M"
  else report "vs-fzf-$n" "$n" "$RUNS"; fi
done
printf '%s\n' "${LINES_OUT[@]}"
