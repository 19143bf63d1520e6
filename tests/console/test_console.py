"""The console end to end in a real headless chromium: sign in, the queue, a case beside its policy text,
a decision, the next case, the figures; and the session's defences against cross-site requests."""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from playwright.async_api import Browser, Page, expect

from services.embedders.wordllama import WordLlamaEmbedder
from tests.desk.stack import CALLER_KEY, REVIEWER_KEY, DeskStack, clear_desk, desk_stack
from tests.support import EMAIL_LISTING, Database

# Set to a path (docs/figures/console-case.png) to refresh the screenshot the docs show.
SCREENSHOT_VARIABLE = "POLICY_REVIEW_CONSOLE_SCREENSHOT"
SECOND_LISTING = {**EMAIL_LISTING, "listingId": "ebay-camera-email-2"}


@pytest.fixture
async def stack(published_corpus: Database, gateway_embedder: WordLlamaEmbedder) -> AsyncIterator[DeskStack]:
    clear_desk(published_corpus)
    async with desk_stack(published_corpus, gateway_embedder) as running:
        yield running


async def _review(stack: DeskStack, listing: dict[str, Any]) -> dict[str, Any]:
    status, body = await stack.call("POST", "/api/policy-reviews", CALLER_KEY, listing)
    assert status == 200, body
    return dict(body)


async def _sign_in(page: Page, stack: DeskStack) -> None:
    await page.goto(f"{stack.base}/console/")
    await expect(page.get_by_role("heading", name="Sign in")).to_be_visible()
    # Keyboard only: the key field, then Enter submits.
    await page.get_by_label("Reviewer API key").fill(REVIEWER_KEY)
    await page.get_by_label("Reviewer API key").press("Enter")
    await expect(page.get_by_role("heading", name="Queue")).to_be_visible()


async def test_a_reviewer_works_a_case_in_the_browser_and_the_next_one_loads(
    browser: Browser, stack: DeskStack, tmp_path: Path
) -> None:
    first = await _review(stack, EMAIL_LISTING)
    second = await _review(stack, SECOND_LISTING)
    quote = next(f["listingQuote"] for f in first["findings"] if f["listingQuote"])
    context = await browser.new_context(viewport={"width": 1400, "height": 1100})
    page = await context.new_page()
    try:
        await _sign_in(page, stack)
        [cookie] = await context.cookies()
        assert (cookie["httpOnly"], cookie["sameSite"], cookie["path"]) == (True, "Strict", "/console")

        # The queue, oldest first, shows the open case's listing id.
        links = page.get_by_role("link", name=EMAIL_LISTING["listingId"], exact=True)
        await expect(links).to_be_visible()
        await expect(page.locator("caption")).to_have_text("2 cases, oldest waiting first")
        await expect(page.locator("#counts")).to_have_text("OPEN 2 · CLAIMED 0 · DECIDED 0")
        await links.focus()
        await page.keyboard.press("Enter")
        await expect(page.get_by_role("heading", name=f"Case {EMAIL_LISTING['listingId']}")).to_be_visible()

        # The listing quote is highlighted in the field it came from; the cited section beside it.
        await expect(page.locator('[data-field="DESCRIPTION"] mark')).to_have_text(quote)
        await expect(page.locator("[data-evidence]").first).to_contain_text("ebay-contact-information")
        evidence_quotes = [f["evidenceQuote"] for f in first["findings"] if f.get("evidenceQuote")]
        if evidence_quotes:
            await expect(page.locator("mark.evidence").first).to_have_text(evidence_quotes[0])
        # Every control of the decision form has a label a screen reader announces.
        unlabelled = await page.evaluate(
            "[...document.querySelectorAll('main input, main select, main textarea')]"
            ".filter((e) => e.labels.length === 0).length"
        )
        assert unlabelled == 0

        await page.get_by_role("button", name="Claim").click()
        await expect(page.locator("#case-state")).to_contain_text("CLAIMED")
        screenshot = Path(os.environ.get(SCREENSHOT_VARIABLE) or tmp_path / "console-case.png")
        await page.screenshot(path=str(screenshot), full_page=False)
        assert (await asyncio.to_thread(screenshot.read_bytes))[:8] == b"\x89PNG\r\n\x1a\n"

        for index in range(len(first["findings"])):
            await page.locator(f'[data-finding="{index}"]').get_by_label("Confirmed").check()
            await page.locator(f"#reason-{index}").fill("The description carries an email address.")
        await page.get_by_label("Violation", exact=True).check()
        await page.get_by_role("button", name="Decide and take the next case").click()

        # The next case loads (claimed for this reviewer) once the decision lands.
        await expect(page.get_by_role("heading", name=f"Case {SECOND_LISTING['listingId']}")).to_be_visible()
        await expect(page.locator("#case-state")).to_contain_text("CLAIMED")
        status, history = await stack.call("GET", f"/api/review-cases/{first['caseId']}/history", REVIEWER_KEY)
        assert [e["kind"] for e in history["events"]] == ["CASE_OPENED", "CASE_CLAIMED", "CASE_DECIDED"]
        status, case = await stack.call("GET", f"/api/review-cases/{second['caseId']}", REVIEWER_KEY)
        assert (status, case["case"]["state"]) == (200, "CLAIMED")

        await page.get_by_role("link", name="Figures").click()
        await expect(page.get_by_role("heading", name="Desk figures")).to_be_visible()
        await expect(page.locator("dl.summary")).to_contain_text("Decided1")
        assert await page.locator('svg[role="img"]').count() >= 3
    finally:
        await context.close()


async def test_the_session_refuses_cross_site_requests_and_keys_that_cannot_work_the_desk(stack: DeskStack) -> None:
    answer = await _review(stack, EMAIL_LISTING)
    claim = f"{stack.base}/console/api/review-cases/{answer['caseId']}:claim"
    # unsafe: keep cookies of an IP address host (127.0.0.1), as a browser does.
    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as session:
        async with session.get(f"{stack.base}/console/") as page:
            assert page.status == 200
            assert "script-src 'self'" in page.headers["Content-Security-Policy"]
            assert "frame-ancestors 'none'" in page.headers["Content-Security-Policy"]
        async with session.post(f"{stack.base}/console/session", json={"key": CALLER_KEY}) as refused:
            assert refused.status == 403
        async with session.post(f"{stack.base}/console/session", data={"key": REVIEWER_KEY}) as form:
            assert form.status == 403  # a cross-site form cannot sign anyone in
        async with session.post(f"{stack.base}/console/session", json={"key": REVIEWER_KEY}) as signed:
            assert signed.status == 200
            csrf = (await signed.json())["csrfToken"]
            assert "HttpOnly" in signed.headers["Set-Cookie"]
        async with session.post(claim, json={}) as forged:
            assert forged.status == 403
        async with session.post(
            claim, json={}, headers={"X-CSRF-Token": csrf, "Origin": "http://attacker.example"}
        ) as other_origin:
            assert other_origin.status == 403
        async with session.post(claim, json={}, headers={"X-CSRF-Token": csrf}) as claimed:
            assert claimed.status == 200
            assert (await claimed.json())["case"]["state"] == "CLAIMED"
        async with session.get(f"{stack.base}/console/api/review-cases?state=CLAIMED") as listed:
            assert [c["caseId"] for c in (await listed.json())["cases"]] == [answer["caseId"]]
        async with session.delete(f"{stack.base}/console/session", headers={"X-CSRF-Token": csrf}) as out:
            assert out.status == 200
        async with session.get(f"{stack.base}/console/api/review-cases") as gone:
            assert gone.status == 401
