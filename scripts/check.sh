#!/usr/bin/env bash
# The checks `npm test` runs before the tests: lint, type check and build, side by side. Each mostly
# keeps one core busy on its own, so on a two-core machine running them together takes half the
# time of one after the other. Their outputs are printed whole, one after the other, once all three
# are done; the script fails if any of them failed. (The build only writes dist/, which lint and
# the type check never read.)
set -uo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
steps=(lint typecheck build)
pids=()
for step in "${steps[@]}"; do
  npm run --silent "$step" >"$logs/$step.log" 2>&1 &
  pids+=("$!")
done

failed=()
for i in "${!steps[@]}"; do
  if ! wait "${pids[$i]}"; then failed+=("${steps[$i]}"); fi
done
for step in "${steps[@]}"; do
  echo "── npm run $step"
  cat "$logs/$step.log"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "failed: ${failed[*]}" >&2
  exit 1
fi
