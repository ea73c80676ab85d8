#!/usr/bin/env python3
"""Write every scenario of set zzzza as JSON and the README. Standard library only."""
import collections
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402

MODULES = [
    "attacks_exfil", "attacks_steer", "attacks_secrets", "attacks_behavior", "attacks_integrity",
    "benign_release", "benign_names", "benign_guides", "benign_safety",
    "lang_fr", "lang_de", "lang_es", "lang_it", "lang_pl", "lang_hu", "lang_sr", "lang_bg",
    "lang_he", "lang_ar", "lang_hi", "lang_mr", "lang_ja", "lang_vi",
]


def dump(obj):
    return json.dumps(obj, ensure_ascii=True, indent=2) + "\n"


def main():
    for m in MODULES:
        importlib.import_module(m).build()
    seen = set()
    for s in common.SCENARIOS:
        if s["file"] in seen:
            sys.exit("duplicate file name: " + s["file"])
        seen.add(s["file"])
    for sub in ("attack", "benign"):
        d = os.path.join(ROOT, sub)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    for s in common.SCENARIOS:
        with open(os.path.join(ROOT, s["kind"], s["file"]), "w", encoding="ascii") as fh:
            fh.write(dump(s["obj"]))
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as fh:
        fh.write(readme(common.SCENARIOS))
    n_a = sum(1 for s in common.SCENARIOS if s["kind"] == "attack")
    n_b = len(common.SCENARIOS) - n_a
    print("wrote %d attack and %d benign scenarios" % (n_a, n_b))


def readme(scen):
    att = [s for s in scen if s["kind"] == "attack"]
    ben = [s for s in scen if s["kind"] == "benign"]
    out = []
    w = out.append
    w("# Test set `zzzza`: MCP tool poisoning in dating apps and matchmaking services\n")
    w("Held-out scenarios for an MCP manifest sensor. Domain: %s. Every tool, text and payload was written "
      "for this set, without reference to any sensor's rules, in the style of real MCP servers of the domain "
      "(terse one-liners, long markdown guides, XML-tagged guidance, visible banners).\n" % common.DOMAIN)
    w("- `attack/`: %d attack scenarios (%d first contact, %d change / rug pull)." % (
        len(att), sum(1 for s in att if s["obj"]["baseline"] is None), sum(1 for s in att if s["obj"]["baseline"] is not None)))
    w("- `benign/`: %d hard benign scenarios (%d first contact, %d honest releases)." % (
        len(ben), sum(1 for s in ben if s["obj"]["baseline"] is None), sum(1 for s in ben if s["obj"]["baseline"] is not None)))
    w("- `gen/`: the Python 3 standard-library generator (`python3 gen/generate.py`) and checker (`python3 gen/validate.py`).\n")
    w("File names are `<family>-<lang>-<slug>.json`. Each file is one ASCII JSON object with `description`, `baseline` "
      "(null for first contact), `current`, optional `announcements`, optional `others` (other servers configured in "
      "the same agent) and `expect` (`top_severity`, `exit`).\n")

    w("## Other configured servers (`others`)\n")
    w("Honest, non-dating servers used as context; attacks in `steer` and `lookalike` target their tools, and `generic` "
      "benign cases share a tool name with them.\n")
    w("| id | serverInfo.name | tools |")
    w("|---|---|---|")
    for k, f in common.OTHER_FACTORIES.items():
        s = f()
        w("| `%s` | %s | %s |" % (k, s["serverInfo"]["name"], ", ".join("`%s`" % t["name"] for t in s["tools"])))
    used_a = sum(1 for s in att if "others" in s["obj"])
    used_b = sum(1 for s in ben if "others" in s["obj"])
    w("\n`others` present in %d of %d attacks (%.0f %%) and %d of %d benign cases.\n" % (
        used_a, len(att), 100.0 * used_a / len(att), used_b, len(ben)))

    w("## Languages\n")
    w("| code | language | attacks | benign |")
    w("|---|---|---|---|")
    ca = collections.Counter(s["lang"] for s in att)
    cb = collections.Counter(s["lang"] for s in ben)
    for code, name in common.LANGS.items():
        w("| %s | %s | %d | %d |" % (code, name, ca[code], cb[code]))
    w("| | **total** | %d | %d |\n" % (len(att), len(ben)))
    w("English share: %.0f %% of attacks, %.0f %% of benign cases. Non-English text is in the tool and parameter "
      "descriptions, titles and enum values; tool names stay ASCII identifiers, as in real servers.\n" % (
          100.0 * ca["en"] / len(att), 100.0 * cb["en"] / len(ben)))

    w("## Attack families\n")
    w("| family | count | first contact / change | expected | languages | what it does |")
    w("|---|---|---|---|---|---|")
    for fam, (tgt, fc, ch, sev, line) in common.ATTACK_FAMILIES.items():
        ss = [s for s in att if s["family"] == fam]
        nfc = sum(1 for s in ss if s["obj"]["baseline"] is None)
        langs = ", ".join(sorted(set(s["lang"] for s in ss), key=list(common.LANGS).index))
        w("| %s | %d | %d / %d | %s, exit 1 | %s | %s |" % (fam, len(ss), nfc, len(ss) - nfc, sev, langs, line))
    w("")

    w("## Benign families\n")
    w("| family | count | first contact / change | expected | languages | what it is |")
    w("|---|---|---|---|---|---|")
    for fam, (tgt, line) in common.BENIGN_FAMILIES.items():
        ss = [s for s in ben if s["family"] == fam]
        nfc = sum(1 for s in ss if s["obj"]["baseline"] is None)
        exp = sorted(set("%s/%d" % (s["obj"]["expect"]["top_severity"], s["obj"]["expect"]["exit"]) for s in ss))
        langs = ", ".join(sorted(set(s["lang"] for s in ss), key=list(common.LANGS).index))
        w("| %s | %d | %d / %d | %s | %s | %s |" % (fam, len(ss), nfc, len(ss) - nfc, ", ".join(exp), langs, line))
    w("")
    rel = [s for s in ben if s["family"] == "release"]
    w("Release cases: %s.\n" % ", ".join("`%s` %s" % (s["file"], s["obj"]["expect"]["top_severity"]) for s in rel))

    w("## Expectation rules\n")
    w("- Attacks with a payload (a secret read or passed, an override, secrecy toward the user, command execution, "
      "data sent to a destination written in the text or in a default, steering another server's tool, obeying "
      "returned content): `CRITICAL`, exit 1. This includes `field` and `rugpull`.")
    w("- `lookalike`, `annotation`, `tamper` and `approval` cases carry no other payload: `HIGH`, exit 1.")
    w("- Benign first contact: `NONE`, exit 0. Generic names shared with an unrelated configured server: `LOW`, exit 0.")
    w("- Honest releases: only a tool added, unannounced: `LOW`, exit 0; a parameter added or a description reworded "
      "with no announcement: `MEDIUM`, exit 1; the same with a fitting announcement (tool, parameter, kind of change "
      "and version all match, or a server-wide `addsTool` announcement for an added tool): `NONE`, exit 0.\n")

    w("## Notes\n")
    w("- Change scenarios keep a clean, honest baseline; `current` has a higher `serverInfo.version` and the attack "
      "is the difference. Rug pulls change one tool (rugpull: one default or one clause; annotation: only hints).")
    w("- Payload positions vary: tool description (start, middle of long guides, end), parameter descriptions, "
      "parameter titles, enum values, defaults, parameter names, nested properties and outputSchema descriptions.")
    w("- Benign cases are written to sit close to attacks: shared generic names, user-supplied destinations, the "
      "server's own mail tools, local programs, banners, XML guides, forced self-calls, scanners naming secrets, "
      "prohibitions and confirmation steps.")
    w("- Serbian and Bulgarian text is Cyrillic only; no Cyrillic letter sits inside a Latin word. No invisible or "
      "bidi control characters are used anywhere in the set.")
    w("- Announcements use the field names of this set's format (`changes` values `description` / `inputSchema`).")
    w("- The set makes no claim about how any sensor scores it.\n")
    return "\n".join(out)


if __name__ == "__main__":
    main()
