"""Regenerate every file of the set: python3 gen/make_all.py"""
import glob, os, runpy, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.dirname(HERE)
for d in ("attack", "benign"):
    os.makedirs(os.path.join(ROOT, d), exist_ok=True)
    for f in glob.glob(os.path.join(ROOT, d, "*.json")):
        os.remove(f)
for s in ("attacks_en_1.py", "attacks_en_2.py", "attacks_ml.py", "benign_en.py", "benign_ml.py", "benign_changes.py"):
    runpy.run_path(os.path.join(HERE, s), run_name="__main__")
print("attack:", len(os.listdir(os.path.join(ROOT, "attack"))), "benign:", len(os.listdir(os.path.join(ROOT, "benign"))))
