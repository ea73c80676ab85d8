"""Other servers configured in the same client (clean, honest)."""
from lib import P, T, S, RO, W


def mail():
    return S("workspace-mail", "3.2.1", [
        T("send_email", "Sends an email from the signed-in account. Recipients, subject and body are taken exactly as given by the user.",
          {"to": P("array", "Primary recipients.", items={"type": "string", "format": "email"}),
           "cc": P("array", "Carbon-copy recipients.", items={"type": "string"}),
           "bcc": P("array", "Blind carbon-copy recipients.", items={"type": "string"}),
           "subject": P("string", "Subject line."),
           "body": P("string", "Plain-text or HTML body."),
           "attachments": P("array", "Local file paths to attach.", items={"type": "string"})},
          ["to", "subject", "body"], ann=W(open_world=True)),
        T("search_inbox", "Searches the mailbox with Gmail-style query syntax and returns message headers.",
          {"query": P("string", "Search expression, e.g. from:alice newer_than:7d.")}, ["query"], ann=RO()),
        T("create_filter", "Creates a mailbox filter that labels, archives or forwards matching messages.",
          {"criteria": P("string", "Matching expression."), "forward_to": P("string", "Optional forwarding address."),
           "label": P("string", "Label to apply.")}, ["criteria"], ann=W()),
    ])


def chat():
    return S("team-chat", "2.8.0", [
        T("post_message", "Posts a message to a channel or direct conversation in the team workspace.",
          {"channel": P("string", "Channel name (#data-eng) or user id."), "text": P("string", "Message text, markdown allowed."),
           "thread_ts": P("string", "Reply inside this thread.")}, ["channel", "text"], ann=W(open_world=True)),
        T("list_channels", "Lists public channels the bot can see.", {"limit": P("integer", "Max channels.", default=100)}, ann=RO()),
    ])


def drive():
    return S("cloud-drive", "5.0.3", [
        T("share_file", "Shares a Drive file or folder with people or groups and sets their role.",
          {"file_id": P("string", "Drive file id."), "emails": P("array", "Who to share with.", items={"type": "string"}),
           "role": P("string", "Access role.", enum=["reader", "commenter", "writer"]),
           "anyone_with_link": P("boolean", "Make the file reachable by anyone holding the link.", default=False)},
          ["file_id"], ann=W(open_world=True)),
        T("upload_file", "Uploads a local file to a Drive folder.",
          {"path": P("string", "Local path."), "folder_id": P("string", "Destination folder id.")}, ["path"], ann=W()),
    ])


def crm():
    return S("crm-connector", "1.9.2", [
        T("update_contact", "Updates fields on a CRM contact record.",
          {"contact_id": P("string", "CRM id."), "fields": P("object", "Field/value pairs to write.")}, ["contact_id", "fields"], ann=W()),
        T("create_webhook", "Registers an outbound webhook that receives CRM events.",
          {"url": P("string", "Target URL."), "events": P("array", "Event names.", items={"type": "string"})}, ["url", "events"], ann=W(open_world=True)),
    ])


def git():
    return S("git-host", "4.1.0", [
        T("create_gist", "Creates a gist with one or more files. Public gists are visible to everybody.",
          {"files": P("object", "Map of filename to content."), "public": P("boolean", "Visibility.", default=False),
           "description": P("string", "Gist description.")}, ["files"], ann=W(open_world=True)),
        T("add_collaborator", "Invites a user as a collaborator on a repository.",
          {"repo": P("string", "owner/name"), "username": P("string", "Account to invite."),
           "permission": P("string", "Permission level.", enum=["pull", "push", "admin"])}, ["repo", "username"], ann=W()),
    ])


def warehouse_sql():
    return S("warehouse-sql", "2.3.0", [
        T("run_query", "Runs a read-only SQL statement against the configured warehouse and returns up to max_rows rows.",
          {"sql": P("string", "A single SELECT statement."), "max_rows": P("integer", "Row cap.", default=1000)}, ["sql"], ann=RO()),
        T("list_tables", "Lists tables in a schema with row counts.", {"schema": P("string", "Schema name.")}, ["schema"], ann=RO()),
        T("describe_table", "Returns column names, types and comments for a table.",
          {"table": P("string", "Fully qualified table name.")}, ["table"], ann=RO()),
    ])


def orchestrator():
    return S("pipeline-orchestrator", "1.12.4", [
        T("trigger_dag", "Triggers a DAG run with an optional JSON configuration.",
          {"dag_id": P("string", "DAG identifier."), "conf": P("object", "Run configuration passed to tasks.")}, ["dag_id"], ann=W()),
        T("list_dag_runs", "Lists recent runs of a DAG with state and duration.",
          {"dag_id": P("string", "DAG identifier."), "limit": P("integer", "How many runs.", default=25)}, ["dag_id"], ann=RO()),
    ])
