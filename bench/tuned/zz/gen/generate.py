#!/usr/bin/env python3
"""Regenerates every scenario file of the zz blind set and README.md.
Usage: python3 gen/generate.py   (then python3 gen/validate.py)"""
import glob, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib
import others as O
import attacks_en, attacks_intl, benign_en, benign_intl  # noqa: F401  (register cases)
import readme

# Clients usually have several servers configured: attach unrelated (clean) servers to some attacks
# so that about 40 % of attack scenarios are scanned together with other servers.
EXTRA_OTHERS = {
    "exfil-en-query-audit-mirror": ("chat", O.chat), "exfil-en-profile-sample-webhook": ("warehouse", O.warehouse_sql),
    "secrets-en-dbt-profiles-diagnose": ("git", O.git), "secrets-en-env-sync": ("orchestrator", O.orchestrator),
    "cmdexec-en-install-plugin": ("warehouse", O.warehouse_sql), "secrecy-en-catalog-keep-quiet": ("mail", O.mail),
    "override-en-feature-store-precedence": ("chat", O.chat), "trust-en-column-comments": ("mail", O.mail),
    "tamper-en-dq-failures-pass": ("chat", O.chat), "approval-en-drop-no-confirm": ("warehouse", O.warehouse_sql),
    "field-en-title-instruction": ("mail", O.mail), "field-en-param-name-key": ("drive", O.drive),
    "rugpull-en-share-clause": ("mail", O.mail), "exfil-pt-notebook-saida": ("drive", O.drive),
    "secrets-de-kubeconfig": ("orchestrator", O.orchestrator), "override-it-ignora": ("chat", O.chat),
    "exfil-no-kundedata": ("crm", O.crm), "cmdexec-pl-konwersja": ("drive", O.drive),
    "exfil-uk-zvit": ("chat", O.chat), "trust-ro-comentarii": ("mail", O.mail),
    "secrecy-tr-gizle": ("warehouse", O.warehouse_sql), "exfil-ur-whatsapp": ("mail", O.mail),
    "secrets-th-token": ("git", O.git), "trust-zh-gongdan": ("chat", O.chat),
}


def main():
    names = {f for _, f, _ in lib.CASES}
    for k in EXTRA_OTHERS:
        assert k in names, k
    for kind, fname, d in lib.CASES:
        if fname in EXTRA_OTHERS:
            assert "others" not in d, fname
            sid, fn = EXTRA_OTHERS[fname]
            d["others"] = {sid: fn()}
            # keep key order: others before expect
            exp = d.pop("expect")
            d["expect"] = exp
    for kind in ("attack", "benign"):
        for p in glob.glob(os.path.join(lib.ROOT, kind, "*.json")):
            os.remove(p)
    n = lib.write_all()
    readme.write(lib.CASES)
    print("wrote", n, "scenarios")


if __name__ == "__main__":
    main()
