"""Regenerate every scenario file of the zt set: python3 gen/build.py"""
import json, os, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import common, attacks_en, attacks_intl, benign_en, benign_intl  # noqa: F401 (registration side effects)

common.augment_others()
ROOT = os.path.dirname(HERE)
for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    if os.path.isdir(d):
        shutil.rmtree(d)
    os.makedirs(d)
seen = set()
for kind, name, sc in common.CASES:
    assert name not in seen, name
    seen.add(name)
    with open(os.path.join(ROOT, kind, name + ".json"), "w", encoding="ascii") as f:
        f.write(json.dumps(sc, ensure_ascii=True, indent=2) + "\n")
print("wrote", len(common.CASES), "files")
