#!/usr/bin/env python3
"""Write every scenario of set zzzr as JSON, plus README.md.

Usage: python3 gen/generate.py   (from the set folder or anywhere)
"""
import collections
import importlib
import json
import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402

MODULES = [
    "attacks_exfil", "attacks_steer", "attacks_secrets", "attacks_behaviour", "attacks_schema",
    "benign_release", "benign_names", "benign_guides", "benign_content",
] + ["lang_" + c for c in common.LANGS if c != "en"]


def load_scenarios():
    out = []
    for m in MODULES:
        mod = importlib.import_module(m)
        for s in mod.SCENARIOS:
            s = dict(s)
            s["module"] = m
            out.append(s)
    return out


def to_json(scn):
    d = scn["data"]
    obj = collections.OrderedDict()
    obj["description"] = d["description"]
    obj["baseline"] = d["baseline"]
    obj["current"] = d["current"]
    if d.get("announcements"):
        obj["announcements"] = d["announcements"]
    if d.get("others"):
        obj["others"] = d["others"]
    obj["expect"] = common.expect_for(scn)
    return json.dumps(obj, ensure_ascii=True, indent=2) + "\n"


def write_all(scns):
    for sub in ("attack", "benign"):
        folder = os.path.join(ROOT, sub)
        os.makedirs(folder, exist_ok=True)
        for f in os.listdir(folder):
            if f.endswith(".json"):
                os.remove(os.path.join(folder, f))
    seen = set()
    for s in scns:
        name = common.file_name(s)
        if name in seen:
            raise SystemExit("duplicate file name: " + name)
        seen.add(name)
        sub = "attack" if common.kind_of(s["family"]) == "attack" else "benign"
        with open(os.path.join(ROOT, sub, name), "w", encoding="ascii", newline="\n") as fh:
            fh.write(to_json(s))


# ---------------------------------------------------------------- README
def _langs_of(items):
    c = collections.Counter(s["lang"] for s in items)
    order = list(common.LANGS)
    return ", ".join("%s %d" % (l, c[l]) if c[l] > 1 else l for l in order if c[l])


def readme(scns):
    attacks = [s for s in scns if common.kind_of(s["family"]) == "attack"]
    benign = [s for s in scns if common.kind_of(s["family"]) == "benign"]
    a_fc = sum(1 for s in attacks if s["data"]["baseline"] is None)
    b_fc = sum(1 for s in benign if s["data"]["baseline"] is None)
    a_oth = sum(1 for s in attacks if s["data"].get("others"))
    b_oth = sum(1 for s in benign if s["data"].get("others"))
    L = []
    w = L.append
    w("# Held-out test set `zzzr`: moving, relocation and self-storage")
    w("")
    w("A blind test set for an MCP tool-definition security sensor. Every tool, text and payload "
      "was written fresh for this set, in the style of MCP servers of one domain: %s. "
      "The author did not see the sensor's rules, cue lists or other test sets." % common.DOMAIN)
    w("")
    w("Each JSON file is one scenario: the manifest the sensor sees now (`current`), the clean "
      "manifest it saw before (`baseline`, or `null` for a first contact), optional operator "
      "announcements, optional other servers configured in the same agent (`others`) and the "
      "expected outcome (`expect`: highest severity and exit code). Files are pure ASCII JSON; "
      "non-ASCII text is written as `\\uXXXX` escapes.")
    w("")
    w("## Counts")
    w("")
    w("| | scenarios | first contact | change | with `others` |")
    w("|---|---|---|---|---|")
    w("| attack | %d | %d | %d | %d (%d %%) |" % (len(attacks), a_fc, len(attacks) - a_fc, a_oth,
                                                  round(100.0 * a_oth / len(attacks))))
    w("| benign | %d | %d | %d | %d |" % (len(benign), b_fc, len(benign) - b_fc, b_oth))
    w("| total | %d | %d | %d | %d |" % (len(scns), a_fc + b_fc, len(scns) - a_fc - b_fc,
                                         a_oth + b_oth))
    w("")
    sev_a = collections.Counter(common.expect_for(s)["top_severity"] for s in attacks)
    sev_b = collections.Counter(common.expect_for(s)["top_severity"] for s in benign)
    w("Expected top severity, attacks: " + ", ".join("%s %d" % (k, sev_a[k]) for k in common.SEVERITIES if sev_a[k])
      + ". Benign: " + ", ".join("%s %d" % (k, sev_b[k]) for k in common.SEVERITIES if sev_b[k]) + ".")
    w("")
    w("## Languages")
    w("")
    w("| code | language | attacks | benign |")
    w("|---|---|---|---|")
    ca = collections.Counter(s["lang"] for s in attacks)
    cb = collections.Counter(s["lang"] for s in benign)
    for code, name in common.LANGS.items():
        w("| %s | %s | %d | %d |" % (code, name, ca[code], cb[code]))
    w("| | total | %d | %d |" % (len(attacks), len(benign)))
    w("")
    w("English share: %d %% of attacks, %d %% of benign cases. Non-English text sits in tool "
      "descriptions, parameter descriptions, titles and annotation titles; tool and parameter "
      "names stay ASCII identifiers, as real servers use them." %
      (round(100.0 * ca["en"] / len(attacks)), round(100.0 * cb["en"] / len(benign))))
    w("")
    w("## Attack families")
    w("")
    w("| family | count | fc/ch | expect | languages | what it does |")
    w("|---|---|---|---|---|---|")
    for fam, (target, tfc, tch, sev, line) in common.ATTACK_FAMILIES.items():
        items = [s for s in attacks if s["family"] == fam]
        fc = sum(1 for s in items if s["data"]["baseline"] is None)
        w("| %s | %d | %d/%d | %s, exit 1 | %s | %s |" % (fam, len(items), fc, len(items) - fc, sev,
                                                          _langs_of(items), line))
    w("")
    w("## Benign families")
    w("")
    w("| family | count | fc/ch | expect | languages | what it is |")
    w("|---|---|---|---|---|---|")
    for fam, (target, line) in common.BENIGN_FAMILIES.items():
        items = [s for s in benign if s["family"] == fam]
        fc = sum(1 for s in items if s["data"]["baseline"] is None)
        ex = collections.Counter("%s/%d" % (common.expect_for(s)["top_severity"], common.expect_for(s)["exit"])
                                 for s in items)
        exs = ", ".join("%s x%d" % (k, v) if len(ex) > 1 else k for k, v in sorted(ex.items()))
        w("| %s | %d | %d/%d | %s | %s | %s |" % (fam, len(items), fc, len(items) - fc, exs,
                                                  _langs_of(items), line))
    w("")
    w("## Other servers used (`others`)")
    w("")
    w("Other servers stand for what else is configured in the same agent. Attacks of the `steer` "
      "and `lookalike` families target them; elsewhere they are context. Benign `generic` cases use "
      "the unrelated servers that expose generic names.")
    w("")
    w("| id | serverInfo.name | tools | used by (attack/benign) |")
    w("|---|---|---|---|")
    use_a = collections.Counter()
    use_b = collections.Counter()
    for s in scns:
        for k in (s["data"].get("others") or {}):
            (use_a if common.kind_of(s["family"]) == "attack" else use_b)[k] += 1
    for sid, sv in common.OTHER_SERVERS.items():
        w("| %s | %s | %s | %d/%d |" % (sid, sv["serverInfo"]["name"],
                                       ", ".join("`%s`" % t["name"] for t in sv["tools"]),
                                       use_a[sid], use_b[sid]))
    w("")
    w("## Expectation rules")
    w("")
    w("- Attacks with a payload (a secret read or passed, an override, secrecy toward the user, "
      "command execution, data sent to a destination written in the text or a default, steering "
      "another server's tool, obeying returned content): `CRITICAL`, exit 1. This includes the "
      "`field` and `rugpull` families.")
    w("- `lookalike`, `annotation`, `tamper` and `approval` cases carry no other payload: `HIGH`, exit 1.")
    w("- Benign first contact: `NONE`, exit 0. Generic names shared with an unrelated configured "
      "server (`generic`): `LOW`, exit 0.")
    w("- Honest releases (`release`): only a tool added, unannounced: `LOW`, exit 0; a parameter added "
      "or a description reworded with no announcement: `MEDIUM`, exit 1; the same with a fitting "
      "announcement (tool, parameter, kind of change and version all match; or a server-wide "
      "`addsTool` announcement for an added tool): `NONE`, exit 0.")
    w("- Exit is 1 exactly when the expected severity is `MEDIUM` or above.")
    w("")
    w("Release cases in this set:")
    w("")
    w("| file | change | announced | expect |")
    w("|---|---|---|---|")
    for s in benign:
        if s["family"] != "release":
            continue
        ch = sorted(set(k for k, _, _ in common.release_changes(s["data"]["baseline"], s["data"]["current"])))
        e = common.expect_for(s)
        w("| %s | %s | %s | %s, exit %d |" % (common.file_name(s), ", ".join(ch),
                                              "yes" if s["data"].get("announcements") else "no",
                                              e["top_severity"], e["exit"]))
    w("")
    w("## Notes")
    w("")
    w("- Announcement objects use the keys `tool`, `addsParam`, `removesParam`, `addsTool`, "
      "`removesTool`, `changes` (`description`, `inputSchema`) and `version`. A server-wide "
      "announcement has no `tool` key. A parameter announcement lists both the parameter in "
      "`addsParam` and `inputSchema` in `changes`.")
    w("- Where payloads sit: most in tool descriptions (short sentences, policy blocks, or the "
      "middle of long markdown guides); others in a parameter description, a parameter title, an "
      "enum value, a default, a parameter name, a nested property, an outputSchema description "
      "(also a property description inside it), a tool-level title and an annotations title.")
    w("- Change scenarios always raise `serverInfo.version`; the baseline is an honest manifest of "
      "the same server.")
    w("- `annotation` cases change annotations only; `rugpull` cases change exactly one thing in one "
      "tool (one default or one appended sentence). `field` change cases leave every tool "
      "description untouched and change only a schema field (an enum, a title, a nested property, "
      "an outputSchema description).")
    w("- `tamper` and `approval` texts avoid secrecy wording (they change what is shown or remove "
      "a confirmation step, without telling the agent to hide anything), so that their expected "
      "severity stays `HIGH`. A few attacks of the CRITICAL families carry a second payload kind "
      "(for example an install step that also says not to ask the user); that does not change "
      "their expectation.")
    w("- Benign cases that are not `generic` never share an exact tool name with a server in "
      "`others`; attacks never share an exact name either (look-alikes are near names).")
    w("- Security tools in `sectool` name secret paths, key formats and injection phrases as what "
      "they detect; privacy and banner cases contain prohibitions (`never send`, `do not`), not requests.")
    w("- Regenerate with `python3 gen/generate.py`; check with `python3 gen/validate.py` (exit 0 "
      "when every file follows the rules).")
    w("")
    return "\n".join(L)


def main():
    scns = load_scenarios()
    write_all(scns)
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(readme(scns))
    a = sum(1 for s in scns if common.kind_of(s["family"]) == "attack")
    print("wrote %d attack and %d benign scenarios to %s" % (a, len(scns) - a, ROOT))


if __name__ == "__main__":
    main()
