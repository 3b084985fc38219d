# Sourced by .ci/run and scripts/test.sh: `stage NAME COMMAND...` runs one stage, says when it starts
# and how long it took; `stage_summary` lists every stage's time. A failing stage stops the run (set -e).
STAGE_TIMES=()
stage() {
  local name=$1 began=$SECONDS
  shift
  echo "== ${name}"
  "$@"
  local took=$((SECONDS - began))
  STAGE_TIMES+=("$(printf '%4d s  %s' "$took" "$name")")
  echo "== ${name}: ${took} s"
}
stage_summary() {
  echo "== Stage times"
  printf '%s\n' "${STAGE_TIMES[@]}"
}
# `side_by_side COMMAND...`: runs each command (a string for bash -c) at the same time, holds each one's
# output until it ends and prints them in order; fails if any failed. For single-threaded work (tsc,
# ESLint) on a machine with two cores.
side_by_side() {
  local dir i=0 failed=0 pids=()
  dir=$(mktemp -d)
  for command in "$@"; do
    bash -c "$command" >"$dir/$i" 2>&1 &
    pids+=($!)
    i=$((i + 1))
  done
  i=0
  for pid in "${pids[@]}"; do
    wait "$pid" || failed=1
    cat "$dir/$i"
    i=$((i + 1))
  done
  rm -rf "$dir"
  return $failed
}
