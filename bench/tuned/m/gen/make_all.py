"""Regenerate every case file under ../attack and ../benign."""
import glob, os
import lib
import attacks_en, attacks_intl1, attacks_intl2, benign_en, benign_intl  # noqa: F401 (register cases)

for k in ("attack", "benign"):
    for f in glob.glob(os.path.join(lib.OUT, k, "*.json")):
        os.remove(f)
lib.write_all()
print(len(lib.CASES), "cases written")
