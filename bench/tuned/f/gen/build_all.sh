#!/bin/sh
# Regenerate every case file from scratch, then validate.
set -e
cd "$(dirname "$0")"
rm -f ../attack/*.json ../benign/*.json
for s in attacks_exfil_cmd.py attacks_cross.py attacks_fields.py benign_first.py benign_changes.py; do python3 "$s"; done
python3 validate.py
