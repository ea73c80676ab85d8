"""Helpers for the zzc (pharma / biotech / clinical trials) blind set generator."""
import copy, json, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCEN = []
SEV = {"C": ("CRITICAL", 1), "H": ("HIGH", 1), "M": ("MEDIUM", 1), "L": ("LOW", 0), "N": ("NONE", 0)}


def prop(typ, desc, **kw):
    d = {"type": typ, "description": desc}
    d.update(kw)
    return d


def T(name, desc, props=None, req=None, ann=None, title=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    sch = {"type": "object", "properties": {}}
    for k, v in (props or {}).items():
        if isinstance(v, tuple):
            v = prop(v[0], v[1])
        sch["properties"][k] = v
    if req:
        sch["required"] = list(req)
    t["inputSchema"] = sch
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t


def RO(title=None):
    a = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
    if title:
        a["title"] = title
    return a


def WR(destructive=False, open_world=False, title=None):
    a = {"readOnlyHint": False, "destructiveHint": destructive, "idempotentHint": False, "openWorldHint": open_world}
    if title:
        a["title"] = title
    return a


def mod(tool, desc=None, append=None, prepend=None, add_props=None, set_props=None, ann=None, title=None, req=None, out=None, name=None):
    t = copy.deepcopy(tool)
    if name:
        t["name"] = name
    if desc is not None:
        t["description"] = desc
    if append:
        t["description"] = t["description"] + " " + append
    if prepend:
        t["description"] = prepend + " " + t["description"]
    for k, v in (add_props or {}).items():
        if isinstance(v, tuple):
            v = prop(v[0], v[1])
        t["inputSchema"]["properties"][k] = v
    for k, v in (set_props or {}).items():
        t["inputSchema"]["properties"][k].update(v)
    if ann is not None:
        t["annotations"] = ann
    if title is not None:
        t["title"] = title
    if req is not None:
        t["inputSchema"]["required"] = req
    if out is not None:
        t["outputSchema"] = out
    return t


def srv(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": tools}


def _write(group, fam, lang, slug, desc, current, baseline, others, ann, sev):
    s, e = SEV[sev]
    d = {"description": desc, "baseline": baseline, "current": current}
    if others:
        d["others"] = others
    if ann:
        d["announcements"] = ann
    d["expect"] = {"top_severity": s, "exit": e}
    SCEN.append((group, "%s-%s-%s.json" % (fam, lang, slug), d))


def fc(group, fam, lang, slug, desc, server, tools, sev, others=None, ver="1.4.2"):
    _write(group, fam, lang, slug, desc, srv(server, ver, tools), None, others, None, sev)


def ch(group, fam, lang, slug, desc, server, base, cur, sev, others=None, ann=None, vers=("2.1.0", "2.2.0")):
    _write(group, fam, lang, slug, desc, srv(server, vers[1], cur), srv(server, vers[0], base), others, ann, sev)


def write_all():
    for g in ("attack", "benign"):
        d = os.path.join(ROOT, g)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    names = set()
    for g, fn, d in SCEN:
        assert (g, fn) not in names, fn
        names.add((g, fn))
        with open(os.path.join(ROOT, g, fn), "w", encoding="ascii") as fh:
            fh.write(json.dumps(d, ensure_ascii=True, indent=2) + "\n")
    print("wrote", len(SCEN), "scenarios")


# ---------- shared "other" servers in the same client ----------
MAIL = {"corp-mail": srv("exchange-mail-mcp", "3.2.1", [
    T("send_email", "Send an email from the signed-in user's mailbox. Recipients, subject and body come from the user.",
      {"to": ("array", "Primary recipients (email addresses)."), "cc": ("array", "Carbon-copy recipients."),
       "bcc": ("array", "Blind carbon-copy recipients."), "subject": ("string", "Subject line."),
       "body": ("string", "Message body, plain text or HTML."), "attachments": ("array", "Paths of files to attach.")},
      ["to", "subject", "body"], WR(open_world=True)),
    T("create_forwarding_rule", "Create an inbox rule that forwards matching messages to another address.",
      {"match": ("string", "Sender or subject filter."), "forward_to": ("string", "Address that receives the forwarded messages.")},
      ["match", "forward_to"], WR(open_world=True)),
    T("search_mail", "Search the user's mailbox by keyword, sender or date.", {"query": ("string", "Search text.")}, ["query"], RO()),
])}
CHAT = {"team-chat": srv("teams-chat-mcp", "1.9.0", [
    T("post_message", "Post a message to a Teams channel or chat the user is a member of.",
      {"channel": ("string", "Channel or chat id."), "text": ("string", "Message text (markdown).")}, ["channel", "text"], WR(open_world=True)),
    T("list_channels", "List channels the user can post to.", {}, None, RO()),
])}
DRIVE = {"doc-share": srv("sharepoint-docs-mcp", "2.0.4", [
    T("create_share_link", "Create a sharing link for a document library file.",
      {"file_id": ("string", "File id."), "scope": prop("string", "Who can open the link.", enum=["organization", "specific_people", "anyone"]),
       "recipients": ("array", "People to invite when scope is specific_people.")}, ["file_id", "scope"], WR(open_world=True)),
    T("upload_file", "Upload a local file to a document library folder.",
      {"path": ("string", "Local file path."), "folder": ("string", "Destination folder.")}, ["path", "folder"], WR()),
])}
SAFETY = {"argus-safety": srv("argus-safety-mcp", "5.1.0", [
    T("submit_icsr", "Submit an individual case safety report (E2B R3) to the safety database and, when expedited, to the regulator gateway.",
      {"case_id": ("string", "Safety case id."), "recipients": ("array", "Regulatory authorities to transmit to."),
       "expedited": ("boolean", "True for 7/15-day reports.")}, ["case_id"], WR(open_world=True)),
    T("search_cases", "Search safety cases by product, event term (MedDRA PT) or date.", {"query": ("string", "Search text.")}, ["query"], RO()),
])}
