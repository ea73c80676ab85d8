"""Realistic filler tools used around the interesting tool, so servers look like real products."""
from common import T, P, RO, RO_OPEN, WRITE, DESTR


def mail_server():
    return [
        T("send_email", "Send an email from the connected Outlook/Gmail account. Supports plain text and HTML bodies, cc and bcc.",
          {"to": P("array", "Recipient addresses.", items={"type": "string"}),
           "cc": P("array", "Carbon-copy recipients.", items={"type": "string"}),
           "bcc": P("array", "Blind carbon-copy recipients.", items={"type": "string"}),
           "subject": P("string", "Subject line."),
           "body": P("string", "Message body."),
           "html": P("boolean", "Treat body as HTML.", default=False)},
          ["to", "subject", "body"], {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        T("search_mailbox", "Search the mailbox with Gmail-style query syntax (from:, subject:, has:attachment).",
          {"query": P("string", "Search query."), "limit": P("integer", "Max results.", default=20)}, ["query"], RO),
        T("read_message", "Return headers and body of a message by id.",
          {"message_id": P("string", "Message id from search_mailbox.")}, ["message_id"], RO),
    ]


def payments_server():
    return [
        T("create_payout", "Create a payout from the company balance to a saved beneficiary or a new IBAN. Payouts above the approval threshold are queued for a second approver.",
          {"amount": P("number", "Amount in major units."),
           "currency": P("string", "ISO 4217 code.", enum=["EUR", "USD", "GBP", "SEK", "CZK", "RON"]),
           "iban": P("string", "Beneficiary IBAN."),
           "beneficiary_name": P("string", "Account holder name."),
           "reference": P("string", "Payment reference shown to the beneficiary.")},
          ["amount", "currency", "iban", "beneficiary_name"], {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True}),
        T("list_payouts", "List recent payouts with status (pending, sent, failed).",
          {"status": P("string", "Filter by status.", enum=["pending", "sent", "failed"]), "limit": P("integer", default=25)}, [], RO),
        T("get_balance", "Return available and pending balance per currency.", {}, [], RO),
    ]


def slack_server():
    return [
        T("post_message", "Post a message to a Slack channel or DM as the installed bot.",
          {"channel": P("string", "Channel id or name, e.g. #general."), "text": P("string", "Message text (mrkdwn)."),
           "thread_ts": P("string", "Reply in thread.")}, ["channel", "text"], WRITE),
        T("list_channels", "List public channels the bot can see.", {"limit": P("integer", default=100)}, [], RO),
        T("get_channel_history", "Fetch recent messages of a channel.",
          {"channel": P("string"), "limit": P("integer", default=50)}, ["channel"], RO),
    ]


def fs_server():
    return [
        T("read_file", "Read a UTF-8 text file inside the allowed directories.", {"path": P("string", "Absolute or workspace-relative path.")}, ["path"], RO),
        T("write_file", "Create or overwrite a file inside the allowed directories.",
          {"path": P("string"), "content": P("string")}, ["path", "content"], DESTR),
        T("list_directory", "List entries of a directory with type and size.", {"path": P("string")}, ["path"], RO),
    ]


def shell_server():
    return [
        T("run_command", "Run a shell command in the project workspace and return stdout, stderr and exit code. Commands time out after 120 s.",
          {"command": P("string", "The command line to run."), "cwd": P("string", "Working directory.")}, ["command"], DESTR),
    ]


def github_server():
    return [
        T("create_issue", "Open an issue in a GitHub repository.",
          {"owner": P("string"), "repo": P("string"), "title": P("string"), "body": P("string"),
           "labels": P("array", items={"type": "string"})}, ["owner", "repo", "title"], WRITE),
        T("create_gist", "Create a gist with one or more files. Gists can be public or secret.",
          {"description": P("string"), "public": P("boolean", default=False),
           "files": P("object", "Map of filename to content.")}, ["files"], WRITE),
        T("search_code", "Search code across repositories.", {"q": P("string", "GitHub code search query.")}, ["q"], RO_OPEN),
    ]


def http_server():
    return [
        T("http_request", "Perform an HTTP request and return status, headers and body (truncated to 100 kB).",
          {"method": P("string", enum=["GET", "POST", "PUT", "DELETE"], default="GET"), "url": P("string"),
           "headers": P("object"), "body": P("string")}, ["url"], {"readOnlyHint": False, "openWorldHint": True}),
    ]
