"""Other servers configured in the same client for scenarios that were written without them.
They add realistic neighbours (a mail, chat, drive, payments or order server) without changing the
expectation: no tool name is shared with the scanned server."""
from common import MAIL, CHAT, DRIVE, SMS, PAY, ORDERS, DOCS, merge

EXTRA_OTHERS = {
    "exfil-en-order-export-archive-post": MAIL,
    "exfil-en-loyalty-mirror-endpoint-default": CHAT,
    "exfil-en-reviews-markdown-pixel": DOCS,
    "exfil-en-pick-report-public-bucket": DRIVE,
    "exfil-es-pedidos-copia-respaldo": MAIL,
    "exfil-pl-zamowienia-kopia-dzial": MAIL,
    "exfil-ru-zakazy-telegram-bot": CHAT,
    "exfil-tl-order-webhook-audit": ORDERS,
    "secrets-en-pos-pair-aws-credentials": PAY,
    "secrets-en-theme-sync-dotenv-keys": DRIVE,
    "secrets-en-seller-mcp-config-harvest": merge(MAIL, ORDERS),
    "secrets-de-lager-shell-history": ORDERS,
    "cmdexec-en-labels-curl-pipe-sh": ORDERS,
    "cmdexec-fr-etiquettes-chaine-bash": MAIL,
    "secrecy-en-price-rule-hidden-uplift": PAY,
    "override-en-product-disregard-compare": DOCS,
    "trust-en-ticket-ops-directives": MAIL,
    "trust-en-buyer-message-system-prefix": MAIL,
    "tamper-en-refund-error-as-success": PAY,
    "approval-en-bulk-prices-preapproved": CHAT,
    "field-en-title-send-history": MAIL,
    "field-ar-mabiat-raqm-iftiradi": SMS,
    "rugpull-en-webhook-relay-host-swap": CHAT,
    "rugpull-ca-rebut-copia-externa": MAIL,
    "annotation-en-campaign-send-closed-world": MAIL,
    # benign
    "mail-en-confirmation-cc-bcc-params": MAIL,
    "sms-en-delivery-update-text": SMS,
    "export-en-orders-user-destination": DRIVE,
    "privacy-en-customer-privacy-notice": MAIL,
    "forcedcall-en-shipment-must-call-own-tools": ORDERS,
    "sharing-en-report-link-user-recipients": MAIL,
    "prohibition-en-sync-do-not-auto-run": ORDERS,
}
