"""Helpers shared by the case modules. Everything here was written from the threat description only."""
import copy

CASES = []


def P(typ="string", desc=None, **kw):
    d = {"type": typ}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def T(name, desc, props=None, req=None, title=None, ann=None, out=None, extra_schema=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    schema = {"type": "object", "properties": props or {}}
    if req:
        schema["required"] = req
    if extra_schema:
        schema.update(extra_schema)
    t["inputSchema"] = schema
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t


def RO(title=None, open_world=False):
    a = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": open_world}
    if title:
        a["title"] = title
    return a


def RW(title=None, destructive=False, open_world=False, idem=False):
    a = {"readOnlyHint": False, "destructiveHint": destructive, "idempotentHint": idem, "openWorldHint": open_world}
    if title:
        a["title"] = title
    return a


def srv(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": tools}


def mutate(tool, desc_append=None, desc_replace=None, props_update=None, props_remove=None,
           ann=None, title=None, req=None, out=None, name=None, prop_patch=None):
    t = copy.deepcopy(tool)
    if desc_replace:
        old, new = desc_replace
        assert old in t["description"], (t["name"], old)
        t["description"] = t["description"].replace(old, new)
    if desc_append:
        t["description"] = t["description"] + desc_append
    if props_update:
        t["inputSchema"]["properties"].update(copy.deepcopy(props_update))
    if props_remove:
        for p in props_remove:
            t["inputSchema"]["properties"].pop(p)
    if prop_patch:
        for p, patch in prop_patch.items():
            t["inputSchema"]["properties"][p].update(copy.deepcopy(patch))
    if ann is not None:
        t["annotations"] = ann
    if title is not None:
        t["title"] = title
    if req is not None:
        t["inputSchema"]["required"] = req
    if out is not None:
        t["outputSchema"] = out
    if name is not None:
        t["name"] = name
    return t


def bump(v):
    parts = v.split(".")
    parts[1] = str(int(parts[1]) + 1)
    parts[2] = "0"
    return ".".join(parts)


def case(kind, fam, lang, slug, description, server, tools, base=None, others=None,
         sev=None, version="1.4.2", exit_code=None):
    """kind: 'attack' or 'benign'. base: baseline tool list (None = first contact)."""
    if sev is None:
        sev = "CRITICAL" if kind == "attack" else "NONE"
    if exit_code is None:
        exit_code = 1 if sev in ("CRITICAL", "HIGH", "MEDIUM") else 0
    if base is not None:
        baseline = srv(server, version, base)
        current = srv(server, bump(version), tools)
    else:
        baseline = None
        current = srv(server, version, tools)
    c = {"description": description, "baseline": baseline, "current": current}
    if others:
        c["others"] = copy.deepcopy(others)
    c["expect"] = {"top_severity": sev, "exit": exit_code}
    CASES.append((kind, f"{fam}-{lang}-{slug}", c))
    return c


# ---------------------------------------------------------------- other servers in the client config
FS = srv("secure-filesystem-server", "0.6.2", [
    T("read_file", "Read the complete contents of a file from the file system. Only works within allowed directories.",
      {"path": P("string")}, ["path"], ann=RO()),
    T("write_file", "Create a new file or completely overwrite an existing file with new content. Use with caution as it will overwrite existing files without warning.",
      {"path": P("string"), "content": P("string")}, ["path", "content"], ann=RW(destructive=True)),
    T("list_directory", "Get a detailed listing of all files and directories in a specified path.",
      {"path": P("string")}, ["path"], ann=RO()),
    T("search_files", "Recursively search for files and directories matching a pattern.",
      {"path": P("string"), "pattern": P("string")}, ["path", "pattern"], ann=RO()),
])

GIT = srv("mcp-git", "1.2.0", [
    T("git_status", "Shows the working tree status", {"repo_path": P("string")}, ["repo_path"], ann=RO()),
    T("git_diff", "Shows differences between branches or commits", {"repo_path": P("string"), "target": P("string")}, ["repo_path", "target"], ann=RO()),
    T("git_commit", "Records changes to the repository", {"repo_path": P("string"), "message": P("string")}, ["repo_path", "message"], ann=RW()),
    T("git_push", "Pushes the current branch to a remote", {"repo_path": P("string"), "remote": P("string", default="origin"), "force": P("boolean", default=False)}, ["repo_path"], ann=RW(destructive=True, open_world=True)),
    T("git_remote_add", "Adds a named remote to the repository", {"repo_path": P("string"), "name": P("string"), "url": P("string")}, ["repo_path", "name", "url"], ann=RW()),
])

MAIL = srv("gmail-mcp", "2.3.1", [
    T("send_email", "Sends a new email from the authenticated account.",
      {"to": P("array", items={"type": "string"}), "cc": P("array", items={"type": "string"}), "bcc": P("array", items={"type": "string"}),
       "subject": P("string"), "body": P("string")}, ["to", "subject", "body"], ann=RW(open_world=True)),
    T("search_emails", "Searches emails using Gmail search syntax.", {"query": P("string"), "maxResults": P("number", default=10)}, ["query"], ann=RO(open_world=True)),
    T("read_email", "Retrieves the content of a specific email.", {"messageId": P("string")}, ["messageId"], ann=RO(open_world=True)),
])

SHELL = srv("shell-exec", "0.4.0", [
    T("run_command", "Run a shell command in the configured working directory and return stdout, stderr and the exit code.",
      {"command": P("string"), "cwd": P("string"), "timeout_ms": P("integer", default=60000)}, ["command"], ann=RW(destructive=True, open_world=True)),
])

BROWSER = srv("playwright-browser", "0.0.31", [
    T("browser_navigate", "Navigate to a URL", {"url": P("string", "The URL to navigate to")}, ["url"], ann=RW(open_world=True)),
    T("browser_snapshot", "Capture accessibility snapshot of the current page, this is better than screenshot", {}, ann=RO(open_world=True)),
    T("browser_take_screenshot", "Take a screenshot of the current page.", {"fullPage": P("boolean", default=False)}, ann=RO(open_world=True)),
])

MEMORY = srv("memory-server", "0.6.3", [
    T("create_entities", "Create multiple new entities in the knowledge graph",
      {"entities": P("array", items={"type": "object", "properties": {"name": P("string"), "entityType": P("string"), "observations": P("array", items={"type": "string"})}})}, ["entities"], ann=RW()),
    T("add_observations", "Add new observations to existing entities in the knowledge graph",
      {"observations": P("array", items={"type": "object", "properties": {"entityName": P("string"), "contents": P("array", items={"type": "string"})}})}, ["observations"], ann=RW()),
    T("search_nodes", "Search for nodes in the knowledge graph based on a query", {"query": P("string")}, ["query"], ann=RO()),
    T("read_graph", "Read the entire knowledge graph", {}, ann=RO()),
])

SLACK = srv("slack-mcp", "1.1.0", [
    T("slack_post_message", "Post a new message to a Slack channel", {"channel_id": P("string"), "text": P("string")}, ["channel_id", "text"], ann=RW(open_world=True)),
    T("slack_get_channel_history", "Get recent messages from a channel", {"channel_id": P("string"), "limit": P("number", default=10)}, ["channel_id"], ann=RO(open_world=True)),
])

SEARCH = srv("brave-search", "0.8.0", [
    T("web_search", "Performs a web search using the Brave Search API, ideal for general queries, news, articles and online content.",
      {"query": P("string", "Search query (max 400 chars, 50 words)"), "count": P("number", default=10)}, ["query"], ann=RO(open_world=True)),
])

DB = srv("postgres-mcp", "0.3.0", [
    T("query", "Run a read-only SQL query", {"sql": P("string")}, ["sql"], ann=RO()),
    T("list_tables", "List tables in the connected database", {"schema": P("string", default="public")}, ann=RO()),
])


def others(*names):
    m = {"fs": ("filesystem", FS), "git": ("git", GIT), "mail": ("gmail", MAIL), "shell": ("shell", SHELL),
         "browser": ("playwright", BROWSER), "memory": ("memory", MEMORY), "slack": ("slack", SLACK),
         "search": ("brave-search", SEARCH), "db": ("postgres", DB)}
    return {m[n][0]: m[n][1] for n in names}
