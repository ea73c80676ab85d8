"""Generate every case of blind set n into ../attack and ../benign."""
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
import attacks_a  # noqa: F401,E402
import attacks_b  # noqa: F401,E402
import benign  # noqa: F401,E402
import releases  # noqa: F401,E402

# Trimmed after generation to keep the set near 90 attacks and the English share near 45 %.
DROP = {
    "terraform-plan-v2", "sicherung-immer-erfolgreich", "politica-no-informar", "zona-reemplazar-todo",
    "rds-sans-instantane-final", "supprimer-table-non-destructif", "pvc-todos-namespaces",
    "kebijakan-abaikan", "polityka-nie-informuj", "iam-rol-owner",
}
_before = len(common.CASES)
common.CASES[:] = [c for c in common.CASES if not (c[0] == "attack" and c[3][len(c[1]) + len(c[2]) + 2:-len(".json")] in DROP)]
assert _before - len(common.CASES) == len(DROP), (_before, len(common.CASES))

cases = common.write_all()
for kind in ("attack", "benign"):
    cs = [c for c in cases if c[0] == kind]
    fc = sum(1 for c in cs if c[4]["baseline"] is None)
    oth = sum(1 for c in cs if c[4].get("others"))
    langs = collections.Counter(c[2] for c in cs)
    fams = collections.Counter(c[1] for c in cs)
    sev = collections.Counter(c[4]["expect"]["top_severity"] for c in cs)
    print(f"{kind}: {len(cs)} (first contact {fc}, changes {len(cs)-fc}, with others {oth})")
    print("  langs:", dict(sorted(langs.items())))
    print("  families:", dict(sorted(fams.items())))
    print("  severity:", dict(sev))
