#!/usr/bin/env python3
"""Regenerates every scenario of the zzd blind set and the README counts."""
import os, sys, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
import attacks_en, attacks_intl1, attacks_intl2, benign_en, benign_intl  # noqa: F401 (register scenarios)
from readme import write_readme

# Context servers added to some English attacks (the poison does not depend on them; they make
# the scan look like a real client with several servers configured).
OTHERS_ADD = {
    "ais-track-archive": "mail", "manifest-mirror-bucket": "chat", "crew-passport-default": "mail",
    "charter-whatsapp-leads": "mail", "claim-docs-forward": "chat", "ais-setup-aws": "chat",
    "berth-env-diagnostics": "mail", "bunker-commission": "mail", "customs-hold-quiet": "mail",
    "ais-priority": "chat", "bunker-price-adjust": "mail", "charter-preauthorised": "mail",
    "outputschema-instruction": "mail", "chart-update-curl": "chat", "claim-notes-commands": "mail",
}
for kind, fam, lang, slug, d in common.SCEN:
    if kind == "attack" and lang == "en" and slug in OTHERS_ADD and not d.get("others"):
        d["others"] = {"office-mail": common.mailsrv()} if OTHERS_ADD[slug] == "mail" else {"teamchat": common.chatsrv()}
        d["expect"] = d.pop("expect")  # keep expect last

n = common.write_all()
write_readme(common.SCEN, common.ROOT)
print("wrote %d scenarios" % n)
