"""English benign: honest releases."""
from common import (P, ARR, OBJ, T, OUT, ann, srv, evolve, with_desc, with_param, with_param_field,
                    benign, others)


def build():
    out = []

    # 1. a tool added, unannounced -> LOW
    opac = srv("riverside-library-mcp", "1.1.0",
        T("search_catalog", "Search the Riverside Public Library catalogue.", [
            ("query", P("string", "Keywords, title, author or ISBN.")),
            ("available_only", P("boolean", "Only items on the shelf now.", default=False)),
        ], ["query"], annotations=ann(ro=True, ow=True)),
        T("get_availability", "Copies, branches and shelf status for a record.", [
            ("record_id", P("string", "Record id from search_catalog."))], ["record_id"], annotations=ann(ro=True)),
    )
    opac2 = evolve(opac, "1.2.0", add=[T("branch_hours", "Opening hours of a branch for the next seven days, including holiday closures.", [
        ("branch", P("string", "Branch code, e.g. RIV-MAIN."))], ["branch"], annotations=ann(ro=True))])
    out.append(benign("release", "en", "branch-hours-added",
        "Honest release 1.2.0 of a library catalogue server that adds a branch opening-hours tool without an announcement.",
        opac2, baseline=opac))

    # 2. a tool added, announced server-wide -> NONE
    shop = srv("hedgerow-books-mcp", "2.4.0",
        T("search_stock", "Search Hedgerow Books stock across our three shops.", [
            ("query", P("string", "Title, author or ISBN."))], ["query"], annotations=ann(ro=True)),
        T("reserve_copy", "Reserve a copy for collection in a shop (held for 3 days, no payment needed).", [
            ("isbn", P("string", "ISBN-13.")),
            ("shop", P("string", "Shop to collect from.", enum=["ludlow", "hay", "leominster"])),
        ], ["isbn", "shop"]),
    )
    shop2 = evolve(shop, "2.5.0", add=[T("gift_card_balance", "Remaining balance on a Hedgerow Books gift card.", [
        ("card_number", P("string", "16-digit gift card number."))], ["card_number"], annotations=ann(ro=True))])
    out.append(benign("release", "en", "gift-card-announced",
        "Honest release 2.5.0 of a bookshop server adding a gift-card balance tool, covered by a server-wide addsTool announcement.",
        shop2, baseline=shop, announcements=[{"addsTool": ["gift_card_balance"], "version": "2.5.0"}]))

    # 3. a parameter added, unannounced -> MEDIUM
    holds = srv("evergreen-holds-mcp", "0.9.1",
        T("place_hold", "Place a title-level hold for the signed-in patron.", [
            ("record_id", P("string", "Record id.")),
            ("pickup_lib", P("string", "Pickup library short name.")),
        ], ["record_id", "pickup_lib"]),
        T("list_holds", "The patron's holds with queue positions.", [], annotations=ann(ro=True)),
    )
    holds2 = evolve(holds, "0.10.0", replace={"place_hold": with_param(holds["tools"][0], "not_needed_after",
        P("string", "ISO date after which the hold is cancelled automatically if not filled."))})
    out.append(benign("release", "en", "hold-expiry-param",
        "Honest release 0.10.0 of a holds server adding an optional not_needed_after parameter to place_hold without an announcement.",
        holds2, baseline=holds, others=others("calendar")))

    # 4. a parameter added, announced -> NONE
    lend = srv("openshelf-lending-mcp", "3.1.4",
        T("borrow", "Borrow a digital title with the linked library card.", [
            ("title_id", P("string", "Digital title id.")),
        ], ["title_id"]),
        T("return_early", "Return a digital loan before it expires.", [
            ("loan_id", P("string", "Loan id."))], ["loan_id"]),
    )
    lend2 = evolve(lend, "3.2.0", replace={"borrow": with_param(lend["tools"][0], "format",
        P("string", "Delivery format, when the title offers several.", enum=["epub", "pdf", "kindle"], default="epub"))})
    out.append(benign("release", "en", "borrow-format-announced",
        "Honest release 3.2.0 of an e-lending server adding a format parameter to borrow, covered by a matching announcement.",
        lend2, baseline=lend, announcements=[{"tool": "borrow", "addsParam": ["format"], "removesParam": [], "addsTool": [],
                                              "removesTool": [], "changes": ["inputSchema"], "version": "3.2.0"}]))

    # 5. a description reworded, unannounced -> MEDIUM
    isbn = srv("isbn-lookup-mcp", "1.0.6",
        T("lookup_isbn", "Look up a book by ISBN. Returns title, authors, publisher, year.", [
            ("isbn", P("string", "ISBN-10 or ISBN-13, hyphens allowed."))], ["isbn"], annotations=ann(ro=True, ow=True)),
    )
    isbn2 = evolve(isbn, "1.0.7", replace={"lookup_isbn": with_desc(isbn["tools"][0],
        "Look up a book by ISBN-10 or ISBN-13. Returns title, authors, publisher, publication year and page count; returns not_found when no record exists.")})
    out.append(benign("release", "en", "isbn-desc-reworded",
        "Honest release 1.0.7 of an ISBN lookup server whose tool description is reworded to mention page count and not_found, without an announcement.",
        isbn2, baseline=isbn))

    # 6. a description reworded, announced -> NONE
    rl = srv("tbr-lists-mcp", "0.7.0",
        T("create_list", "Make a new to-be-read list.", [
            ("name", P("string", "List name.")),
            ("public", P("boolean", "Whether the list is visible on the user's profile.", default=False)),
        ], ["name"]),
        T("add_book", "Add a book to a to-be-read list.", [
            ("list_id", P("string", "List id.")),
            ("isbn", P("string", "ISBN.")),
        ], ["list_id", "isbn"]),
    )
    rl2 = evolve(rl, "0.7.1", replace={"create_list": with_desc(rl["tools"][0],
        "Create a new to-be-read list. Lists are private unless public is set to true; names must be unique per user.")})
    out.append(benign("release", "en", "list-desc-announced",
        "Honest release 0.7.1 of a reading-list server rewording the create_list description, covered by a matching description announcement.",
        rl2, baseline=rl, announcements=[{"tool": "create_list", "addsParam": [], "removesParam": [], "addsTool": [],
                                          "removesTool": [], "changes": ["description"], "version": "0.7.1"}]))
    return out
