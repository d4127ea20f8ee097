#!/usr/bin/env bash
# The server, unit, API, security and durability tests (everything but the browser tests) once more
# on the current Node LTS, whatever node runs `npm test`: the site supports Node >= 20.19 and the
# Docker image runs the LTS, so both must pass. The browser tests drive Chromium, not Node, and run
# once under `npm test`.
#
# The LTS binary comes from the registry's `node` package, installed once into a scratch folder and
# reused (NODE_LTS_DIR to move it, NODE_LTS to pick another major). Tests that start the production
# server (test/security, test/durability) spawn it with the same binary, on the build `npm test` made.
set -euo pipefail
cd "$(dirname "$0")/.."

major="${NODE_LTS:-24}"
prefix="${NODE_LTS_DIR:-${TMPDIR:-/tmp}/fastener-site-node-$major}"
node_bin="$prefix/node_modules/node/bin/node"

if ! "$node_bin" --version >/dev/null 2>&1; then
  echo "Installing Node $major into $prefix..."
  mkdir -p "$prefix"
  # The package fetches the binary in its install script: allow exactly that one (npm 11 asks).
  printf '{ "private": true, "allowScripts": { "node": true } }\n' >"$prefix/package.json"
  npm install --prefix "$prefix" --no-package-lock --no-audit --no-fund "node@$major"
fi
version="$("$node_bin" --version)"
case "$version" in
  "v$major".*) ;;
  *) echo "expected Node $major, got $version from $node_bin" >&2 && exit 1 ;;
esac
echo "Tests on Node $version (server, unit, security, durability)"

exec "$node_bin" node_modules/vitest/vitest.mjs run server/ shared/ client/ scripts/ test/security/ test/durability/
