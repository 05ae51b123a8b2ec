#!/usr/bin/env bash
# Everything CI runs, in order; stops at the first failure.
#   no tracked secret → lockfile check → typecheck → lint → unused exports → format check → unit → API on embedded PGlite and, beside it, on real PostgreSQL (when TEST_DATABASE_URL is set)
#   → the calendar tests under fixed clocks at awkward Toronto hours (when faketime is installed)
#   → production build → built servers as processes (the production bundle on production dependencies only)
#   → Playwright e2e against the built server in system Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step prints how long the one before it took, and the run ends with the table: CI has a time budget.
timings=()
step_name=""
step_started=$SECONDS
end_step() {
  if [ -n "$step_name" ]; then
    timings+=("$(printf '%5ss  %s' "$((SECONDS - step_started))" "$step_name")")
    printf '    (%ss)\n' "$((SECONDS - step_started))"
  fi
}
step() {
  end_step
  step_name="$*"
  step_started=$SECONDS
  printf '\n==> %s\n' "$*"
}
trap 'end_step; printf "\n==> time per step\n"; printf "%s\n" "${timings[@]}"; printf "%5ss  in all\n" "$SECONDS"' EXIT

step "no secret tracked by git (keys, keystores, passwords, the files the server writes)"
node scripts/check-tracked-secrets.mjs

step "lockfile complete for npm ci"
node scripts/check-lockfile.mjs

step "typecheck"
npx tsc --noEmit

step "lint"
npx eslint .

step "no unused export (knip, exceptions in knip.jsonc)"
npm run --silent lint:exports

step "format check"
npx prettier --check . --log-level warn

step "unit tests"
npx vitest run --project unit

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # Side by side: each run uses one worker (vitest takes cores - 1), and the PostgreSQL run waits on
  # its server much of the time, so on CI's two cores the pair takes little more than the longer one.
  step "API tests on embedded PGlite and on PostgreSQL, side by side"
  postgres_log=$(mktemp)
  TEST_DB=postgres npx vitest run --project api >"$postgres_log" 2>&1 &
  postgres_run=$!
  pglite_status=0
  TEST_DB=pglite npx vitest run --project api || pglite_status=$?
  postgres_status=0
  wait "$postgres_run" || postgres_status=$?
  printf '\n==> API tests on PostgreSQL (run beside the PGlite run above)\n'
  cat "$postgres_log"
  rm -f "$postgres_log"
  if [ "$pglite_status" != 0 ] || [ "$postgres_status" != 0 ]; then
    echo "API tests failed: PGlite exit $pglite_status, PostgreSQL exit $postgres_status" >&2
    exit 1
  fi
else
  step "API tests on embedded PGlite"
  TEST_DB=pglite npx vitest run --project api
  step "API tests on PostgreSQL: skipped (TEST_DATABASE_URL is not set)"
fi

if command -v faketime >/dev/null 2>&1; then
  step "calendar tests at the awkward Toronto hours (faketime: 19:30, 23:59, both clock changes)"
  bash scripts/test-at-hours.sh
else
  step "calendar tests at the awkward Toronto hours: skipped (install faketime: apt-get install -y faketime)"
fi

step "production build"
npm run build

step "built servers as processes (npm ci --omit=dev in a temporary folder: needs the npm registry)"
npx vitest run --project processes

step "e2e tests in Chromium"
npx playwright test
