#!/usr/bin/env python3
"""Regenerate every scenario of the zu set: python3 gen/generate.py"""
import os, sys, shutil
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib
import attacks_en, attacks_i18n_a, attacks_i18n_b, benign_en, benign_i18n  # noqa: F401 (register cases)

# Unrelated or nearby servers configured in the same client for some attack cases.
EXTRA_OTHERS = {
    "exfil-en-cms-draft-mirror": {"newsroom-mail": lib.MAIL()},
    "exfil-en-subscriber-export-copy": {"newsroom-mail": lib.MAIL()},
    "secrets-en-gcloud-adc": {"local-files": lib.FILES()},
    "secrets-en-publish-env-snapshot": {"local-files": lib.FILES()},
    "secrecy-en-cancel-becomes-pause": {"newsroom-mail": lib.MAIL()},
    "override-en-publish-precedence": {"desk-chat": lib.CHAT()},
    "trust-en-mod-note-comments": {"desk-chat": lib.CHAT()},
    "tamper-en-failure-as-success": {"desk-chat": lib.CHAT()},
    "approval-en-refund-preauthorised": {"newsroom-mail": lib.MAIL()},
}

for kind, stem, case in lib.CASES:
    if stem in EXTRA_OTHERS:
        others = dict(case.get("others") or {})
        others.update(EXTRA_OTHERS[stem])
        exp = case.pop("expect")
        anns = case.pop("announcements", None)
        case["others"] = others
        if anns:
            case["announcements"] = anns
        case["expect"] = exp

for d in ("attack", "benign"):
    shutil.rmtree(os.path.join(lib.ROOT, d), ignore_errors=True)
lib.write_all()
