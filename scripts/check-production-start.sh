#!/usr/bin/env bash
# `npm ci --omit=dev && npm start` must work (issue 26): a clean copy of this commit installs only the
# production dependencies, starts on a fresh embedded database (the demo base only) and must answer
# /api/health within 120 s; a start that needs a dev dependency (tsx, vite, vitest…) fails here.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
port="${CHECK_START_PORT:-3979}"
pid=''
# npm start runs in its own process group, so that the server under npm stops with it.
trap '[ -n "$pid" ] && kill -- -"$pid" 2>/dev/null; sleep 1; rm -rf "$work"' EXIT
git -C "$root" archive HEAD | tar -x -C "$work"
cd "$work"
npm ci --omit=dev --no-audit --no-fund >"$work/install.log" 2>&1 || { tail -20 "$work/install.log"; exit 1; }
DATA_DIR="$work/data" PORT="$port" HOST=127.0.0.1 SEED_DEMO=false setsid npm start >"$work/start.log" 2>&1 &
pid=$!
for _ in $(seq 1 120); do
  if curl -fs "http://127.0.0.1:$port/api/health" >/dev/null; then
    echo "npm ci --omit=dev && npm start: answered /api/health"
    exit 0
  fi
  kill -0 "$pid" 2>/dev/null || break
  sleep 1
done
echo "npm start after npm ci --omit=dev did not answer /api/health:" >&2
tail -30 "$work/start.log" >&2
exit 1
