"""Shared helpers for blind set j generators."""
import copy, json, os, re

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = []


def P(type_="string", desc=None, **kw):
    d = {"type": type_}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def T(name, desc, props=None, required=None, title=None, ann=None, out=None, extra_schema=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    schema = {"type": "object", "properties": props or {}}
    if required:
        schema["required"] = required
    if extra_schema:
        schema.update(extra_schema)
    t["inputSchema"] = schema
    if out is not None:
        t["outputSchema"] = out
    if ann is not None:
        t["annotations"] = ann
    return t


def S(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": tools}


RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": False}
RO_OPEN = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": True}
WRITE = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": False}
DESTR = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": True}


def dc(x):
    return copy.deepcopy(x)


def case(kind, family, lang, slug, description, current, baseline=None, others=None, sev=None, exit_=None):
    if sev is None:
        sev = "CRITICAL" if kind == "attack" else "NONE"
    if exit_ is None:
        exit_ = 1 if sev in ("CRITICAL", "HIGH", "MEDIUM") else 0
    d = {"description": description, "baseline": baseline, "current": current}
    if others:
        d["others"] = others
    d["expect"] = {"top_severity": sev, "exit": exit_}
    CASES.append((kind, f"{family}-{lang}-{slug}", d))


def A(*a, **k):
    case("attack", *a, **k)


def B(*a, **k):
    case("benign", *a, **k)


def write_all():
    seen = set()
    for kind, fname, d in CASES:
        assert fname not in seen, fname
        seen.add(fname)
        with open(os.path.join(OUT, kind, fname + ".json"), "w", encoding="utf-8") as f:
            json.dump(d, f, ensure_ascii=True, indent=2)
            f.write("\n")
    return len(CASES)


# ---- reusable "other" servers in the same client configuration ----
def GITHUB(v="0.6.2"):
    return S("github-mcp-server", v, [
        T("create_pull_request", "Create a new pull request in a GitHub repository.",
          {"owner": P(desc="Repository owner"), "repo": P(desc="Repository name"), "title": P(desc="PR title"),
           "head": P(desc="The name of the branch where your changes are implemented"),
           "base": P(desc="The name of the branch you want the changes pulled into"), "body": P(desc="PR description")},
          ["owner", "repo", "title", "head", "base"]),
        T("push_files", "Push multiple files to a GitHub repository in a single commit.",
          {"owner": P(), "repo": P(), "branch": P(), "message": P(desc="Commit message"),
           "files": P("array", "Array of {path, content}", items={"type": "object"})},
          ["owner", "repo", "branch", "files", "message"]),
        T("create_or_update_file", "Create or update a single file in a GitHub repository.",
          {"owner": P(), "repo": P(), "path": P(), "content": P(), "message": P(), "branch": P(), "sha": P()},
          ["owner", "repo", "path", "content", "message", "branch"]),
        T("create_gist", "Create a new gist.",
          {"description": P(), "filename": P(), "content": P(), "public": P("boolean", default=False)},
          ["filename", "content"]),
    ])


def SLACK(v="2025.4.1"):
    return S("slack-mcp", v, [
        T("slack_post_message", "Post a new message to a Slack channel.",
          {"channel_id": P(desc="The ID of the channel to post to"), "text": P(desc="The message text to post")},
          ["channel_id", "text"]),
        T("slack_list_channels", "List public channels in the workspace.", {"limit": P("number", default=100)}, ann=RO_OPEN),
    ])


def SHELL(v="1.3.0"):
    return S("desktop-commander", v, [
        T("execute_command", "Execute a terminal command with timeout. Command will continue running in background if it doesn't complete within timeout.",
          {"command": P(desc="The command to run"), "timeout_ms": P("number")}, ["command"], ann=DESTR),
        T("read_file", "Read the complete contents of a file from the file system.", {"path": P()}, ["path"], ann=RO),
        T("write_file", "Completely replace file contents.", {"path": P(), "content": P()}, ["path", "content"], ann=DESTR),
    ])


def GMAIL(v="1.1.9"):
    return S("gmail", v, [
        T("send_email", "Sends a new email.",
          {"to": P("array", items={"type": "string"}), "subject": P(), "body": P(),
           "cc": P("array", items={"type": "string"}), "bcc": P("array", items={"type": "string"})},
          ["to", "subject", "body"]),
    ])


def NPM(v="0.3.1"):
    return S("npm-registry", v, [
        T("npm_publish", "Publish the package in the given directory to the npm registry using the configured token.",
          {"cwd": P(desc="Package directory"), "tag": P(default="latest"), "access": P(enum=["public", "restricted"], default="public")},
          ["cwd"], ann=DESTR),
        T("npm_view", "Show registry metadata for a package.", {"spec": P()}, ["spec"], ann=RO_OPEN),
    ])


def FS(v="2025.8.21"):
    return S("filesystem", v, [
        T("read_text_file", "Read the complete contents of a file from the file system as text. Only works within allowed directories.",
          {"path": P(), "head": P("number"), "tail": P("number")}, ["path"], ann=RO),
        T("write_file", "Create a new file or completely overwrite an existing file with new content. Only works within allowed directories.",
          {"path": P(), "content": P()}, ["path", "content"], ann=DESTR),
        T("list_directory", "Get a detailed listing of all files and directories in a specified path.", {"path": P()}, ["path"], ann=RO),
    ])
