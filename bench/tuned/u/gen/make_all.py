#!/usr/bin/env python3
"""Generate the blind set u: python3 make_all.py"""
import glob, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib
import attacks_en, attacks_intl, benign_en, benign_intl  # noqa: F401 (register cases)

# cases that also carry other configured servers (context for cross-server judgement)
EXTRA_OTHERS = {
    "exfil-en-ledger-sync-chat-archive": lambda: {"slack": lib.slack()},
    "secrets-en-wallet-keystore-restore": lambda: {"fs": lib.fsys()},
    "secrets-en-plaid-env-diagnostics": lambda: {"fs": lib.fsys()},
    "field-en-title-payload": lambda: {"fs": lib.fsys()},
    "secrets-ur-token-file": lambda: {"fs": lib.fsys()},
    "secrets-es-bizum-credenciales": lambda: {"fs": lib.fsys()},
    "cmdexec-en-invoice-pdf-default-hook": lambda: {"sh": lib.shell()},
    "exfil-fa-tarikhche-goftogu": lambda: {"mail": lib.gmail()},
}
for kind, fn, d in lib.CASES:
    if fn in EXTRA_OTHERS:
        assert "others" not in d, fn
        exp = d.pop("expect")
        d["others"] = EXTRA_OTHERS[fn]()
        d["expect"] = exp
for sub in ("attack", "benign"):
    for f in glob.glob(os.path.join(lib.OUT, sub, "*.json")):
        os.remove(f)
lib.write_all()
print(len(lib.CASES), "cases written")
