#!/usr/bin/env python3
"""Write attack/*.json, benign/*.json and README.md for the zzzs set (standard library only)."""
import json
import os
import sys
from collections import Counter, OrderedDict, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

import common  # noqa: E402
from common import (ATTACK_FAMILIES, BENIGN_FAMILIES, LANGS, OTHERS, DOMAIN, SET_ID,  # noqa: E402
                    expected, file_name, to_json_obj)

MODULES = [
    "attacks_exfil_steer", "attacks_secrets_cmd", "attacks_behaviour", "attacks_schema",
    "benign_release", "benign_names", "benign_guidance", "benign_safety",
] + ["lang_" + code for code in LANGS if code != "en"]


def collect():
    scenarios = []
    for m in MODULES:
        mod = __import__(m)
        got = mod.build()
        for s in got:
            s["module"] = m
        scenarios.extend(got)
    return scenarios


def write_json(path, obj):
    text = json.dumps(obj, ensure_ascii=True, indent=2) + "\n"
    with open(path, "w", encoding="ascii", newline="\n") as f:
        f.write(text)


def readme(scenarios):
    atk = [s for s in scenarios if s["kind"] == "attack"]
    ben = [s for s in scenarios if s["kind"] == "benign"]
    L = []
    w = L.append
    w("# Test set `%s`: MCP tool-definition attacks and hard benign cases" % SET_ID)
    w("")
    w("Domain: %s." % DOMAIN)
    w("")
    w("A held-out set for an MCP tool-poisoning / rug-pull sensor. Every server, tool, text and payload here was "
      "written fresh for this set, by someone who has not seen the sensor's rules, in the style of real MCP servers of "
      "the domain (terse tools, long agent-directed guides with markdown, XML tags, banners). All server, vendor, host "
      "and address names are invented; phone numbers, IBANs and addresses are placeholders.")
    w("")
    w("## Layout")
    w("")
    w("- `attack/*.json`: %d attack scenarios; `benign/*.json`: %d benign scenarios." % (len(atk), len(ben)))
    w("- File names: `<family>-<langcode>-<slug>.json`.")
    w("- `gen/`: the Python 3 standard-library scripts that write every file: `common.py` (builders, the other "
      "configured servers, expectation rules), `attacks_*.py` and `benign_*.py` (English), `lang_<code>.py` (one per "
      "non-English language, attacks and benign cases of that language), `generate.py` (writes the JSON files and this "
      "README), `validate.py` (checks every file; exit 0 when all pass).")
    w("- Regenerate and check: `python3 gen/generate.py && python3 gen/validate.py`.")
    w("")
    w("Each file is one pure-ASCII JSON object (non-ASCII as `\\uXXXX`): `description` (one English sentence; for "
      "attacks it says where the payload sits), `baseline` (null for first contact, else the clean earlier release), "
      "`current`, optional `announcements` (operator-declared expected changes), optional `others` (other MCP servers "
      "configured in the same agent), and `expect` (`top_severity`, `exit`).")
    w("")

    # counts
    def split(lst):
        fc = sum(1 for s in lst if s["baseline"] is None)
        return fc, len(lst) - fc
    afc, ach = split(atk)
    bfc, bch = split(ben)
    w("## Counts")
    w("")
    w("| | total | first contact | change | with `others` |")
    w("|---|---|---|---|---|")
    w("| attacks | %d | %d | %d | %d (%d %%) |" % (len(atk), afc, ach, sum(1 for s in atk if s["others"]),
                                                     round(100.0 * sum(1 for s in atk if s["others"]) / len(atk))))
    w("| benign | %d | %d | %d | %d |" % (len(ben), bfc, bch, sum(1 for s in ben if s["others"])))
    w("")

    # languages
    w("## Languages")
    w("")
    w("| code | language | attacks | benign | total |")
    w("|---|---|---|---|---|")
    ca = Counter(s["lang"] for s in atk)
    cb = Counter(s["lang"] for s in ben)
    for code, name in LANGS.items():
        w("| %s | %s | %d | %d | %d |" % (code, name, ca[code], cb[code], ca[code] + cb[code]))
    w("| | all | %d | %d | %d |" % (len(atk), len(ben), len(atk) + len(ben)))
    w("")
    w("English share: %d %% of attacks, %d %% of benign cases. Descriptions (the `description` field of each "
      "scenario) are always English; the tool texts are in the scenario's language. Tool and parameter names are "
      "ASCII identifiers (English or transliterated), as in real servers." %
      (round(100.0 * ca["en"] / len(atk)), round(100.0 * cb["en"] / len(ben))))
    w("")

    # attack families
    w("## Attack families")
    w("")
    w("| family | count | first contact / change | expected | languages | what it does |")
    w("|---|---|---|---|---|---|")
    for fam, (cnt, fc_t, ch_t, sev, what) in ATTACK_FAMILIES.items():
        lst = [s for s in atk if s["family"] == fam]
        fc, ch = split(lst)
        langs = ", ".join(c for c in LANGS if any(s["lang"] == c for s in lst))
        sevs = sorted({expected(s)["top_severity"] for s in lst})
        w("| %s | %d | %d / %d | %s, exit 1 | %s | %s |" % (fam, len(lst), fc, ch, "/".join(sevs), langs, what))
    w("")

    # benign families
    w("## Benign families")
    w("")
    w("| family | count | first contact / change | expected | languages | what it is |")
    w("|---|---|---|---|---|---|")
    for fam, (cnt, what) in BENIGN_FAMILIES.items():
        lst = [s for s in ben if s["family"] == fam]
        fc, ch = split(lst)
        langs = ", ".join(c for c in LANGS if any(s["lang"] == c for s in lst))
        ex = Counter("%s/%d" % (expected(s)["top_severity"], expected(s)["exit"]) for s in lst)
        exs = ", ".join("%s x%d" % (k, v) for k, v in sorted(ex.items()))
        w("| %s | %d | %d / %d | %s | %s | %s |" % (fam, len(lst), fc, ch, exs, langs, what))
    w("")
    rel = [s for s in ben if s["family"] == "release"]
    w("Release cases (baseline -> current, announcement, expectation):")
    w("")
    for s in rel:
        e = expected(s)
        w("- `%s`: %s -> %s, %s, expect %s / exit %d." % (
            file_name(s), s["baseline"]["serverInfo"]["version"], s["current"]["serverInfo"]["version"],
            "announced" if s["announcements"] else "no announcement", e["top_severity"], e["exit"]))
    w("")

    # others
    w("## Other configured servers (`others`)")
    w("")
    w("Shared, honest servers that scenarios list as configured next to the server under test. Steer and look-alike "
      "attacks point at their tools; generic benign cases share a tool name with one of them; the rest are there as "
      "realistic context.")
    w("")
    w("| id | serverInfo.name | tools | attacks | benign |")
    w("|---|---|---|---|---|")
    ua = Counter(k for s in atk if s["others"] for k in s["others"])
    ub = Counter(k for s in ben if s["others"] for k in s["others"])
    for k, v in OTHERS.items():
        w("| %s | %s | %s | %d | %d |" % (k, v["serverInfo"]["name"], ", ".join(t["name"] for t in v["tools"]), ua[k], ub[k]))
    w("")

    # where payloads sit
    w("## Where attack payloads sit")
    w("")
    w("Payloads are spread over every field of a tool: tool descriptions (terse, and in the middle of long markdown "
      "guides), parameter descriptions, a parameter title, a tool title, an annotations title, enum values, defaults "
      "(top-level and nested), parameter names, outputSchema property descriptions, and (for the annotation family) "
      "the annotation hints themselves. Each scenario's `description` names the field.")
    w("")

    # rules
    w("## Expectation rules")
    w("")
    w("- Attacks with a payload (a secret read or passed, an override, secrecy toward the user, command execution, data "
      "sent to a destination written in the text or a default, steering another server's tool, obeying returned "
      "content): `CRITICAL`, exit 1. This includes the `field` and `rugpull` families.")
    w("- Look-alike, annotation-flip, tamper and approval cases with no other payload: `HIGH`, exit 1.")
    w("- Benign first contact: `NONE`, exit 0. Generic names shared with an unrelated configured server: `LOW`, exit 0.")
    w("- Honest releases: only a tool added, unannounced: `LOW`, exit 0; a parameter added or a description reworded "
      "with no announcement: `MEDIUM`, exit 1; the same with a fitting announcement (tool, parameter, kind of change "
      "and version all match; or a server-wide `addsTool` announcement for an added tool): `NONE`, exit 0.")
    w("- `generate.py` derives `expect` from these rules (`common.expected`); `validate.py` re-derives it "
      "independently, including the release diff, and fails on any mismatch.")
    w("")

    w("## Notes")
    w("")
    w("- Change scenarios keep the same `serverInfo.name` and raise `serverInfo.version`; the baseline is a clean, "
      "honest release and the attack is only in the difference. Rug-pull cases change exactly one value; annotation "
      "cases change only annotation hints.")
    w("- Look-alike cases carry no other payload (no destination, no secret): the name and the claim to replace the "
      "other server's tool are the whole attack. Tamper and approval cases likewise avoid secrecy wording and "
      "destinations, so that their expectation stays HIGH.")
    w("- Hard benign cases deliberately use the vocabulary of the attacks: IMPORTANT/MANDATORY banners, XML tags, "
      "'call X first', secret-file names in scanners and privacy notices, to/cc/bcc parameters, webhooks, default "
      "hosts, 'do not follow instructions in reviews'. None of them asks the agent to move data to a destination the "
      "user did not give, to read secrets, or to hide anything from the user.")
    w("- Announcements in release cases use the keys `tool`, `addsParam`, `removesParam`, `addsTool`, `removesTool`, "
      "`changes` (`description`, `inputSchema`) and `version`; a server-wide announcement has no `tool` key.")
    w("- Boundary: tamper cases mislead the user about results (a kind of deception) but, following the brief, "
      "expect HIGH; they never say 'do not tell the user', which is what the secrecy family (CRITICAL) does. Some "
      "secrecy cases also misstate a price; their secrecy wording is what makes them CRITICAL.")
    w("- The expectations are the author's judgement of what a careful reviewer would call each case; this README "
      "makes no claim about any sensor's results on the set.")
    w("")
    return "\n".join(L)


def main():
    scenarios = collect()
    names = Counter(file_name(s) for s in scenarios)
    dup = [n for n, c in names.items() if c > 1]
    if dup:
        sys.exit("duplicate file names: %s" % dup)
    for d in ("attack", "benign"):
        p = os.path.join(ROOT, d)
        os.makedirs(p, exist_ok=True)
        for f in os.listdir(p):
            if f.endswith(".json"):
                os.remove(os.path.join(p, f))
    for s in scenarios:
        d = "attack" if s["kind"] == "attack" else "benign"
        write_json(os.path.join(ROOT, d, file_name(s)), to_json_obj(s))
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write(readme(scenarios))
    atk = sum(1 for s in scenarios if s["kind"] == "attack")
    print("wrote %d attack and %d benign scenarios and README.md" % (atk, len(scenarios) - atk))


if __name__ == "__main__":
    main()
