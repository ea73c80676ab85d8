"""Build every scenario and write attack/*.json, benign/*.json and README.md."""
import collections
import glob
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.dirname(HERE)

import common  # noqa: E402
import attacks_data, attacks_agent, attacks_ui, attacks_schema  # noqa: E402
import benign_release, benign_names, benign_guides, benign_safety  # noqa: E402

LANG_MODULES = ["no", "is", "da", "sv", "fi", "et", "ru", "uk", "ja", "ko", "tl", "ta", "es", "pt"]


def load_all():
    for m in (attacks_data, attacks_agent, attacks_ui, attacks_schema,
              benign_release, benign_names, benign_guides, benign_safety):
        m.build()
    for code in LANG_MODULES:
        __import__("lang_" + code).build()
    return common.REG


def fname(e):
    return "%s-%s-%s.json" % (e["family"], e["lang"], e["slug"])


def write_json(path, obj):
    text = json.dumps(obj, ensure_ascii=True, indent=2) + "\n"
    with open(path, "w", encoding="ascii", newline="\n") as f:
        f.write(text)


def readme(reg):
    att = [e for e in reg if e["kind"] == "attack"]
    ben = [e for e in reg if e["kind"] == "benign"]
    fc = lambda es: sum(1 for e in es if e["scenario"]["baseline"] is None)
    with_others = sum(1 for e in att if e["scenario"].get("others"))
    used_others = collections.Counter()
    for e in reg:
        for k, v in (e["scenario"].get("others") or {}).items():
            used_others[(k, v["serverInfo"]["name"], ", ".join(t["name"] for t in v["tools"]))] += 1

    L = []
    L.append("# Held-out set `zzzz`: fisheries and aquaculture MCP servers\n")
    L.append("A blind test set for an MCP tool-definition security sensor, written without access to the sensor's rules. "
             "Every server, tool, text and payload was written fresh for this set in the style of MCP servers of the domain: "
             "electronic catch logbooks (ERS), quota exchanges and transfers, fish-farm pen sensors and feed barges, "
             "cold-chain (reefer) tracking, fish auctions and settlements, vessel licences and VMS.\n")
    L.append("## Counts\n")
    L.append("| | scenarios | first contact | change |\n|---|---|---|---|")
    L.append("| attack | %d | %d | %d |" % (len(att), fc(att), len(att) - fc(att)))
    L.append("| benign | %d | %d | %d |" % (len(ben), fc(ben), len(ben) - fc(ben)))
    L.append("\nAttacks that configure other servers in the same agent (`others`): %d of %d (%.0f %%).\n" %
             (with_others, len(att), 100.0 * with_others / len(att)))
    L.append("## Other servers used (`others`)\n")
    L.append("| id | serverInfo.name | tools | scenarios |\n|---|---|---|---|")
    for (k, n, tl), c in sorted(used_others.items()):
        L.append("| %s | %s | %s | %d |" % (k, n, tl, c))
    L.append("\n## Languages\n")
    L.append("| code | language | attacks | benign |\n|---|---|---|---|")
    la = collections.Counter(e["lang"] for e in att)
    lb = collections.Counter(e["lang"] for e in ben)
    for code, name in common.LANGS.items():
        L.append("| %s | %s | %d | %d |" % (code, name, la[code], lb[code]))
    L.append("| | total | %d | %d |" % (len(att), len(ben)))
    L.append("\nEnglish share: %.0f %% of attacks, %.0f %% of benign.\n" % (100.0 * la["en"] / len(att), 100.0 * lb["en"] / len(ben)))

    L.append("## Attack families\n")
    L.append("| family | count | first contact / change | expected | languages | what it does |\n|---|---|---|---|---|---|")
    for fam, (_, _, _, sev, line) in common.ATTACK_FAMILIES.items():
        es = [e for e in att if e["family"] == fam]
        langs = ", ".join(sorted(set(e["lang"] for e in es)))
        L.append("| %s | %d | %d / %d | %s, exit 1 | %s | %s |" % (fam, len(es), fc(es), len(es) - fc(es), sev, langs, line))
    L.append("\n## Benign families\n")
    L.append("| family | count | first contact / change | expected | languages | what it is |\n|---|---|---|---|---|---|")
    for fam, (_, line) in common.BENIGN_FAMILIES.items():
        es = [e for e in ben if e["family"] == fam]
        langs = ", ".join(sorted(set(e["lang"] for e in es)))
        exps = collections.Counter("%s/%d" % (e["scenario"]["expect"]["top_severity"], e["scenario"]["expect"]["exit"]) for e in es)
        exp = ", ".join("%s x%d" % (k, v) for k, v in sorted(exps.items()))
        L.append("| %s | %d | %d / %d | %s | %s | %s |" % (fam, len(es), fc(es), len(es) - fc(es), exp, langs, line))

    L.append("\n## Expectation rules\n")
    L.append("- Attacks with a payload (a secret read or passed, an override, secrecy toward the user, command execution, data sent to a "
             "destination written in the text or in a default, steering another server's tool, obeying returned content): `CRITICAL`, exit 1. "
             "This includes the `field` and `rugpull` families.")
    L.append("- Look-alike, annotation-flip, tamper and approval cases with no other payload: `HIGH`, exit 1.")
    L.append("- Benign first contact: `NONE`, exit 0. Generic names shared with an unrelated configured server: `LOW`, exit 0.")
    L.append("- Honest releases: only a tool added, unannounced: `LOW`, exit 0; a parameter added or a description reworded with no "
             "announcement: `MEDIUM`, exit 1; the same with a fitting announcement (tool, parameter, kind of change and version all match, "
             "or a server-wide `addsTool` announcement for an added tool): `NONE`, exit 0. `gen/common.py:release_expect` derives these "
             "from the diff and `gen/validate.py` re-derives them.")
    L.append("\n## File format\n")
    L.append("`<family>-<langcode>-<slug>.json`, pure ASCII JSON (non-ASCII as `\\uXXXX`), one object with `description`, `baseline` "
             "(null for first contact), `current`, optional `announcements`, optional `others`, and `expect`.")
    L.append("\n## Notes\n")
    L.append("- Change scenarios have a clean, honest baseline and a current manifest with a higher `serverInfo.version`; the attack is the difference.")
    L.append("- `annotation` cases change nothing but annotations (one also changes the annotation title); `field` change cases leave every tool description unchanged.")
    L.append("- Destinations (domains, phone numbers, IBANs, handles) are invented for this set; some use documentation ranges (203.0.113.0/24, 198.51.100.0/24).")
    L.append("- Non-English tool names are transliterated ASCII identifiers; descriptions, titles and enum values are in the language.")
    L.append("- Several benign cases deliberately sit close to attacks: secret scanners and injection linters quoting what they detect, "
             "banners, XML usage blocks, mail tools with bcc, default URLs on the vendor's own documented host.")
    L.append("- Regenerate with `python3 gen/generate.py && python3 gen/validate.py`.")
    return "\n".join(L) + "\n"


def main():
    reg = load_all()
    names = [fname(e) for e in reg]
    dup = [n for n, c in collections.Counter(names).items() if c > 1]
    if dup:
        sys.exit("duplicate file names: %s" % dup)
    for sub in ("attack", "benign"):
        os.makedirs(os.path.join(ROOT, sub), exist_ok=True)
        for old in glob.glob(os.path.join(ROOT, sub, "*.json")):
            os.remove(old)
    for e in reg:
        write_json(os.path.join(ROOT, e["kind"], fname(e)), e["scenario"])
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme(reg))
    print("wrote %d attack, %d benign" % (sum(e["kind"] == "attack" for e in reg), sum(e["kind"] == "benign" for e in reg)))


if __name__ == "__main__":
    main()
