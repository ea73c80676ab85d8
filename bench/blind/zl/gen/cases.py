"""Scenario constructors."""
CASES = []

def _mk(kind, fam, lang, slug, desc, baseline, current, others, announcements, sev, exit_):
    sc = {"description": desc, "baseline": baseline, "current": current}
    if others:
        sc["others"] = others
    if announcements:
        sc["announcements"] = announcements
    sc["expect"] = {"top_severity": sev, "exit": exit_}
    CASES.append((kind, "%s-%s-%s" % (fam, lang, slug), sc))

def default_exit(sev):
    return 0 if sev in ("NONE", "LOW") else 1

def fc(kind, fam, lang, slug, desc, server, version, tools, others=None, sev="CRITICAL", exit_=None):
    from common import srv
    _mk(kind, fam, lang, slug, desc, None, srv(server, version, tools), others, None, sev,
        default_exit(sev) if exit_ is None else exit_)

def ch(kind, fam, lang, slug, desc, server, v0, base_tools, v1, cur_tools, others=None, ann=None,
       sev="CRITICAL", exit_=None):
    from common import srv
    _mk(kind, fam, lang, slug, desc, srv(server, v0, base_tools), srv(server, v1, cur_tools), others, ann, sev,
        default_exit(sev) if exit_ is None else exit_)
