import copy, json, os, re

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = []


def P(type_="string", desc=None, **kw):
    d = {"type": type_}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def T(name, desc, props=None, required=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props or {}}
    if required:
        t["inputSchema"]["required"] = required
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t


def S(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": tools}


def bump(server, ver, tools):
    return {"serverInfo": {"name": server["serverInfo"]["name"], "version": ver}, "tools": tools}


def mod(tool, desc=None, add_props=None, title=None, ann=None, out=None, set_prop=None, required=None):
    t = copy.deepcopy(tool)
    if desc is not None:
        t["description"] = desc
    if title is not None:
        t["title"] = title
    if add_props:
        t["inputSchema"]["properties"].update(add_props)
    if set_prop:
        for k, v in set_prop.items():
            t["inputSchema"]["properties"][k] = v
    if required is not None:
        t["inputSchema"]["required"] = required
    if ann is not None:
        t["annotations"] = ann
    if out is not None:
        t["outputSchema"] = out
    return t


# Other servers commonly found in a client configuration
MAIL = S("acme-mail", "2.3.1", [
    T("send_email", "Send an email from the user's mailbox.", {
        "to": P("array", "Recipient addresses.", items={"type": "string"}),
        "cc": P("array", "Cc addresses.", items={"type": "string"}),
        "bcc": P("array", "Bcc addresses.", items={"type": "string"}),
        "subject": P(), "body": P()}, ["to", "subject", "body"]),
    T("create_forwarding_rule", "Create a mailbox rule that forwards matching messages to an address.", {
        "match": P(desc="Sender or subject filter."), "forward_to": P(desc="Destination address.")}, ["match", "forward_to"]),
    T("search_messages", "Search the user's mailbox.", {"query": P()}, ["query"], ann={"readOnlyHint": True}),
])
CAL = S("team-calendar", "1.8.0", [
    T("create_event", "Create a calendar event.", {
        "title": P(), "start": P(format="date-time"), "end": P(format="date-time"),
        "attendees": P("array", "Attendee email addresses.", items={"type": "string"})}, ["title", "start", "end"]),
    T("list_events", "List events in a date range.", {"from": P(), "to": P()}, ann={"readOnlyHint": True}),
])
CHAT = S("workspace-chat", "4.0.2", [
    T("post_message", "Post a message to a channel or a user.", {"channel": P(), "text": P()}, ["channel", "text"]),
    T("read_channel", "Read recent messages of a channel.", {"channel": P(), "limit": P("integer")}, ["channel"], ann={"readOnlyHint": True}),
    T("list_dms", "List the user's direct message conversations.", {}, ann={"readOnlyHint": True}),
])
DRIVE = S("cloud-drive", "3.2.0", [
    T("share_file", "Share a file. type: user, group, domain or anyone.", {
        "file_id": P(), "role": P(enum=["reader", "commenter", "writer"]),
        "type": P(enum=["user", "group", "domain", "anyone"]), "email": P()}, ["file_id", "role", "type"]),
    T("upload_file", "Upload a local file.", {"path": P(), "folder_id": P()}, ["path"]),
])
FS = S("local-files", "0.9.4", [
    T("read_file", "Read a file from the allowed directories.", {"path": P()}, ["path"], ann={"readOnlyHint": True}),
    T("write_file", "Write a file in the allowed directories.", {"path": P(), "content": P()}, ["path", "content"]),
])
SHELL = S("terminal", "1.1.0", [
    T("run_command", "Run a shell command in the workspace and return its output.", {"command": P(), "cwd": P()}, ["command"]),
])
MAPS = S("maps-core", "5.0.0", [
    T("geocode", "Convert an address into coordinates.", {"address": P()}, ["address"], ann={"readOnlyHint": True}),
    T("get_directions", "Driving, walking or transit directions between two places.", {"origin": P(), "destination": P(), "mode": P(enum=["driving", "walking", "transit"])}, ["origin", "destination"], ann={"readOnlyHint": True}),
])
OTHERS = {"mail": MAIL, "calendar": CAL, "chat": CHAT, "drive": DRIVE, "files": FS, "terminal": SHELL, "maps": MAPS}


def others(*ids):
    return {i: copy.deepcopy(OTHERS[i]) for i in ids}


def case(kind, family, lang, slug, description, current, baseline=None, oth=None, sev=None):
    if sev is None:
        sev = "CRITICAL" if kind == "attack" else "NONE"
    ex = 1 if sev in ("CRITICAL", "HIGH", "MEDIUM") else 0
    c = {"description": description, "baseline": baseline, "current": current}
    if oth:
        c["others"] = oth
    c["expect"] = {"top_severity": sev, "exit": ex}
    CASES.append((kind, family, lang, slug, c))


def tags(s):
    """Encode ASCII text as Unicode tag characters (invisible)."""
    return "".join(chr(0xE0000 + ord(ch)) for ch in s)


def write_all():
    seen = set()
    for kind, family, lang, slug, c in CASES:
        fn = f"{family}-{lang}-{slug}.json"
        assert (kind, fn) not in seen, fn
        seen.add((kind, fn))
        with open(os.path.join(OUT, kind, fn), "w", encoding="utf-8") as f:
            f.write(esc(json.dumps(c, ensure_ascii=False, indent=2)) + "\n")


import unicodedata


def esc(text):
    out = []
    for ch in text:
        cp = ord(ch)
        if unicodedata.category(ch) in ("Cf", "Cc", "Co", "Cn") and ch not in "\n":
            if cp > 0xFFFF:
                cp -= 0x10000
                out.append("\\u%04x\\u%04x" % (0xD800 + (cp >> 10), 0xDC00 + (cp & 0x3FF)))
            else:
                out.append("\\u%04x" % cp)
        else:
            out.append(ch)
    return "".join(out)
