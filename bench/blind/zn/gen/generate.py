"""Regenerates every scenario file of the zn blind set: python3 gen/generate.py"""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
import attacks_en, attacks_intl1, attacks_intl2, attacks_intl3  # noqa: F401
import benign_en, benign_intl1, benign_intl2  # noqa: F401

# About 40 % of attacks run with other servers configured in the same client: the
# steering and look-alike cases name theirs; a deterministic third of the rest get an
# unrelated companion server (mail, chat, drive, CRM, SMS) that the attack does not name.
COMPANIONS = [common.mail_server, common.chat_server, common.drive_server, common.crm_server, common.sms_server]
_i = 0
for kind, stem, sc in common.SCENARIOS:
    if kind == "attack" and not sc.get("others"):
        if _i % 3 == 0:
            srv = COMPANIONS[(_i // 3) % len(COMPANIONS)]()
            sc["others"] = {srv["serverInfo"]["name"]: srv}
            sc["expect"] = sc.pop("expect")
        _i += 1

# Some honest first-contact cases also run next to an unrelated configured server
# (no shared tool names), so a clean verdict does not depend on being alone.
_j = 0
for kind, stem, sc in common.SCENARIOS:
    if kind == "benign" and not sc.get("others") and sc.get("baseline") is None:
        if _j % 5 == 2:
            srv = COMPANIONS[(_j // 5) % len(COMPANIONS)]()
            sc["others"] = {srv["serverInfo"]["name"]: srv}
            sc["expect"] = sc.pop("expect")
        _j += 1

if __name__ == "__main__":
    print("wrote", common.write_all(), "scenarios")
