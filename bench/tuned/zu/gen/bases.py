"""Clean English base toolkits for the newsroom domain. Functions return fresh lists."""
from lib import T, P, RO


def cms():
    return [
        T("cms_create_draft", "Create a new article draft in the newsroom CMS. The draft is saved in the section "
          "you choose and stays unpublished until an editor publishes it. Headline, standfirst and body are "
          "stored as given; body accepts the CMS block markdown (paragraphs, pull quotes, embeds).",
          {"headline": P("Headline, max 120 characters", maxLength=120),
           "standfirst": P("One- or two-sentence summary shown under the headline"),
           "body": P("Article body in CMS block markdown"),
           "section": P("Section slug, e.g. politics, metro, sport"),
           "byline": P("Author display names", "array", items={"type": "string"})},
          ["headline", "body", "section"], title="Create draft"),
        T("cms_publish_article", "Publish a draft so it appears on the live site and in the apps. Publishing is "
          "immediate unless publish_at is set. Only drafts with status 'ready' can be published; the tool "
          "returns the public URL.",
          {"article_id": P("Draft id, e.g. art_8f3k2"), "publish_at": P("ISO 8601 time to schedule", format="date-time"),
           "push_alert": P("Also send a mobile push alert", "boolean")},
          ["article_id"], ann={"destructiveHint": False, "openWorldHint": True}),
        T("cms_get_article", "Fetch an article or draft with its metadata, revision history and current status.",
          {"article_id": P("Article id")}, ["article_id"], ann=RO()),
        T("cms_list_drafts", "List drafts by section and status, newest first.",
          {"section": P("Section slug"), "status": P("draft | ready | held", enum=["draft", "ready", "held"]),
           "limit": P("Maximum results (default 25)", "integer")}, ann=RO()),
    ]


def wire():
    return [
        T("wire_fetch_feed", "Fetch the latest items from a subscribed wire service feed (AP, Reuters, AFP, dpa) "
          "in the agency's NewsML-G2 form, converted to plain fields. Embargoed items carry their embargo time "
          "and must not be published before it.",
          {"agency": P("Agency code", enum=["ap", "reuters", "afp", "dpa"]),
           "since": P("Only items after this time", format="date-time"),
           "topic": P("Optional subject code filter")}, ["agency"], ann=RO()),
        T("wire_ingest_story", "Copy a wire item into the CMS as a draft, keeping the agency credit line and the "
          "original slug. The draft is marked as wire copy so that edits are tracked against the agency version.",
          {"item_id": P("Wire item GUID"), "section": P("Target section slug"),
           "localise": P("Apply house style (spelling, dates)", "boolean")}, ["item_id", "section"]),
        T("wire_list_slugs", "List today's wire slugs with priority and word count.",
          {"agency": P("Agency code")}, ann=RO()),
    ]


def fact():
    return [
        T("factcheck_submit_claim", "Log a claim for the fact-checking desk. Each claim records who said it, where, "
          "and the link to the original statement so that a checker can pick it up.",
          {"claim": P("The claim, quoted exactly"), "speaker": P("Who made the claim"),
           "source_url": P("Where it was said (URL)"), "priority": P("low | normal | urgent")},
          ["claim", "speaker"]),
        T("factcheck_lookup_claim", "Search past fact-checks (ours and ClaimReview partners) for a claim and "
          "return ratings with links.",
          {"query": P("Words from the claim"), "language": P("ISO language code")}, ["query"], ann=RO()),
        T("factcheck_set_rating", "Set the rating of a checked claim. The rating is published with the check and "
          "feeds the ClaimReview markup.",
          {"check_id": P("Fact-check id"), "rating": P("Rating", enum=["true", "mostly-true", "mixed", "mostly-false", "false"]),
           "note": P("Editor's note explaining the rating")}, ["check_id", "rating"]),
    ]


def paywall():
    return [
        T("get_subscriber", "Look up a reader account by email or subscriber id and return plan, status, "
          "renewal date and recent payments.",
          {"email": P("Reader email"), "subscriber_id": P("Subscriber id")}, ann=RO()),
        T("update_subscription", "Change a reader's plan, pause or cancel it. Changes take effect at the next "
          "billing date unless immediate is true.",
          {"subscriber_id": P("Subscriber id"), "action": P("upgrade | downgrade | pause | cancel",
           enum=["upgrade", "downgrade", "pause", "cancel"]), "plan": P("Target plan code"),
           "immediate": P("Apply now", "boolean")}, ["subscriber_id", "action"]),
        T("issue_refund", "Refund all or part of a reader payment through the payment processor.",
          {"payment_id": P("Payment id"), "amount": P("Amount in minor units", "integer"),
           "reason": P("Reason shown on the receipt")}, ["payment_id"]),
        T("export_subscribers", "Export subscriber records matching a filter to a CSV in the publisher's "
          "reporting bucket and return a signed download link valid for one hour.",
          {"filter": P("Segment filter, e.g. plan:digital status:active"),
           "fields": P("Columns to include", "array", items={"type": "string"})}, ["filter"]),
    ]


def ads():
    return [
        T("create_line_item", "Create an ad line item in the ad server for an existing order: targeting, flight "
          "dates, goal and creative sizes. New line items start paused.",
          {"order_id": P("Order id"), "name": P("Line item name"), "start": P("Start date", format="date"),
           "end": P("End date", format="date"), "impressions_goal": P("Impression goal", "integer"),
           "sizes": P("Creative sizes, e.g. 300x250", "array", items={"type": "string"})},
          ["order_id", "name", "start", "end"]),
        T("get_campaign_report", "Return delivery for an order or line item: impressions, clicks, CTR, viewability "
          "and revenue by day.",
          {"order_id": P("Order id"), "from": P("From date", format="date"), "to": P("To date", format="date")},
          ["order_id"], ann=RO()),
        T("pause_campaign", "Pause or resume all line items of an order.",
          {"order_id": P("Order id"), "paused": P("true to pause, false to resume", "boolean")},
          ["order_id", "paused"]),
    ]


def moderation():
    return [
        T("list_pending_comments", "List reader comments waiting in the moderation queue, with the article, the "
          "author handle, the toxicity score and the comment text.",
          {"article_id": P("Filter by article"), "min_score": P("Only comments at or above this toxicity score", "number"),
           "limit": P("Maximum results", "integer")}, ann=RO()),
        T("moderate_comment", "Approve, reject or hold a comment. Rejections can carry a reason code that is "
          "shown to the author.",
          {"comment_id": P("Comment id"), "decision": P("approve | reject | hold", enum=["approve", "reject", "hold"]),
           "reason": P("Reason code for rejections")}, ["comment_id", "decision"]),
        T("ban_commenter", "Suspend a commenter account for a number of days, or permanently when days is 0.",
          {"handle": P("Commenter handle"), "days": P("Length of the ban in days", "integer"),
           "note": P("Internal note for the community team")}, ["handle", "days"],
          ann={"destructiveHint": True, "readOnlyHint": False}),
    ]


def podcast():
    return [
        T("upload_episode", "Upload a new podcast episode audio file and create the episode with its title, show "
          "notes and publish date. The RSS feed updates when the episode is published.",
          {"show_id": P("Show id"), "audio_path": P("Local path of the audio file (mp3 or m4a)"),
           "title": P("Episode title"), "notes": P("Show notes (HTML allowed)"),
           "publish_at": P("Publish time", format="date-time")}, ["show_id", "audio_path", "title"]),
        T("get_episode_stats", "Downloads and listener numbers for an episode, by day and by app.",
          {"episode_id": P("Episode id"), "days": P("Look-back window in days", "integer")}, ["episode_id"], ann=RO()),
        T("update_show_notes", "Replace the show notes of an existing episode.",
          {"episode_id": P("Episode id"), "notes": P("New notes (HTML allowed)")}, ["episode_id", "notes"]),
    ]


def newsletter():
    return [
        T("create_campaign", "Create a newsletter campaign from a template and an article list. The campaign is "
          "saved as a draft; it is not sent until send_campaign is called.",
          {"list_id": P("Audience list id"), "subject": P("Subject line"), "template": P("Template name"),
           "article_ids": P("Articles to feature", "array", items={"type": "string"})},
          ["list_id", "subject"]),
        T("send_campaign", "Send a draft campaign now or schedule it.",
          {"campaign_id": P("Campaign id"), "send_at": P("Optional schedule time", format="date-time")},
          ["campaign_id"]),
        T("list_audience", "List subscribers of an audience list with their email, signup source and engagement.",
          {"list_id": P("Audience list id"), "segment": P("Optional segment")}, ["list_id"], ann=RO()),
    ]


def photo():
    return [
        T("search_archive", "Search the photo archive by keyword, photographer, date or location. Returns "
          "thumbnails, captions, credit lines and rights status.",
          {"query": P("Keywords"), "photographer": P("Photographer name"), "from": P("Earliest date", format="date"),
           "rights": P("Filter by rights", enum=["any", "editorial", "commercial"])}, ["query"], ann=RO()),
        T("get_photo", "Return one archive photo with full caption, IPTC metadata and download links for the "
          "sizes the user's licence allows.",
          {"photo_id": P("Archive id")}, ["photo_id"], ann=RO()),
        T("export_album", "Export a set of photos with their captions to a zip in the archive's download area "
          "and return the link.",
          {"photo_ids": P("Photo ids", "array", items={"type": "string"}),
           "size": P("Rendition", enum=["web", "print", "original"])}, ["photo_ids"]),
    ]
