#!/usr/bin/env bash
# The package as an operator installs it: `npm pack`, a global install of the tarball into a
# temporary prefix, then the installed binary answers --version and scans a saved manifest.
# Catches a `files` list that leaves out what the binary needs, and a build that only works in the clone.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

tarball=$(npm pack --silent --pack-destination "$work" | tail -n 1)
npm install --global --prefix "$work/prefix" --no-audit --no-fund --prefer-offline "$work/$tarball" >/dev/null
bin="$work/prefix/bin/mcp-schema-sentinel"

expected=$(node -p "require('./package.json').version")
actual=$("$bin" --version)
[ "$actual" = "$expected" ] || { echo "check-install: --version printed '$actual', expected '$expected'" >&2; exit 1; }

cat > "$work/tools.json" <<'JSON'
{"serverInfo": {"name": "files", "version": "1.0.0"},
 "tools": [{"name": "read_file", "description": "Read a file from the workspace.",
            "inputSchema": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}}]}
JSON
# Run from elsewhere, so nothing of the clone is on the way.
cd "$work"
"$bin" --db "$work/history.db" scan --manifest tools.json --name files --format jsonl > first.jsonl
"$bin" --db "$work/history.db" scan --manifest tools.json --name files --format jsonl > again.jsonl
[ ! -s again.jsonl ] || { echo "check-install: an unchanged rescan printed records" >&2; cat again.jsonl >&2; exit 1; }
"$bin" --db "$work/history.db" verify > verify.jsonl
echo "check-install: $tarball installs; --version $actual; a manifest scan, a rescan and verify work"
