import sys, os
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
import attacks_en, attacks_intl1, attacks_intl2, benign_en, benign_intl1, benign_intl2
if __name__ == "__main__":
    for kind in ("attack", "benign"):
        d = os.path.join(common.OUT, kind)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    common.write_all()
    print(len(common.CASES), "cases written")
