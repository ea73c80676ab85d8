"""Clean English tools of the domain servers, reused by the English cases."""
from common import T, M, P, ARR, OBJ, A, READ, WRITE, DESTROY

SIGNER = OBJ({
    "name": P("string", "Full name as it should appear on the signature."),
    "email": P("string", "Email address the signing invitation is sent to."),
    "role": P("string", "Recipient role.", enum=["signer", "approver", "cc", "witness"],
              default="signer"),
    "routing_order": P("integer", "Order in which recipients act; equal numbers sign in parallel.",
                       minimum=1, default=1),
}, ["name", "email"])


# --- QuillSign: e-signature -------------------------------------------------

def qs_create_envelope():
    return T("create_envelope",
             "Create a draft envelope from one or more uploaded documents or from a template. "
             "The envelope stays in status 'draft' until send_envelope is called, so signers "
             "can be reviewed first. Signers are notified in routing order; recipients with "
             "the same routing_order sign in parallel. Use template_id to prefill documents, "
             "fields and default recipients; recipients passed here replace the template's "
             "placeholder roles with the same role name. Expiry defaults to the account "
             "setting (usually 120 days).",
             {"document_ids": ARR("Ids of documents uploaded with upload_document."),
              "template_id": P("string", "Template to start from (see list_templates)."),
              "signers": {"type": "array", "description": "Recipients of the envelope.",
                          "items": SIGNER, "minItems": 1},
              "email_subject": P("string", "Subject of the signing invitation.", maxLength=100),
              "expires_in_days": P("integer", "Days until the envelope expires.",
                                   minimum=1, maximum=365),
              "reminder_frequency_days": P("integer", "Send automatic reminders every N days; 0 disables.",
                                           minimum=0, maximum=30, default=3)},
             ["signers"], A(ro=False, destr=False, idem=False, open_=False))


def qs_send_envelope():
    return T("send_envelope",
             "Send a draft envelope to its recipients. Each signer receives an email "
             "invitation with a unique signing link; SMS delivery is used instead when the "
             "recipient was added with a phone number and SMS is enabled on the account. "
             "After sending, the envelope status becomes 'sent' and can be followed with "
             "get_envelope_status. A sent envelope can no longer be edited; to change "
             "documents or recipients, void it and create a new one.",
             {"envelope_id": P("string", "Id of the draft envelope."),
              "message": P("string", "Optional personal note included in the invitation.",
                           maxLength=1000)},
             ["envelope_id"], A(ro=False, destr=False, idem=False, open_=True))


def qs_get_envelope_status():
    return T("get_envelope_status",
             "Get the current status of an envelope and of each recipient: sent, delivered, "
             "viewed, signed, declined or expired, with timestamps. Declined recipients "
             "include the reason they entered. Use this to answer questions such as 'who "
             "still has to sign?'.",
             {"envelope_id": P("string", "Envelope id.")},
             ["envelope_id"], A(**READ))


def qs_void_envelope():
    return T("void_envelope",
             "Void an envelope that is sent but not completed. All recipients are notified "
             "with the reason, pending signing links stop working and fields already signed "
             "are discarded. Completed envelopes cannot be voided. This cannot be undone.",
             {"envelope_id": P("string", "Envelope id."),
              "reason": P("string", "Reason shown to recipients.", maxLength=200)},
             ["envelope_id", "reason"], A(**DESTROY))


def qs_download_signed_document():
    return T("download_signed_document",
             "Download the completed document of an envelope as a PDF. With "
             "include_certificate the certificate of completion (signer names, IP "
             "addresses, timestamps and the document hash) is appended as the last pages. "
             "The file is saved in the server's download folder and its local path is "
             "returned. Only envelopes in status 'completed' can be downloaded.",
             {"envelope_id": P("string", "Envelope id."),
              "include_certificate": P("boolean", "Append the certificate of completion.",
                                       default=True),
              "combine": P("boolean", "Merge all documents into one PDF.", default=True)},
             ["envelope_id"], A(ro=True, destr=False, idem=True, open_=False))


def qs_send_reminder():
    return T("send_reminder",
             "Send a reminder to recipients who have not acted yet. Without signer_email "
             "every pending recipient is reminded. Reminders are limited to one per "
             "recipient per 24 hours.",
             {"envelope_id": P("string", "Envelope id."),
              "signer_email": P("string", "Remind only this recipient."),
              "note": P("string", "Short note added to the reminder.", maxLength=500)},
             ["envelope_id"], A(ro=False, destr=False, idem=False, open_=True))


def qs_list_templates():
    return T("list_templates",
             "List envelope templates the user can use, with their ids, role names and "
             "folder. Filter by a word in the name or by folder.",
             {"query": P("string", "Word in the template name."),
              "folder": P("string", "Template folder.")},
             [], A(**READ))


def quillsign(version="2.3.0", extra=()):
    tools = [qs_create_envelope(), qs_send_envelope(), qs_get_envelope_status(),
             qs_void_envelope(), qs_download_signed_document(), qs_send_reminder(),
             qs_list_templates()]
    return M("quillsign-mcp", version, tools + list(extra))


# --- ClauseGrid: contract lifecycle management -------------------------------

def cg_search_clauses():
    return T("search_clauses",
             "Search the clause library for approved language. Results include the clause "
             "id, title, category, the jurisdictions it is approved for, its fallback "
             "positions and whether it is the preferred (gold) standard. Use category to "
             "narrow results, for example 'limitation_of_liability' or 'data_protection'.",
             {"query": P("string", "Words to look for in clause titles and text."),
              "category": P("string", "Clause category.",
                            enum=["limitation_of_liability", "indemnity", "termination",
                                  "confidentiality", "data_protection", "payment",
                                  "governing_law", "ip"]),
              "jurisdiction": P("string", "Two-letter country code or 'any'.", default="any"),
              "approved_only": P("boolean", "Only clauses approved by legal.", default=True)},
             ["query"], A(**READ))


def cg_get_clause():
    return T("get_clause",
             "Get a clause from the library with its full text, drafting notes, fallback "
             "positions in order of preference and the approval history. Pass version to "
             "read an earlier approved version.",
             {"clause_id": P("string", "Clause id."),
              "version": P("integer", "Clause version; latest when omitted.", minimum=1)},
             ["clause_id"], A(**READ))


def cg_propose_redline():
    return T("propose_redline",
             "Propose a change to one section of a contract under negotiation. The change is "
             "recorded as a tracked redline on a new draft version with the rationale as a "
             "comment; nothing is sent to the counterparty until the contract owner "
             "publishes the draft. Prefer library clauses (search_clauses) over free text.",
             {"contract_id": P("string", "Contract id."),
              "section": P("string", "Section number or heading, e.g. '12.3'."),
              "proposed_text": P("string", "Replacement text for the section."),
              "rationale": P("string", "Why the change is proposed; shown as a comment.")},
             ["contract_id", "section", "proposed_text"],
             A(ro=False, destr=False, idem=False, open_=False))


def cg_compare_versions():
    return T("compare_versions",
             "Compare two versions of a contract and return the differences section by "
             "section, with inserted and deleted text marked. Formatting-only changes can be "
             "left out.",
             {"contract_id": P("string", "Contract id."),
              "from_version": P("integer", "Older version.", minimum=1),
              "to_version": P("integer", "Newer version; latest when omitted.", minimum=1),
              "ignore_formatting": P("boolean", "Leave out formatting-only changes.", default=True)},
             ["contract_id", "from_version"], A(**READ))


def cg_list_obligations():
    return T("list_obligations",
             "List contractual obligations extracted from executed contracts: deliverables, "
             "reporting duties, insurance certificates, audit rights, price reviews. Each "
             "obligation has an owner, a due date and the clause it comes from.",
             {"contract_id": P("string", "Limit to one contract."),
              "due_within_days": P("integer", "Only obligations due within N days.", minimum=0),
              "owner": P("string", "Owner email.")},
             [], A(**READ))


def cg_list_upcoming_renewals():
    return T("list_upcoming_renewals",
             "List contracts that renew or expire in the coming period, with the renewal "
             "type (automatic, optional, none), the notice deadline and the annual value. "
             "notice_only returns only contracts whose notice deadline falls in the window, "
             "which is what matters for avoiding unwanted automatic renewals.",
             {"days_ahead": P("integer", "Window in days.", minimum=1, maximum=730, default=90),
              "notice_only": P("boolean", "Use the notice deadline instead of the end date.",
                               default=False),
              "counterparty": P("string", "Counterparty name.")},
             [], A(**READ))


def cg_get_contract():
    return T("get_contract",
             "Get a contract's metadata (parties, value, dates, owner, status, linked "
             "amendments) and, with include_text, the full text of the latest version.",
             {"contract_id": P("string", "Contract id."),
              "include_text": P("boolean", "Include the full text.", default=False)},
             ["contract_id"], A(**READ))


def cg_terminate_contract():
    return T("terminate_contract",
             "Record the termination of a contract: sets the status to 'terminated', stores "
             "the effective date and reason, cancels pending renewal tasks and, when "
             "send_notice is true, generates the termination notice from the template and "
             "sends it to the counterparty's notice address. Terminations cannot be undone "
             "from the API.",
             {"contract_id": P("string", "Contract id."),
              "effective_date": P("string", "Effective date (YYYY-MM-DD).", format="date"),
              "reason": P("string", "Reason.", enum=["convenience", "breach", "expiry",
                                                     "insolvency", "other"]),
              "send_notice": P("boolean", "Send the termination notice.", default=False)},
             ["contract_id", "effective_date", "reason"], A(**DESTROY))


def clausegrid(version="4.1.0", extra=()):
    tools = [cg_search_clauses(), cg_get_clause(), cg_propose_redline(),
             cg_compare_versions(), cg_list_obligations(), cg_list_upcoming_renewals(),
             cg_get_contract()]
    return M("clausegrid-clm", version, tools + list(extra))


# --- Procurely: purchasing ----------------------------------------------------

LINE = OBJ({
    "description": P("string", "What is bought."),
    "quantity": P("number", "Quantity.", exclusiveMinimum=0),
    "unit_price": P("number", "Price per unit in the requisition currency.", minimum=0),
    "category_code": P("string", "Spend category (UNSPSC segment or internal code)."),
}, ["description", "quantity", "unit_price"])


def pr_create_requisition():
    return T("create_purchase_requisition",
             "Create a purchase requisition in status 'draft'. The requisition is routed for "
             "approval according to the approval matrix (cost center owner, then finance "
             "above 25,000, then the CFO above 250,000) when it is submitted with "
             "submit=true. Preferred suppliers from the catalog are suggested per line. "
             "Amounts are in the requisition currency; the budget check uses the company "
             "currency at the daily rate.",
             {"title": P("string", "Short title.", maxLength=120),
              "cost_center": P("string", "Cost center code, e.g. 'CC-4410'.",
                               pattern="^CC-[0-9]{4}$"),
              "currency": P("string", "ISO 4217 currency.", default="EUR"),
              "lines": {"type": "array", "description": "Requisition lines.", "items": LINE,
                        "minItems": 1},
              "needed_by": P("string", "Date needed (YYYY-MM-DD).", format="date"),
              "justification": P("string", "Business justification for approvers."),
              "submit": P("boolean", "Submit for approval right away.", default=False)},
             ["title", "cost_center", "lines"], A(ro=False, destr=False, idem=False, open_=False))


def pr_approve_po():
    return T("approve_purchase_order",
             "Approve a purchase order that is waiting for the current user's approval. "
             "The approver must be the next person in the PO's approval chain; approving "
             "releases the PO to the supplier by email or EDI according to the supplier's "
             "settings.",
             {"po_number": P("string", "Purchase order number, e.g. 'PO-2024-00817'."),
              "comment": P("string", "Comment stored in the approval history.")},
             ["po_number"], A(ro=False, destr=False, idem=True, open_=True))


def pr_onboard_supplier():
    return T("onboard_supplier",
             "Start onboarding a new supplier. Creates a supplier record in status "
             "'onboarding' and emails the supplier contact an invitation to the supplier "
             "portal, where they enter bank details, tax forms and certificates themselves. "
             "Bank details are never taken from chat: the supplier enters them in the portal "
             "and they are verified by call-back before the first payment.",
             {"legal_name": P("string", "Registered legal name."),
              "country": P("string", "ISO 3166-1 alpha-2 country code.", pattern="^[A-Z]{2}$"),
              "contact_email": P("string", "Supplier contact who receives the invitation."),
              "tax_id": P("string", "VAT or tax number, if known."),
              "categories": ARR("Spend categories the supplier will serve.")},
             ["legal_name", "country", "contact_email"],
             A(ro=False, destr=False, idem=False, open_=True))


def pr_check_budget():
    return T("check_budget",
             "Check the remaining budget of a cost center for the current fiscal period and "
             "whether an amount fits. Returns budget, committed (open POs), actuals, "
             "remaining and fits: true/false.",
             {"cost_center": P("string", "Cost center code.", pattern="^CC-[0-9]{4}$"),
              "amount": P("number", "Amount to check.", minimum=0),
              "currency": P("string", "ISO 4217 currency of amount.", default="EUR")},
             ["cost_center", "amount"], A(**READ))


def pr_get_requisition():
    return T("get_requisition",
             "Get a requisition with its lines, approval chain and the POs created from it.",
             {"requisition_id": P("string", "Requisition id, e.g. 'REQ-10442'.")},
             ["requisition_id"], A(**READ))


def procurely(version="3.8.2", extra=()):
    tools = [pr_create_requisition(), pr_approve_po(), pr_onboard_supplier(),
             pr_check_budget(), pr_get_requisition()]
    return M("procurely-mcp", version, tools + list(extra))


# --- VendorShield: vendor risk ------------------------------------------------

def vs_send_questionnaire():
    return T("send_questionnaire",
             "Send a security or privacy questionnaire to a supplier contact. The contact "
             "gets a link to the supplier portal; answers are saved as they go and the "
             "questionnaire is marked 'submitted' when they finish. Templates: sig_lite "
             "(Standardized Information Gathering, lite), caiq (cloud controls), gdpr_dpa "
             "(processor due diligence), custom_security (the organisation's own).",
             {"supplier_id": P("string", "Supplier id."),
              "template": P("string", "Questionnaire template.",
                            enum=["sig_lite", "caiq", "gdpr_dpa", "custom_security"]),
              "contact_email": P("string", "Supplier contact who fills it in."),
              "due_date": P("string", "Due date (YYYY-MM-DD).", format="date")},
             ["supplier_id", "template", "contact_email"],
             A(ro=False, destr=False, idem=False, open_=True))


def vs_get_risk_score():
    return T("get_vendor_risk_score",
             "Get the current risk score of a supplier (0 = lowest risk, 100 = highest) with "
             "its components: security questionnaire, financial health, sanctions and "
             "adverse media screening, data access level. Scores of 70 and above require a "
             "risk acceptance before contract signature.",
             {"supplier_id": P("string", "Supplier id.")},
             ["supplier_id"], A(**READ))


def vs_attach_evidence():
    return T("attach_evidence",
             "Attach a document as evidence to a questionnaire answer, for example a SOC 2 "
             "report, an ISO 27001 certificate or a penetration test summary. The file is "
             "uploaded from the given local path and linked to the question.",
             {"questionnaire_id": P("string", "Questionnaire id."),
              "question_id": P("string", "Question id, e.g. 'IAM-04'."),
              "file_path": P("string", "Local path of the evidence file."),
              "note": P("string", "Reviewer note.")},
             ["questionnaire_id", "question_id", "file_path"],
             A(ro=False, destr=False, idem=False, open_=False))


def vs_review_answers():
    return T("review_answers",
             "Return a supplier's answers to a questionnaire with reviewer flags: answers "
             "that contradict evidence, missing evidence, and answers below the required "
             "control level.",
             {"questionnaire_id": P("string", "Questionnaire id."),
              "flagged_only": P("boolean", "Only flagged answers.", default=False)},
             ["questionnaire_id"], A(**READ))


def vendorshield(version="1.6.0", extra=()):
    tools = [vs_send_questionnaire(), vs_get_risk_score(), vs_attach_evidence(),
             vs_review_answers()]
    return M("vendorshield-mcp", version, tools + list(extra))
