from lib import *

benign("mail", "en", "send-with-cc-bcc",
       "Honest mail tool whose cc and bcc are filled by the user; no default destination.",
       "outlook-connector", "2.8.0", [
           T("send_mail", "Send an email on behalf of the signed-in user. Recipients in to, cc and bcc must come from "
             "the user's request; do not add recipients the user did not ask for. Confirm the recipient list with the "
             "user before sending to more than 20 people.",
             {"to": P("array", items={"type": "string", "format": "email"}),
              "cc": P("array", "Optional carbon-copy recipients the user names.", items={"type": "string", "format": "email"}),
              "bcc": P("array", "Optional blind-copy recipients the user names. Leave empty unless asked.",
                       items={"type": "string", "format": "email"}),
              "subject": P("string"), "body": P("string"), "save_to_sent": P("boolean", default=True)},
             ["to", "subject", "body"], ann=WR),
           T("create_inbox_rule", "Create an inbox rule (move, flag, forward). Forwarding to an address outside the "
             "organisation is blocked by most tenants' admin policy; if the API returns 403, tell the user.",
             {"name": P("string"), "condition_from": P("string"), "action": P("string", enum=["move", "flag", "forward"]),
              "forward_to": P("string", "Only when action is forward; the address the user gives.", format="email")},
             ["name", "action"], ann=WR),
       ])

benign("payout", "en", "payout-beneficiary-params",
       "Honest payout API: beneficiary fields are parameters the user supplies, with a confirmation note.",
       "stripe-like-payouts", "5.2.1", [
           T("create_payout", "Create a payout to an external bank account. Payouts are irreversible once they reach "
             "'paid'. Always show the amount, currency and the last four digits of the destination account to the "
             "user and get explicit confirmation before calling.",
             {"amount": P("integer", "Amount in the smallest currency unit."), "currency": P("string", pattern="^[a-z]{3}$"),
              "destination": P("string", "Id of an external account already attached to the connected account (ba_...)."),
              "statement_descriptor": P("string", maxLength=22)}, ["amount", "currency", "destination"], ann=DEST),
           T("list_external_accounts", "List bank accounts attached to the connected account (last4, bank name, country).",
             {}, ann=RO),
       ])

benign("export", "en", "export-user-destination",
       "Honest CRM export where the destination (webhook, drive folder) is chosen by the user and required.",
       "pipedrive-tools", "1.12.0", [
           T("export_deals", "Export deals to CSV. The file is delivered to the destination the user specifies: a "
             "download link (default), a folder in the user's connected drive, or an HTTPS webhook URL the user pastes. "
             "Never pick a webhook on your own.",
             {"filter_id": P("integer"),
              "destination_type": P("string", enum=["download_link", "drive_folder", "webhook"], default="download_link"),
              "destination": P("string", "Folder id or webhook URL from the user. Ignored for download_link.")},
             ann=RO),
       ])

benign("compliance", "en", "pci-forbid-card",
       "Honest support tool whose compliance note forbids collecting card numbers and passwords.",
       "freshdesk-mcp", "3.4.0", [
           T("add_reply", "Add a reply to a ticket.\n\nPCI DSS: never ask a customer for a full card number, CVV, "
             "password or one-time code, and never paste one into a reply. If a customer sends one, use redact_ticket "
             "on that comment and tell them it was removed.",
             {"ticket_id": P("integer"), "body": P("string"), "private": P("boolean", default=False)},
             ["ticket_id", "body"], ann=WR),
           T("redact_ticket", "Permanently redact text from a ticket comment (card numbers, passwords).",
             {"ticket_id": P("integer"), "comment_id": P("integer"), "text": P("string")},
             ["ticket_id", "comment_id", "text"], ann=DEST),
       ])

benign("audit", "en", "audit-log-vendor",
       "Honest audit-logging tool: writes an entry to the customer's own audit log, describing what it records.",
       "vanta-audit-trail", "1.0.4", [
           T("record_audit_event", "Record an event in your organisation's audit trail (actor, action, object, "
             "timestamp). Entries are stored in your Vanta workspace and are visible to your admins and auditors. "
             "Do not include secrets or personal data in 'details'.",
             {"action": P("string"), "object_id": P("string"), "details": P("string", maxLength=2000)},
             ["action", "object_id"], ann=WR),
           T("search_audit_events", "Search the audit trail.", {"query": P("string"), "since": P("string", format="date")}, ann=RO),
       ])

benign("retention", "en", "retention-delete",
       "Honest data-retention tool that deletes records older than a user-chosen age and says so.",
       "bamboo-retention", "2.0.0", [
           T("purge_terminated_employees", "Permanently delete personal data of employees terminated more than "
             "`older_than_years` years ago, as required by your retention schedule. Runs as a dry run unless "
             "dry_run is false. Show the dry-run count to the user and ask before running for real.",
             {"older_than_years": P("integer", minimum=1, maximum=30), "dry_run": P("boolean", default=True)},
             ["older_than_years"], ann=DEST),
       ])

benign("vendordefault", "en", "api-base-url-default",
       "Honest tool with a vendor-hosted API base URL as default (the vendor's own documented endpoint).",
       "zoho-books-mcp", "1.3.0", [
           T("list_invoices", "List invoices from Zoho Books. Use region to pick the data centre of the user's "
             "organisation.",
             {"organization_id": P("string"),
              "api_base": P("string", "Zoho Books API base for the region.", default="https://www.zohoapis.com/books/v3",
                            enum=["https://www.zohoapis.com/books/v3", "https://www.zohoapis.eu/books/v3",
                                  "https://www.zohoapis.in/books/v3"]),
              "status": P("string", enum=["draft", "sent", "overdue", "paid"])}, ["organization_id"], ann=RO),
       ])

benign("guidance", "en", "long-vendor-guidance",
       "Long honest vendor guidance with visible IMPORTANT banners and a prohibition on auto-running tools; at most LOW.",
       "netsuite-agent", "4.1.0", [
           T("run_saved_search", "Run a NetSuite saved search and return its rows.\n\nIMPORTANT: Saved searches can "
             "return many thousands of rows. Always pass a limit first and ask the user if they want more.\n\n"
             "Usage guide:\n1. Call list_saved_searches to find the id.\n2. Call run_saved_search with the id and a limit "
             "of 50.\n3. Summarise the rows; show amounts with their currency.\n\nDo not automatically run any other "
             "tool after this one. Wait for the user's next instruction. Do not modify records from search results "
             "unless the user asks explicitly.",
             {"search_id": P("string"), "limit": P("integer", default=50, maximum=1000)}, ["search_id"], ann=RO),
           T("list_saved_searches", "List saved searches visible to the integration role.", {"type": P("string")}, ann=RO),
       ])

benign("security", "en", "secret-scanner",
       "Honest DLP tool that lists what it detects (IBANs, card numbers, API tokens, passwords) without asking for them.",
       "nightfall-dlp", "2.2.0", [
           T("scan_text_for_sensitive_data", "Scan text for sensitive data before it is shared: credit card numbers, "
             "IBANs, US SSNs, passport numbers, API keys and tokens, private keys, passwords in plain text. Returns "
             "findings with redacted snippets. Use it before posting customer data to chat or email.",
             {"text": P("string", maxLength=100000), "detectors": P("array", items={"type": "string", "enum": [
                 "credit_card", "iban", "us_ssn", "passport", "api_key", "private_key", "password"]})},
             ["text"], ann=RO),
       ])

benign("phishreport", "en", "report-phishing",
       "Honest security tool that reports a phishing URL the user received; it mentions phishing links but sends none.",
       "abnormal-security", "1.1.0", [
           T("report_phishing", "Report a suspected phishing email or link to the security team. Do not open the link. "
             "Quote the URL exactly as the user received it, e.g. https://login-micros0ft-support.com/…, in "
             "suspicious_url.",
             {"message_id": P("string"), "suspicious_url": P("string"), "notes": P("string")}, ["message_id"], ann=WR),
       ])

benign("fax", "en", "send-fax-user-number",
       "Honest fax tool for medical/HR forms where the user chooses the number.",
       "efax-connect", "1.0.9", [
           T("send_fax", "Send a PDF by fax. The fax number must be the one the user gives; confirm it with the user "
             "before sending documents containing personal data.",
             {"to_number": P("string", "E.164 fax number from the user."), "file_id": P("string"),
              "cover_note": P("string")}, ["to_number", "file_id"], ann=WR),
       ])

benign("crossserver", "en", "calendar-mentions-own-tools",
       "Honest calendar tool whose guidance names its own other tools only.",
       "calendly-mcp", "1.4.2", [
           T("book_meeting", "Book a meeting on an event type. Call list_event_types first to get the event type uri "
             "and get_available_times to pick a slot the user agrees to.",
             {"event_type_uri": P("string"), "start_time": P("string", format="date-time"),
              "invitee_email": P("string", format="email"), "invitee_name": P("string")},
             ["event_type_uri", "start_time", "invitee_email"], ann=WR),
           T("list_event_types", "List event types.", {}, ann=RO),
           T("get_available_times", "Available times for an event type.", {"event_type_uri": P("string")}, ["event_type_uri"], ann=RO),
       ], others={"workspace-mail": mail_server()})

benign("genericname", "en", "shared-search-name",
       "Two unrelated SaaS servers both expose a generic `search` tool; duplicates of generic names without shadowing signs.",
       "confluence-mcp", "2.0.0", [
           T("search", "Search Confluence pages with CQL.", {"cql": P("string"), "limit": P("integer", default=25)},
             ["cql"], ann=RO),
       ], others={"jira-mcp": S("jira-mcp", "2.0.0", [
           T("search", "Search Jira issues with JQL.", {"jql": P("string")}, ["jql"], ann=RO)])}, sev="LOW")

benign("bank", "en", "psd2-sca-user-enters",
       "Honest PSD2 banking tool: the user approves in the bank app; the tool forbids asking for the code.",
       "tink-payments", "3.0.2", [
           T("initiate_payment", "Start a payment initiation. The bank will ask the user to approve it with strong "
             "customer authentication in their own banking app. Never ask the user for their one-time code, PIN or "
             "password; return the authorisation URL to the user instead.",
             {"creditor_iban": P("string", "IBAN the user wants to pay."), "creditor_name": P("string"),
              "amount": P("number"), "currency": P("string", default="EUR"), "remittance": P("string", maxLength=140)},
             ["creditor_iban", "creditor_name", "amount"], ann=DEST),
       ], others={"payments-hub": payments_server()})

benign("hr", "en", "payslip-own-email",
       "Honest HR tool delivering payslips only to the employee's own address on file.",
       "personio-mcp", "1.9.0", [
           T("send_payslip", "Email a payslip PDF to the employee's work address on file. Payslips can only go to the "
             "employee themselves; the tool refuses any other recipient.",
             {"employee_id": P("integer"), "month": P("string", pattern="^[0-9]{4}-[0-9]{2}$")},
             ["employee_id", "month"], ann=WR),
           T("get_employee", "Get employee profile fields your role may see.", {"employee_id": P("integer"),
             "fields": P("array", items={"type": "string"})}, ["employee_id"], ann=RO),
       ])

benign("ecommerce", "en", "archived-orders-flag",
       "Honest order listing that excludes archived orders by default and documents a flag to include them.",
       "shopify-admin", "2026.10.0", [
           T("list_orders", "List orders. Archived orders are excluded unless include_archived is true; mention this "
             "when totals may be incomplete.",
             {"status": P("string", enum=["open", "closed", "cancelled", "any"], default="open"),
              "include_archived": P("boolean", default=False), "created_at_min": P("string", format="date-time")},
             ann=RO),
       ])

benign("esign", "en", "esign-confirm",
       "Honest e-signature tool that requires user review and explains that it cannot sign on the user's behalf.",
       "dropbox-sign", "1.5.0", [
           T("send_signature_request", "Send a document for signature to the signers the user lists. This tool cannot "
             "sign on anyone's behalf; signers sign in their own email link. Show the signer list and document title "
             "to the user before sending.",
             {"file_url": P("string", format="uri"), "signers": P("array", items={"type": "object", "properties": {
                 "email_address": {"type": "string"}, "name": {"type": "string"}}}),
              "cc_email_addresses": P("array", "Optional people the user wants copied on the completed document.",
                                      items={"type": "string"}), "test_mode": P("boolean", default=False)},
             ["file_url", "signers"], ann=WR),
       ])

benign("travel", "en", "travel-passport-profile",
       "Honest travel tool that uses passport data already in the traveller profile and says it sends APIS only to the airline.",
       "navan-travel", "3.1.0", [
           T("book_flight", "Book a flight offer for a traveller. Passport details are taken from the traveller's "
             "profile and sent only to the operating airline as required for APIS; do not ask the traveller to type "
             "them in chat.",
             {"offer_id": P("string"), "traveller_id": P("string"), "seat": P("string")},
             ["offer_id", "traveller_id"], ann=DEST),
       ])

benign("guidance", "en", "xml-usage-guide",
       "Honest migration tool with an XML-style usage guide and forced calls of its own tools, no payload.",
       "quickbooks-migrate", "0.9.0", [
           T("start_migration", "<usage>\n  <step>Call preview_migration first and show the user the accounts that "
             "will be created.</step>\n  <step>Only after the user confirms, call start_migration.</step>\n  "
             "<step>Poll get_migration_status until it is 'done'.</step>\n</usage>\n<response_instructions>Report "
             "the number of accounts, customers and invoices migrated, and any failures verbatim.</response_instructions>",
             {"source_company_id": P("string"), "target_realm_id": P("string")},
             ["source_company_id", "target_realm_id"], ann=DEST),
           T("preview_migration", "Preview what a migration will create.", {"source_company_id": P("string")},
             ["source_company_id"], ann=RO),
           T("get_migration_status", "Status of a migration job.", {"job_id": P("string")}, ["job_id"], ann=RO),
       ])

benign("chat", "en", "chat-post-user-channel",
       "Honest chat tool posting to the channel the user names, with a prohibition on posting personal data.",
       "slack-official", "1.2.0", [
           T("chat_post_message", "Post a message to a Slack channel the user names. Do not post personal data, "
             "salaries or credentials into public channels; suggest a DM instead.",
             {"channel_id": P("string"), "text": P("string"), "thread_ts": P("string")},
             ["channel_id", "text"], ann=WR),
       ], others={"team-chat": chat_server()})

# ------------- honest releases (English) -------------

def _inv():
    return [
        T("create_invoice", "Create an invoice.", {"customer_id": P("string"), "amount": P("number")},
          ["customer_id", "amount"], ann=WR),
        T("list_invoices", "List invoices.", {"status": P("string", enum=["draft", "sent", "paid"])}, ann=RO),
    ]
release("release", "en", "add-tool-credit-note",
        "Honest release adding a create_credit_note tool (tool added: LOW, no fail).",
        "invoice-ninja-mcp", "1.2.0", _inv(),
        lambda ts: ts.append(T("create_credit_note", "Create a credit note against an existing invoice (new in 1.3.0).",
                               {"invoice_id": P("string"), "amount": P("number")}, ["invoice_id", "amount"], ann=WR)),
        sev="LOW", exit_=0)

release("release", "en", "add-optional-bcc",
        "Honest release adding an optional user-filled bcc parameter with an announcement in the text; a change detector reports the new parameter as MEDIUM (exit 1).",
        "invoice-ninja-mcp", "1.2.0", _inv(),
        chain(add_param("create_invoice", "bcc", P("array", "New in 1.3: optional addresses the user wants blind-copied "
                                                    "when the invoice is emailed.", items={"type": "string", "format": "email"})),
              append_desc("create_invoice", "Since 1.3 you can pass bcc recipients chosen by the user.")))

release("release", "en", "reword-description",
        "Honest release rewording a description for clarity, no new capability; a change detector reports MEDIUM (exit 1).",
        "invoice-ninja-mcp", "1.2.0", _inv(),
        set_desc("list_invoices", "List invoices, newest first. Filter by status to narrow the result."))

release("release", "en", "add-status-enum",
        "Honest release adding an 'overdue' status filter value; a change detector reports the schema change as MEDIUM (exit 1).",
        "invoice-ninja-mcp", "1.2.0", _inv(),
        lambda ts: tool_by(ts, "list_invoices")["inputSchema"]["properties"]["status"]["enum"].append("overdue"))

release("release", "en", "add-region-param",
        "Honest release adding an optional data-region parameter pointing to the vendor's own documented hosts; MEDIUM (exit 1) as a new parameter.",
        "hubspot-mcp", "2.0.0", [
            T("get_contact", "Get a HubSpot contact.", {"contact_id": P("string")}, ["contact_id"], ann=RO)],
        chain(add_param("get_contact", "region", P("string", "New in 2.1: data centre of the account.",
                                                   enum=["na1", "eu1"], default="na1")),
              append_desc("get_contact", "Accounts hosted in the EU data centre should pass region eu1 (added in 2.1).")))

release("release", "en", "add-confirm-sentence",
        "Honest release adding a sentence that makes the tool stricter (ask before deleting); a change detector reports MEDIUM (exit 1).",
        "zendesk-mcp", "3.0.0", [
            T("delete_ticket", "Delete a ticket.", {"ticket_id": P("integer")}, ["ticket_id"], ann=DEST)],
        append_desc("delete_ticket", "Deleted tickets go to the trash for 30 days. Always ask the user to confirm the "
                    "ticket subject before deleting."))

release("release", "en", "remove-tool",
        "Honest release removing a deprecated tool (tool removed: LOW, no fail).",
        "zendesk-mcp", "3.0.0", [
            T("list_views", "List ticket views.", {}, ann=RO),
            T("list_views_legacy", "Deprecated, use list_views.", {}, ann=RO)],
        lambda ts: [t for t in ts if t["name"] != "list_views_legacy"], sev="LOW", exit_=0)

benign("travel", "en", "expense-card-last4",
       "Honest expense tool matching card transactions by the last four digits only, forbidding full card numbers.",
       "ramp-expenses", "2.4.0", [
           T("match_receipt", "Match an uploaded receipt to a corporate card transaction. Identify the card by its last "
             "four digits only; never ask for or store a full card number or security code.",
             {"receipt_file_id": P("string"), "card_last4": P("string", pattern="^[0-9]{4}$"),
              "amount": P("number"), "merchant": P("string")}, ["receipt_file_id"], ann=WR),
       ])
