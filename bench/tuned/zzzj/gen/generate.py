"""Write every scenario of the zzzj held-out set into ../attack and ../benign,
and README.md into the set folder.

Usage: python3 gen/generate.py && python3 gen/validate.py
"""
import importlib
import os
import sys
sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import common  # noqa: E402

MODULES = [
    "attacks_en_1", "attacks_en_2", "attacks_en_3",
    "benign_en_1", "benign_en_2",
    "lang_de", "lang_fr", "lang_es", "lang_da", "lang_fi", "lang_sk", "lang_hr",
    "lang_bg", "lang_sr", "lang_ur", "lang_bn", "lang_zh", "lang_ms",
]


def main():
    for name in MODULES:
        path = os.path.join(HERE, name + ".py")
        if not os.path.exists(path):
            print("skipping missing module", name)
            continue
        importlib.import_module(name).build()
    n = common.write_all()
    import readme
    readme.write(common.scenarios())
    print("wrote %d scenarios" % n)


if __name__ == "__main__":
    main()
