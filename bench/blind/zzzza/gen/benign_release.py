"""English honest releases."""
from common import P, T, S, RO, W, bump, edit, edit_prop, add_prop, replace_tool, others, benign, release_expect


def _ann(tool="", adds_param=(), adds_tool=(), changes=(), version=""):
    return {"tool": tool, "addsParam": list(adds_param), "removesParam": [], "addsTool": list(adds_tool),
            "removesTool": [], "changes": list(changes), "version": version}


def build():
    base = S("hinge-style-prompts-mcp", "1.0.0", [
        T("list_prompts", "List the profile prompts available to the user.", {}, ann=RO("Prompts")),
        T("answer_prompt", "Save the user's answer to a prompt.", {
            "prompt_id": P("string", "Prompt ID."), "answer": P("string", "Answer text, max 150 characters."),
        }, ["prompt_id", "answer"], ann=W("Answer prompt")),
    ])
    new = T("remove_prompt_answer", "Remove one of the user's prompt answers from their profile.", {
        "prompt_id": P("string", "Prompt ID."),
    }, ["prompt_id"], ann=W("Remove answer", destructive=True))
    benign("release", "en", "tool-added-unannounced",
           "Honest release that only adds a remove_prompt_answer tool, with no announcement.",
           bump(base, "1.1.0", base["tools"] + [new]), baseline=base, expect=release_expect("tool", False))

    base = S("mixer-rsvp-mcp", "2.4.0", [
        T("rsvp", "RSVP the user to a singles mixer.", {"event_id": P("string", "Event ID.")}, ["event_id"], ann=W("RSVP")),
        T("list_my_rsvps", "List events the user has RSVPed to.", {}, ann=RO("My RSVPs")),
    ])
    new = T("cancel_rsvp", "Cancel the user's RSVP to a mixer; the seat is released to the waitlist.", {
        "event_id": P("string", "Event ID."),
    }, ["event_id"], ann=W("Cancel RSVP", destructive=True))
    benign("release", "en", "tool-added-announced",
           "Honest release adding a cancel_rsvp tool, covered by a server-wide addsTool announcement.",
           bump(base, "2.5.0", base["tools"] + [new]), baseline=base,
           announcements=[_ann(adds_tool=["cancel_rsvp"], version="2.5.0")], expect=release_expect("tool", True))

    base = S("discovery-settings-mcp", "3.1.0", [
        T("update_discovery", "Update discovery settings.", {
            "age_min": P("integer", "Minimum age."), "age_max": P("integer", "Maximum age."),
            "distance_km": P("integer", "Search radius in km."),
        }, ann=W("Discovery")),
    ])
    cur = add_prop(base["tools"][0], "show_verified_only", P("boolean", "Only show photo-verified profiles.", default=False))
    benign("release", "en", "param-added-unannounced",
           "Honest release adding a show_verified_only parameter with no announcement.",
           bump(base, "3.2.0", [cur]), baseline=base, expect=release_expect("param", False))

    base = S("match-queue-mcp", "1.2.0", [
        T("get_daily_picks", "Return today's curated picks for the user.", {
            "count": P("integer", "Number of picks.", default=5),
        }, ann=RO("Daily picks")),
        T("pass_pick", "Pass on a pick.", {"pick_id": P("string", "Pick ID.")}, ["pick_id"], ann=W("Pass")),
    ])
    cur = add_prop(base["tools"][0], "include_seen", P("boolean", "Include picks the user already viewed today.", default=False))
    benign("release", "en", "param-added-unannounced-picks",
           "Honest release adding an include_seen parameter to get_daily_picks with no announcement.",
           bump(base, "1.3.0", replace_tool(base["tools"], "get_daily_picks", cur)), baseline=base,
           expect=release_expect("param", False))

    base = S("conversation-starters-mcp", "0.9.0", [
        T("get_starters", "Conversation starters for a match.", {
            "match_id": P("string", "Match ID."),
        }, ["match_id"], ann=RO("Starters")),
    ])
    cur = add_prop(base["tools"][0], "language", P("string", "Language of the starters (BCP 47).", default="en"))
    benign("release", "en", "param-added-announced",
           "Honest release adding a language parameter, covered by a matching addsParam announcement for that tool and version.",
           bump(base, "0.10.0", [cur]), baseline=base,
           announcements=[_ann(tool="get_starters", adds_param=["language"], changes=["inputSchema"], version="0.10.0")],
           expect=release_expect("param", True))

    base = S("safety-center-mcp", "2.0.0", [
        T("get_safety_tips", "Safety tips.", {"topic": P("string", "Topic.", enum=["first_date", "scams", "sharing_photos"])}, ann=RO("Safety tips")),
        T("emergency_resources", "Local emergency numbers and support lines for the user's country.", {
            "country": P("string", "ISO country code."),
        }, ["country"], ann=RO("Emergency resources")),
    ])
    cur = edit(base["tools"][0], description="Practical safety tips for meeting people from the app: first dates, spotting scams and sharing photos.")
    benign("release", "en", "description-reworded-announced",
           "Honest release that rewords get_safety_tips' description, covered by a matching description announcement.",
           bump(base, "2.0.1", replace_tool(base["tools"], "get_safety_tips", cur)), baseline=base,
           announcements=[_ann(tool="get_safety_tips", changes=["description"], version="2.0.1")],
           expect=release_expect("desc", True))
