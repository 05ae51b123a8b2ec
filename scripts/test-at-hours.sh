#!/usr/bin/env bash
# The tests that read the calendar, run under fixed clocks at the awkward hours of Toronto: 19:30 and
# 23:59 (when UTC is already on the next day), the hour the clocks go forward in March and the hour
# that happens twice in November, a summer evening, and New Year's Eve (UTC already in the new year).
# faketime (Debian's package) sets the process's clock; the embedded database runs in the same
# process, so code, database and tests share one time.
# Only the embedded database: a PostgreSQL server keeps its own clock.
#
#   bash scripts/test-at-hours.sh            the five clocks CI runs (19:30, 23:59, New Year's Eve,
#                                            both clock changes); at 19:30 the unit files only
#   bash scripts/test-at-hours.sh --all      every clock below with every file (adds a summer evening
#                                            and the first of November's two 01:30s: about five
#                                            minutes more)
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v faketime >/dev/null 2>&1; then
  echo "faketime is not installed: apt-get install -y faketime" >&2
  exit 1
fi

# The unit and API files whose answers depend on the Toronto calendar day or hour.
unit_files=(
  tests/unit/quote-rules.test.ts
  tests/unit/quote-lifecycle.test.ts
  tests/unit/quote-stage.test.ts
  tests/unit/contract-record.test.ts
  tests/unit/estimate-to-quote.test.ts
  tests/unit/lead-project-address.test.ts
  tests/unit/job-completion-dates.test.ts
)
api_files=(
  tests/api/reminders.test.ts
  tests/api/quotes.test.ts
  tests/api/payments.test.ts
  tests/api/quote-items.test.ts
  tests/api/quote-revisions.test.ts
  tests/api/admin-summary.test.ts
  tests/api/client-links.test.ts
  tests/api/lead-pipeline.test.ts
  tests/api/change-orders.test.ts
  tests/api/job-completion.test.ts
)

# UTC instants, and what they are on Toronto's clocks.
# A clock marked "unit" runs the API files only with --all: 19:30 and 23:59 are the same case for
# them (Toronto's evening, UTC already on the next day, after every reminder hour), and the API files
# are most of the step's time.
clocks=(
  "2026-11-27 00:30:00|19:30 EST, Nov 26 (UTC is on Nov 27)|unit"
  "2026-11-27 04:59:00|23:59 EST, Nov 26"
  "2026-07-15 23:30:00|19:30 EDT, Jul 15|all"
  "2027-01-01 04:30:00|23:30 EST, Dec 31 (UTC is already in the new year: quote numbers, expiry)"
  "2027-03-14 06:30:00|01:30 EST, Mar 14, half an hour before the clocks go forward"
  "2026-11-01 05:30:00|01:30 EDT, Nov 1, the first of the two 01:30s|all"
  "2026-11-01 06:30:00|01:30 EST, Nov 1, the second 01:30"
)

every_clock=false
[ "${1:-}" = "--all" ] && every_clock=true

# Two clocks at a time: each vitest run uses one worker (vitest takes cores - 1), so on CI's two
# cores a pair takes little more than one. Each clock's output is printed whole when it ends.
parallel=${TEST_AT_HOURS_PARALLEL:-2}
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
names=()
failed=0
index=0
for entry in "${clocks[@]}"; do
  at="${entry%%|*}"
  rest="${entry#*|}"
  # Clocks marked "all" repeat what the others cover (the evening in summer time, the first 01:30).
  files=("${unit_files[@]}" "${api_files[@]}")
  if [ "${rest##*|}" = "all" ]; then
    $every_clock || continue
    rest="${rest%|all}"
  elif [ "${rest##*|}" = "unit" ]; then
    rest="${rest%|unit}"
    $every_clock || files=("${unit_files[@]}")
  fi
  index=$((index + 1))
  log="$logs/$index.log"
  (
    printf '\n==> clock %s UTC (%s): %s files\n' "$at" "$rest" "${#files[@]}"
    TZ=UTC TEST_DB=pglite faketime -f "@$at" npx vitest run --reporter dot "${files[@]}" 2>&1
  ) >"$log" 2>&1 &
  pids+=("$!")
  names+=("$index")
  # At most $parallel at once: wait for the oldest before starting another.
  if [ "${#pids[@]}" -ge "$parallel" ]; then
    if ! wait "${pids[0]}"; then failed=1; fi
    cat "$logs/${names[0]}.log"
    pids=("${pids[@]:1}")
    names=("${names[@]:1}")
  fi
done
for i in "${!pids[@]}"; do
  if ! wait "${pids[$i]}"; then failed=1; fi
  cat "$logs/${names[$i]}.log"
done
if [ "$failed" != 0 ]; then
  echo "The calendar tests failed at one of the clocks above" >&2
  exit 1
fi
