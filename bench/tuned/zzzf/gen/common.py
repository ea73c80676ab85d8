"""Shared helpers, the other servers of the client configuration, and honest
English filler tools of the observability / incident-management domain.

Everything here is honest. Poison is only ever added in attacks_*.py.
"""
import copy

SCENARIOS = []

ATTACK_FAMILIES = [
    "exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
    "tamper", "approval", "field", "lookalike", "annotation", "rugpull",
]
BENIGN_FAMILIES = [
    "release", "generic", "share", "mail", "convert", "guide", "banner",
    "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
    "webhook", "statuspage",
]

CRIT = {"top_severity": "CRITICAL", "exit": 1}
HIGH = {"top_severity": "HIGH", "exit": 1}
MED = {"top_severity": "MEDIUM", "exit": 1}
LOW = {"top_severity": "LOW", "exit": 0}
NONE = {"top_severity": "NONE", "exit": 0}


# ---------------------------------------------------------------- builders

def S(typ, desc=None, **kw):
    """A JSON-schema property."""
    d = {"type": typ}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def tool(name, description, props=None, required=None, annotations=None,
         title=None, output_schema=None, extra_schema=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = description
    schema = {"type": "object", "properties": props or {}, "required": list(required or [])}
    if extra_schema:
        schema.update(extra_schema)
    t["inputSchema"] = schema
    if output_schema is not None:
        t["outputSchema"] = output_schema
    if annotations is not None:
        t["annotations"] = annotations
    return t


def manifest(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": copy.deepcopy(tools)}


def bump(m, version):
    m = copy.deepcopy(m)
    m["serverInfo"]["version"] = version
    return m


def replace_tool(m, new_tool):
    m = copy.deepcopy(m)
    for i, t in enumerate(m["tools"]):
        if t["name"] == new_tool["name"]:
            m["tools"][i] = copy.deepcopy(new_tool)
            return m
    raise KeyError(new_tool["name"])


def add_tool(m, new_tool):
    m = copy.deepcopy(m)
    m["tools"].append(copy.deepcopy(new_tool))
    return m


def get_tool(m, name):
    for t in m["tools"]:
        if t["name"] == name:
            return copy.deepcopy(t)
    raise KeyError(name)


def join(*paras):
    return "\n\n".join(paras)


def insert_para(text, index, para):
    """Insert a paragraph into a description made of blank-line separated paragraphs."""
    parts = text.split("\n\n")
    parts.insert(index, para)
    return "\n\n".join(parts)


def add(kind, family, lang, slug, description, current, baseline=None,
        others=None, expect=None, announcements=None):
    assert kind in ("attack", "benign")
    sc = {"description": description, "baseline": copy.deepcopy(baseline),
          "current": copy.deepcopy(current)}
    if announcements:
        sc["announcements"] = copy.deepcopy(announcements)
    if others:
        sc["others"] = copy.deepcopy(others)
    sc["expect"] = dict(expect)
    fname = "%s-%s-%s.json" % (family, lang, slug)
    SCENARIOS.append((kind, fname, sc))
    return sc


def ann(tool=None, version=None, adds_param=(), removes_param=(), adds_tool=(),
        removes_tool=(), changes=()):
    return {"tool": tool, "addsParam": list(adds_param), "removesParam": list(removes_param),
            "addsTool": list(adds_tool), "removesTool": list(removes_tool),
            "changes": list(changes), "version": version}


# ------------------------------------------------------- the other servers

def mail_server():
    return manifest("postbox-mcp", "3.1.0", [
        tool("send_email",
             "Send an email from the connected mailbox. Plain text and simple HTML bodies are supported. "
             "Recipients in `to`, `cc` and `bcc` must be full addresses; separate several with commas or pass an array. "
             "Attachments are referenced by the ids returned from `list_messages` or uploaded earlier.",
             {"to": S("array", "Primary recipients.", items={"type": "string", "format": "email"}),
              "cc": S("array", "Carbon-copy recipients.", items={"type": "string", "format": "email"}),
              "bcc": S("array", "Blind carbon-copy recipients.", items={"type": "string", "format": "email"}),
              "subject": S("string", "Subject line."),
              "body": S("string", "Message body."),
              "html": S("boolean", "Treat body as HTML.", default=False),
              "attachment_ids": S("array", "Ids of attachments to include.", items={"type": "string"})},
             ["to", "subject", "body"],
             {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        tool("list_messages",
             "List messages in a mailbox folder, newest first. Returns sender, subject, date and a short snippet.",
             {"folder": S("string", "Folder name.", default="INBOX"),
              "query": S("string", "Optional search string (from:, subject:, has:attachment)."),
              "limit": S("integer", "Maximum messages.", default=25, maximum=200)},
             [], {"readOnlyHint": True}),
        tool("create_mail_rule",
             "Create a server-side mailbox rule. A rule matches incoming mail by sender, subject or body text and "
             "can move, label, or forward it.",
             {"name": S("string", "Rule name."),
              "match": S("string", "Match expression, e.g. subject:\"[PROD]\"."),
              "action": S("string", "What to do with matching mail.", enum=["move", "label", "forward"]),
              "target": S("string", "Folder, label or forwarding address, depending on action.")},
             ["name", "match", "action", "target"],
             {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
    ])


def chat_server():
    return manifest("teamchat-mcp", "2.4.1", [
        tool("post_message",
             "Post a message to a channel or thread in the team workspace. Supports markdown-style formatting, "
             "user mentions (<@U123>) and channel links.",
             {"channel": S("string", "Channel id or name, e.g. #ops-alerts."),
              "text": S("string", "Message text."),
              "thread_ts": S("string", "Reply in this thread (timestamp of the parent message)."),
              "unfurl_links": S("boolean", "Expand link previews.", default=True)},
             ["channel", "text"],
             {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        tool("create_channel",
             "Create a channel. Private channels are visible only to invited members. Guests from connected "
             "organisations can be invited by email.",
             {"name": S("string", "Channel name, lowercase, no spaces."),
              "is_private": S("boolean", "Create as private.", default=False),
              "members": S("array", "User ids or emails to invite.", items={"type": "string"}),
              "topic": S("string", "Channel topic.")},
             ["name"], {"readOnlyHint": False, "destructiveHint": False}),
        tool("list_channels",
             "List channels the connected user can see.",
             {"include_archived": S("boolean", "Also list archived channels.", default=False)},
             [], {"readOnlyHint": True}),
    ])


def pager_server():
    return manifest("pagerline-mcp", "1.9.0", [
        tool("page_oncall",
             "Page the current on-call responder of an escalation policy. The page is delivered by push, SMS and "
             "voice according to the responder's notification rules and escalates if not acknowledged.",
             {"policy_id": S("string", "Escalation policy id (e.g. P7QX2LM)."),
              "summary": S("string", "Short summary shown on the responder's phone.", maxLength=1024),
              "urgency": S("string", "Urgency.", enum=["high", "low"], default="high"),
              "details": S("object", "Free-form key/value context attached to the page.",
                           additionalProperties={"type": "string"}),
              "dedup_key": S("string", "Deduplication key; pages with the same key are merged.")},
             ["policy_id", "summary"],
             {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        tool("acknowledge_page",
             "Acknowledge an open page so that it stops escalating.",
             {"page_id": S("string", "Page id.")}, ["page_id"],
             {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True}),
    ])


def shell_server():
    return manifest("cloudshell-mcp", "0.8.3", [
        tool("run_command",
             "Run a shell command in the user's cloud shell session (bash, Debian-based image with common CLIs). "
             "Returns stdout, stderr and the exit code. The session keeps its working directory between calls. "
             "Commands time out after `timeout_seconds`.",
             {"command": S("string", "The command line to run."),
              "workdir": S("string", "Working directory.", default="~"),
              "timeout_seconds": S("integer", "Timeout.", default=60, maximum=900)},
             ["command"],
             {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True}),
    ])


def tickets_server():
    return manifest("trackerdesk-mcp", "5.0.2", [
        tool("create_issue",
             "Create an issue in a project. Markdown is supported in the body. Labels must already exist in the project.",
             {"project": S("string", "Project key, e.g. OPS."),
              "title": S("string", "Issue title."),
              "body": S("string", "Issue body (markdown)."),
              "labels": S("array", "Label names.", items={"type": "string"}),
              "assignee": S("string", "Username of the assignee."),
              "visibility": S("string", "Who can see the issue.", enum=["internal", "public"], default="internal")},
             ["project", "title"],
             {"readOnlyHint": False, "destructiveHint": False}),
        tool("add_comment",
             "Add a comment to an existing issue.",
             {"issue_key": S("string", "Issue key, e.g. OPS-1234."),
              "body": S("string", "Comment text (markdown).")},
             ["issue_key", "body"],
             {"readOnlyHint": False, "destructiveHint": False}),
        tool("update_issue_status",
             "Move an issue to another workflow status.",
             {"issue_key": S("string", "Issue key."),
              "status": S("string", "Target status.", enum=["todo", "in_progress", "done", "wont_do"])},
             ["issue_key", "status"],
             {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True}),
    ])


def metrics_other(extra=()):
    """A second server of the same domain, another vendor."""
    tools = [
        tool("query_metrics",
             "Run a PromQL query against the managed Prometheus backend. Instant queries need `time`; range "
             "queries need `start`, `end` and `step`.",
             {"promql": S("string", "PromQL expression."),
              "start": S("string", "Range start (RFC 3339 or unix seconds)."),
              "end": S("string", "Range end."),
              "step": S("string", "Resolution step, e.g. 30s.", default="60s"),
              "time": S("string", "Evaluation time for instant queries.")},
             ["promql"], {"readOnlyHint": True}),
        tool("list_datasources",
             "List the data sources configured in the organisation (Prometheus, Loki, Tempo, SQL).",
             {}, [], {"readOnlyHint": True}),
    ]
    tools += list(extra)
    return manifest("grafite-mcp", "4.7.0", tools)


def others(*keys, metrics_extra=(), tickets_extra=(), mail_extra=()):
    out = {}
    for k in keys:
        if k == "mail":
            m = mail_server()
            for t in mail_extra:
                m = add_tool(m, t)
            out["mail"] = m
        elif k == "chat":
            out["chat"] = chat_server()
        elif k == "pager":
            out["pager"] = pager_server()
        elif k == "shell":
            out["shell"] = shell_server()
        elif k == "tickets":
            m = tickets_server()
            for t in tickets_extra:
                m = add_tool(m, t)
            out["tickets"] = m
        elif k == "metrics":
            out["metrics"] = metrics_other(metrics_extra)
        else:
            raise KeyError(k)
    return out


# ------------------------------------------------ honest English filler tools

RO = {"readOnlyHint": True, "openWorldHint": False}


def t_search_logs():
    return tool(
        "search_logs",
        join("Search log events across all indexed services.",
             "Queries use a LogQL-style syntax: a stream selector in braces followed by optional line filters and "
             "parsers, for example `{service=\"checkout\", env=\"prod\"} |= \"timeout\" | json`. Time bounds accept "
             "RFC 3339 timestamps or relative expressions such as `now-15m`. Results are returned newest first and "
             "are capped at `limit`; use the returned `next_cursor` to page through larger result sets.",
             "Tips:\n- Narrow the time range before widening the selector; queries over more than 24h of a "
             "high-volume service may time out.\n- Fields extracted by `| json` or `| logfmt` can be filtered like "
             "labels.\n- Set `count_only` to check the volume before pulling raw events."),
        {"query": S("string", "LogQL selector and optional pipeline."),
         "from": S("string", "Start of the time range (RFC 3339 or relative, e.g. now-1h).", default="now-1h"),
         "to": S("string", "End of the time range.", default="now"),
         "limit": S("integer", "Maximum number of events to return.", default=100, minimum=1, maximum=5000),
         "cursor": S("string", "Cursor from a previous response."),
         "count_only": S("boolean", "Return only the number of matching events.", default=False)},
        ["query"], RO)


def t_get_log_context():
    return tool(
        "get_log_context",
        "Return the log lines surrounding a single event, from the same stream, so that an error can be read in "
        "context. The event id comes from `search_logs` results.",
        {"event_id": S("string", "Event id from search_logs."),
         "before": S("integer", "Lines before the event.", default=20, maximum=500),
         "after": S("integer", "Lines after the event.", default=20, maximum=500)},
        ["event_id"], RO)


def t_tail_logs():
    return tool(
        "tail_logs",
        join("Stream the most recent log lines of one service for a short window and return them as a batch.",
             "Useful right after a deploy or while reproducing an issue. The window is capped at 60 seconds; for "
             "anything longer use `search_logs` with a time range. Lines are returned with their timestamp, level, "
             "pod or host, and message."),
        {"service": S("string", "Service name as shown in the service catalog."),
         "level": S("string", "Minimum level.", enum=["debug", "info", "warn", "error"], default="info"),
         "seconds": S("integer", "How long to collect.", default=15, minimum=1, maximum=60),
         "source": S("string", "Restrict to one pod or host name.")},
        ["service"], RO)


def t_query_metrics():
    return tool(
        "query_metrics",
        join("Evaluate a PromQL expression over a time range and return the resulting series.",
             "Use `rate()` or `increase()` on counters, and aggregate with `sum by (...)` before returning many "
             "series: responses are limited to 500 series and 11,000 points per series. `step` defaults to a value "
             "that keeps the point count under the limit."),
        {"promql": S("string", "PromQL expression, e.g. sum by (route) (rate(http_requests_total{code=~\"5..\"}[5m]))."),
         "start": S("string", "Range start.", default="now-1h"),
         "end": S("string", "Range end.", default="now"),
         "step": S("string", "Resolution step; empty for automatic.")},
        ["promql"], RO)


def t_list_dashboards():
    return tool(
        "list_dashboards",
        "List dashboards, optionally filtered by folder or tag. Returns uid, title, folder, tags and last-modified time.",
        {"folder": S("string", "Folder name."),
         "tag": S("string", "Only dashboards with this tag."),
         "limit": S("integer", "Maximum results.", default=50, maximum=500)},
        [], RO)


def t_get_dashboard():
    return tool(
        "get_dashboard",
        "Return the JSON model of a dashboard: panels, their queries, variables and layout.",
        {"uid": S("string", "Dashboard uid.")}, ["uid"], RO)


def t_list_alert_rules():
    return tool(
        "list_alert_rules",
        join("List alert rules with their current state.",
             "State is one of `inactive`, `pending` or `firing`. Each rule includes its expression, `for` duration, "
             "labels, annotations (summary, runbook_url) and the notification policy it routes to."),
        {"state": S("string", "Filter by state.", enum=["inactive", "pending", "firing"]),
         "folder": S("string", "Rule folder."),
         "label": S("string", "Label matcher, e.g. team=payments.")},
        [], RO)


def t_create_alert_rule():
    return tool(
        "create_alert_rule",
        join("Create a Prometheus-style alert rule in a rule folder.",
             "The rule fires when `expr` has returned results continuously for `for`. Add a `summary` and, when you "
             "can, a `runbook_url` so that responders know what to do. Rules are routed by their labels: `severity` "
             "and `team` decide which notification policy receives them."),
        {"name": S("string", "Rule name."),
         "folder": S("string", "Rule folder."),
         "expr": S("string", "PromQL condition."),
         "for": S("string", "Pending duration before firing.", default="5m"),
         "severity": S("string", "Severity label.", enum=["info", "warning", "critical"], default="warning"),
         "team": S("string", "Owning team label."),
         "summary": S("string", "Human-readable summary annotation."),
         "runbook_url": S("string", "Link to the runbook.", format="uri")},
        ["name", "folder", "expr"],
        {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False})


def t_silence_alert():
    return tool(
        "silence_alert",
        join("Create a silence that mutes matching alerts for a limited time.",
             "Matchers use label equality or regex (`alertname=\"HighLatency\"`, `service=~\"api-.*\"`). A comment "
             "is required and is shown to everyone on call. Silences longer than 24 hours should reference a ticket."),
        {"matchers": S("array", "Label matchers.", items={"type": "string"}),
         "duration": S("string", "How long, e.g. 2h.", default="1h"),
         "comment": S("string", "Why the alert is silenced.")},
        ["matchers", "comment"],
        {"readOnlyHint": False, "destructiveHint": False})


def t_get_oncall():
    return tool(
        "get_oncall",
        "Return who is on call for a schedule at a given time (default: now), including the primary and secondary "
        "responders, their time zones and the end of the current shift.",
        {"schedule": S("string", "Schedule id or name."),
         "at": S("string", "Point in time (RFC 3339).")},
        ["schedule"], RO)


def t_list_schedules():
    return tool(
        "list_schedules",
        "List on-call schedules with their rotation type (daily, weekly, follow-the-sun) and owning team.",
        {"team": S("string", "Only schedules of this team.")}, [], RO)


def t_create_incident():
    return tool(
        "create_incident",
        join("Declare a new incident.",
             "Creates the incident record, opens its timeline with the declaration as the first entry and sets the "
             "incident commander. Severity follows the company scale: SEV1 (customer-facing outage) to SEV4 "
             "(minor degradation). The incident is not announced anywhere by this tool."),
        {"title": S("string", "Short, specific title."),
         "severity": S("string", "Severity.", enum=["SEV1", "SEV2", "SEV3", "SEV4"]),
         "service": S("string", "Affected service."),
         "commander": S("string", "Username of the incident commander.")},
        ["title", "severity"],
        {"readOnlyHint": False, "destructiveHint": False})


def t_add_timeline_entry():
    return tool(
        "add_timeline_entry",
        "Append an entry to an incident timeline. Entries are immutable once written; correct a mistake by adding "
        "a new entry. Use `occurred_at` when recording something that happened earlier.",
        {"incident_id": S("string", "Incident id, e.g. INC-2041."),
         "text": S("string", "What happened."),
         "occurred_at": S("string", "When it happened (RFC 3339); defaults to now."),
         "kind": S("string", "Entry kind.", enum=["note", "action", "decision", "status"], default="note")},
        ["incident_id", "text"],
        {"readOnlyHint": False, "destructiveHint": False})


def t_get_incident():
    return tool(
        "get_incident",
        "Return an incident with its status, severity, commander, affected services and full timeline.",
        {"incident_id": S("string", "Incident id.")}, ["incident_id"], RO)


def t_resolve_incident():
    return tool(
        "resolve_incident",
        join("Mark an incident as resolved.",
             "Sets the end time, records the resolution summary as the last timeline entry and stops any reminders. "
             "Only resolve when the impact has ended; use status `monitoring` via add_timeline_entry while you are "
             "still watching a fix."),
        {"incident_id": S("string", "Incident id."),
         "resolution_summary": S("string", "What ended the impact.")},
        ["incident_id", "resolution_summary"],
        {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True})


def t_draft_postmortem():
    return tool(
        "draft_postmortem",
        join("Draft a postmortem document from an incident record.",
             "The draft is filled from the incident timeline, the linked alerts and the affected services, using "
             "the selected template. Sections: summary, impact, timeline, root cause, contributing factors, what "
             "went well, action items. The draft is saved as private to the incident team until someone publishes it.",
             "Write in blameless language: describe systems and decisions, not people."),
        {"incident_id": S("string", "Incident id."),
         "template": S("string", "Template.", enum=["standard", "short", "security"], default="standard")},
        ["incident_id"],
        {"readOnlyHint": False, "destructiveHint": False})


def t_list_issues():
    return tool(
        "list_issues",
        "List error-tracking issues of a project, grouped by fingerprint. Sort by `freq` (events), `users` "
        "(affected users) or `new` (first seen).",
        {"project": S("string", "Project slug."),
         "query": S("string", "Search, e.g. is:unresolved level:error release:2.14.0."),
         "sort": S("string", "Sort order.", enum=["freq", "users", "new"], default="freq"),
         "limit": S("integer", "Maximum results.", default=25, maximum=100)},
        ["project"], RO)


def t_get_issue_events():
    return tool(
        "get_issue_events",
        "Return the latest events of an error-tracking issue: stack trace, breadcrumbs, tags, release and "
        "environment. Personally identifiable fields are scrubbed by the SDK before they reach the server.",
        {"issue_id": S("string", "Issue id."),
         "limit": S("integer", "Events to return.", default=5, maximum=50)},
        ["issue_id"], RO)


def t_get_release_health():
    return tool(
        "get_release_health",
        join("Return release health for a release: crash-free sessions and users, adoption, and new issues "
             "introduced in it, compared with the previous release.",
             "Figures are computed over the last 24 hours unless `period` says otherwise."),
        {"release": S("string", "Release version, e.g. web@2.14.0."),
         "environment": S("string", "Environment.", default="production"),
         "period": S("string", "Window.", enum=["1h", "24h", "7d", "14d"], default="24h")},
        ["release"], RO)


def t_list_slos():
    return tool(
        "list_slos",
        "List service level objectives with their target, window and current attainment.",
        {"service": S("string", "Filter by service.")}, [], RO)


def t_get_error_budget():
    return tool(
        "get_error_budget",
        join("Return the remaining error budget of an SLO and its burn rate.",
             "Burn rate 1.0 consumes the budget exactly over the window; the multi-window alerts page at 14.4 (1h) "
             "and 6 (6h). Remaining budget can be negative when the objective has been missed."),
        {"slo_id": S("string", "SLO id."),
         "window": S("string", "Window.", enum=["7d", "28d", "30d", "90d"], default="28d")},
        ["slo_id"], RO)


def t_list_components():
    return tool(
        "list_components",
        "List the components shown on a status page with their current status.",
        {"page_id": S("string", "Status page id.")}, ["page_id"], RO)


def t_get_trace():
    return tool(
        "get_trace",
        "Return all spans of a distributed trace as a tree, with service, operation, duration, status and "
        "attributes of each span.",
        {"trace_id": S("string", "32-hex-character trace id.", pattern="^[0-9a-f]{32}$")},
        ["trace_id"], RO)


def t_search_traces():
    return tool(
        "search_traces",
        join("Find traces by service, operation, duration and status.",
             "Use `min_duration_ms` to look for slow requests and `status: error` for failed ones. Returns up to "
             "`limit` trace summaries (root span, duration, span count, error count)."),
        {"service": S("string", "Service name."),
         "operation": S("string", "Operation / span name."),
         "min_duration_ms": S("integer", "Minimum duration in milliseconds."),
         "status": S("string", "Span status.", enum=["ok", "error", "unset"]),
         "lookback": S("string", "How far back to search.", default="1h"),
         "limit": S("integer", "Maximum traces.", default=20, maximum=200)},
        ["service"], RO)
