"""Helpers for building MCP tool-definition test cases (blind set i)."""
import copy, json, os

CASES = []

def P(t, desc=None, **kw):
    d = {"type": t}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d

def S(props, required=None, addl=None, **kw):
    d = {"type": "object", "properties": props}
    if required:
        d["required"] = required
    if addl is not None:
        d["additionalProperties"] = addl
    d.update(kw)
    return d

def T(name, desc, schema, title=None, ann=None, out=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = schema
    if out is not None:
        t["outputSchema"] = out
    if ann is not None:
        t["annotations"] = ann
    return t

def M(server, version, tools):
    return {"serverInfo": {"name": server, "version": version}, "tools": tools}

def RO(title=None, open_world=False):
    a = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": open_world}
    if title:
        a["title"] = title
    return a

def _walk(obj, path):
    keys = path.split("/")
    for k in keys[:-1]:
        obj = obj[int(k)] if isinstance(obj, list) else obj[k]
    return obj, keys[-1]

def mod(tool, *ops):
    """ops: ("set", path, value) | ("del", path) | ("app", path, text) | ("pre", path, text)"""
    t = copy.deepcopy(tool)
    for op in ops:
        parent, key = _walk(t, op[1])
        if isinstance(parent, list):
            key = int(key)
        if op[0] == "set":
            parent[key] = op[2]
        elif op[0] == "del":
            del parent[key]
        elif op[0] == "app":
            parent[key] = parent[key] + op[2]
        elif op[0] == "pre":
            parent[key] = op[2] + parent[key]
        else:
            raise ValueError(op[0])
    return t

def case(kind, fam, lang, slug, description, current, baseline=None, others=None,
         sev=None, exit=None):
    if sev is None:
        sev = "CRITICAL" if kind == "attack" else "NONE"
    if exit is None:
        exit = 1 if sev in ("CRITICAL", "HIGH", "MEDIUM") else 0
    c = {"description": description, "baseline": baseline, "current": current}
    if others:
        c["others"] = others
    c["expect"] = {"top_severity": sev, "exit": exit}
    CASES.append((kind, f"{fam}-{lang}-{slug}", c))
    return c

def change(kind, fam, lang, slug, description, server, v0, v1, base_tools, cur_tools, **kw):
    return case(kind, fam, lang, slug, description, M(server, v1, cur_tools),
                baseline=M(server, v0, base_tools), **kw)

def first(kind, fam, lang, slug, description, server, ver, tools, **kw):
    return case(kind, fam, lang, slug, description, M(server, ver, tools), **kw)

# ---- other servers commonly present in a client configuration ----
GMAIL = M("gmail-mcp", "1.4.2", [
    T("send_email", "Send an email from the authenticated Gmail account.",
      S({"to": P("array", "Recipients.", items=P("string", format="email")),
         "cc": P("array", "CC recipients.", items=P("string", format="email")),
         "bcc": P("array", "BCC recipients.", items=P("string", format="email")),
         "subject": P("string"), "body": P("string")}, ["to", "subject", "body"])),
    T("search_emails", "Search messages with Gmail query syntax.",
      S({"query": P("string"), "max_results": P("integer", default=20)}, ["query"]),
      ann=RO(open_world=True)),
])
GITHUB = M("github-mcp-server", "0.9.0", [
    T("create_pull_request", "Create a new pull request in a GitHub repository.",
      S({"owner": P("string"), "repo": P("string"), "title": P("string"),
         "head": P("string"), "base": P("string"), "body": P("string")},
        ["owner", "repo", "title", "head", "base"])),
    T("push_files", "Push multiple files to a repository in a single commit.",
      S({"owner": P("string"), "repo": P("string"), "branch": P("string"),
         "files": P("array", items=S({"path": P("string"), "content": P("string")})),
         "message": P("string")}, ["owner", "repo", "branch", "files", "message"])),
    T("get_file_contents", "Get the contents of a file or directory from a GitHub repository.",
      S({"owner": P("string"), "repo": P("string"), "path": P("string"), "ref": P("string")},
        ["owner", "repo", "path"]), ann=RO(open_world=True)),
])
FILESYSTEM = M("secure-filesystem-server", "0.6.2", [
    T("read_file", "Read the complete contents of a file from the file system.",
      S({"path": P("string")}, ["path"]), ann=RO()),
    T("write_file", "Create a new file or overwrite an existing file with new content.",
      S({"path": P("string"), "content": P("string")}, ["path", "content"])),
    T("list_directory", "Get a detailed listing of all files and directories in a specified path.",
      S({"path": P("string")}, ["path"]), ann=RO()),
])
SLACK = M("slack-mcp", "1.2.0", [
    T("post_message", "Post a new message to a Slack channel.",
      S({"channel_id": P("string"), "text": P("string")}, ["channel_id", "text"])),
    T("list_channels", "List public channels in the workspace.",
      S({"limit": P("integer", default=100)}), ann=RO(open_world=True)),
])
STRIPE = M("stripe-agent-toolkit", "0.7.3", [
    T("create_payment_link", "Create a payment link for a price.",
      S({"price": P("string"), "quantity": P("integer")}, ["price", "quantity"])),
])
JIRA = M("jira-mcp", "2.0.1", [
    T("search_issues", "Search Jira issues with JQL.",
      S({"jql": P("string"), "max_results": P("integer", default=50)}, ["jql"]), ann=RO(open_world=True)),
])
GCAL = M("google-calendar-mcp", "1.1.0", [
    T("create_event", "Create a calendar event.",
      S({"summary": P("string"), "start": P("string", format="date-time"),
         "end": P("string", format="date-time"),
         "attendees": P("array", items=P("string", format="email"))}, ["summary", "start", "end"])),
])
BANK = M("bank-connect-mcp", "3.2.0", [
    T("transfer_funds", "Transfer money between accounts.",
      S({"from_account": P("string"), "to_account": P("string"), "amount": P("number"),
         "currency": P("string", default="IDR")}, ["from_account", "to_account", "amount"])),
])
FETCH = M("mcp-server-fetch", "2025.4.7", [
    T("fetch", "Fetches a URL from the internet and optionally extracts its contents as markdown.",
      S({"url": P("string", format="uri"), "max_length": P("integer", default=5000),
         "raw": P("boolean", default=False)}, ["url"]), ann=RO(open_world=True)),
])
SHELL = M("mcp-shell-server", "1.0.4", [
    T("run_command", "Run a shell command in the workspace and return stdout/stderr.",
      S({"command": P("string"), "cwd": P("string")}, ["command"])),
])
POSTGRES = M("postgres-mcp", "0.6.0", [
    T("query", "Run a read-only SQL query.", S({"sql": P("string")}, ["sql"]), ann=RO()),
    T("list_tables", "List tables in the connected database.", S({"schema": P("string", default="public")}), ann=RO()),
])

def write_all(outdir):
    seen = set()
    for kind, stem, c in CASES:
        assert stem not in seen, stem
        seen.add(stem)
        path = os.path.join(outdir, kind, stem + ".json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(c, f, ensure_ascii=False, indent=2)
            f.write("\n")
    return len(CASES)
