#!/usr/bin/env bash
# Runs a command with a chosen Node release first on PATH, whatever node started it:
#   bash scripts/with-node.sh 24 node node_modules/vitest/vitest.mjs run
#   bash scripts/with-node.sh 20.19.0 node -e 'console.log(process.version)'
# A major (24) gets that line's newest release, a full version (20.19.0) exactly that one.
#
# `npm test` runs every test on the Node of the Docker image and a smoke on the oldest Node that
# package.json's engines accepts, on hosts that have neither. The binary comes from the registry's
# `node` package, installed once into a scratch folder ($TMPDIR/fastener-site-node-<version>) and
# reused. With it first on PATH, everything the tests start runs on it too: the production server
# (spawned with process.execPath), and `npx tsx` for the scripts.
set -euo pipefail
cd "$(dirname "$0")/.."

version="${1:?usage: with-node.sh <major or x.y.z> <command> [args...]}"
shift
prefix="${TMPDIR:-/tmp}/fastener-site-node-$version"
bin="$prefix/node_modules/node/bin"

if ! "$bin/node" --version >/dev/null 2>&1; then
  echo "Installing Node $version into $prefix..."
  mkdir -p "$prefix"
  # The package fetches the binary in its install script: allow exactly that one (npm 11 asks).
  printf '{ "private": true, "allowScripts": { "node": true } }\n' >"$prefix/package.json"
  npm install --prefix "$prefix" --no-package-lock --no-audit --no-fund "node@$version" >/dev/null
fi
actual="$("$bin/node" --version)"
case "$actual" in
  "v$version" | "v$version".*) ;;
  *) echo "expected Node $version, got $actual from $bin/node" >&2 && exit 1 ;;
esac
echo "Node $actual: $*"
export PATH="$bin:$PATH"
exec "$@"
