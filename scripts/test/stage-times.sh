# Stage timing for the test scripts (sourced): `step NAME` closes the running stage, printing its elapsed time and
# adding it to TIMES, then opens the next; `end_stage` closes the last one.
STAGE=""
STAGE_START=$SECONDS
TIMES=""
end_stage() {
  if [ -n "$STAGE" ]; then
    local took=$((SECONDS - STAGE_START))
    printf -- '-- %s: %dm%02ds\n' "$STAGE" $((took / 60)) $((took % 60))
    TIMES+="$(printf '%5ds  %s' "$took" "$STAGE")"$'\n'
  fi
  STAGE=""
}
step() {
  end_stage
  STAGE="$1"
  STAGE_START=$SECONDS
  printf '\n== %s ==\n' "$1"
}
