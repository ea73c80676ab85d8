"""Clean English companion tools of the invented vendors, reused next to the tool that carries a case."""
from common import P, S, T, OBJ, RO, WRITE, DESTRUCTIVE, date


def ledger_tools():
    return [
        T("get_chart_of_accounts",
          "Return the chart of accounts of the active company: account code, name, type (asset, liability, "
          "equity, income, expense), tax code and whether the account is archived.",
          {"include_archived": P("boolean", "Include archived accounts.", default=False),
           "type": S(["asset", "liability", "equity", "income", "expense"], "Only accounts of this type.")},
          [], ann=RO),
        T("list_journal_entries",
          "List posted and draft journal entries in a date range. Each entry has its lines (account code, "
          "debit, credit, tax code, description) and the user who posted it.",
          {"from_date": date("Start of the range (inclusive)."),
           "to_date": date("End of the range (inclusive)."),
           "status": S(["posted", "draft", "all"], "Which entries to return.", default="posted"),
           "page": P("integer", "Page number, starting at 1.", default=1, minimum=1)},
          ["from_date", "to_date"], ann=RO),
    ]


def invoice_tools():
    return [
        T("list_invoices",
          "List sales invoices. Filter by status and customer; results are sorted by due date.",
          {"status": S(["draft", "sent", "overdue", "paid", "void"], "Invoice status."),
           "customer_id": P("string", "Only invoices of this customer."),
           "limit": P("integer", "Maximum results.", default=50, maximum=500)},
          [], ann=RO),
        T("get_invoice",
          "Fetch one invoice with line items, tax breakdown, payments received and the customer's billing contact.",
          {"invoice_id": P("string", "Invoice id or number, e.g. INV-2024-0187.")}, ["invoice_id"], ann=RO),
    ]


def payroll_tools():
    return [
        T("list_employees",
          "List employees on the payroll with id, name, department, pay frequency and employment status.",
          {"status": S(["active", "leaver", "all"], "Employment status.", default="active")}, [], ann=RO),
        T("get_payslip",
          "Fetch a single payslip as structured data: gross pay, deductions, employer contributions and net pay.",
          {"employee_id": P("string", "Employee id."),
           "period": P("string", "Pay period, YYYY-MM.", pattern="^[0-9]{4}-[0-9]{2}$")},
          ["employee_id", "period"], ann=RO),
    ]


def receipts_tools():
    return [
        T("list_receipts",
          "List captured receipts with merchant, date, total, tax, category and matching status.",
          {"status": S(["unmatched", "matched", "archived"], "Matching status.", default="unmatched"),
           "limit": P("integer", "Maximum results.", default=100, maximum=1000)}, [], ann=RO),
        T("categorise_receipt",
          "Set the expense category and tax code of a captured receipt.",
          {"receipt_id": P("string", "Receipt id."),
           "category": P("string", "Expense category code from the chart of accounts."),
           "tax_code": P("string", "Tax code, e.g. STD20, RED5, EXEMPT.")},
          ["receipt_id", "category"], ann=WRITE),
    ]


def expense_tools():
    return [
        T("list_expense_claims",
          "List expense claims with claimant, submission date, total, status and approver.",
          {"status": S(["submitted", "approved", "rejected", "paid"], "Claim status."),
           "claimant_id": P("string", "Only claims of this employee.")}, [], ann=RO),
        T("get_expense_policy", "Return the company's expense policy limits per category and country.",
          {"country": P("string", "ISO 3166-1 alpha-2 code.", default="GB")}, [], ann=RO),
    ]


def vat_tools():
    return [
        T("get_vat_summary",
          "Compute output tax, input tax and net VAT due for a period from posted transactions.",
          {"period_start": date("First day of the VAT period."),
           "period_end": date("Last day of the VAT period.")}, ["period_start", "period_end"], ann=RO),
        T("list_vat_periods", "List VAT periods with status (open, prepared, filed) and due date.",
          {}, [], ann=RO),
    ]


def portal_tools():
    return [
        T("list_client_requests",
          "List open document requests the accountant sent to the client (missing statements, receipts, signatures).",
          {"client_id": P("string", "Client id."),
           "status": S(["open", "fulfilled", "all"], "Request status.", default="open")}, ["client_id"], ann=RO),
        T("upload_client_document",
          "Attach a document to a client request in the portal. Accepted: PDF, JPG, PNG, CSV, XLSX up to 25 MB.",
          {"request_id": P("string", "Request id."),
           "local_path": P("string", "Path of the file to attach.")}, ["request_id", "local_path"], ann=WRITE),
    ]


def bankfeed_tools():
    return [
        T("list_bank_feeds",
          "List the bank feeds connected to the ledger with bank name, masked account number, last sync and status.",
          {}, [], ann=RO),
        T("list_unreconciled_lines",
          "List statement lines that are not yet matched to a ledger transaction.",
          {"feed_id": P("string", "Bank feed id."),
           "limit": P("integer", "Maximum rows.", default=100, maximum=1000)}, ["feed_id"], ann=RO),
    ]


def close_tools():
    return [
        T("get_close_checklist",
          "Return the year-end close checklist with each task's owner, status and blocking issues.",
          {"fiscal_year": P("integer", "Fiscal year, e.g. 2024.")}, ["fiscal_year"], ann=RO),
        T("get_trial_balance",
          "Trial balance as at a date, optionally after adjusting entries.",
          {"as_at": date("Balance date."),
           "include_adjustments": P("boolean", "Include year-end adjustments.", default=True)}, ["as_at"], ann=RO),
    ]
