#!/usr/bin/env bash
# `make bench-vs-fzf` (second part): cascade linked as fzf against fzf 0.74.5 (.tools, installed by
# scripts/install-dependencies) on real-shaped paths, each in a 120x40 tmux pane, in the same run.
# The paths are this machine's /usr, under COPIES roots (real depth, name lengths and repetition).
# Per figure, the median of RUNS runs, as a user feels it:
#   loaded_ms         start to "N/N" on screen;
#   first_key_ms      the query's first character typed right after loading, to its count;
#   paste_ms          the whole query pasted at once after loading, to its final count;
#   slowest_key_ms    the query typed a key at a time (after the paste and Ctrl-U): the slowest key;
#   peak_mb           VmHWM once the typed query shows its count;
#   filter_ms         `-f QUERY` to the end of its output;
# then `-f` and `-q` on a 1,000,000-row CSV (cascade reads it as records, fzf as lines), each with
# a target of 500 ms for cascade.
# Machine-readable lines: `race <figure> cascade=<n> fzf=<n> ratio=<n>`.
set -euo pipefail
cd "$(dirname "$0")/../.."

RUNS=${RUNS:-3}
COPIES=${COPIES:-4}
QUERY=${QUERY:-lib/python}
CSV_ROWS=${CSV_ROWS:-1000000}
WORK=${WORK:-.build/bench-vs-fzf}
SOCKET=cascade-race-$$
TIMEOUT_S=${TIMEOUT_S:-120}
mkdir -p "$WORK"

FZF=${FZF:-.tools/fzf-0.74.5/bin/fzf}
[ -x "$FZF" ] || { echo "no fzf 0.74.5 at $FZF: run scripts/install-dependencies" >&2; exit 2; }
FZF=$(cd "$(dirname "$FZF")" && pwd)/fzf
CASCADE=${CASCADE:-$(swift build -c release --show-bin-path)/cascade}
[ -x "$CASCADE" ] || { echo "no release build at $CASCADE" >&2; exit 2; }
# Cascade runs as fzf when its program name is fzf.
LINKED=$WORK/cascade-as-fzf/fzf
mkdir -p "$(dirname "$LINKED")"
ln -sf "$(cd "$(dirname "$CASCADE")" && pwd)/$(basename "$CASCADE")" "$LINKED"

PATHS=$WORK/real-paths.txt
if [ ! -s "$PATHS" ]; then
  find /usr -xdev 2>/dev/null | sort > "$WORK/usr.txt"
  for i in $(seq "$COPIES"); do sed "s|^|/srv/root$i|" "$WORK/usr.txt"; done > "$PATHS"
fi
TOTAL=$(wc -l < "$PATHS")

now_ms() { local t=$EPOCHREALTIME; echo $(( ${t%.*} * 1000 + 10#${t#*.} / 1000 )); }
tmux_() { tmux -L "$SOCKET" -f /dev/null "$@"; }
cleanup() { tmux_ kill-server 2>/dev/null || true; }
trap cleanup EXIT

# The count fzf's info line shows ("M/N"), or nothing.
count_on_screen() { tmux_ capture-pane -p 2>/dev/null | grep -oE "(^|[^0-9])[0-9]+/$1([^0-9]|$)" | head -1 | grep -oE '^[^0-9]*[0-9]+' | tr -dc 0-9 || true; }

# Polls until the pane shows count WANT of TOTAL; prints the milliseconds since START.
wait_count() {
  local want=$1 total=$2 start=$3 deadline=$(( $3 + TIMEOUT_S * 1000 )) seen t
  while :; do
    seen=$(count_on_screen "$total"); t=$(now_ms)
    [ "$seen" = "$want" ] && { echo $(( t - start )); return; }
    [ "$t" -gt "$deadline" ] && { echo "timeout waiting for $want/$total; the pane shows:" >&2; tmux_ capture-pane -p >&2; exit 1; }
  done
}

expected() { "$FZF" -f "$1" < "$PATHS" | wc -l; }

peak_kb() {
  local pid; pid=$(tmux_ list-panes -F '#{pane_pid}')
  local child; child=$(pgrep -P "$pid" -x fzf || echo "$pid")
  awk '/VmHWM/ {print $2}' "/proc/$child/status"
}

# One interactive run of BINARY: prints "loaded first paste slowest peak_kb".
interactive() {
  local binary=$1 start t loaded first paste slowest=0 prefix i
  cleanup; start=$(now_ms)
  tmux_ new-session -d -x 120 -y 40 "exec '$binary' < '$PATHS'"
  loaded=$(wait_count "$TOTAL" "$TOTAL" "$start")
  t=$(now_ms); tmux_ send-keys -l "${QUERY:0:1}"; first=$(wait_count "${EXPECTED[0]}" "$TOTAL" "$t")
  cleanup; start=$(now_ms)
  tmux_ new-session -d -x 120 -y 40 "exec '$binary' < '$PATHS'"
  wait_count "$TOTAL" "$TOTAL" "$start" >/dev/null
  t=$(now_ms); tmux_ send-keys -l "$QUERY"; paste=$(wait_count "${EXPECTED[${#QUERY}-1]}" "$TOTAL" "$t")
  tmux_ send-keys C-u; wait_count "$TOTAL" "$TOTAL" "$(now_ms)" >/dev/null
  for (( i = 0; i < ${#QUERY}; i++ )); do
    t=$(now_ms); tmux_ send-keys -l "${QUERY:i:1}"
    local took; took=$(wait_count "${EXPECTED[i]}" "$TOTAL" "$t")
    [ "$took" -gt "$slowest" ] && slowest=$took
  done
  local peak; peak=$(peak_kb)
  cleanup
  echo "$loaded $first $paste $slowest $peak"
}

filter_ms() { local t; t=$(now_ms); "$@" > /dev/null || true; echo $(( $(now_ms) - t )); }

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf("%.2f", b > 0 ? a / b : 0) }'; }
line() { echo "race $1 cascade=$2 fzf=$3 ratio=$(ratio "$2" "$3")"; }

EXPECTED=()
for (( i = 0; i < ${#QUERY}; i++ )); do EXPECTED+=("$(expected "${QUERY:0:i+1}")"); done
echo "cascade $("$CASCADE" --version) vs fzf $("$FZF" --version); $(nproc) cores; $TOTAL paths ($COPIES copies of /usr); query '$QUERY' (counts ${EXPECTED[*]}); RUNS=$RUNS" >&2

declare -A C F
for _ in $(seq "$RUNS"); do
  read -r a b c d e < <(interactive "$LINKED"); C[loaded]+="$a "; C[first]+="$b "; C[paste]+="$c "; C[slowest]+="$d "; C[peak]+="$e "
  read -r a b c d e < <(interactive "$FZF"); F[loaded]+="$a "; F[first]+="$b "; F[paste]+="$c "; F[slowest]+="$d "; F[peak]+="$e "
  C[filter]+="$(filter_ms "$CASCADE" -f "$QUERY" < "$PATHS") "; F[filter]+="$(filter_ms "$FZF" -f "$QUERY" < "$PATHS") "
done
echo "runs: cascade ${C[*]@K} | fzf ${F[*]@K}" >&2
OUT=()
for figure in loaded first paste slowest filter; do
  name=$figure; case $figure in loaded) name=loaded_ms ;; first) name=first_key_ms ;; paste) name=paste_ms ;; slowest) name=slowest_key_ms ;; filter) name=filter_ms ;; esac
  OUT+=("$(line "$name" "$(tr ' ' '\n' <<<"${C[$figure]}" | grep . | median)" "$(tr ' ' '\n' <<<"${F[$figure]}" | grep . | median)")")
done
OUT+=("$(line peak_mb "$(( $(tr ' ' '\n' <<<"${C[peak]}" | grep . | median) / 1024 ))" "$(( $(tr ' ' '\n' <<<"${F[peak]}" | grep . | median) / 1024 ))")")

# A CSV export of CSV_ROWS rows, about 140 bytes each.
CSV=$WORK/orders-$CSV_ROWS.csv
if [ ! -s "$CSV" ]; then
  awk -v n="$CSV_ROWS" 'BEGIN {
    srand(11); split("paid shipped refunded pending cancelled", s, " ")
    print "id,customer,email,status,amount,created,note"
    for (i = 1; i <= n; i++)
      printf("%d,Customer %06d,user%06d@example.com,%s,%.2f,2024-%02d-%02dT%02d:%02d:00Z,order note %d of the export\n",
        i, int(rand() * 900000), int(rand() * 900000), s[1 + int(rand() * 5)], rand() * 500,
        1 + int(rand() * 12), 1 + int(rand() * 28), int(rand() * 24), int(rand() * 60), i)
  }' > "$CSV.tmp" && mv "$CSV.tmp" "$CSV"
fi
# `-q QUERY` on the CSV, from the start to the final count on screen: cascade's status line
# ("of N" without the "…" of a count still growing), fzf's "M/N".
csv_query_ms() {
  local program=$1 q=$2 want=$3 start seen t deadline
  cleanup; start=$(now_ms); deadline=$(( start + TIMEOUT_S * 1000 ))
  if [ "$program" = cascade ]; then
    local pretty; pretty=$(echo "$want" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta')
    tmux_ new-session -d -x 120 -y 40 "exec $(printf '%q' "$CASCADE") -q $(printf '%q' "$q") $(printf '%q' "$CSV")"
    while :; do
      seen=$(tmux_ capture-pane -p 2>/dev/null | tail -1); t=$(now_ms)
      grep -Eq "of ($want|$pretty)( |$)" <<<"$seen" && ! grep -q '…' <<<"$seen" && break
      [ "$t" -gt "$deadline" ] && { echo "timeout: cascade -q $q; the pane shows: $seen" >&2; exit 1; }
    done
    echo $(( t - start ))
  else
    tmux_ new-session -d -x 120 -y 40 "exec $(printf '%q' "$FZF") -q $(printf '%q' "$q") < $(printf '%q' "$CSV")"
    wait_count "$want" "$(( CSV_ROWS + 1 ))" "$start"
  fi
  cleanup
}
for q in "'refunded" "x"; do
  c=(); f=(); cq=(); fq=()
  # The same records match either way for these queries: the card's text and the line hold the
  # same words.
  want=$("$FZF" -f "$q" < "$CSV" | wc -l)
  for _ in $(seq "$RUNS"); do
    c+=("$(filter_ms "$CASCADE" -f "$q" "$CSV")"); f+=("$(filter_ms "$FZF" -f "$q" < "$CSV")")
    cq+=("$(csv_query_ms cascade "$q" "$want")"); fq+=("$(csv_query_ms fzf "$q" "$want")")
  done
  OUT+=("$(line "csv_filter_ms[$q]" "$(printf '%s\n' "${c[@]}" | median)" "$(printf '%s\n' "${f[@]}" | median)")")
  OUT+=("$(line "csv_query_ms[$q]" "$(printf '%s\n' "${cq[@]}" | median)" "$(printf '%s\n' "${fq[@]}" | median)")")
done
printf '%s\n' "${OUT[@]}"
# The records target: `-f` and `-q` over the CSV's million rows within 0.5 s each.
for out in "${OUT[@]}"; do
  case $out in
    "race csv_"*) ms=${out#*cascade=}; ms=${ms%% *}
      echo "$([ "$ms" -le 500 ] && echo PASS || echo FAIL)  ${out%% cascade=*} <= 500 ms: $ms" ;;
  esac
done
