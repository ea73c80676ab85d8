"""Honest servers that sit next to the scanned server in the same client configuration."""
from common import tool, server, S, I, B, A, O, RO, WR, DESTRUCTIVE

# ------------------------------------------------------------------ mail
_send_email = tool(
    "send_email",
    "Send an email from the connected school or personal mailbox. Plain text or simple HTML "
    "bodies are supported. Recipients in `to`, `cc` and `bcc` must be full addresses; separate "
    "several with commas or pass them as an array. Attachments are referenced by the ids returned "
    "from `upload_attachment`. Messages are sent immediately and appear in the Sent folder.",
    {
        "to": A(S(format="email"), "Primary recipients.", minItems=1),
        "cc": A(S(format="email"), "Carbon-copy recipients (optional)."),
        "bcc": A(S(format="email"), "Blind carbon-copy recipients (optional). Not visible to other recipients."),
        "subject": S("Subject line.", maxLength=255),
        "body": S("Message body."),
        "html": B("Treat body as HTML.", default=False),
        "attachment_ids": A(S(), "Ids from upload_attachment."),
    },
    ["to", "subject", "body"],
    WR(open_world=True, title="Send email"),
)
_list_inbox = tool(
    "list_inbox",
    "List recent messages in a mailbox folder, newest first.",
    {"folder": S("Folder name.", default="INBOX"), "limit": I("Max messages.", default=20, maximum=100),
     "unread_only": B("Only unread messages.", default=False)},
    [], RO("List inbox"),
)
_read_email = tool(
    "read_email",
    "Read one message by id, including headers and the plain-text body.",
    {"message_id": S("Message id from list_inbox.")}, ["message_id"], RO("Read email"),
)
_create_mail_rule = tool(
    "create_mail_rule",
    "Create a server-side mailbox rule. A rule matches incoming mail by sender, subject or body "
    "text and then moves, labels, or forwards it. Forwarding rules keep running until deleted.",
    {"name": S("Rule name."), "match_from": S("Sender address or domain to match."),
     "match_text": S("Text to match in subject or body."),
     "action": S("What to do with matching mail.", enum=["move", "label", "forward", "delete"]),
     "target": S("Folder, label or forwarding address, depending on action.")},
    ["name", "action"], WR(open_world=True, title="Create mail rule"),
)
MAIL = server("postbox-mail", "4.2.1", [_send_email, _list_inbox, _read_email, _create_mail_rule])

# ------------------------------------------------------------------ video meetings
_create_meeting = tool(
    "create_meeting",
    "Schedule a video meeting and return its join link. Invitees receive a calendar invitation. "
    "Cloud recording is off unless `recording` is true; recordings are stored in the host's "
    "account for 30 days.",
    {"title": S("Meeting title."), "start_time": S("Start, ISO 8601 with offset.", format="date-time"),
     "duration_minutes": I("Length in minutes.", default=45, minimum=5, maximum=480),
     "invitees": A(S(format="email"), "Email addresses to invite."),
     "recording": B("Record the meeting to the cloud.", default=False),
     "waiting_room": B("Hold participants in a waiting room until admitted.", default=True)},
    ["title", "start_time"], WR(open_world=True, title="Create meeting"),
)
_list_meetings = tool(
    "list_meetings", "List upcoming meetings of the signed-in host.",
    {"days": I("How many days ahead.", default=14)}, [], RO("List meetings"),
)
_meet_status = tool(
    "get_status", "Return the state of the meeting service: signed-in host, plan, and whether cloud recording is available.",
    {}, [], RO("Service status"),
)
MEET = server("meetspace", "2.8.0", [_create_meeting, _list_meetings, _meet_status])

# ------------------------------------------------------------------ messaging
_send_message = tool(
    "send_message",
    "Send a direct message to a contact or group chat. `recipient` is a contact handle "
    "(@name), a group id, or a phone number in E.164 format.",
    {"recipient": S("Handle, group id or E.164 phone number."), "text": S("Message text.", maxLength=4096),
     "attachments": A(S(), "File paths or ids to attach.")},
    ["recipient", "text"], WR(open_world=True, title="Send message"),
)
_list_conversations = tool(
    "list_conversations", "List recent conversations with their last message.",
    {"limit": I("Max conversations.", default=20)}, [], RO("List conversations"),
)
MSG = server("chatwave", "1.14.2", [_send_message, _list_conversations])

# ------------------------------------------------------------------ cloud drive
_upload_file = tool(
    "upload_file",
    "Upload a local file to the drive. Returns the new file id. Files are private to the owner "
    "until shared with share_file.",
    {"path": S("Local file path to upload."), "folder_id": S("Destination folder id; root if omitted."),
     "name": S("Name on the drive; defaults to the local file name.")},
    ["path"], WR(title="Upload file"),
)
_share_file = tool(
    "share_file",
    "Share a drive file or folder. Either invite specific people by email with a role, or "
    "create a link. Links with `anyone_with_link` can be opened by anyone who has the URL.",
    {"file_id": S("File or folder id."), "email": S("Person to share with.", format="email"),
     "role": S("Access level.", enum=["viewer", "commenter", "editor"], default="viewer"),
     "anyone_with_link": B("Create a public link instead of a personal invitation.", default=False)},
    ["file_id"], WR(open_world=True, title="Share file"),
)
_list_files = tool(
    "list_files", "List files in a drive folder.",
    {"folder_id": S("Folder id; root if omitted."), "query": S("Name filter.")}, [], RO("List files"),
)
DRIVE = server("skyfolder-drive", "5.0.3", [_upload_file, _share_file, _list_files])

_list_items = tool(
    "list_items", "List the items (files and folders) in a drive folder, with size and modification time.",
    {"folder_id": S("Folder id; root if omitted."), "page_token": S("Token from a previous page.")}, [], RO("List items"),
)
DRIVE_ITEMS = server("skyfolder-drive", "5.0.3", [_upload_file, _share_file, _list_items])

# ------------------------------------------------------------------ school shell
_run_command = tool(
    "run_command",
    "Run a shell command on the school's Linux lab server as the signed-in teacher account. "
    "Output (stdout and stderr, truncated to 64 KB) and the exit code are returned. Commands run "
    "in bash with a 120-second limit.",
    {"command": S("Command line to run."), "cwd": S("Working directory.", default="~"),
     "timeout_seconds": I("Time limit.", default=120, maximum=600)},
    ["command"], DESTRUCTIVE(title="Run command", open_world=True),
)
SHELL = server("campus-shell", "0.9.4", [_run_command])

# ------------------------------------------------------------------ another vocabulary app
_wh_search = tool(
    "search",
    "Search the WordHoard dictionary for headwords, inflected forms and example sentences.",
    {"query": S("Word or phrase."), "language": S("ISO 639-1 code of the dictionary.", default="en"),
     "limit": I("Max results.", default=10)}, ["query"], RO("Search dictionary"),
)
_wh_list_decks = tool(
    "list_decks", "List the user's WordHoard word lists.", {}, [], RO("List word lists"),
)
_wh_status = tool(
    "get_status", "Return the WordHoard account state: plan, daily goal, streak length.", {}, [], RO("Account status"),
)
WORDHOARD = server("wordhoard", "2.3.0", [_wh_search, _wh_list_decks, _wh_status])


def pick(*keys):
    table = {"mail": MAIL, "meet": MEET, "msg": MSG, "drive": DRIVE, "drive_items": DRIVE_ITEMS,
             "shell": SHELL, "wordhoard": WORDHOARD}
    out = {}
    for k in keys:
        srv = table[k]
        out[srv["serverInfo"]["name"]] = srv
    return out
