// Shared by the browser tests: Debian's chromium (never a downloaded browser) driven by playwright-core, against the
// harness served by vite's createServer on a free port. When chromium is missing the tests skip with one line —
// unless HB_REQUIRE_BROWSER=1 (CI), where that is a failure.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";

export const SCREENSHOTS = resolve("test-artifacts/screenshots");
export const SKIP_LINE = "browser tests skipped: install Debian's chromium (apt-get install chromium) to run them";

function findChromium(): string | null {
  // CHROMIUM_PATH, when set, is the only candidate (CHROMIUM_PATH=/nonexistent shows the skip path).
  if (process.env.CHROMIUM_PATH !== undefined) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  try {
    return execFileSync("which", ["chromium"], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

export const chromiumPath = findChromium();
if (!chromiumPath) {
  if (process.env.HB_REQUIRE_BROWSER === "1") throw new Error("HB_REQUIRE_BROWSER=1 but chromium was not found: install Debian's chromium (apt-get install chromium)");
  // One line per run, however many browser test files there are (they share the vitest main process).
  try {
    writeFileSync(join(tmpdir(), `hb-browser-skip-${process.ppid}`), "", { flag: "wx" });
    console.log(SKIP_LINE);
  } catch { /* already said */ }
}

export interface Harness { url: string; browser: Browser; page: Page; close(): Promise<void> }

/** A page with its errors and failed requests recorded (pageErrors, openView). */
async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  // vite's own client (no HMR socket here) is not the page under test.
  page.on("console", (m) => { if (m.type() === "error" && !m.location().url.includes("/@vite/")) errors.push(m.text()); });
  (page as Page & { errors: string[] }).errors = errors;
  // Not errors of the page under test (a navigation aborts the last page's requests), but told when a load fails.
  const failedRequests: string[] = [];
  page.on("requestfailed", (r) => failedRequests.push(`${r.url()} ${r.failure()?.errorText ?? ""}`));
  page.on("response", (r) => { if (r.status() >= 400) failedRequests.push(`${r.url()} ${r.status()}`); });
  (page as Page & { failedRequests: string[] }).failedRequests = failedRequests;
  return page;
}

export async function startHarness(): Promise<Harness> {
  const server: ViteDevServer = await createServer({
    configFile: resolve("test/harness/vite.config.ts"),
    server: { port: 0, strictPort: false, hmr: false, ws: false },
    logLevel: "warn",
  });
  await server.listen();
  const address = server.httpServer!.address();
  const url = `http://localhost:${typeof address === "object" && address ? address.port : 0}/`;
  const browser = await chromium.launch({
    executablePath: chromiumPath!,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
  const page = await newPage(browser, { width: 1200, height: 900 });
  return { url, browser, page, async close() { await browser.close(); await server.close(); } };
}

export const pageErrors = (page: Page): string[] => (page as Page & { errors: string[] }).errors;

/** Loads a view gets, at most: see openView. */
const LOADS = 4;

/**
 * Open a view in a theme and wait for the harness to render it.
 *
 * On a busy machine Chromium sometimes cancels (net::ERR_ABORTED) the harness's module requests a moment after
 * vite's client fails to open its socket (none is served here): the page still reaches `load`, but its script never
 * ran and nothing renders. Seen a few times in 336 loads; not a fault of the page under test. A page whose script did
 * not run by `load` is loaded again in a new page, up to LOADS times, saying what failed; a view that then
 * still fails to render fails the test.
 */
export async function openView(h: Harness, view: string, theme: "light" | "dark", opts: { seed?: number; interface?: "light" | "dark"; lang?: "pseudo" } = {}): Promise<void> {
  const lang = opts.lang ? `&lang=${opts.lang}` : "";
  const url = `${h.url}?view=${view}&theme=${theme}&interface=${opts.interface ?? theme}&seed=${opts.seed ?? 1}${lang}`;
  for (let load = 1; ; load++) {
    pageErrors(h.page).length = 0;
    const failedRequests = (h.page as Page & { failedRequests: string[] }).failedRequests;
    failedRequests.length = 0;
    // The load right after such a failure may itself be cancelled: told, and tried again like a page that did not run.
    const aborted = await h.page.goto(url).then(() => "", (error: unknown) => String(error).split("\n")[0]!);
    if (!aborted && (await h.page.evaluate(() => "harness" in window))) break;
    const failed = aborted || failedRequests.slice(0, 3).join("; ");
    const said = `openView ${view}/${theme}: the harness's script did not run`;
    if (load === LOADS) throw new Error(`${said} in ${LOADS} loads (${failed})`);
    console.warn(`${said} (${failed}); loading again in a new page.`);
    // Loads after such a failure in the same page were seen to fail alike: a new page starts clean (same size).
    const viewport = h.page.viewportSize() ?? { width: 1200, height: 900 };
    await h.page.close();
    h.page = await newPage(h.browser, viewport);
  }
  await h.page.waitForSelector(".application, .chat-message", { timeout: 20_000 });
  await h.page.evaluate(() => document.fonts.ready);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

export interface AxeViolation { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] }

/** The rules axe runs: WCAG 2.0 to 2.2 at levels A and AA (2.2's target-size among them: every control a pointer can
 *  hit is 24 × 24 px or spaced as the rule allows) and axe's best practices (heading order, landmarks). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Run axe-core (node_modules/axe-core/axe.min.js, injected) on the page with AXE_TAGS; returns its violations. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: resolve("node_modules/axe-core/axe.min.js") });
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })) }));
  }, AXE_TAGS);
}

export interface KeyboardAudit { candidates: { probe: string; what: string; name: string }[]; unreachable: string[]; unnamed: string[] }

/** Every visible interactive element in scope (controls, links, [tabindex], [data-action]): reached by Tab? named? */
export async function keyboardAudit(page: Page, scope = "#stage"): Promise<KeyboardAudit> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: resolve("node_modules/axe-core/axe.min.js") });
  const candidates = await page.evaluate((sel) => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    axe.setup(document);
    const root = document.querySelector(sel)!;
    // tabindex="-1" is focusable by script only (a step heading that receives focus), never a Tab stop.
    const els = [...root.querySelectorAll<HTMLElement>("button, input:not([type=hidden]), select, textarea, a[href], [tabindex]:not([tabindex='-1']), [data-action], [contenteditable]")]
      .filter((el) => el.checkVisibility() && !(el as HTMLButtonElement).disabled);
    const out = els.map((el, i) => {
      el.dataset.hbProbe = String(i);
      const what = `${el.tagName.toLowerCase()}${el.dataset.action ? `[data-action=${el.dataset.action}]` : ""}${el.getAttribute("name") ? `[name=${el.getAttribute("name")}]` : ""}`;
      return { probe: String(i), what, name: axe.commons.text.accessibleText(el).trim() };
    });
    axe.teardown();
    (document.activeElement as HTMLElement | null)?.blur();
    return out;
  }, scope);
  const reached = new Set<string>();
  for (let i = 0; i < candidates.length + 30; i++) {
    await page.keyboard.press("Tab");
    const probe = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.hbProbe ?? null);
    if (probe !== null) reached.add(probe);
  }
  // A radio group is one Tab stop (arrow keys move within it): reaching one radio reaches its group.
  const groups = await page.evaluate(() => [...document.querySelectorAll<HTMLInputElement>("input[type=radio][data-hb-probe]")].map((r) => [r.dataset.hbProbe!, r.name] as const));
  const reachedGroups = new Set(groups.filter(([p]) => reached.has(p)).map(([, name]) => name));
  for (const [probe, name] of groups) if (reachedGroups.has(name)) reached.add(probe);
  return {
    candidates,
    unreachable: candidates.filter((c) => !reached.has(c.probe)).map((c) => c.what),
    unnamed: candidates.filter((c) => !c.name).map((c) => c.what),
  };
}

/** Words a player must never read: an unfilled `{name}` placeholder, a raw HB./TYPES. key, "undefined", "NaN",
 *  "[object Object]" — in the text (every tab, hidden ones included) and in what a tooltip or screen reader says. */
export async function readerProblems(page: Page, scope = "#stage"): Promise<string[]> {
  // Core's TooltipManager localises a data-tooltip that is a key: such a tooltip is fine when the key exists.
  const en = JSON.parse(readFileSync(resolve("lang/en.json"), "utf8"));
  const known = (key: string) => typeof key.split(".").reduce<any>((n, k) => n?.[k], en) === "string";
  const found = await page.evaluate((sel) => {
    const bad = /\{[A-Za-z_]\w*\}|\b(?:HB|TYPES)\.[A-Za-z]|\bundefined\b|\bNaN\b|\[object Object\]/;
    const root = document.querySelector(sel)!;
    const out: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? "";
      if (bad.test(text) && !n.parentElement?.closest("script, style")) out.push(`text: ${text.trim().slice(0, 120)}`);
    }
    for (const el of root.querySelectorAll("*")) {
      for (const attr of ["aria-label", "title", "data-tooltip", "data-tooltip-text", "placeholder", "alt", "aria-description"]) {
        const value = el.getAttribute(attr);
        if (value && bad.test(value)) out.push(`${el.tagName.toLowerCase()}[${attr}]: ${value.slice(0, 120)}`);
      }
    }
    return out;
  }, scope);
  return found.filter((p) => { const m = /^\w+\[data-tooltip\]: ((?:HB|TYPES)\.[\w.-]+)$/.exec(p); return !(m && known(m[1]!)); });
}

/**
 * Interactive controls a player cannot use as drawn: two controls overlapping (neither inside the other), a control
 * cut off by an ancestor that clips its overflow or running out of its window, or a control painted over by
 * something else at its centre. The viewport is grown to the page first so every control can be hit-tested.
 */
export async function layoutProblems(page: Page, scope = "#stage"): Promise<string[]> {
  const size = page.viewportSize() ?? { width: 1200, height: 900 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height > size.height) await page.setViewportSize({ width: size.width, height });
  try {
    return await page.evaluate((sel) => {
      const root = document.querySelector(sel)!;
      const describe = (el: Element) => {
        const h = el as HTMLElement;
        const name = h.getAttribute("aria-label") ?? h.getAttribute("name") ?? h.getAttribute("placeholder") ?? h.textContent?.trim().slice(0, 30) ?? "";
        return `${el.tagName.toLowerCase()}${h.dataset.action ? `[data-action=${h.dataset.action}]` : ""} "${name}"`;
      };
      const controls = [...root.querySelectorAll<HTMLElement>("button, input:not([type=hidden]), select, textarea, a[href], [data-action]")]
        .filter((el) => el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions))
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        // visually-hidden controls (1px) are drawn by their label
        .filter(({ r }) => r.width > 2 && r.height > 2);
      const out: string[] = [];
      const tol = 1;
      for (let i = 0; i < controls.length; i++) {
        const a = controls[i]!;
        for (let j = i + 1; j < controls.length; j++) {
          const b = controls[j]!;
          if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
          const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
          const hgt = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
          if (w > tol && hgt > tol) out.push(`overlap: ${describe(a.el)} and ${describe(b.el)}`);
        }
        const win = a.el.closest(".application, .chat-message, .harness-chat-frame");
        let scrolledOut = false;
        for (let p = a.el.parentElement; p && p !== root.parentElement; p = p.parentElement) {
          const s = getComputedStyle(p);
          const pr = p.getBoundingClientRect();
          // A control wider than its box spills over whatever sits beside it, clipped or not (inline boxes aside).
          const clipsX = !s.display.startsWith("inline") && s.display !== "contents";
          const clipsY = (s.overflowY !== "visible" && s.overflowY !== "auto" && s.overflowY !== "scroll") || p === win;
          const outX = a.r.left < pr.left - tol || a.r.right > pr.right + tol;
          const outY = a.r.top < pr.top - tol || a.r.bottom > pr.bottom + tol;
          // Out of a scrolling box's view is a scroll away (a long list in a window of fixed height), not clipped:
          // the boxes around that box, the window among them, do not see it.
          if (outY && (s.overflowY === "auto" || s.overflowY === "scroll")) { scrolledOut = true; break; }
          if ((clipsX && outX) || (clipsY && outY)) { out.push(`clipped: ${describe(a.el)} by ${p.tagName.toLowerCase()}.${[...p.classList].join(".")}`); break; }
          if (p === win) break;
        }
        if (scrolledOut) continue;
        // Its centre and both ends must be the control's own (a label for it counts): nothing painted over it.
        const y = (a.r.top + a.r.bottom) / 2;
        for (const x of [(a.r.left + a.r.right) / 2, a.r.left + 3, a.r.right - 3]) {
          const hit = document.elementFromPoint(x, y);
          const ok = !hit || a.el.contains(hit) || hit.contains(a.el) || (hit instanceof HTMLLabelElement && hit.control === a.el);
          if (!ok) { out.push(`covered: ${describe(a.el)} by ${describe(hit)}`); break; }
        }
      }
      return out;
    }, scope);
  } finally {
    if (height > size.height) await page.setViewportSize(size);
  }
}

/** Pictures that draw nothing: an icon class Font Awesome has no glyph for (an empty box on an icon-only button),
 *  or an image that failed to load. The window frame's own icon is core's, not ours. */
export async function emptyGraphics(page: Page, scope = "#stage"): Promise<string[]> {
  return page.evaluate(async (sel) => {
    await document.fonts.ready;
    const root = document.querySelector(sel)!;
    const out: string[] = [];
    for (const el of root.querySelectorAll<HTMLElement>("[class*='fa-']:not(.window-icon):not(.header-control)")) {
      if (![...el.classList].some((c) => /^fa-(solid|regular|brands)$|^fa[srb]$/.test(c))) continue;
      const content = getComputedStyle(el, "::before").content;
      if (!content || content === "none" || content === "normal" || content === '""') out.push(`icon: ${el.className}`);
    }
    for (const img of root.querySelectorAll("img")) {
      // A lazy image below the fold (the tracker's token images) never starts loading unless asked to: load it now.
      // An image that neither loads nor fails in 10 s is reported, not waited on for ever.
      img.loading = "eager";
      const settled = img.complete || await Promise.race([
        new Promise<true>((r) => {
          img.addEventListener("load", () => r(true));
          img.addEventListener("error", () => r(true));
        }),
        new Promise<false>((r) => setTimeout(() => r(false), 10_000)),
      ]);
      if (!settled) out.push(`image never loaded: ${img.getAttribute("src")}`);
      else if (img.naturalWidth === 0) out.push(`image: ${img.getAttribute("src")}`);
    }
    return out;
  }, scope);
}

/**
 * Selects whose chosen or longest choice is cut off: each select is measured against a copy of itself sized to its
 * content (a select as wide as its longest option), laid out in the same place so it takes the same font.
 */
export async function truncatedChoices(page: Page, scope = "#stage"): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const select of document.querySelector(sel)!.querySelectorAll<HTMLSelectElement>("select")) {
      if (!select.checkVisibility() || select.multiple || Number(select.size) > 1) continue;
      const copy = select.cloneNode(true) as HTMLSelectElement;
      copy.removeAttribute("id");
      copy.removeAttribute("name");
      Object.assign(copy.style, { position: "absolute", visibility: "hidden", width: "auto", minWidth: "0", maxWidth: "none", flex: "none" });
      select.after(copy);
      const needed = copy.getBoundingClientRect().width;
      copy.remove();
      const has = select.getBoundingClientRect().width;
      if (needed > has + 1) {
        const longest = [...select.options].map((o) => o.text).sort((a, b) => b.length - a.length)[0] ?? "";
        out.push(`select "${select.getAttribute("aria-label") ?? select.name}" is ${Math.round(has)} px wide, its choices need ${Math.round(needed)} px ("${longest}")`);
      }
    }
    return out;
  }, scope);
}
