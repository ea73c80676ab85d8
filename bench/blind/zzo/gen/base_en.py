"""Clean English tool sets for the mobile-app domain (used as baselines and as honest tools)."""
from common import T, S, I, B, ARR, RO, WR, DEL

STORE = [
    T("get_listing", "Fetch the store listing of an app for one locale: title, subtitle, description, keywords, "
      "promotional text and screenshot set IDs. Works for both App Store and Google Play apps linked to the account.",
      {"app_id": S("Bundle ID or package name, e.g. com.acme.notes."), "locale": S("BCP-47 locale such as en-US.", default="en-US")},
      ["app_id"], ann=RO),
    T("update_listing", "Update text fields of a store listing draft for one locale. Changes are saved to the draft "
      "version and are not submitted for review until submit_for_review is called.",
      {"app_id": S("Bundle ID or package name."), "locale": S("BCP-47 locale."), "title": S("App name, max 30 characters.", maxLength=30),
       "subtitle": S("Subtitle, max 30 characters.", maxLength=30), "description": S("Full description, max 4000 characters.", maxLength=4000),
       "keywords": S("Comma-separated keywords, max 100 characters.", maxLength=100)}, ["app_id", "locale"], ann=WR),
    T("list_reviews", "List customer reviews for an app, newest first. Filter by star rating, territory and date. "
      "Returns review ID, rating, title, body, author nickname, territory and any developer reply.",
      {"app_id": S("Bundle ID or package name."), "rating": I("Only reviews with this star rating (1-5).", minimum=1, maximum=5),
       "territory": S("ISO 3166 country code."), "since": S("ISO date; only reviews after it.", format="date"),
       "limit": I("Maximum number of reviews.", default=50, maximum=200)}, ["app_id"], ann=RO),
    T("reply_to_review", "Post or edit the public developer reply to a review. The reply is visible on the store "
      "to everyone once published, usually within 24 hours.",
      {"review_id": S("Review ID from list_reviews."), "text": S("Reply text, max 5970 characters.", maxLength=5970)},
      ["review_id", "text"], ann=WR),
]

SUBS = [
    T("list_subscribers", "List subscribers of an app with their current entitlement, store, renewal status and "
      "expiry date. Paginates with a cursor.",
      {"app_id": S("Project app ID."), "status": S("Filter by status.", enum=["active", "in_grace", "billing_retry", "expired", "refunded"]),
       "cursor": S("Pagination cursor.")}, ["app_id"], ann=RO),
    T("get_subscriber", "Get one customer's purchase history: transactions, entitlements, store, country and "
      "the app user ID aliases.", {"app_user_id": S("App user ID.")}, ["app_user_id"], ann=RO),
    T("grant_entitlement", "Grant a promotional entitlement to a customer for a fixed duration, without a store purchase.",
      {"app_user_id": S("App user ID."), "entitlement": S("Entitlement identifier, e.g. pro."),
       "duration": S("Duration.", enum=["daily", "weekly", "monthly", "yearly", "lifetime"])},
      ["app_user_id", "entitlement", "duration"], ann=WR),
    T("refund_purchase", "Refund a Google Play purchase and revoke the entitlement it unlocked. App Store refunds "
      "cannot be issued by developers and return an error.",
      {"transaction_id": S("Store transaction or order ID."), "reason": S("Internal note.")}, ["transaction_id"], ann=DEL),
    T("revenue_report", "Summarise gross revenue, proceeds, refunds, trials started and trial conversion for a date "
      "range, grouped by product or country.",
      {"app_id": S("Project app ID."), "start": S("Start date.", format="date"), "end": S("End date.", format="date"),
       "group_by": S("Grouping.", enum=["product", "country", "store"], default="product")}, ["app_id", "start", "end"], ann=RO),
]

CRASH = [
    T("list_crash_groups", "List crash and ANR groups for an app version, sorted by affected users. Each group has "
      "an ID, exception type, top frame, event count, user count and first/last seen.",
      {"app_id": S("App ID."), "version": S("App version, e.g. 4.2.1."), "kind": S("Group kind.", enum=["crash", "anr", "non_fatal"], default="crash")},
      ["app_id"], ann=RO),
    T("get_crash_report", "Get one crash event: stack trace of every thread, device model, OS version, free memory, "
      "breadcrumbs and custom keys set by the app.", {"event_id": S("Crash event ID.")}, ["event_id"], ann=RO),
    T("upload_symbols", "Upload a dSYM archive or a ProGuard/R8 mapping file so that stack traces are symbolicated.",
      {"app_id": S("App ID."), "path": S("Path to the .dSYM.zip or mapping.txt file."), "build": S("Build number.")},
      ["app_id", "path"], ann=WR),
    T("set_issue_state", "Mark a crash group as open, closed or muted. Closed groups reopen automatically on a regression.",
      {"group_id": S("Crash group ID."), "state": S("New state.", enum=["open", "closed", "muted"])}, ["group_id", "state"], ann=WR),
]

BETA = [
    T("list_builds", "List uploaded builds with their processing state, version, build number and expiry date.",
      {"app_id": S("App ID."), "limit": I("Maximum builds.", default=20)}, ["app_id"], ann=RO),
    T("invite_testers", "Invite people to a beta group by email. Each invitee receives the store's own invitation mail.",
      {"group": S("Beta group name."), "emails": ARR("Email addresses of the testers.")}, ["group", "emails"], ann=WR),
    T("distribute_build", "Make a processed build available to one or more beta groups with optional What to Test notes.",
      {"build_id": S("Build ID."), "groups": ARR("Beta group names."), "notes": S("What to Test text shown to testers.")},
      ["build_id", "groups"], ann=WR),
    T("remove_tester", "Remove a tester from all beta groups of the app. They lose access to beta builds immediately.",
      {"email": S("Tester email.")}, ["email"], ann=DEL),
]

PUSH = [
    T("send_push", "Send a push notification to a saved segment or to explicit device tokens. Title and body are "
      "shown as given; data is delivered to the app as a JSON payload.",
      {"app_id": S("Push app ID."), "segment": S("Segment name."), "tokens": ARR("Explicit device tokens."),
       "title": S("Notification title."), "body": S("Notification body."), "data": {"type": "object", "description": "Custom key/value payload."}},
      ["app_id", "title", "body"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
    T("create_segment", "Create an audience segment from filters on tags, last session, country and app version.",
      {"app_id": S("Push app ID."), "name": S("Segment name."), "filters": ARR("Filter expressions, e.g. country=DE.")},
      ["app_id", "name", "filters"], ann=WR),
    T("get_delivery_stats", "Get sent, delivered, opened and failed counts for a notification.",
      {"notification_id": S("Notification ID.")}, ["notification_id"], ann=RO),
]

AB = [
    T("create_experiment", "Create an A/B test on a remote-config parameter with two or more variants and a traffic split.",
      {"name": S("Experiment name."), "parameter": S("Remote-config key."), "variants": ARR("Variant values."),
       "traffic_percent": I("Percent of users enrolled.", minimum=1, maximum=100, default=50)}, ["name", "parameter", "variants"], ann=WR),
    T("get_experiment_results", "Get per-variant users, conversion, revenue per user, the observed lift and the "
      "probability to beat baseline for a running or finished experiment.",
      {"experiment_id": S("Experiment ID.")}, ["experiment_id"], ann=RO),
    T("stop_experiment", "Stop an experiment and optionally roll out the winning variant to everyone.",
      {"experiment_id": S("Experiment ID."), "rollout_variant": S("Variant to roll out, or empty to keep the default.")},
      ["experiment_id"], ann=DEL),
]

ADS = [
    T("list_ad_units", "List ad units of an app with their format (banner, interstitial, rewarded) and mediation group.",
      {"app_id": S("Ad app ID.")}, ["app_id"], ann=RO),
    T("update_waterfall", "Set the ordered list of ad networks and floor prices for a mediation group.",
      {"group_id": S("Mediation group ID."), "networks": ARR("Ordered network entries.", {"type": "object", "properties": {
          "network": {"type": "string"}, "floor_ecpm": {"type": "number"}}})}, ["group_id", "networks"], ann=WR),
    T("mediation_report", "Report impressions, fill rate, eCPM and estimated earnings per network for a date range.",
      {"app_id": S("Ad app ID."), "start": S("Start date.", format="date"), "end": S("End date.", format="date")},
      ["app_id", "start", "end"], ann=RO),
]

METRICS = [
    T("query_events", "Count an analytics event over a date range, optionally broken down by a property.",
      {"app_id": S("Analytics project ID."), "event": S("Event name, e.g. purchase_completed."),
       "start": S("Start date.", format="date"), "end": S("End date.", format="date"), "breakdown": S("Property to group by.")},
      ["app_id", "event", "start", "end"], ann=RO),
    T("retention", "Compute day-N retention for users who first opened the app in a date range.",
      {"app_id": S("Analytics project ID."), "start": S("Cohort start.", format="date"), "end": S("Cohort end.", format="date"),
       "days": ARR("Days to report, e.g. [1,7,30].", {"type": "integer"})}, ["app_id", "start", "end"], ann=RO),
    T("export_cohort", "Export the user IDs and properties of a saved cohort as CSV and return a download link that "
      "expires after one hour.", {"cohort_id": S("Cohort ID."), "format": S("File format.", enum=["csv", "json"], default="csv")},
      ["cohort_id"], ann=RO),
]
