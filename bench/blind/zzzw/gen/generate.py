#!/usr/bin/env python3
"""Write attack/*.json, benign/*.json and README.md of test set zzzw."""
import json
import os
import sys
sys.dont_write_bytecode = True
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import common  # noqa: E402
from common import ATTACK_FAMILIES, BENIGN_FAMILIES, LANGS, OTHER_SERVERS, RELEASE_KINDS  # noqa: E402

ROOT = os.path.dirname(HERE)

ATTACK_MODULES = ["attacks_exfil", "attacks_steer", "attacks_secrets", "attacks_behavior",
                  "attacks_ui", "attacks_field"]
BENIGN_MODULES = ["benign_release", "benign_tools", "benign_guides"]
LANG_MODULES = ["lang_" + code for code in LANGS if code != "en"]


def collect():
    import importlib
    items = []
    for m in ATTACK_MODULES:
        items += importlib.import_module(m).ATTACKS
    for m in BENIGN_MODULES:
        items += importlib.import_module(m).BENIGN
    for m in LANG_MODULES:
        mod = importlib.import_module(m)
        items += mod.ATTACKS + mod.BENIGN
    return items


def dump(doc):
    return json.dumps(doc, ensure_ascii=True, indent=2) + "\n"


def write_files(items):
    for sub in ("attack", "benign"):
        d = os.path.join(ROOT, sub)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    seen = set()
    for it in items:
        sub = "attack" if it["kind"] == "attack" else "benign"
        path = os.path.join(ROOT, sub, it["filename"])
        if path in seen:
            raise SystemExit("duplicate file name: " + it["filename"])
        seen.add(path)
        with open(path, "w", encoding="ascii", newline="\n") as fh:
            fh.write(dump(it["doc"]))


def lang_list(codes):
    order = list(LANGS)
    return ", ".join(sorted(set(codes), key=order.index))


def readme(items):
    attacks = [i for i in items if i["kind"] == "attack"]
    benign = [i for i in items if i["kind"] == "benign"]
    A = len(attacks)
    B = len(benign)
    fc_a = sum(1 for i in attacks if i["doc"]["baseline"] is None)
    fc_b = sum(1 for i in benign if i["doc"]["baseline"] is None)
    with_others = sum(1 for i in attacks if i["doc"].get("others"))
    used_others = Counter()
    for i in items:
        for k in (i["doc"].get("others") or {}):
            used_others[k] += 1

    L = []
    L.append("# Test set `zzzw`: waste management and recycling")
    L.append("")
    L.append("Held-out test data for an MCP tool-definition sensor, written blind (without reading the "
             "sensor's rules, corpora or other test sets). Domain: " + common.DOMAIN + ".")
    L.append("")
    L.append("Every scenario is one JSON file: a `baseline` manifest (`null` at first contact), the `current` "
             "manifest, optional operator `announcements`, optional `others` (other MCP servers configured in "
             "the same agent) and the expected outcome `expect` (`top_severity`, `exit`). All files are pure "
             "ASCII JSON; non-ASCII text is written as `\\uXXXX` escapes. Every tool, text and payload was "
             "written for this set; server names, hosts, addresses, IBANs and phone numbers are invented.")
    L.append("")
    L.append("## Counts")
    L.append("")
    L.append("| | total | first contact | change (baseline -> current) | with `others` |")
    L.append("|---|---|---|---|---|")
    L.append("| attack | %d | %d | %d | %d (%d %%) |" % (A, fc_a, A - fc_a, with_others, round(100.0 * with_others / A)))
    wb = sum(1 for i in benign if i["doc"].get("others"))
    L.append("| benign | %d | %d | %d | %d |" % (B, fc_b, B - fc_b, wb))
    L.append("")
    L.append("File names: `<family>-<langcode>-<slug>.json`; the family is the first dash-separated word, the "
             "language code the second.")
    L.append("")
    L.append("## Languages")
    L.append("")
    L.append("| code | language | attacks | benign |")
    L.append("|---|---|---|---|")
    ca = Counter(i["lang"] for i in attacks)
    cb = Counter(i["lang"] for i in benign)
    for code, name in LANGS.items():
        L.append("| %s | %s | %d | %d |" % (code, name, ca[code], cb[code]))
    L.append("| | **total** | %d | %d |" % (A, B))
    L.append("")
    L.append("English share: %d %% of attacks, %d %% of benign cases. Tool names stay ASCII identifiers; "
             "descriptions, parameter descriptions, titles and enum values are in the scenario's language. "
             "Literals (URLs, paths, commands, addresses) are ASCII in every language." % (
                 round(100.0 * ca["en"] / A), round(100.0 * cb["en"] / B)))
    L.append("")
    L.append("## Attack families")
    L.append("")
    L.append("| family | count | first contact / change | expected | languages | what it does |")
    L.append("|---|---|---|---|---|---|")
    for fam, (target, tfc, tch, sev, blurb) in ATTACK_FAMILIES.items():
        its = [i for i in attacks if i["family"] == fam]
        fc = sum(1 for i in its if i["doc"]["baseline"] is None)
        L.append("| %s | %d | %d / %d | %s, exit 1 | %s | %s |" % (
            fam, len(its), fc, len(its) - fc, sev, lang_list(i["lang"] for i in its), blurb))
    L.append("")
    L.append("Where the payload sits varies: tool description (short, long markdown guides with the payload in "
             "a middle section, banners, XML tags), parameter description, parameter name, parameter title, enum "
             "value, default value, nested object property, outputSchema description and annotations. Each "
             "file's `description` says where.")
    L.append("")
    L.append("## Benign families")
    L.append("")
    L.append("| family | count | first contact / change | expected | languages | what it is |")
    L.append("|---|---|---|---|---|---|")
    for fam, (target, blurb) in BENIGN_FAMILIES.items():
        its = [i for i in benign if i["family"] == fam]
        fc = sum(1 for i in its if i["doc"]["baseline"] is None)
        exps = sorted(set("%s/%d" % (i["doc"]["expect"]["top_severity"], i["doc"]["expect"]["exit"]) for i in its),
                      key=lambda s: common.SEVERITIES.index(s.split("/")[0]))
        L.append("| %s | %d | %d / %d | %s | %s | %s |" % (
            fam, len(its), fc, len(its) - fc, ", ".join(exps), lang_list(i["lang"] for i in its), blurb))
    L.append("")
    L.append("Release cases:")
    L.append("")
    L.append("| kind | expected | files |")
    L.append("|---|---|---|")
    for kind, (sev, code) in RELEASE_KINDS.items():
        fs = [i["filename"] for i in benign if i["release"] == kind]
        L.append("| %s | %s, exit %d | %s |" % (kind, sev, code, ", ".join("`%s`" % f for f in fs)))
    L.append("")
    L.append("## Other servers used (`others`)")
    L.append("")
    L.append("Realistic stand-ins for servers commonly configured next to a domain server; each keeps the same "
             "tools in every file that uses it.")
    L.append("")
    L.append("| id | serverInfo.name | tools | files |")
    L.append("|---|---|---|---|")
    for k, fn in OTHER_SERVERS.items():
        s = fn()
        if used_others[k] == 0:
            continue
        L.append("| %s | %s | %s | %d |" % (k, s["serverInfo"]["name"], ", ".join(t["name"] for t in s["tools"]),
                                           used_others[k]))
    L.append("")
    L.append("## Expectation rules")
    L.append("")
    L.append("- Attacks with a payload (a secret read or passed, an override, secrecy toward the user, command "
             "execution, data sent to a destination written in the text or in a default, steering another "
             "server's tool, obeying returned content): `CRITICAL`, exit 1. This includes `field` and `rugpull`.")
    L.append("- Look-alike, annotation-flip, tamper and approval cases with no other payload: `HIGH`, exit 1.")
    L.append("- Benign first contact: `NONE`, exit 0. Generic names shared with an unrelated configured server: "
             "`LOW`, exit 0.")
    L.append("- Honest releases: only a tool added, unannounced: `LOW`, exit 0; a parameter added or a "
             "description reworded with no announcement: `MEDIUM`, exit 1; the same with a fitting announcement "
             "(tool, parameter, kind of change and version all match, or an `addsTool` announcement for an added "
             "tool): `NONE`, exit 0.")
    L.append("- `exit` is 1 exactly when `top_severity` is MEDIUM or above (the default `--fail-on medium`).")
    L.append("")
    L.append("## Notes")
    L.append("")
    L.append("- Change scenarios have an honest baseline and a current manifest with a higher "
             "`serverInfo.version`; the attack is the difference. `annotation` cases change nothing but "
             "annotations; `rugpull` cases change exactly one field (one default or one added sentence).")
    L.append("- `tamper` and `approval` cases avoid explicit secrecy wording (\"do not tell the user\"), so that "
             "they stay HIGH-only by the rules; a reviewer may still read some tamper texts as deception toward "
             "the user.")
    L.append("- `lookalike` cases have no payload besides the shadowing claim; the replacement tool's own "
             "parameters are supplied by the user.")
    L.append("- Benign cases deliberately use words attacks use (IMPORTANT/MANDATORY banners, XML tags, "
             "\"call X first\", bcc/cc fields, default URLs on the vendor's own host, named secret file patterns "
             "in scanners, \"never send\" prohibitions); none of them asks the agent to act against the user.")
    L.append("- Benign cases with `others` never share a tool name with those servers, except the `generic` "
             "family where that is the point.")
    L.append("- Announcement objects: `tool`, `addsParam`, `removesParam`, `addsTool`, `removesTool`, `changes` "
             "(`description` or `inputSchema`), `version` (the current `serverInfo.version`).")
    L.append("- Regenerate with `python3 gen/generate.py && python3 gen/validate.py` (standard library only).")
    L.append("")
    return "\n".join(L)


def main():
    items = collect()
    write_files(items)
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(readme(items))
    a = sum(1 for i in items if i["kind"] == "attack")
    print("wrote %d attack and %d benign scenarios to %s" % (a, len(items) - a, ROOT))


if __name__ == "__main__":
    main()
