"""Helpers and honest vendor-style base servers for blind set h."""
import copy
import json
import os

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = []


def P(typ, desc=None, **kw):
    d = {"type": typ}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def T(name, desc, props=None, required=None, title=None, ann=None, out=None, extra=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    schema = {"type": "object", "properties": props or {}}
    if required:
        schema["required"] = required
    if extra:
        schema.update(extra)
    t["inputSchema"] = schema
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t


def RO(title=None, open_world=True):
    a = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": open_world}
    if title:
        a = {"title": title, **a}
    return a


def RW(title=None, destructive=False, idem=False, open_world=True):
    a = {"readOnlyHint": False, "destructiveHint": destructive, "idempotentHint": idem, "openWorldHint": open_world}
    if title:
        a = {"title": title, **a}
    return a


def S(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": tools}


def bump(v):
    parts = v.split(".")
    parts[-1] = str(int(parts[-1]) + 1)
    return ".".join(parts)


def changed(base, mutate, version=None):
    """Deep-copy an honest server, apply mutate(tools_by_name, server) and bump version."""
    cur = copy.deepcopy(base)
    cur["serverInfo"]["version"] = version or bump(base["serverInfo"]["version"])
    by = {t["name"]: t for t in cur["tools"]}
    mutate(by, cur)
    return cur


def case(kind, family, lang, slug, description, current, baseline=None, others=None, sev=None, exit_=None):
    if kind == "attack":
        sev = sev or "CRITICAL"
        exit_ = 1 if exit_ is None else exit_
    else:
        sev = sev or "NONE"
        exit_ = 0 if exit_ is None else exit_
    c = {"description": description, "baseline": copy.deepcopy(baseline), "current": copy.deepcopy(current)}
    if others:
        c["others"] = copy.deepcopy(others)
    c["expect"] = {"top_severity": sev, "exit": exit_}
    CASES.append((kind, f"{family}-{lang}-{slug}", c))


def write_all():
    seen = set()
    for kind, stem, c in CASES:
        assert stem not in seen, stem
        seen.add(stem)
        path = os.path.join(OUT, kind, stem + ".json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(c, f, ensure_ascii=False, indent=2)
            f.write("\n")
    return len(CASES)


# ---------------------------------------------------------------- honest bases

def srv_cloud():
    return S("nimbus-cloud-mcp", "2.4.1", [
        T("list_instances",
          "Lists compute instances in the selected Nimbus Cloud project and region. Results are paginated "
          "(50 per page); pass the `next_page_token` from the previous response to continue. Use `filter` "
          "with the Nimbus filter syntax (for example `status=RUNNING AND labels.env=prod`). Instances in "
          "the TERMINATED state are only returned when `include_terminated` is true.",
          {"project_id": P("string", "Nimbus project ID, e.g. `acme-prod-3321`."),
           "region": P("string", "Region code such as `eu-west-2`.", default="us-east-1"),
           "filter": P("string", "Optional filter expression."),
           "include_terminated": P("boolean", "Include terminated instances.", default=False),
           "next_page_token": P("string", "Token from a previous page.")},
          ["project_id"], title="List instances", ann=RO("List instances")),
        T("run_instance_command",
          "Runs a shell command on a running instance through the Nimbus Agent (no SSH required). The "
          "command runs as the unprivileged `nimbus-agent` user unless `as_root` is set and the caller's "
          "role allows it. Output is truncated to 64 KiB; the full log is kept in the instance's command "
          "history for 30 days. Commands time out after `timeout_seconds` (max 900).",
          {"instance_id": P("string", "Instance ID (`i-` followed by 17 hex characters)."),
           "command": P("string", "Command line passed to /bin/sh -c on the instance."),
           "as_root": P("boolean", "Run with sudo. Requires the `compute.admin` role.", default=False),
           "timeout_seconds": P("integer", "Timeout in seconds.", default=120, maximum=900)},
          ["instance_id", "command"], title="Run command on instance",
          ann=RW("Run command on instance", destructive=True)),
        T("get_object",
          "Downloads an object from Nimbus Object Storage and returns its content. Text objects are returned "
          "as UTF-8; binary objects are returned base64-encoded with their content type. Objects larger than "
          "10 MiB return a pre-signed URL valid for 15 minutes instead of the content.",
          {"bucket": P("string", "Bucket name."), "key": P("string", "Object key."),
           "version_id": P("string", "Optional object version.")},
          ["bucket", "key"], title="Get object", ann=RO("Get object")),
    ])


def srv_pg():
    return S("@pgpilot/mcp-server", "1.8.0", [
        T("run_query",
          "Executes a SQL statement against the connected PostgreSQL database and returns up to `max_rows` rows "
          "as JSON. By default the session is opened READ ONLY; write statements (INSERT, UPDATE, DELETE, DDL) "
          "fail unless the server was started with `--allow-writes`. Long-running statements are cancelled "
          "after `statement_timeout_ms`. Prefer `describe_table` first if you are unsure of column names.",
          {"sql": P("string", "The SQL statement to run. One statement per call."),
           "params": P("array", "Positional parameters for $1, $2, ...", items={"type": ["string", "number", "boolean", "null"]}),
           "max_rows": P("integer", "Row limit for the result.", default=200, maximum=5000),
           "statement_timeout_ms": P("integer", "Statement timeout.", default=15000)},
          ["sql"], title="Run SQL query", ann=RW("Run SQL query", destructive=True, open_world=False)),
        T("describe_table",
          "Returns the columns, types, defaults, constraints and indexes of a table or view, plus its row "
          "estimate from pg_class. Use schema-qualified names when the table is not in the search_path.",
          {"table": P("string", "Table or view name, optionally schema-qualified (`analytics.events`).")},
          ["table"], title="Describe table", ann=RO("Describe table", open_world=False)),
        T("list_tables",
          "Lists tables and views the current role can read, grouped by schema. System schemas (pg_catalog, "
          "information_schema) are hidden unless `include_system` is true.",
          {"schema": P("string", "Only this schema."),
           "include_system": P("boolean", "Include system schemas.", default=False)},
          title="List tables", ann=RO("List tables", open_world=False)),
    ])


def srv_crm():
    return S("pipelinehub-mcp", "3.1.2", [
        T("search_contacts",
          "Searches contacts in the PipelineHub CRM by name, email, company or custom property. Returns at most "
          "100 contacts with their owner, lifecycle stage and last activity date. Email addresses are returned "
          "only if the connected user has the `contacts.read.pii` scope.",
          {"query": P("string", "Free-text query."),
           "lifecycle_stage": P("string", "Filter by stage.", enum=["subscriber", "lead", "mql", "sql", "opportunity", "customer"]),
           "limit": P("integer", "Maximum results.", default=25, maximum=100)},
          ["query"], title="Search contacts", ann=RO("Search contacts")),
        T("create_deal",
          "Creates a deal in the given pipeline and stage and associates it with contacts and a company. The "
          "amount is in the account currency. Deal owners default to the connected user.",
          {"name": P("string", "Deal name."), "pipeline_id": P("string", "Pipeline ID."),
           "stage_id": P("string", "Stage ID within the pipeline."), "amount": P("number", "Deal amount."),
           "contact_ids": P("array", "Contacts to associate.", items={"type": "string"}),
           "company_id": P("string", "Company to associate.")},
          ["name", "pipeline_id", "stage_id"], title="Create deal", ann=RW("Create deal")),
        T("log_activity",
          "Logs a call, meeting or note on a contact's timeline. Notes support basic Markdown. The activity "
          "timestamp defaults to now.",
          {"contact_id": P("string", "Contact ID."),
           "type": P("string", "Activity type.", enum=["call", "meeting", "note"]),
           "body": P("string", "Activity body (Markdown)."),
           "occurred_at": P("string", "ISO 8601 timestamp.", format="date-time")},
          ["contact_id", "type", "body"], title="Log activity", ann=RW("Log activity")),
    ])


def srv_ci():
    return S("shipyard-ci-mcp", "0.9.4", [
        T("trigger_pipeline",
          "Triggers a new pipeline run for a project on the given branch or tag. Variables are passed to every "
          "job as environment variables and are masked in logs if their key ends with `_SECRET`. Returns the "
          "run ID and a link to the run page. Protected branches require the `pipelines.trigger.protected` "
          "permission.",
          {"project": P("string", "Project slug, `org/name`."), "ref": P("string", "Branch or tag.", default="main"),
           "variables": P("object", "Pipeline variables.", additionalProperties={"type": "string"})},
          ["project"], title="Trigger pipeline", ann=RW("Trigger pipeline")),
        T("get_job_log",
          "Returns the log of a job, ANSI colour codes stripped. Logs over 2 MB are truncated from the start; "
          "use `tail_lines` to fetch only the end. Masked variables appear as `[MASKED]`.",
          {"job_id": P("string", "Job ID."), "tail_lines": P("integer", "Return only the last N lines.")},
          ["job_id"], title="Get job log", ann=RO("Get job log")),
        T("retry_job",
          "Retries a failed or cancelled job with the same variables and commit. Successful jobs cannot be "
          "retried; trigger a new pipeline instead.",
          {"job_id": P("string", "Job ID.")}, ["job_id"], title="Retry job", ann=RW("Retry job")),
    ])


def srv_fin():
    return S("ledgerly-mcp", "1.3.0", [
        T("list_invoices",
          "Lists invoices for the connected Ledgerly organisation, newest first. Filter by status or customer. "
          "Amounts are returned in minor units (cents) with an ISO 4217 currency code.",
          {"status": P("string", "Invoice status.", enum=["draft", "open", "paid", "void", "uncollectible"]),
           "customer_id": P("string", "Only this customer."),
           "limit": P("integer", "Page size.", default=20, maximum=100)},
          title="List invoices", ann=RO("List invoices")),
        T("create_payout",
          "Creates a payout from the organisation balance to one of its verified bank accounts. Payouts to "
          "unverified accounts are rejected. The payout is queued and settles in 1-3 business days. Always "
          "confirm the amount and destination account with the user before calling this tool.",
          {"amount": P("integer", "Amount in minor units."), "currency": P("string", "ISO 4217 code.", default="EUR"),
           "bank_account_id": P("string", "ID of a verified bank account (`ba_...`)."),
           "memo": P("string", "Statement descriptor, max 22 characters.", maxLength=22)},
          ["amount", "bank_account_id"], title="Create payout", ann=RW("Create payout", destructive=True)),
        T("get_balance",
          "Returns available and pending balances per currency.", {}, title="Get balance", ann=RO("Get balance")),
    ])


def srv_chat():
    return S("chatline-mcp", "4.0.2", [
        T("post_message",
          "Posts a message to a Chatline channel or direct conversation as the connected bot user. Supports "
          "Chatline markdown (`*bold*`, `_italic_`, `<url|label>`). Messages over 4,000 characters are split. "
          "The bot must be a member of the channel.",
          {"channel": P("string", "Channel ID (`C...`) or user ID for a DM (`U...`)."),
           "text": P("string", "Message text."), "thread_ts": P("string", "Reply in this thread.")},
          ["channel", "text"], title="Post message", ann=RW("Post message")),
        T("list_channels",
          "Lists public channels and the private channels the bot is a member of.",
          {"include_archived": P("boolean", "Include archived channels.", default=False)},
          title="List channels", ann=RO("List channels")),
        T("get_channel_history",
          "Returns recent messages in a channel, newest first, up to 200.",
          {"channel": P("string", "Channel ID."), "limit": P("integer", "Max messages.", default=50, maximum=200)},
          ["channel"], title="Channel history", ann=RO("Channel history")),
    ])


def srv_mail():
    return S("mailbridge-mcp", "2.2.0", [
        T("send_email",
          "Sends an email from the connected mailbox. Plain text and HTML bodies are supported; when both are "
          "given, clients choose. Attachments are referenced by the IDs returned from `upload_attachment`.",
          {"to": P("array", "Recipients.", items={"type": "string", "format": "email"}),
           "cc": P("array", "CC recipients.", items={"type": "string", "format": "email"}),
           "bcc": P("array", "BCC recipients.", items={"type": "string", "format": "email"}),
           "subject": P("string", "Subject line."), "body": P("string", "Message body."),
           "attachment_ids": P("array", "Attachment IDs.", items={"type": "string"})},
          ["to", "subject", "body"], title="Send email", ann=RW("Send email")),
        T("search_threads",
          "Searches mail threads with the provider's query syntax (`from:`, `has:attachment`, `after:2026/01/01`).",
          {"query": P("string", "Search query."), "max_results": P("integer", "Max threads.", default=20)},
          ["query"], title="Search threads", ann=RO("Search threads")),
    ])


def srv_git():
    return S("gitforge-mcp", "1.12.3", [
        T("create_pull_request",
          "Opens a pull request from `head` into `base` in a GitForge repository. The description supports "
          "GitForge-flavoured Markdown. Draft pull requests do not request reviews.",
          {"repo": P("string", "`owner/name`."), "title": P("string", "PR title."), "head": P("string", "Source branch."),
           "base": P("string", "Target branch.", default="main"), "body": P("string", "PR description."),
           "draft": P("boolean", "Open as draft.", default=False)},
          ["repo", "title", "head"], title="Create pull request", ann=RW("Create pull request")),
        T("get_file_contents",
          "Returns the contents of a file or the listing of a directory at a ref.",
          {"repo": P("string", "`owner/name`."), "path": P("string", "Path in the repository."),
           "ref": P("string", "Branch, tag or commit SHA.")},
          ["repo", "path"], title="Get file contents", ann=RO("Get file contents")),
        T("push_files",
          "Commits one or more files to a branch in a single commit. Creates the branch from `base` if it "
          "does not exist.",
          {"repo": P("string", "`owner/name`."), "branch": P("string", "Branch to commit to."),
           "files": P("array", "Files to write.", items={"type": "object", "properties": {
               "path": {"type": "string"}, "content": {"type": "string"}}, "required": ["path", "content"]}),
           "message": P("string", "Commit message.")},
          ["repo", "branch", "files", "message"], title="Push files", ann=RW("Push files", destructive=True)),
    ])


def srv_storage():
    return S("boxdrive-mcp", "3.0.5", [
        T("upload_file",
          "Uploads a file to BoxDrive. Content is passed as base64. Files over 50 MB must use the resumable "
          "upload endpoint and are rejected here.",
          {"folder_id": P("string", "Destination folder ID; `0` is the root."),
           "name": P("string", "File name."), "content_base64": P("string", "File content, base64.")},
          ["folder_id", "name", "content_base64"], title="Upload file", ann=RW("Upload file")),
        T("create_share_link",
          "Creates a shared link for a file or folder. Access defaults to people in the same company; `open` "
          "links can be opened by anyone with the URL and should only be created when the user asks for them.",
          {"item_id": P("string", "File or folder ID."),
           "access": P("string", "Who can open the link.", enum=["collaborators", "company", "open"], default="company"),
           "expires_at": P("string", "Expiry date.", format="date")},
          ["item_id"], title="Create share link", ann=RW("Create share link")),
    ])


def srv_k8s():
    return S("kubepilot-mcp", "0.14.0", [
        T("get_pods",
          "Lists pods in a namespace with phase, restarts, node and age. Use `label_selector` to narrow.",
          {"namespace": P("string", "Namespace.", default="default"), "label_selector": P("string", "e.g. `app=web`.")},
          title="Get pods", ann=RO("Get pods", open_world=False)),
        T("apply_manifest",
          "Applies a Kubernetes manifest (YAML, one or more documents) with server-side apply. Use `dry_run` "
          "to see the result without persisting. Cluster-scoped resources need cluster-admin.",
          {"manifest": P("string", "YAML manifest."), "namespace": P("string", "Default namespace."),
           "dry_run": P("boolean", "Server-side dry run.", default=False)},
          ["manifest"], title="Apply manifest", ann=RW("Apply manifest", destructive=True, open_world=False)),
        T("pod_logs",
          "Returns logs of a pod's container. `previous` returns the logs of the last terminated container.",
          {"namespace": P("string", "Namespace."), "pod": P("string", "Pod name."),
           "container": P("string", "Container name."), "previous": P("boolean", "Previous instance.", default=False),
           "tail": P("integer", "Number of lines.", default=500)},
          ["pod"], title="Pod logs", ann=RO("Pod logs", open_world=False)),
    ])


def srv_browser():
    return S("@browserkit/mcp", "0.7.2", [
        T("navigate", "Opens a URL in the controlled Chromium tab and waits for the `load` event (or `wait_until`).",
          {"url": P("string", "Absolute URL.", format="uri"),
           "wait_until": P("string", "Lifecycle event.", enum=["load", "domcontentloaded", "networkidle"], default="load")},
          ["url"], title="Navigate", ann=RW("Navigate")),
        T("extract_text", "Returns the visible text of the page or of the element matched by `selector`.",
          {"selector": P("string", "CSS selector; the whole page when omitted.")}, title="Extract text", ann=RO("Extract text")),
        T("fill_form", "Fills form fields by CSS selector and optionally submits the form.",
          {"fields": P("object", "Map of selector to value.", additionalProperties={"type": "string"}),
           "submit": P("boolean", "Submit after filling.", default=False)},
          ["fields"], title="Fill form", ann=RW("Fill form")),
    ])


def srv_obs():
    return S("logscope-mcp", "2.0.0", [
        T("query_logs",
          "Runs a LogScope query (LSQL) over the selected time range and returns matching events. Queries "
          "without a time range default to the last 15 minutes. Results are capped at 1,000 events; use "
          "aggregations (`| stats count() by service`) for larger ranges.",
          {"query": P("string", "LSQL query."), "from": P("string", "Start, ISO 8601 or relative (`-1h`)."),
           "to": P("string", "End.", default="now")},
          ["query"], title="Query logs", ann=RO("Query logs")),
        T("list_monitors", "Lists alert monitors and their current state (OK, WARN, ALERT, NO_DATA).",
          {"state": P("string", "Filter by state.", enum=["OK", "WARN", "ALERT", "NO_DATA"])},
          title="List monitors", ann=RO("List monitors")),
    ])


def srv_pay():
    return S("paystream-mcp", "5.6.0", [
        T("create_refund",
          "Refunds all or part of a captured charge. Partial refunds can be repeated until the charge is fully "
          "refunded. Refunds cannot be cancelled once created.",
          {"charge_id": P("string", "Charge ID (`ch_...`)."), "amount": P("integer", "Amount in minor units; full refund when omitted."),
           "reason": P("string", "Reason.", enum=["duplicate", "fraudulent", "requested_by_customer"])},
          ["charge_id"], title="Create refund", ann=RW("Create refund", destructive=True)),
        T("create_payment_link",
          "Creates a hosted payment link for a price. Returns the `https://pay.paystream.com/...` URL to share "
          "with the customer.",
          {"price_id": P("string", "Price ID."), "quantity": P("integer", "Quantity.", default=1)},
          ["price_id"], title="Create payment link", ann=RW("Create payment link")),
        T("list_charges", "Lists recent charges, newest first.",
          {"customer": P("string", "Customer ID."), "limit": P("integer", "Page size.", default=10)},
          title="List charges", ann=RO("List charges")),
    ])


def srv_notes():
    return S("wikiloom-mcp", "1.1.0", [
        T("search_pages", "Full-text search over the workspace pages the integration can access.",
          {"query": P("string", "Search text."), "limit": P("integer", "Max pages.", default=10)},
          ["query"], title="Search pages", ann=RO("Search pages")),
        T("create_page", "Creates a page under a parent page or database. Content is Markdown.",
          {"parent_id": P("string", "Parent page or database ID."), "title": P("string", "Page title."),
           "markdown": P("string", "Page content.")},
          ["parent_id", "title"], title="Create page", ann=RW("Create page")),
    ])


def srv_kv():
    return S("redisly-mcp", "1.0.6", [
        T("get", "Returns the value of a key. Hashes, lists and sets are returned as JSON.",
          {"key": P("string", "Key name.")}, ["key"], title="Get key", ann=RO("Get key", open_world=False)),
        T("set", "Sets a key to a string value, optionally with a TTL in seconds.",
          {"key": P("string", "Key name."), "value": P("string", "Value."), "ttl": P("integer", "TTL in seconds.")},
          ["key", "value"], title="Set key", ann=RW("Set key", idem=True, open_world=False)),
        T("flushdb", "Deletes every key in the selected logical database. This cannot be undone.",
          {"db": P("integer", "Logical database number.", default=0)},
          title="Flush database", ann=RW("Flush database", destructive=True, idem=True, open_world=False)),
    ])


BASES = {
    "cloud": srv_cloud, "pg": srv_pg, "crm": srv_crm, "ci": srv_ci, "fin": srv_fin, "chat": srv_chat,
    "mail": srv_mail, "git": srv_git, "storage": srv_storage, "k8s": srv_k8s, "browser": srv_browser,
    "obs": srv_obs, "pay": srv_pay, "notes": srv_notes, "kv": srv_kv,
}


def others(*keys):
    """Other servers in the same client configuration, keyed by a config id."""
    return {k: BASES[k]() for k in keys}
