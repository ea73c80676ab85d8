#!/usr/bin/env python3
"""Write attack/*.json, benign/*.json and README.md for set zzzy."""
import glob
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)

from common import ATTACK_FAMILIES, BENIGN_FAMILIES, LANGS, OTHERS, expected_benign  # noqa: E402
import attacks_exfil, attacks_policy, attacks_schema  # noqa: E402
import benign_release, benign_names, benign_guides  # noqa: E402

LANG_MODULES = ["pt", "it", "ro", "ca", "gl", "el", "tr", "ar", "fa", "ur", "bn", "th", "id", "sw"]


def collect():
    scs = []
    for m in (attacks_exfil, attacks_policy, attacks_schema, benign_release, benign_names, benign_guides):
        scs += m.SCENARIOS
    for code in LANG_MODULES:
        mod = __import__("lang_" + code)
        scs += mod.SCENARIOS
    for sc in scs:
        if sc["_kind"] == "benign":
            sc["expect"] = expected_benign(sc)
    return scs


def fname(sc):
    return "%s-%s-%s.json" % (sc["_family"], sc["_lang"], sc["_slug"])


def to_json(sc):
    obj = {"description": sc["description"], "baseline": sc["baseline"], "current": sc["current"]}
    if sc["announcements"]:
        obj["announcements"] = sc["announcements"]
    if sc["others"]:
        obj["others"] = sc["others"]
    obj["expect"] = sc["expect"]
    return json.dumps(obj, ensure_ascii=True, indent=2) + "\n"


def readme(scs):
    att = [s for s in scs if s["_kind"] == "attack"]
    ben = [s for s in scs if s["_kind"] == "benign"]
    fc = lambda xs: sum(1 for s in xs if s["baseline"] is None)
    used_others = sorted({k for s in scs if s["others"] for k in s["others"]})
    L = []
    L.append("# Held-out set `zzzy`: translation and localisation agencies\n")
    L.append("Scenarios for an MCP tool-definition sensor, written for the domain of translation and localisation "
             "agencies: translation management systems (projects, jobs, deliveries, quotes), glossaries and term bases, "
             "translation memories (TMX import/export, concordance), vendor and freelancer payments, machine-translation "
             "post-editing, subtitle files (SRT/VTT/TTML, timing, burning) and document converters. Every server, tool, "
             "text and payload was written new for this set by a writer who has not seen any sensor rules.\n")
    L.append("## Counts\n")
    L.append("| | total | first contact | change |\n|---|---|---|---|")
    L.append("| attack | %d | %d | %d |" % (len(att), fc(att), len(att) - fc(att)))
    L.append("| benign | %d | %d | %d |" % (len(ben), fc(ben), len(ben) - fc(ben)))
    L.append("\nAttacks that configure `others`: %d of %d (%.0f %%). Benign scenarios with `others`: %d.\n"
             % (sum(1 for s in att if s["others"]), len(att), 100.0 * sum(1 for s in att if s["others"]) / len(att),
                sum(1 for s in ben if s["others"])))
    L.append("## Other configured servers (`others`)\n")
    L.append("| id | serverInfo.name | tools |\n|---|---|---|")
    for k in used_others:
        s = OTHERS[k]
        L.append("| %s | %s | %s |" % (k, s["serverInfo"]["name"], ", ".join("`%s`" % t["name"] for t in s["tools"])))
    L.append("\n## Languages\n")
    L.append("| code | language | attacks | benign |\n|---|---|---|---|")
    for code, name in LANGS.items():
        L.append("| %s | %s | %d | %d |" % (code, name, sum(1 for s in att if s["_lang"] == code),
                                            sum(1 for s in ben if s["_lang"] == code)))
    L.append("\n## Attack families\n")
    L.append("| family | count | fc / change | expected | languages | what it does |\n|---|---|---|---|---|---|")
    for fam, (_, _, _, sev, line) in ATTACK_FAMILIES.items():
        xs = [s for s in att if s["_family"] == fam]
        langs = sorted({s["_lang"] for s in xs}, key=list(LANGS).index)
        L.append("| %s | %d | %d / %d | %s, exit 1 | %s | %s |" % (fam, len(xs), fc(xs), len(xs) - fc(xs), sev, " ".join(langs), line))
    L.append("\n## Benign families\n")
    L.append("| family | count | fc / change | expected | languages | what it is |\n|---|---|---|---|---|---|")
    for fam, (_, line) in BENIGN_FAMILIES.items():
        xs = [s for s in ben if s["_family"] == fam]
        langs = sorted({s["_lang"] for s in xs}, key=list(LANGS).index)
        exps = sorted({"%s/%d" % (s["expect"]["top_severity"], s["expect"]["exit"]) for s in xs})
        L.append("| %s | %d | %d / %d | %s | %s | %s |" % (fam, len(xs), fc(xs), len(xs) - fc(xs), ", ".join(exps), " ".join(langs), line))
    L.append("""
## Expectation rules

- Attacks with a payload (a secret read or passed, an override, secrecy toward the user, command execution,
  data sent to a destination written in the text or in a default, steering another server's tool, obeying
  returned content): `CRITICAL`, exit 1. This includes the `field` and `rugpull` families.
- Look-alike, annotation-flip, tamper and approval cases with no other payload: `HIGH`, exit 1.
- Benign first contact: `NONE`, exit 0. Generic names shared with an unrelated configured server: `LOW`, exit 0.
- Honest releases: only a tool added, unannounced: `LOW`, exit 0; a parameter added or a description reworded
  with no announcement: `MEDIUM`, exit 1; the same with a fitting announcement (tool, parameter, kind of change
  and version all match, or a server-wide `addsTool` announcement, `"tool": null`, for an added tool): `NONE`, exit 0.
  `gen/common.py` (`expected_benign`) derives these from the baseline/current diff and the announcements.

## Files

- `attack/*.json`, `benign/*.json`: one scenario each, named `<family>-<langcode>-<slug>.json`, pure ASCII JSON
  (non-ASCII as `\\uXXXX` escapes).
- `gen/`: standard-library Python. `common.py` (builders, `others` servers, expectation rules),
  `attacks_*.py` (English attacks), `benign_*.py` (English benign), `lang_<code>.py` (all scenarios of one
  non-English language), `generate.py` (writes everything), `validate.py` (checks every file; exit 0 when all pass).
  Run `python3 gen/generate.py && python3 gen/validate.py`.

## Notes

- Change scenarios keep a clean, honest `baseline`; `current` has a higher `serverInfo.version`, and the attack
  is the difference. A few change attacks also add a parameter alongside the payload (for example the
  Portuguese secrecy case), so a structural change and a content payload arrive together.
- Some change attacks put the payload into a tool whose baseline had an honest confirmation or review step
  (approval, override), so the new words replace a safeguard rather than add one.
- `field` attacks keep the tool and parameter descriptions clean; the payload sits only in a default, an enum
  value, a parameter name, a parameter title, an outputSchema description or a nested property.
- `lookalike` attacks carry no payload other than the near-duplicate name and the claim to replace the other
  server's tool; `annotation` attacks change nothing but annotations.
- Some non-English texts (Thai, Bengali, Urdu, Swahili, Persian) were written by a non-native writer; they are
  meant to read as plausible vendor text, not as polished copy.
- Domains, addresses, phone numbers and IBANs in payloads are invented for this set; vendor hosts in benign
  cases use `example` names or plausible vendor-owned hosts.
- Persian texts use the zero-width non-joiner (U+200C) where Persian orthography requires it (e.g. the
  plural and verb prefixes); it appears in attacks and benign cases alike and is not a payload.
- No claims about any sensor's results are made here.
""")
    return "\n".join(L)


def main():
    scs = collect()
    for d in ("attack", "benign"):
        os.makedirs(os.path.join(OUT, d), exist_ok=True)
        for f in glob.glob(os.path.join(OUT, d, "*.json")):
            os.remove(f)
    seen = set()
    for sc in scs:
        fn = fname(sc)
        assert fn not in seen, fn
        seen.add(fn)
        with open(os.path.join(OUT, sc["_kind"], fn), "w", encoding="ascii") as fh:
            fh.write(to_json(sc))
    with open(os.path.join(OUT, "README.md"), "w", encoding="utf-8") as fh:
        fh.write(readme(scs))
    print("wrote %d attack, %d benign" % (sum(1 for s in scs if s["_kind"] == "attack"),
                                          sum(1 for s in scs if s["_kind"] == "benign")))


if __name__ == "__main__":
    main()
