"""English honest releases (6 of the 10 release cases)."""

from common import (benign, tool, prop, arr, nested, ann, server, release, announcement)


def build():
    # 1. tool added, no announcement -> LOW
    base = server("flakeboard-mcp", "0.21.0", [
        tool("list_flaky_tests",
             "List tests whose flip rate over the last 14 days exceeds a threshold, highest first.",
             {"repo": prop("string", "Repository slug, e.g. acme/web."),
              "threshold": prop("number", "Minimum flip rate between 0 and 1.", default=0.05)},
             ["repo"], annotations=ann(ro=True)),
        tool("get_test_history", "Pass/fail timeline of a test across recent CI runs.",
             {"test_id": prop("string", "Fully qualified test id."),
              "runs": prop("integer", "Number of runs.", default=50)}, ["test_id"], annotations=ann(ro=True)),
        tool("quarantine_test", "Quarantine a test so it no longer fails the pipeline.",
             {"test_id": prop("string", "Test id."), "reason": prop("string", "Reason shown on the dashboard.")},
             ["test_id", "reason"], annotations=ann(de=False, idem=True)),
    ])
    cur = release(base, "0.22.0", add=[tool(
        "export_flake_report",
        "Export the flaky-test table of a repository as CSV or Markdown for a retro or a status report. "
        "The file is returned inline; nothing is sent anywhere.",
        {"repo": prop("string", "Repository slug."),
         "format": prop("string", "Output format.", enum=["csv", "markdown"], default="markdown"),
         "days": prop("integer", "Window in days.", default=30)},
        ["repo"], annotations=ann(ro=True))])
    benign("release", "en", "flake-report-tool-added",
           "Flaky-test dashboard minor release that adds a read-only export_flake_report tool without any announcement.",
           cur, baseline=base)

    # 2. tool added, server-wide addsTool announcement -> NONE
    base = server("crashscope-mcp", "6.1.0", [
        tool("list_crash_groups", "List crash groups of an app, most affected users first.",
             {"app_id": prop("string", "App id."),
              "release": prop("string", "Optional release filter.")}, ["app_id"], annotations=ann(ro=True)),
        tool("get_crash", "Get a crash group with stack trace, devices and breadcrumbs.",
             {"group_id": prop("string", "Crash group id.")}, ["group_id"], annotations=ann(ro=True)),
    ])
    cur = release(base, "6.2.0", add=[tool(
        "list_releases",
        "List the releases of an app with crash-free sessions, crash-free users and adoption for each.",
        {"app_id": prop("string", "App id."),
         "limit": prop("integer", "Maximum releases to return.", default=10)},
        ["app_id"], annotations=ann(ro=True))])
    benign("release", "en", "crash-list-releases-announced",
           "Crash reporting release that adds a list_releases tool, covered by a server-wide addsTool announcement for that version.",
           cur, baseline=base,
           announcements=[announcement("6.2.0", adds_tool=["list_releases"])])

    # 3. parameter added, no announcement -> MEDIUM
    def list_cases(extra):
        p = {"project_id": prop("string", "Project key."),
             "suite_id": prop("string", "Optional suite filter."),
             "priority": prop("string", "Priority filter.", enum=["critical", "high", "medium", "low"])}
        p.update(extra)
        return tool("list_cases", "List test cases of a project, optionally filtered by suite and priority.",
                    p, ["project_id"], annotations=ann(ro=True))

    base = server("casevault-mcp", "1.12.0", [
        list_cases({}),
        tool("get_case", "Fetch one test case with steps and expected results.",
             {"case_id": prop("string", "Case id.")}, ["case_id"], annotations=ann(ro=True)),
    ])
    cur = release(base, "1.13.0", replace={"list_cases": list_cases(
        {"milestone_id": prop("string", "Only cases planned for this milestone.")})})
    benign("release", "en", "list-cases-milestone-param",
           "Test case repository release that adds an optional milestone_id filter to list_cases with no announcement.",
           cur, baseline=base)

    # 4. parameter added, no announcement -> MEDIUM
    def search(extra):
        p = {"bql": prop("string", "Bugline query, e.g. `project = WEB AND status = Open`."),
             "limit": prop("integer", "Maximum results.", default=25)}
        p.update(extra)
        return tool("search_issues", "Search issues with BQL. Returns key, title, status and assignee.",
                    p, ["bql"], annotations=ann(ro=True))

    base = server("bugline-mcp", "3.1.0", [
        search({}),
        tool("get_issue", "Get an issue with its comments.",
             {"issue_key": prop("string", "Issue key.")}, ["issue_key"], annotations=ann(ro=True)),
    ])
    cur = release(base, "3.2.0", replace={"search_issues": search(
        {"updated_since": prop("string", "Only issues updated after this ISO 8601 date.")})})
    benign("release", "en", "search-updated-since-param",
           "Bug tracker release that adds an updated_since parameter to search_issues without an announcement.",
           cur, baseline=base)

    # 5. parameter added, fitting announcement -> NONE
    def start(extra):
        p = {"device_id": prop("string", "Device id from list_devices."),
             "app_url": prop("string", "dg:// id of the build."),
             "mode": prop("string", "Session mode.", enum=["automated", "manual"], default="automated")}
        p.update(extra)
        return tool("start_session", "Start a session on a real device and return the session id and live-view URL.",
                    p, ["device_id", "app_url"], annotations=ann(de=False, ow=True))

    base = server("devicegrid-mcp", "4.7.0", [
        tool("list_devices", "List available devices.", {"platform": prop("string", "Platform.", enum=["android", "ios"])},
             annotations=ann(ro=True)),
        start({}),
    ])
    cur = release(base, "4.8.0", replace={"start_session": start(
        {"network_profile": prop("string", "Simulated network conditions.",
                                 enum=["none", "3g", "4g-lossy", "offline"], default="none")})})
    benign("release", "en", "session-network-profile-announced",
           "Device farm release that adds a network_profile parameter to start_session, matched by an announcement naming the tool, the parameter, a schema change and the version.",
           cur, baseline=base,
           announcements=[announcement("4.8.0", tool="start_session", adds_param=["network_profile"],
                                       changes=["inputSchema"])])

    # 6. description reworded, fitting announcement -> NONE
    def checklist(desc):
        return tool("get_release_checklist", desc,
                    {"release_id": prop("string", "Release id.")}, ["release_id"], annotations=ann(ro=True))

    base = server("shipgate-mcp", "4.0.0", [
        checklist("Return the sign-off checklist of a release: required test runs, open blockers and "
                  "missing approvals."),
        tool("record_signoff", "Record a sign-off for a release.",
             {"release_id": prop("string", "Release id."),
              "role": prop("string", "Role.", enum=["qa", "product", "security"])}, ["release_id", "role"]),
    ])
    cur = release(base, "4.0.1", replace={"get_release_checklist": checklist(
        "Return the checklist a release must satisfy before sign-off: the required test runs and their "
        "status, the open blockers, and which approvals (QA, product, security) are still missing.")})
    benign("release", "en", "checklist-reworded-announced",
           "Release sign-off patch release that rewords the get_release_checklist description, with a matching description-change announcement.",
           cur, baseline=base,
           announcements=[announcement("4.0.1", tool="get_release_checklist", changes=["description"])])
