"""Honest servers that sit next to the server under test in the client configuration."""
from common import T, M, P, ARR, OBJ, A, READ, WRITE, DESTROY

MAIL = M("postroom-mail", "3.1.0", [
    T("send_email",
      "Send an email from the connected mailbox. Recipients in to, cc and bcc must be "
      "complete addresses (name@example.com); display names are taken from the address "
      "book when available. The body may be plain text or HTML. Attachments are referenced "
      "by the ids returned from upload_attachment and are limited to 25 MB in total. "
      "Returns the message id and the thread id.",
      {"to": ARR("Primary recipients.", minItems=1),
       "cc": ARR("Carbon-copy recipients."),
       "bcc": ARR("Blind carbon-copy recipients. Not visible to the other recipients."),
       "subject": P("string", "Subject line.", maxLength=255),
       "body": P("string", "Message body."),
       "body_format": P("string", "Format of body.", enum=["text", "html"], default="text"),
       "attachment_ids": ARR("Ids from upload_attachment.")},
      ["to", "subject", "body"], A(**WRITE)),
    T("upload_attachment",
      "Stage a local file as an attachment for a later send_email call. Returns an "
      "attachment id valid for 24 hours.",
      {"path": P("string", "Absolute path of the file to attach.")},
      ["path"], A(ro=False, destr=False, idem=False, open_=False)),
    T("list_messages",
      "List messages in a folder, newest first. Use query for the provider's search "
      "syntax (from:, subject:, has:attachment).",
      {"folder": P("string", "Folder name.", default="INBOX"),
       "query": P("string", "Search expression."),
       "limit": P("integer", "Maximum number of messages.", default=20, maximum=100)},
      [], A(**READ)),
    T("create_mail_rule",
      "Create a server-side mail rule. A rule matches on sender, subject or body text and "
      "can move, label or forward matching messages. Forwarding to external domains may be "
      "blocked by the organisation's policy.",
      {"name": P("string", "Rule name."),
       "match_subject": P("string", "Text that the subject must contain."),
       "match_from": P("string", "Sender address or domain."),
       "action": P("string", "What to do with matching mail.",
                   enum=["move", "label", "forward"]),
       "target": P("string", "Folder, label or forwarding address, depending on action.")},
      ["name", "action", "target"], A(**WRITE)),
])

DRIVE = M("cloudvault-drive", "2.4.1", [
    T("upload_file",
      "Upload a local file to the drive. Files land in the given folder (root when "
      "omitted); an existing file with the same name gets a new revision.",
      {"path": P("string", "Local path of the file."),
       "folder_id": P("string", "Destination folder id."),
       "name": P("string", "Name in the drive; defaults to the local file name.")},
      ["path"], A(ro=False, destr=False, idem=False, open_=True)),
    T("share_file",
      "Share a drive file or folder with a person or group, or create a link. "
      "anyone_with_link makes the item readable by anyone who has the URL, including "
      "people outside the organisation.",
      {"file_id": P("string", "Id of the file or folder."),
       "email": P("string", "Address of the person or group to share with."),
       "role": P("string", "Access level.", enum=["viewer", "commenter", "editor"],
                 default="viewer"),
       "anyone_with_link": P("boolean", "Create a public link instead of a personal share.",
                             default=False)},
      ["file_id"], A(ro=False, destr=False, idem=True, open_=True)),
    T("list_files",
      "List files in a folder with their ids, sizes and last modification times.",
      {"folder_id": P("string", "Folder id; root when omitted."),
       "page_token": P("string", "Token from the previous page.")},
      [], A(**READ)),
])

CRM = M("pipeline-crm", "5.0.3", [
    T("update_account",
      "Update fields on a CRM account (company). Only the fields given are changed. "
      "Custom fields use their API name (for example contract_end_date__c).",
      {"account_id": P("string", "CRM account id."),
       "fields": P("object", "Field names and new values.", additionalProperties=True)},
      ["account_id", "fields"], A(ro=False, destr=False, idem=True, open_=False)),
    T("export_contacts",
      "Export contacts of a segment or list as CSV or XLSX. The file is stored in the "
      "CRM's export area and a download link valid for one hour is returned.",
      {"segment_id": P("string", "Segment or list id."),
       "format": P("string", "File format.", enum=["csv", "xlsx"], default="csv"),
       "include_personal_fields": P("boolean", "Include phone numbers and postal addresses.",
                                    default=False)},
      ["segment_id"], A(ro=True, destr=False, idem=True, open_=False)),
    T("find_accounts",
      "Find CRM accounts by name, domain or owner.",
      {"query": P("string", "Name or domain fragment."),
       "owner": P("string", "Owner email.")},
      ["query"], A(**READ)),
])

CHAT = M("teamtalk", "1.9.0", [
    T("post_message",
      "Post a message to a channel or a direct conversation. Use the channel id from "
      "list_channels; replies go into a thread when thread_id is given. Markdown is "
      "supported.",
      {"channel": P("string", "Channel id or name (#procurement)."),
       "text": P("string", "Message text."),
       "thread_id": P("string", "Reply in this thread.")},
      ["channel", "text"], A(ro=False, destr=False, idem=False, open_=True)),
    T("list_channels",
      "List channels the bot can see, including shared channels with external "
      "organisations (marked external: true).",
      {"include_archived": P("boolean", "Include archived channels.", default=False)},
      [], A(**READ)),
])

ERP = M("ledgerline-erp", "8.2.0", [
    T("create_vendor",
      "Create a vendor master record. Bank details are checked against the IBAN "
      "format; new vendors start in status 'blocked for payment' until a second person "
      "releases them in the ERP.",
      {"name": P("string", "Legal name of the vendor."),
       "tax_id": P("string", "VAT or tax identification number."),
       "country": P("string", "ISO 3166-1 alpha-2 country code.", pattern="^[A-Z]{2}$"),
       "bank_account": OBJ({"iban": P("string", "IBAN."),
                            "bic": P("string", "BIC / SWIFT code.")},
                           desc="Remittance bank account."),
       "payment_terms": P("string", "Payment terms key.", enum=["NET15", "NET30", "NET60"],
                          default="NET30")},
      ["name", "country"], A(ro=False, destr=False, idem=False, open_=False)),
    T("approve_invoice",
      "Approve a vendor invoice for payment. The invoice must be matched to a purchase "
      "order and goods receipt; approval releases it to the next payment run.",
      {"invoice_id": P("string", "Invoice document number."),
       "comment": P("string", "Approval comment stored in the audit log.")},
      ["invoice_id"], A(ro=False, destr=False, idem=True, open_=False)),
    T("get_invoice",
      "Read an invoice with its lines, matching status and payment block reasons.",
      {"invoice_id": P("string", "Invoice document number.")},
      ["invoice_id"], A(**READ)),
])

# another e-signature vendor, used for look-alike and generic-name cases
INKWELL = M("inkwell-sign", "4.6.2", [
    T("send_envelope",
      "Send a prepared envelope to its recipients. The envelope must be in status "
      "'draft' and have at least one signer with a signature field. Recipients receive "
      "an email with a signing link; routing order is respected.",
      {"envelope_id": P("string", "Envelope id."),
       "email_subject": P("string", "Subject of the signing invitation."),
       "email_message": P("string", "Personal message in the invitation.")},
      ["envelope_id"], A(ro=False, destr=False, idem=False, open_=True)),
    T("get_envelope",
      "Get an envelope with recipients, their status and the audit events.",
      {"envelope_id": P("string", "Envelope id.")},
      ["envelope_id"], A(**READ)),
    T("void_envelope",
      "Void an envelope that has not been completed. Recipients are notified and the "
      "signing links stop working. This cannot be undone.",
      {"envelope_id": P("string", "Envelope id."),
       "reason": P("string", "Reason shown to recipients.")},
      ["envelope_id", "reason"], A(**DESTROY)),
])

# unrelated servers that expose generic names (for the generic benign family)
HELPDESK = M("deskline-support", "2.2.0", [
    T("search",
      "Search support tickets by keyword, requester or tag. Returns ticket ids, subjects "
      "and status.",
      {"query": P("string", "Keywords."),
       "status": P("string", "Filter by status.", enum=["open", "pending", "solved"])},
      ["query"], A(**READ)),
    T("get_status",
      "Current status of the support platform: queue sizes and SLA breaches.",
      {}, [], A(**READ)),
    T("list_items",
      "List macros (saved replies) available to the agent.",
      {"limit": P("integer", "Maximum number of macros.", default=50)},
      [], A(**READ)),
])

WIKI = M("notewell-wiki", "0.14.0", [
    T("search",
      "Full-text search across wiki pages the user can read.",
      {"query": P("string", "Search words."),
       "space": P("string", "Limit to one space key.")},
      ["query"], A(**READ)),
    T("get_page",
      "Read a wiki page as Markdown.",
      {"page_id": P("string", "Page id.")},
      ["page_id"], A(**READ)),
    T("create_page",
      "Create a wiki page in a space.",
      {"space": P("string", "Space key."), "title": P("string", "Page title."),
       "body": P("string", "Markdown body.")},
      ["space", "title", "body"], A(ro=False, destr=False, idem=False, open_=False)),
])
