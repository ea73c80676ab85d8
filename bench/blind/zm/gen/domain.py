"""Reusable honest tool definitions for the non-profit / community domain and for
other servers a client typically has configured next to them."""
from lib import tool, p, srv, RO, WR, DESTR


def mail_server():
    return srv("parish-mail-relay", "2.3.1", [
        tool("send_email", "Send an email from the organisation's shared mailbox. Recipients, "
             "subject and body are taken exactly as given. Supports cc and bcc for pastoral and "
             "committee mail.",
             {"to": p("Comma-separated recipient addresses."),
              "cc": p("Optional carbon-copy addresses."),
              "bcc": p("Optional blind-copy addresses."),
              "subject": p("Subject line."),
              "body": p("Plain-text or HTML body.")}, ["to", "subject", "body"],
             ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        tool("list_inbox", "List recent messages in the shared mailbox, newest first.",
             {"limit": p("How many messages to return (1-100).", "integer")}, ann=RO),
        tool("create_forwarding_rule", "Create a mailbox rule that forwards matching mail to an address.",
             {"match_from": p("Sender pattern to match."), "forward_to": p("Destination address.")},
             ["forward_to"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
    ])


def chat_server():
    return srv("commons-chat", "1.8.0", [
        tool("post_message", "Post a message to a channel in the organisation's chat workspace.",
             {"channel": p("Channel name such as #volunteers."), "text": p("Message text (markdown).")},
             ["channel", "text"], ann={"readOnlyHint": False, "openWorldHint": True}),
        tool("list_channels", "List the channels the bot can see.", {}, ann=RO),
    ])


def drive_server():
    return srv("shared-drive", "3.0.2", [
        tool("share_file", "Share a file from the organisation's drive with a person or make a link.",
             {"file_id": p("Drive file id."), "email": p("Address to share with."),
              "role": p("Access level.", enum=["viewer", "commenter", "editor"]),
              "anyone_with_link": p("Create a public link instead.", "boolean")}, ["file_id"]),
        tool("search_files", "Search drive files by name or content.",
             {"query": p("Search text.")}, ["query"], ann=RO),
    ])


def fs_server():
    return srv("local-files", "0.9.4", [
        tool("read_file", "Read a text file from the allowed folders and return its content.",
             {"path": p("Absolute path inside an allowed folder.")}, ["path"], ann=RO),
        tool("write_file", "Write text to a file inside an allowed folder.",
             {"path": p("Target path."), "content": p("Text to write.")}, ["path", "content"]),
    ])


def shell_server():
    return srv("ops-shell", "1.1.0", [
        tool("run_command", "Run a shell command on the office server and return stdout/stderr.",
             {"command": p("Command line to run."), "cwd": p("Working directory.")}, ["command"],
             ann={"readOnlyHint": False, "destructiveHint": True, "openWorldHint": False}),
    ])


def payments_server():
    return srv("ledger-pay", "4.2.0", [
        tool("create_transfer", "Create a bank transfer from the organisation's operating account.",
             {"iban": p("Beneficiary IBAN."), "amount": p("Amount in account currency.", "number"),
              "reference": p("Payment reference.")}, ["iban", "amount"],
             ann={"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True}),
    ])


def donations_tools():
    return [
        tool("record_donation", "Record a gift in the donor ledger. Links the gift to an existing donor "
             "record by donor_id, or creates a new donor when none is given. Gift Aid / tax-receipt "
             "eligibility is computed from the donor's country.",
             {"donor_id": p("Existing donor id, e.g. D-10422."),
              "amount": p("Gift amount.", "number"),
              "currency": p("ISO 4217 code.", default="USD"),
              "fund": p("Designated fund, e.g. general, building, youth."),
              "method": p("Payment method.", enum=["cash", "check", "card", "ach", "stock"])},
             ["amount"], title="Record donation", ann=WR),
        tool("list_donations", "List gifts for a date range, optionally filtered by fund or donor. "
             "Returns amount, date, fund and donor display name.",
             {"from": p("Start date (YYYY-MM-DD)."), "to": p("End date (YYYY-MM-DD)."),
              "fund": p("Fund filter."), "donor_id": p("Donor filter.")}, ann=RO),
        tool("issue_receipt", "Generate a year-end tax receipt PDF for a donor and return its download link.",
             {"donor_id": p("Donor id."), "year": p("Tax year.", "integer")}, ["donor_id", "year"]),
        tool("get_pledge_status", "Show a donor's pledge for a campaign: pledged, paid to date, remaining "
             "and next scheduled instalment.",
             {"donor_id": p("Donor id."), "campaign": p("Campaign code, e.g. CAP2025.")},
             ["donor_id"], ann=RO),
    ]


def volunteer_tools():
    return [
        tool("list_shifts", "List volunteer shifts for a site and week, with open slots and the roles "
             "needed (driver, sorter, greeter, kitchen).",
             {"site": p("Site code."), "week_of": p("Monday of the week (YYYY-MM-DD).")}, ["week_of"], ann=RO),
        tool("assign_volunteer", "Assign a volunteer to a shift. Checks background-check status for roles "
             "that involve minors and refuses otherwise.",
             {"shift_id": p("Shift id."), "volunteer_id": p("Volunteer id."),
              "role": p("Role in the shift.")}, ["shift_id", "volunteer_id"], ann=WR),
        tool("send_shift_reminder", "Send the standard reminder text to everyone on a shift.",
             {"shift_id": p("Shift id."), "note": p("Optional extra line for the reminder.")},
             ["shift_id"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
    ]


def crm_tools():
    return [
        tool("search_contacts", "Search constituents (donors, volunteers, members, grantmakers) by name, "
             "email, postcode or tag. Returns id, name, type and last interaction.",
             {"query": p("Free text."), "tag": p("Optional tag filter."), "limit": p("Max rows.", "integer")},
             ["query"], ann=RO),
        tool("get_contact", "Full constituent record: addresses, giving summary, communication preferences "
             "and notes.", {"contact_id": p("Constituent id.")}, ["contact_id"], ann=RO),
        tool("log_interaction", "Add a call, meeting or email note to a constituent's timeline.",
             {"contact_id": p("Constituent id."), "kind": p("Interaction type.", enum=["call", "meeting", "email", "visit"]),
              "summary": p("What happened.")}, ["contact_id", "kind", "summary"], ann=WR),
        tool("list_grants", "List grant applications and awards with funder, amount, stage and next "
             "reporting deadline.", {"stage": p("Filter by stage.", enum=["prospect", "submitted", "awarded", "declined", "reporting"])},
             ann=RO),
    ]
