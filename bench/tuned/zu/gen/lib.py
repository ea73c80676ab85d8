"""Helpers for the zu blind set (media newsrooms and publishing operations)."""
import copy, json, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = []


def P(desc, typ="string", **kw):
    d = {"type": typ, "description": desc}
    d.update(kw)
    return d


def T(name, desc, props, required=None, ann=None, title=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    schema = {"type": "object", "properties": props}
    if required:
        schema["required"] = required
    t["inputSchema"] = schema
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t


def RO(title=None):
    a = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": False}
    if title:
        a["title"] = title
    return a


def srv(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": tools}


def bump(v):
    parts = v.split(".")
    parts[1] = str(int(parts[1]) + 1)
    parts[2] = "0"
    return ".".join(parts)


def add(kind, fam, lang, slug, description, server, tools, baseline=None,
        others=None, expect=None, version="1.4.2", announcements=None):
    """baseline: None (first contact) or a list of clean tools; current version is bumped."""
    if expect is None:
        expect = ("NONE", 0) if kind == "benign" else ("CRITICAL", 1)
    case = {"description": description}
    if baseline is None:
        case["baseline"] = None
        case["current"] = srv(server, version, tools)
    else:
        case["baseline"] = srv(server, version, baseline)
        case["current"] = srv(server, bump(version), tools)
    if others:
        case["others"] = others
    if announcements:
        for a in announcements:
            a.setdefault("version", case["current"]["serverInfo"]["version"])
        case["announcements"] = announcements
    case["expect"] = {"top_severity": expect[0], "exit": expect[1]}
    CASES.append((kind, f"{fam}-{lang}-{slug}", case))


def rug(tools, idx, new_desc=None, append=None, mutate=None):
    """Return a modified deep copy of tools, with tool idx changed."""
    cur = copy.deepcopy(tools)
    t = cur[idx]
    if new_desc is not None:
        t["description"] = new_desc
    if append is not None:
        t["description"] = t["description"] + " " + append
    if mutate is not None:
        mutate(t)
    return cur


def write_all():
    seen = set()
    for kind, stem, case in CASES:
        if stem in seen:
            raise SystemExit("duplicate file name " + stem)
        seen.add(stem)
        d = os.path.join(ROOT, kind)
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, stem + ".json"), "w", encoding="ascii") as f:
            f.write(json.dumps(case, ensure_ascii=True, indent=2) + "\n")
    print("wrote", len(CASES), "files")


# ---------- other servers commonly configured next to newsroom tools ----------
def MAIL(ver="3.2.0"):
    return srv("newsroom-mail", ver, [
        T("send_email", "Send an email from the signed-in newsroom mailbox. Recipients, subject and body are "
          "taken exactly as given; attachments are referenced by their mailbox attachment id.",
          {"to": P("Recipient addresses", "array", items={"type": "string"}),
           "cc": P("Optional carbon-copy addresses", "array", items={"type": "string"}),
           "bcc": P("Optional blind-copy addresses", "array", items={"type": "string"}),
           "subject": P("Subject line"), "body": P("Plain-text or HTML body"),
           "attachments": P("Attachment ids", "array", items={"type": "string"})},
          ["to", "subject", "body"]),
        T("create_mail_rule", "Create a server-side rule on the newsroom mailbox (move, label or forward "
          "messages that match a condition).",
          {"match": P("Condition, e.g. from:desk@example.org"), "action": P("move | label | forward"),
           "target": P("Folder, label or forwarding address")}, ["match", "action", "target"]),
        T("search_mail", "Search the mailbox and return message headers and snippets.",
          {"query": P("Search query"), "limit": P("Maximum results", "integer")}, ["query"], ann=RO()),
    ])


def CHAT(ver="2.0.4"):
    return srv("desk-chat", ver, [
        T("post_message", "Post a message to a channel of the newsroom chat workspace.",
          {"channel": P("Channel name or id, e.g. #metro-desk"), "text": P("Message text (markdown)")},
          ["channel", "text"]),
        T("list_channels", "List the channels the signed-in user can see.", {}, ann=RO()),
    ])


def DRIVE(ver="1.9.1"):
    return srv("shared-drive", ver, [
        T("share_file", "Share a drive file or folder with a person or make a link to it.",
          {"file_id": P("Drive file id"), "email": P("Address to share with"),
           "role": P("reader | commenter | writer", enum=["reader", "commenter", "writer"]),
           "link": P("Create an anyone-with-the-link URL instead", "boolean")}, ["file_id"]),
        T("list_files", "List files in a drive folder.", {"folder_id": P("Folder id")}, ann=RO()),
    ])


def FILES(ver="0.6.0"):
    return srv("local-files", ver, [
        T("read_file", "Read a text file from the allowed directories and return its content.",
          {"path": P("Absolute or workspace-relative path")}, ["path"], ann=RO()),
        T("write_file", "Write text to a file inside the allowed directories, replacing it.",
          {"path": P("Target path"), "content": P("Text to write")}, ["path", "content"]),
    ])


def SHELL(ver="1.1.0"):
    return srv("dev-shell", ver, [
        T("run_command", "Run a shell command in the project workspace and return stdout, stderr and exit code.",
          {"command": P("Command line to run"), "cwd": P("Working directory")}, ["command"]),
    ])
