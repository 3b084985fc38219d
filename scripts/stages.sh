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
