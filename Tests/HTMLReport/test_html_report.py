"""The HTML report in a real browser: Debian's Chromium, headless, driven by Playwright
(its Python package only; the browser is the system's, never downloaded). The page must
show every finding `--format json` reports, load nothing, fit 320 px, follow dark mode,
and filter and sort with its own script. A full-page PNG is written for people to look at.

Run: A11Y_LSP_BINARY=.build/debug/a11y-lsp CHROMIUM=/usr/bin/chromium \
     python -m pytest -c Tests/HTMLReport/pytest.ini Tests/HTMLReport [--screenshot FILE]
"""
import json
import os
import pathlib
import subprocess

import pytest
from playwright.sync_api import sync_playwright

REPO = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("A11Y_LSP_BINARY", str(REPO / ".build/debug/a11y-lsp"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# The README's demo and the test fixtures that break the rules: errors and warnings in three files.
SOURCES = ["Examples", "Tests/A11yLSPTests/Fixtures/Bad"]


def lint(format):
    run = subprocess.run([BINARY, "lint", "--no-cache", "--format", format, *SOURCES], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert run.returncode == 1, run.stderr  # the fixtures hold error findings
    return run.stdout


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    path = tmp_path_factory.mktemp("report") / "a11y-report.html"
    path.write_text(lint("html"))
    return path


@pytest.fixture(scope="module")
def findings():
    return json.loads(lint("json"))["findings"]


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield browser
        browser.close()


def open_page(browser, report, **options):
    page = browser.new_page(**options)
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(report.as_uri())
    return page, requests, errors


def visible_findings(page):
    return page.locator(".finding:visible")


def test_every_finding_is_shown_and_nothing_is_loaded(browser, report, findings, request):
    page, requests, errors = open_page(browser, report, viewport={"width": 1100, "height": 900})
    assert requests == [report.as_uri()], "the page must load nothing but itself"
    assert errors == []
    assert visible_findings(page).count() == len(findings) > 0
    for finding in findings:
        article = page.locator(f'.file[data-file="{finding["file"]}"] .finding[data-rule="{finding["rule"]}"][data-line="{finding["line"]}"]')
        assert article.count() >= 1, finding
        assert finding["message"] in article.first.locator(".message").inner_text()
        link = article.first.locator("a.rule")
        assert link.get_attribute("href").endswith(f'/docs/rules/{finding["rule"]}.md')
    rules = {finding["rule"] for finding in findings}
    assert page.locator("#by-rule tbody tr").count() == len(rules)
    assert page.get_by_text("4.1.2 Name, Role, Value").count() == 1
    assert page.locator("#shown").inner_text() == f"Showing {len(findings)} of {len(findings)} findings"
    screenshot = request.config.getoption("--screenshot")
    if screenshot:
        page.screenshot(path=screenshot, full_page=True)
        assert pathlib.Path(screenshot).stat().st_size > 20_000
    page.close()


def test_filtering_and_sorting_need_no_framework(browser, report, findings):
    page, _, _ = open_page(browser, report, viewport={"width": 1100, "height": 900})
    errors = [f for f in findings if f["severity"] == "error"]
    page.get_by_label("error", exact=True).uncheck()
    assert visible_findings(page).count() == len(findings) - len(errors)
    page.get_by_label("error", exact=True).check()
    page.get_by_label("Rule", exact=True).select_option("role-word-in-label")
    assert visible_findings(page).count() == sum(f["rule"] == "role-word-in-label" for f in findings)
    page.get_by_label("Rule", exact=True).select_option("")
    page.get_by_label("Search", exact=True).fill("UIKitPay")
    assert visible_findings(page).count() == sum(f["file"].endswith("UIKitPay.swift") for f in findings)
    assert page.locator(".file:visible").count() == 1
    page.get_by_label("Search", exact=True).fill("no finding says this")
    assert visible_findings(page).count() == 0 and page.locator("#no-match").is_visible()
    page.get_by_label("Search", exact=True).fill("")
    page.get_by_label("Sort", exact=True).select_option("severity")
    severities = [article.get_attribute("data-severity") for article in page.locator(".file").first.locator(".finding").all()]
    assert severities == sorted(severities, key=["error", "warning", "info"].index)
    page.get_by_label("Sort", exact=True).select_option("count")
    counts = [section.locator(".finding").count() for section in page.locator(".file").all()]
    assert counts == sorted(counts, reverse=True)
    page.close()


def test_readable_at_320_pixels(browser, report):
    page, _, _ = open_page(browser, report, viewport={"width": 320, "height": 640})
    assert page.evaluate("document.documentElement.scrollWidth") <= 320, "the page scrolls sideways at 320 px"
    # Long code lines scroll inside their own box instead.
    assert page.evaluate("Math.max(...[...document.querySelectorAll('pre')].map(p => p.getBoundingClientRect().right))") <= 320
    page.close()


def luminance(page, selector):
    rgb = page.evaluate(f"getComputedStyle(document.querySelector('{selector}')).backgroundColor")
    red, green, blue = [int(part) for part in rgb[rgb.index("(") + 1:rgb.index(")")].split(",")[:3]]
    return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255


def test_dark_mode_follows_the_system(browser, report):
    light, _, _ = open_page(browser, report, color_scheme="light")
    dark, _, _ = open_page(browser, report, color_scheme="dark")
    assert luminance(light, "body") > 0.9
    assert luminance(dark, "body") < 0.15
    assert luminance(dark, "pre") < 0.2
    light.close()
    dark.close()
