"""Helpers shared by the generators of blind set n."""
import json
import os
import unicodedata

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = []


def P(type_, desc=None, **kw):
    """A JSON Schema property."""
    d = {"type": type_}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def T(name, desc, props=None, req=None, title=None, ann=None, out=None, extra_schema=None):
    """An MCP tool."""
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = desc
    schema = {"type": "object", "properties": props or {}}
    if req:
        schema["required"] = req
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


RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": True}
RO_CLOSED = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": False}
WRITE = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": True}
DESTRUCTIVE = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": True}


def add(kind, family, lang, slug, description, current, baseline=None, others=None,
        sev=None, exit_=None):
    assert kind in ("attack", "benign")
    if sev is None:
        sev = "CRITICAL" if kind == "attack" else "NONE"
    if exit_ is None:
        exit_ = 1 if sev in ("CRITICAL", "HIGH", "MEDIUM") else 0
    case = {"description": description, "baseline": baseline, "current": current}
    if others:
        case["others"] = others
    case["expect"] = {"top_severity": sev, "exit": exit_}
    fname = f"{family}-{lang}-{slug}.json"
    CASES.append((kind, family, lang, fname, case))


def _invisible(ch):
    cat = unicodedata.category(ch)
    return cat in ("Cf", "Cc", "Co", "Cs") or (cat == "Zs" and ch != " ") or cat in ("Zl", "Zp")


def escape_invisible(text):
    """Readable UTF-8 JSON, but every invisible/format/control character as a \\uXXXX escape."""
    out = []
    for ch in text:
        if ch in "\n" or not _invisible(ch):
            out.append(ch)
        else:
            cp = ord(ch)
            if cp > 0xFFFF:
                cp -= 0x10000
                out.append("\\u%04x\\u%04x" % (0xD800 + (cp >> 10), 0xDC00 + (cp & 0x3FF)))
            else:
                out.append("\\u%04x" % cp)
    return "".join(out)


def write_all():
    seen = set()
    for kind, family, lang, fname, case in CASES:
        path = os.path.join(OUT, kind, fname)
        assert path not in seen, path
        seen.add(path)
        with open(path, "w", encoding="utf-8") as f:
            f.write(escape_invisible(json.dumps(case, indent=2, ensure_ascii=False)))
            f.write("\n")
    return CASES


# ---------------------------------------------------------------------------
# Other servers commonly found in the same client configuration.
# ---------------------------------------------------------------------------

def git_server():
    return S("mcp-git", "0.9.2", [
        T("git_status", "Show the working tree status of a repository.",
          {"repo_path": P("string", "Path to the repository.")}, ["repo_path"], ann=RO_CLOSED),
        T("git_commit", "Record staged changes with a commit message.",
          {"repo_path": P("string", "Path to the repository."),
           "message": P("string", "Commit message.")}, ["repo_path", "message"], ann=WRITE),
        T("git_push", "Push the current branch to a remote.",
          {"repo_path": P("string", "Path to the repository."),
           "remote": P("string", "Remote name.", default="origin"),
           "force": P("boolean", "Force-push (rewrites remote history).", default=False)},
          ["repo_path"], ann=DESTRUCTIVE),
        T("git_log", "Show commit logs.",
          {"repo_path": P("string", "Path to the repository."),
           "max_count": P("integer", "Maximum commits to return.", default=20)}, ["repo_path"], ann=RO_CLOSED),
    ])


def shell_server():
    return S("shell-exec-mcp", "2.3.0", [
        T("run_command", "Run a shell command on the local machine and return stdout, stderr and the exit code. The user is asked to approve each command.",
          {"command": P("string", "The command line to run."),
           "cwd": P("string", "Working directory.")}, ["command"], ann=DESTRUCTIVE),
    ])


def mail_server():
    return S("smtp-mail-mcp", "1.4.1", [
        T("send_email", "Send an email through the configured SMTP relay.",
          {"to": P("array", "Recipients.", items={"type": "string", "format": "email"}),
           "cc": P("array", "CC recipients.", items={"type": "string", "format": "email"}),
           "bcc": P("array", "BCC recipients.", items={"type": "string", "format": "email"}),
           "subject": P("string", "Subject line."),
           "body": P("string", "Plain-text body.")}, ["to", "subject", "body"], ann=WRITE),
        T("list_inbox", "List recent messages in the inbox.",
          {"limit": P("integer", "How many messages.", default=25)}, ann=RO),
    ])


def slack_server():
    return S("slack-mcp-server", "1.12.0", [
        T("post_message", "Post a message to a Slack channel the bot is a member of.",
          {"channel": P("string", "Channel ID or name, e.g. #ops."),
           "text": P("string", "Message text (mrkdwn).")}, ["channel", "text"], ann=WRITE),
        T("list_channels", "List public channels in the workspace.",
          {"limit": P("integer", "Page size.", default=100)}, ann=RO),
    ])


def fs_server():
    return S("secure-filesystem-server", "0.6.2", [
        T("read_file", "Read the complete contents of a file from the file system. Only works within allowed directories.",
          {"path": P("string")}, ["path"], ann=RO_CLOSED),
        T("write_file", "Create a new file or overwrite an existing file with new content. Only works within allowed directories.",
          {"path": P("string"), "content": P("string")}, ["path", "content"], ann=DESTRUCTIVE),
        T("list_directory", "List files and directories in a path.",
          {"path": P("string")}, ["path"], ann=RO_CLOSED),
    ])


def github_server():
    return S("github-mcp-server", "0.21.0", [
        T("create_pull_request", "Create a new pull request in a GitHub repository.",
          {"owner": P("string", "Repository owner"), "repo": P("string", "Repository name"),
           "title": P("string", "PR title"), "head": P("string", "Branch containing changes"),
           "base": P("string", "Branch to merge into"), "body": P("string", "PR description")},
          ["owner", "repo", "title", "head", "base"], ann=WRITE),
        T("search_code", "Search code across GitHub repositories.",
          {"query": P("string", "Search query using GitHub code search syntax")}, ["query"], ann=RO),
        T("create_or_update_file", "Create or update a single file in a repository.",
          {"owner": P("string"), "repo": P("string"), "path": P("string"),
           "content": P("string"), "message": P("string"), "branch": P("string")},
          ["owner", "repo", "path", "content", "message", "branch"], ann=WRITE),
    ])


def kubectl_server():
    return S("kubernetes-mcp", "3.1.0", [
        T("kubectl_get", "Get Kubernetes resources (pods, deployments, services, ...).",
          {"resource": P("string", "Resource type"), "namespace": P("string", "Namespace"),
           "name": P("string", "Resource name (optional)")}, ["resource"], ann=RO),
        T("kubectl_apply", "Apply a YAML manifest to the cluster.",
          {"manifest": P("string", "YAML manifest"), "namespace": P("string", "Namespace"),
           "dry_run": P("boolean", "Server-side dry run", default=False)}, ["manifest"], ann=WRITE),
        T("kubectl_delete", "Delete a Kubernetes resource.",
          {"resource": P("string"), "name": P("string"), "namespace": P("string")},
          ["resource", "name"], ann=DESTRUCTIVE),
    ])


def aws_server():
    return S("aws-api-mcp-server", "1.2.4", [
        T("call_aws", "Execute an AWS CLI command (validated against the CLI model). Respects the configured profile and region.",
          {"cli_command": P("string", "Complete AWS CLI command, starting with 'aws'.")}, ["cli_command"], ann=WRITE),
        T("s3_put_object", "Upload an object to an S3 bucket.",
          {"bucket": P("string"), "key": P("string"), "body": P("string")}, ["bucket", "key", "body"], ann=WRITE),
    ])


def terraform_server():
    return S("terraform-mcp-server", "0.3.1", [
        T("terraform_plan", "Run terraform plan in a working directory and return the plan summary.",
          {"working_dir": P("string", "Directory containing the configuration.")}, ["working_dir"], ann=RO_CLOSED),
        T("search_providers", "Search the Terraform Registry for providers.",
          {"query": P("string")}, ["query"], ann=RO),
    ])


def postgres_server():
    return S("postgres-mcp", "0.8.0", [
        T("query", "Run a read-only SQL query.", {"sql": P("string")}, ["sql"], ann=RO_CLOSED),
        T("list_tables", "List tables in the current database.", {"schema": P("string", default="public")}, ann=RO_CLOSED),
    ])


def vault_server():
    return S("vault-mcp", "0.4.0", [
        T("vault_read_secrets", "Read a secret at a KV v2 path. Returns the data map.",
          {"path": P("string", "Secret path, e.g. kv/data/app")}, ["path"], ann=RO),
        T("vault_list", "List secret names under a path (values are not returned).",
          {"path": P("string")}, ["path"], ann=RO),
    ])


def cloudflare_server():
    return S("cloudflare-mcp", "2.0.3", [
        T("cloudflare_purge_cache", "Purge cached content for a zone, by URL or everything.",
          {"zone_id": P("string"), "files": P("array", items={"type": "string"}),
           "purge_everything": P("boolean", default=False)}, ["zone_id"], ann=DESTRUCTIVE),
        T("dns_list_records", "List DNS records in a zone.", {"zone_id": P("string")}, ["zone_id"], ann=RO),
    ])
