// The review console: the queue, a case beside the policy text it rests on, the decision form, the figures.
// Plain DOM, no framework, nothing fetched from elsewhere. Seller and policy text only ever enter the page as
// text nodes (never as HTML). Vocabularies (finding codes, marketplaces, states) come from the gateway's
// OpenAPI document, so the page never carries its own copy.
"use strict";

const session = { csrf: "", keyId: "" };
const vocabulary = { codes: [], marketplaces: [], states: [] };
const main = document.getElementById("main");
const statusLine = document.getElementById("status");

// What each warning means, in words (codes and reasons as the API names them).
const WARNINGS = {
  FINDING_REJECTED: "The reviewer proposed a finding that validation could not ground, so it was left out.",
  EVIDENCE_OMITTED: "A policy section supporting this code exists but the context budget left it out of the review.",
  RISK_WORDING: "The listing uses this code's risk vocabulary and no accepted finding accounts for it.",
  POLICY_SOURCE_STALE: "The cited policy's source was last checked long ago; our paraphrase may lag the marketplace.",
  FINDING_DOUBTED: "The offline rules proposed this code, but the trained text model doubts the listing reads like one; you decide.",
};
const REASONS = {
  UNKNOWN_EVIDENCE: "it cited evidence that was not in the review's ledger",
  UNSUPPORTED_FINDING_CODE: "the cited section does not support the finding's code",
  NO_EVIDENCE: "it cited no evidence",
  NO_LISTING_FIELD: "it named no listing field",
  INVALID_STRUCTURE: "it was missing its code, severity or message",
  DUPLICATE: "it repeated an accepted finding",
  INAPPLICABLE_SECTION: "the cited section does not apply to this listing's condition or category",
  NO_POLICY_IN_SCOPE: "no release in scope has a section for the code that applies to the listing",
  EVIDENCE_NOT_RETRIEVED: "the scope has a section for the code but it was not retrieved",
  LISTING_QUOTE_MISSING: "it quoted nothing from the listing",
  LISTING_QUOTE_NOT_FOUND: "its listing quote is not text of the fields it names",
  LISTING_QUOTE_UNEXPECTED: "it quoted the listing for something the listing lacks",
  EVIDENCE_QUOTE_NOT_FOUND: "its policy quote is not text of the cited sections",
  EVIDENCE_BUDGET_EXCEEDED: "a supporting section was left out by the context budget",
  RISK_WORDING_UNRESOLVED: "the listing's risk wording was not resolved by an accepted finding",
};
const FIELDS = [
  ["TITLE", "Title", (l) => l.title],
  ["DESCRIPTION", "Description", (l) => l.description],
  ["ATTRIBUTES", "Attributes", (l) => Object.entries(l.attributes || {}).map(([k, v]) => `${k}: ${v}`).join("\n")],
  ["CONDITION", "Condition", (l) => l.condition],
  ["PRICE", "Price", (l) => (l.price === undefined ? "" : String(l.price))],
  ["CATEGORY", "Category", (l) => l.category],
];

function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (name === "text") node.textContent = value;
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function say(message, error = false) {
  statusLine.textContent = message;
  statusLine.className = error ? "status error" : "status";
}

class Problem extends Error {
  constructor(status, body) {
    super((body && body.detail) || `HTTP ${status}`);
    this.status = status;
    this.body = body || {};
  }
}

async function request(method, path, body) {
  const headers = { Accept: "application/json" };
  if (method !== "GET") headers["X-CSRF-Token"] = session.csrf;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, {
    method, headers, credentials: "same-origin", body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = text ? JSON.parse(text) : {};
  if (!response.ok) throw new Problem(response.status, parsed);
  return parsed;
}

const api = (method, path, body) => request(method, `/console/api${path}`, body);

function explainProblem(problem) {
  const fields = (problem.body.errors || []).map((e) => `${e.field} ${e.description}`).join("; ");
  return fields ? `${problem.message} ${fields}.` : problem.message;
}

function ago(iso) {
  if (!iso) return "";
  const seconds = Math.max(0, (Date.now() - Date.parse(iso)) / 1000);
  return duration(seconds);
}

function duration(seconds) {
  if (seconds < 90) return `${Math.round(seconds)} s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172800) return `${(seconds / 3600).toFixed(1)} h`;
  return `${(seconds / 86400).toFixed(1)} d`;
}

// Text with every occurrence of the given quotes wrapped in <mark>, as text nodes only.
function highlighted(text, quotes, className) {
  const spans = [];
  for (const quote of quotes.filter((q) => q)) {
    let at = text.indexOf(quote);
    while (at !== -1) {
      spans.push([at, at + quote.length]);
      at = text.indexOf(quote, at + quote.length);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  const parts = [];
  let position = 0;
  for (const [start, end] of spans) {
    if (start < position) continue;
    parts.push(text.slice(position, start));
    parts.push(el("mark", { class: className }, text.slice(start, end)));
    position = end;
  }
  parts.push(text.slice(position));
  return parts;
}

function show(title, ...content) {
  main.replaceChildren(el("h1", { tabindex: "-1" }, title), ...content);
  document.title = `${title} · Review desk`;
  main.querySelector("h1").focus();
}

// --- sign in -------------------------------------------------------------------------------------------

function signInPage() {
  const key = el("input", { id: "key", type: "password", autocomplete: "off", required: true });
  const form = el(
    "form",
    {
      onsubmit: async (event) => {
        event.preventDefault();
        try {
          const answer = await request("POST", "/console/session", { key: key.value });
          key.value = "";
          signedIn(answer);
          say("Signed in.");
          route();
        } catch (problem) {
          say(problem.status === 403 ? "That key may not work the desk." : "That key was not accepted.", true);
          key.focus();
        }
      },
    },
    el("div", { class: "field" }, el("label", { for: "key" }, "Reviewer API key"), key),
    el("p", {}, el("button", { type: "submit", class: "primary" }, "Sign in")),
  );
  show("Sign in", el("p", {}, "Sign in with a reviewer (or admin) key. The key is exchanged for a session cookie and not kept by the page."), form);
}

function signedIn(answer) {
  session.csrf = answer.csrfToken;
  session.keyId = answer.keyId;
  document.getElementById("who").textContent = `Reviewer ${answer.keyId}`;
  document.getElementById("sign-out").hidden = false;
}

document.getElementById("sign-out").addEventListener("click", async () => {
  await request("DELETE", "/console/session").catch(() => {});
  session.csrf = "";
  document.getElementById("who").textContent = "";
  document.getElementById("sign-out").hidden = true;
  say("Signed out.");
  signInPage();
});

// --- the queue -----------------------------------------------------------------------------------------

function select(id, label, options, value) {
  return el(
    "div",
    {},
    el("label", { for: id }, label),
    el("select", { id, name: id }, el("option", { value: "" }, "Any"), options.map((o) => el("option", { value: o, selected: o === value }, o))),
  );
}

async function queuePage(params) {
  const filters = {
    state: params.get("state") ?? "OPEN",
    marketplace: params.get("marketplace") || "",
    locale: params.get("locale") || "",
    findingCode: params.get("findingCode") || "",
  };
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v));
  if (params.get("pageToken")) query.set("pageToken", params.get("pageToken"));
  const listed = await api("GET", `/review-cases?${query}`);
  // Counts per state under the same filters (one-case pages: only their totals are read).
  const scope = new URLSearchParams(Object.entries({ ...filters, state: "" }).filter(([, v]) => v));
  scope.set("pageSize", "1");
  const counts = await Promise.all(
    vocabulary.states.map(async (state) => {
      scope.set("state", state);
      return [state, (await api("GET", `/review-cases?${scope}`)).total];
    }),
  );
  const form = el(
    "form",
    {
      class: "filters",
      "aria-label": "Filter the queue",
      onsubmit: (event) => {
        event.preventDefault();
        const chosen = new URLSearchParams();
        for (const name of ["state", "marketplace", "locale", "findingCode"]) {
          chosen.set(name, form.elements[name].value);
        }
        location.hash = `#/queue?${chosen}`;
      },
    },
    select("state", "State", vocabulary.states, filters.state),
    select("marketplace", "Marketplace", vocabulary.marketplaces, filters.marketplace),
    el("div", {}, el("label", { for: "locale" }, "Locale"), el("input", { id: "locale", name: "locale", value: filters.locale, size: 6 })),
    select("findingCode", "Finding code", vocabulary.codes, filters.findingCode),
    el("button", { type: "submit" }, "Apply"),
    el("button", { type: "button", class: "primary", onclick: claimNext }, "Claim the next case"),
  );
  const oldest = listed.cases.find((c) => c.state !== "DECIDED");
  const rows = listed.cases.map((c) =>
    el(
      "tr",
      {},
      el("td", {}, el("a", { href: `#/case/${c.caseId}` }, c.listingId)),
      el("td", {}, c.state, c.holder ? ` (${c.holder})` : ""),
      el("td", {}, c.status),
      el("td", {}, c.findingCodes.map((code) => el("span", { class: "tag" }, code))),
      el("td", {}, `${c.marketplace} ${c.locale}`),
      el("td", {}, el("time", { datetime: c.queuedAt }, ago(c.queuedAt))),
    ),
  );
  const table = el(
    "table",
    {},
    el("caption", {}, `${listed.total} case${listed.total === 1 ? "" : "s"}, oldest waiting first`),
    el("thead", {}, el("tr", {}, ["Listing", "State", "Review status", "Automatic findings", "Where", "Waiting"].map((h) => el("th", { scope: "col" }, h)))),
    el("tbody", {}, rows),
  );
  const more = listed.nextPageToken
    ? el("p", {}, el("a", { href: `#/queue?${new URLSearchParams({ ...filters, pageToken: listed.nextPageToken })}` }, "Next page"))
    : null;
  show(
    "Queue",
    form,
    el("p", { id: "counts" }, counts.map(([state, total]) => `${state} ${total}`).join(" · ")),
    el("p", { class: "meta" }, oldest ? `Oldest waiting: ${oldest.listingId}, ${ago(oldest.queuedAt)}.` : "Nothing is waiting."),
    table,
    more,
  );
}

async function claimNext() {
  try {
    const answer = await api("POST", "/review-cases:claimNext", {});
    if (answer.case) {
      say(`Claimed ${answer.case.listingId}.`);
      location.hash = `#/case/${answer.case.caseId}`;
    } else {
      say("No case is waiting.");
      if (location.hash.startsWith("#/case/")) location.hash = "#/queue";
    }
  } catch (problem) {
    say(explainProblem(problem), true);
  }
}

// --- one case ------------------------------------------------------------------------------------------

function listingPanel(record) {
  const listing = record.listing;
  const quotesByField = {};
  for (const finding of record.findings) {
    for (const field of finding.listingFields) {
      (quotesByField[field] ||= []).push(finding.listingQuote);
    }
  }
  const fields = FIELDS.map(([name, label, read]) => [
    el("dt", {}, label),
    el("dd", { class: "listing-field", "data-field": name }, highlighted(read(listing) || "", quotesByField[name] || [], "listing")),
  ]);
  return el(
    "section",
    { class: "panel", "aria-labelledby": "listing-heading" },
    el("h2", { id: "listing-heading" }, "The listing"),
    record.listingRedacted
      ? el("p", { class: "meta" }, "The listing text was redacted after the retention window; ids and the answer remain.")
      : null,
    el("p", { class: "meta" }, `${listing.listingId} · ${listing.marketplace} ${listing.locale} · reviewed for ${record.reviewDate || "the day of review"}`),
    el("dl", {}, fields.flat()),
    el("p", { class: "meta" }, "Highlighted: the text each finding quotes from the field it names."),
  );
}

function evidencePanel(record) {
  const ledger = Object.fromEntries(record.ledger.map((entry) => [entry.evidenceId, entry]));
  const quotesByEvidence = {};
  for (const finding of record.findings) {
    for (const id of finding.evidenceIds) (quotesByEvidence[id] ||= []).push(finding.evidenceQuote);
  }
  const cited = Object.keys(quotesByEvidence).filter((id) => ledger[id]);
  return el(
    "section",
    { class: "panel", "aria-labelledby": "evidence-heading" },
    el("h2", { id: "evidence-heading" }, "Cited policy text"),
    cited.length === 0 ? el("p", {}, "No finding cites a section.") : null,
    cited.map((id) => {
      const entry = ledger[id];
      return el(
        "article",
        { "data-evidence": id },
        el("h3", {}, `${id}: ${entry.sectionHeading}`),
        el(
          "p",
          { class: "meta" },
          `${entry.policyId}, version ${entry.policyVersion}, section ${entry.sectionId} · `,
          entry.sourceUrl ? el("a", { href: entry.sourceUrl, rel: "noreferrer noopener", target: "_blank" }, "source") : "no source link",
        ),
        el("p", { class: "listing-field" }, highlighted(entry.text, quotesByEvidence[id], "evidence")),
      );
    }),
  );
}

function findingsPanel(record) {
  return el(
    "section",
    { class: "panel", "aria-labelledby": "findings-heading" },
    el("h2", { id: "findings-heading" }, "Automatic findings"),
    record.findings.length === 0 ? el("p", {}, "None.") : null,
    el(
      "ol",
      {},
      record.findings.map((f) =>
        el(
          "li",
          {},
          el("strong", {}, f.code), ` (${f.severity}) `, f.message,
          el("div", { class: "meta" }, `Fields: ${f.listingFields.join(", ")} · evidence: ${f.evidenceIds.join(", ")}`),
        ),
      ),
    ),
    el("h3", {}, "Warnings"),
    record.warnings.length === 0
      ? el("p", {}, "None.")
      : el(
          "ul",
          {},
          record.warnings.map((w) => {
            const code = w.findingCode && w.findingCode !== "FINDING_CODE_UNSPECIFIED" ? ` (${w.findingCode})` : "";
            const reason = REASONS[w.reason] ? ` Why: ${REASONS[w.reason]}.` : "";
            const policy = w.policyId ? ` Policy ${w.policyId} version ${w.policyVersion}.` : "";
            return el("li", {}, el("strong", {}, w.code), code, ": ", WARNINGS[w.code] || "A warning this console does not know.", reason, policy);
          }),
        ),
    el("p", { class: "meta" }, `Status ${record.status} · reviewer ${record.reviewer || "n/a"} (${record.modelId || "no model id"}) · prompt ${record.promptVersion || "n/a"} · releases in scope: ${record.releases.map((r) => `${r.policyId} v${r.policyVersion}`).join(", ")}`),
  );
}

function addedRow(record, index) {
  const code = el("select", { id: `added-code-${index}`, name: "code", required: true }, vocabulary.codes.map((c) => el("option", { value: c }, c)));
  const release = el(
    "select",
    { id: `added-release-${index}`, name: "releaseId", required: true },
    record.releases.map((r) => el("option", { value: r.releaseId }, `${r.policyId} v${r.policyVersion}`)),
  );
  const section = el("select", { id: `added-section-${index}`, name: "sectionId", required: true });
  const loadSections = async () => {
    if (!release.value) return;
    const found = await api("GET", `/policy-releases/${release.value}`);
    section.replaceChildren(
      ...found.sections.map((s) => el("option", { value: s.sectionId }, `${s.heading} (${s.findingCodes.join(", ") || "no codes"})`)),
    );
  };
  release.addEventListener("change", loadSections);
  loadSections().catch((problem) => say(explainProblem(problem), true));
  const row = el(
    "fieldset",
    { class: "added" },
    el("legend", {}, `Added code ${index + 1}`),
    el("div", { class: "field" }, el("label", { for: code.id }, "Code"), code),
    el("div", { class: "field" }, el("label", { for: release.id }, "Release in scope"), release),
    el("div", { class: "field" }, el("label", { for: section.id }, "Supporting section"), section),
    el("div", { class: "field" }, el("label", { for: `added-reason-${index}` }, "Reason"), el("textarea", { id: `added-reason-${index}`, name: "reason", required: true })),
    el("button", { type: "button", onclick: () => row.remove() }, "Remove"),
  );
  return row;
}

function decisionForm(caseInfo, record) {
  const verdicts = record.findings.map((finding, index) =>
    el(
      "fieldset",
      { "data-finding": index },
      el("legend", {}, `Finding ${index + 1}: ${finding.code}`),
      ["CONFIRMED", "REJECTED"].map((verdict) =>
        el(
          "label",
          { class: "inline" },
          el("input", { type: "radio", name: `verdict-${index}`, value: verdict, required: true }),
          verdict === "CONFIRMED" ? "Confirmed" : "Rejected",
        ),
      ),
      el("div", { class: "field" }, el("label", { for: `reason-${index}` }, "Reason"), el("textarea", { id: `reason-${index}`, required: true })),
    ),
  );
  const added = el("div", { id: "added" });
  let addedCount = 0;
  const form = el(
    "form",
    { "aria-labelledby": "decision-heading", onsubmit: (event) => submitDecision(event, caseInfo, record, form) },
    el("h2", { id: "decision-heading" }, "Decision"),
    verdicts,
    added,
    el("p", {}, el("button", { type: "button", onclick: () => added.append(addedRow(record, addedCount++)) }, "Add a code the review missed")),
    el(
      "fieldset",
      {},
      el("legend", {}, "Outcome"),
      [["VIOLATION", "Violation"], ["NO_VIOLATION", "No violation"]].map(([value, label]) =>
        el("label", { class: "inline" }, el("input", { type: "radio", name: "outcome", value, required: true }), label),
      ),
    ),
    el("div", { class: "field" }, el("label", { for: "note" }, "Note (optional)"), el("textarea", { id: "note", maxlength: "2000" })),
    el("p", {}, el("button", { type: "submit", class: "primary" }, "Decide and take the next case")),
  );
  return form;
}

async function submitDecision(event, caseInfo, record, form) {
  event.preventDefault();
  const body = {
    expectedVersion: caseInfo.version,
    findings: record.findings.map((finding, index) => ({
      findingIndex: index,
      code: finding.code,
      verdict: form.querySelector(`input[name="verdict-${index}"]:checked`).value,
      reason: form.querySelector(`#reason-${index}`).value,
    })),
    added: [...form.querySelectorAll("fieldset.added")].map((row) => ({
      code: row.querySelector('[name="code"]').value,
      releaseId: row.querySelector('[name="releaseId"]').value,
      sectionId: row.querySelector('[name="sectionId"]').value,
      reason: row.querySelector('[name="reason"]').value,
    })),
    outcome: form.querySelector('input[name="outcome"]:checked').value,
    note: form.querySelector("#note").value,
  };
  try {
    const decided = await api("POST", `/review-cases/${caseInfo.caseId}:decide`, body);
    say(`Decided ${decided.case.listingId}: ${decided.case.outcome}. Taking the next case.`);
    await claimNext();
  } catch (problem) {
    say(problem.status === 409 ? "The case changed or another reviewer holds it; it was reloaded." : explainProblem(problem), true);
    if (problem.status === 409) await casePage(caseInfo.caseId);
  }
}

function historyPanel(events) {
  return el(
    "section",
    { class: "panel", "aria-labelledby": "history-heading" },
    el("h2", { id: "history-heading" }, "History"),
    el(
      "ol",
      {},
      events.map((e) =>
        el(
          "li",
          {},
          el("time", { datetime: e.at }, new Date(e.at).toLocaleString()), ` ${e.kind.replace("CASE_", "").toLowerCase()} by ${e.actor}`,
          e.decision && e.decision.outcome !== "CASE_OUTCOME_UNSPECIFIED" ? `: ${e.decision.outcome}` : "",
          e.reason ? `: ${e.reason}` : "",
        ),
      ),
    ),
  );
}

async function casePage(caseId) {
  const [found, history] = await Promise.all([api("GET", `/review-cases/${caseId}`), api("GET", `/review-cases/${caseId}/history`)]);
  const caseInfo = found.case;
  const record = found.record;
  const claim = el(
    "button",
    {
      type: "button",
      onclick: async () => {
        try {
          await api("POST", `/review-cases/${caseId}:claim`, {});
          say("Claimed.");
          await casePage(caseId);
        } catch (problem) {
          say(explainProblem(problem), true);
        }
      },
    },
    caseInfo.holder === session.keyId ? "Renew my claim" : "Claim",
  );
  let action;
  if (caseInfo.state === "DECIDED") {
    const reason = el("textarea", { id: "appeal", required: true });
    action = el(
      "form",
      {
        "aria-labelledby": "appeal-heading",
        onsubmit: async (event) => {
          event.preventDefault();
          try {
            await api("POST", `/review-cases/${caseId}:reopen`, { expectedVersion: caseInfo.version, reason: reason.value });
            say("Reopened.");
            await casePage(caseId);
          } catch (problem) {
            say(explainProblem(problem), true);
          }
        },
      },
      el("h2", { id: "appeal-heading" }, "Appeal"),
      el("p", {}, `Decided: ${caseInfo.outcome}. An appeal reopens it; the history keeps this decision.`),
      el("div", { class: "field" }, el("label", { for: "appeal" }, "Reason for reopening"), reason),
      el("p", {}, el("button", { type: "submit" }, "Reopen")),
    );
  } else {
    action = decisionForm(caseInfo, record);
  }
  show(
    `Case ${caseInfo.listingId}`,
    el(
      "p",
      { class: "meta", id: "case-state" },
      `${caseInfo.state}${caseInfo.holder ? ` by ${caseInfo.holder} until ${new Date(caseInfo.leaseExpiresAt).toLocaleTimeString()}` : ""} · version ${caseInfo.version} · waiting ${ago(caseInfo.queuedAt)}${caseInfo.appeals ? ` · ${caseInfo.appeals} appeal(s)` : ""} `,
      caseInfo.state === "DECIDED" ? null : claim,
    ),
    el("div", { class: "columns" }, el("div", {}, listingPanel(record), findingsPanel(record)), el("div", {}, evidencePanel(record))),
    action,
    historyPanel(history.events),
  );
}

// --- figures -------------------------------------------------------------------------------------------

const SVG = "http://www.w3.org/2000/svg";

function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children.flat()) node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  return node;
}

function lineChart(label, points, value, unit) {
  const width = 560, height = 180, left = 44, bottom = 24;
  const values = points.map(value);
  const top = Math.max(1, ...values);
  const x = (i) => left + (i * (width - left - 8)) / Math.max(1, points.length - 1);
  const y = (v) => height - bottom - (v * (height - bottom - 10)) / top;
  const path = points.map((p, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(value(p)).toFixed(1)}`).join(" ");
  return svg(
    "svg",
    { viewBox: `0 0 ${width} ${height}`, width: "100%", role: "img", "aria-label": `${label}: latest ${values.at(-1) ?? 0} ${unit}` },
    svg("line", { class: "axis", x1: left, y1: height - bottom, x2: width, y2: height - bottom }),
    svg("line", { class: "axis", x1: left, y1: 8, x2: left, y2: height - bottom }),
    svg("text", { x: 2, y: 16 }, `${Math.round(top)}`),
    svg("text", { x: 2, y: height - bottom }, "0"),
    svg("text", { x: left, y: height - 6 }, "24 h ago"),
    svg("text", { x: width - 30, y: height - 6 }, "now"),
    svg("path", { class: "series", d: path }),
  );
}

function barChart(label, rows, value, format, className = "bar") {
  const rowHeight = 22, width = 560, left = 210;
  const top = Math.max(1e-9, ...rows.map(value));
  return svg(
    "svg",
    { viewBox: `0 0 ${width} ${rows.length * rowHeight + 6}`, width: "100%", role: "img", "aria-label": label },
    rows.map((row, i) => [
      svg("text", { x: 0, y: i * rowHeight + 15 }, row.code),
      svg("rect", { class: className, x: left, y: i * rowHeight + 4, height: 14, width: ((width - left - 60) * value(row)) / top }),
      svg("text", { x: left + ((width - left - 60) * value(row)) / top + 4, y: i * rowHeight + 15 }, format(value(row))),
    ]),
  );
}

async function figuresPage() {
  const figures = await api("GET", "/review-desk/figures");
  const decided = figures.codes.filter((c) => c.confirmed + c.rejected > 0);
  const added = figures.codes.filter((c) => c.added > 0);
  const summary = [
    ["Queue depth", String(figures.queueDepth)],
    ["Oldest waiting", duration(figures.oldestAgeSeconds)],
    ["Decided", String(figures.decided)],
    ["Median time to decision", duration(figures.medianSecondsToDecision)],
  ];
  show(
    "Desk figures",
    el("dl", { class: "summary" }, summary.map(([term, value]) => el("div", {}, el("dt", {}, term), el("dd", {}, value)))),
    el("h2", {}, "Queue depth over the last day"),
    lineChart("Queue depth", figures.queue, (p) => p.depth, "cases"),
    el("h2", {}, "Age of the oldest waiting case over the last day"),
    lineChart("Oldest waiting case", figures.queue, (p) => p.oldestAgeSeconds / 3600, "hours"),
    el("h2", {}, "Agreement of automatic findings with reviewers (precision per code)"),
    decided.length ? barChart("Precision per code", decided, (c) => c.precision, (v) => `${Math.round(v * 100)} %`) : el("p", {}, "No decisions yet."),
    el("h2", {}, "Codes reviewers added (misses of the automatic review)"),
    added.length ? barChart("Added codes per code", added, (c) => c.added, (v) => String(v), "bar added") : el("p", {}, "None added yet."),
    el(
      "table",
      {},
      el("caption", {}, "Per code"),
      el("thead", {}, el("tr", {}, ["Code", "Confirmed", "Rejected", "Precision", "Added"].map((h) => el("th", { scope: "col" }, h)))),
      el("tbody", {}, figures.codes.map((c) => el("tr", {}, el("th", { scope: "row" }, c.code), el("td", {}, c.confirmed), el("td", {}, c.rejected), el("td", {}, c.confirmed + c.rejected ? `${Math.round(c.precision * 100)} %` : "–"), el("td", {}, c.added)))),
    ),
  );
}

// --- routing -------------------------------------------------------------------------------------------

async function loadVocabulary() {
  const document = await request("GET", "/api/openapi.json");
  const enumOf = (name) => document.components.schemas[name].enum.filter((v) => !v.endsWith("_UNSPECIFIED"));
  vocabulary.codes = enumOf("FindingCode");
  vocabulary.marketplaces = enumOf("Marketplace");
  vocabulary.states = enumOf("ReviewCaseState");
}

async function route() {
  if (!session.csrf) return signInPage();
  const [path, query] = (location.hash.slice(1) || "/queue").split("?");
  const params = new URLSearchParams(query || "");
  try {
    if (path.startsWith("/case/")) await casePage(decodeURIComponent(path.slice(6)));
    else if (path === "/figures") await figuresPage();
    else await queuePage(params);
  } catch (problem) {
    if (problem.status === 401) {
      session.csrf = "";
      return signInPage();
    }
    say(problem instanceof Problem ? explainProblem(problem) : "Something went wrong.", true);
  }
}

window.addEventListener("hashchange", route);
(async () => {
  await loadVocabulary();
  try {
    signedIn(await request("GET", "/console/session"));
  } catch {
    // Not signed in yet.
  }
  await route();
})();
