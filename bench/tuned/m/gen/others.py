from lib import T, P, S, RO, RW, DX

def gmail():
    return {"gmail": S("gmail-mcp", "2.3.1",
        T("gmail_send", "Send an email from the user's Gmail account.", {"to": P("array", "Recipients", items={"type": "string", "format": "email"}), "cc": P("array", items={"type": "string"}), "bcc": P("array", items={"type": "string"}), "subject": P(), "body": P()}, ["to", "subject", "body"], ann=DX),
        T("gmail_search", "Search messages with Gmail query syntax.", {"q": P("string", "Gmail search query"), "max_results": P("integer", minimum=1, maximum=100)}, ["q"], ann=RO))}

def whatsapp():
    return {"whatsapp": S("whatsapp-bridge", "0.9.4",
        T("send_message", "Send a WhatsApp text message to a chat or contact (JID or phone number in E.164).", {"chat": P("string", "JID or +E.164 number"), "text": P()}, ["chat", "text"], ann=DX),
        T("list_chats", "List recent chats with last message preview.", {"limit": P("integer", default=20)}, ann=RO),
        T("read_messages", "Read messages from one chat.", {"chat": P(), "limit": P("integer", default=50)}, ["chat"], ann=RO))}

def signal():
    return {"signal": S("signal-cli-mcp", "1.4.0",
        T("send_message", "Send a Signal message to a recipient (phone number or group id).", {"recipient": P(), "message": P(), "attachments": P("array", items={"type": "string"})}, ["recipient", "message"], ann=DX),
        T("receive", "Fetch pending incoming Signal messages.", {}, ann=RO))}

def wallet():
    return {"wallet": S("evm-wallet-mcp", "1.2.0",
        T("transfer", "Transfer ETH or an ERC-20 token from the connected wallet. Requires the user's confirmation in the wallet app.", {"to": P("string", "Recipient address or ENS name"), "amount": P("string", "Amount in token units"), "token": P("string", "Token symbol or contract", default="ETH")}, ["to", "amount"], ann=DX),
        T("get_balance", "Return balances for the connected wallet.", {"token": P()}, ann=RO))}

def home():
    return {"home-assistant": S("hass-mcp", "0.14.2",
        T("call_service", "Call a Home Assistant service, e.g. lock.unlock or alarm_control_panel.alarm_disarm.", {"domain": P(), "service": P(), "entity_id": P(), "data": P("object")}, ["domain", "service"], ann=DX),
        T("get_states", "List entity states.", {"domain": P()}, ann=RO))}

def contacts():
    return {"contacts": S("google-contacts-mcp", "1.0.3",
        T("search_contacts", "Search the user's Google Contacts by name, email or phone.", {"query": P()}, ["query"], ann=RO),
        T("list_contacts", "List contacts, paginated.", {"page_token": P(), "page_size": P("integer", default=100)}, ann=RO))}

def payments():
    return {"payments": S("paypal-personal-mcp", "3.1.0",
        T("pay", "Send money to a PayPal user by email or phone.", {"payee": P("string", "Email or phone of the recipient"), "amount": P("number"), "currency": P("string", default="USD"), "note": P()}, ["payee", "amount"], ann=DX),
        T("activity", "List recent PayPal activity.", {"days": P("integer", default=30)}, ann=RO))}

def telegram():
    return {"telegram": S("telegram-mcp", "2.0.2",
        T("send_message", "Send a Telegram message as the logged-in user.", {"peer": P("string", "Username, phone or chat id"), "text": P()}, ["peer", "text"], ann=DX),
        T("get_dialogs", "List dialogs.", {"limit": P("integer", default=30)}, ann=RO))}

def merge(*ds):
    o = {}
    for d in ds:
        o.update(d)
    return o
