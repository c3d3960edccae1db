// The Endeavor tracker's action forms in chromium (issue 7): operated from the keyboard alone in the order they read,
// with a visible focus ring and theme colours in light and dark. (views.test.ts runs axe and the Tab audit on every
// harness view, these included.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, layoutProblems, openView, pageErrors, screenshot, startHarness, type Harness } from "./browser";

/** Tab from the start of the page until the acting row is left; what got focus there, in order. */
async function tabOrder(h: Harness, row: string): Promise<string[]> {
  // Chromium Tabs on from where focus last was, even after a blur: start from the harness's own bar instead.
  await h.page.evaluate(() => document.getElementById("view-select")!.focus());
  const seen: string[] = [];
  for (let i = 0; i < 80; i++) {
    await h.page.keyboard.press("Tab");
    const what = await h.page.evaluate((sel) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || !el.closest(sel)) return null;
      const name = el.getAttribute("name");
      return name ? `${el.tagName.toLowerCase()}[${name}]` : `${el.tagName.toLowerCase()}:${el.dataset.kind ?? el.dataset.action ?? ""}`;
    }, row);
    if (what) seen.push(what);
    else if (seen.length) break;
  }
  return seen;
}

describe.skipIf(!chromiumPath)("the tracker's action forms in chromium", () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h?.close(); });

  it("the acting player's turn is walked by keyboard, step by step: the action, then its targets and Help, the Check, the button", async () => {
    await openView(h, "endeavor-forms-acting", "light");
    const row = 'li[data-combatant-id="a0"]';
    // Only the action step is open: its choices (one radio group), then the closed steps' summaries.
    expect(await tabOrder(h, row)).toEqual(["summary:", "input[hbActionKind]", "summary:", "summary:", "summary:"]);
    await h.page.locator(`${row} input[name="hbActionKind"]`).first().focus();
    await h.page.keyboard.press("Space"); // the violent Attack (Hurt is the Action Die)
    await h.page.keyboard.press("Tab");
    expect(await h.page.evaluate(() => document.activeElement?.classList.contains("hb-next"))).toBe(true);
    await h.page.keyboard.press("Enter");
    // Step 3 opens with the focus on its first field; its fields read as the book orders them.
    expect(await h.page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("targets");
    expect(await tabOrder(h, `${row} [data-step="details"]`)).toEqual([
      "summary:", "input[targets]", "input[split.m0]", "input[targets]", "input[split.m1]",
      "input[helper]", "select[helpPay.a1]", "select[helpUse.a1]", "input[helper]", "button:",
    ]);
    await h.page.locator(`${row} [data-step="details"] .hb-next`).press("Enter");
    expect(await h.page.locator(`${row} [data-step="check"]`).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    // The Check step: its choice (an Aptitude; the difficulty is the GM's), the odds, its Next.
    expect(await h.page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("withAptitude");
    await h.page.keyboard.press("Tab");
    await h.page.keyboard.press("Enter");
    // The last step: the chosen action's button, and no other.
    expect(await h.page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.kind)).toBe("violent");
    expect(pageErrors(h.page)).toEqual([]);
  });

  it("the Check step draws its choices and its odds bar inside the sidebar, in both themes (screenshot)", async () => {
    for (const theme of ["light", "dark"] as const) {
      await openView(h, "endeavor-forms-acting", theme);
      const row = h.page.locator('li[data-combatant-id="a0"]');
      await row.locator('input[name="hbActionKind"][value="violent"]').check();
      await row.locator('[data-step="action"] .hb-next').click();
      await row.locator('[data-step="details"] .hb-next').click();
      expect(await row.locator('[data-step="check"]').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      // The odds of every outcome, adding up to 100 % (one decimal each), and a bar segment per outcome.
      const percents = await row.locator(".hb-turn-legend [data-hb-percent]").allTextContents();
      expect(percents).toHaveLength(5);
      expect(Math.abs(percents.reduce((s, p) => s + Number(p), 0) - 100)).toBeLessThan(0.3);
      expect(await row.locator('select[name="withAptitude"] option').allTextContents()).toEqual(["none", "Brawling", "Leadership"]);
      expect(await layoutProblems(h.page)).toEqual([]);
      await row.locator('[data-step="check"]').scrollIntoViewIfNeeded();
      await screenshot(h.page, `endeavor-turn-check-${theme}`);
    }
    expect(pageErrors(h.page)).toEqual([]);
  });

  it("works from the keyboard: Space ticks a target, a share is typed, a select is changed with the arrow keys", async () => {
    await openView(h, "endeavor-forms-acting", "dark");
    const row = h.page.locator('li[data-combatant-id="a0"]');
    await row.locator('input[name="hbActionKind"][value="violent"]').check();
    await row.locator('[data-step="action"] .hb-next').click();
    await row.locator('input[name="targets"][value="m0"]').focus();
    await h.page.keyboard.press("Space");
    expect(await row.locator('input[name="targets"][value="m0"]').isChecked()).toBe(true);
    await h.page.keyboard.press("Tab");
    await h.page.keyboard.type("2");
    expect(await row.locator('input[name="split.m0"]').inputValue()).toBe("2");
    await row.locator('select[name="helpUse.a1"]').focus();
    await h.page.keyboard.press("ArrowDown");
    expect(await row.locator('select[name="helpUse.a1"]').inputValue()).toBe("x");
    expect(pageErrors(h.page)).toEqual([]);
  });

  it("Commanding and Unique Skill show their own fields when chosen, and nothing of the Attack's", async () => {
    await openView(h, "endeavor-forms-acting", "light");
    const row = 'li[data-combatant-id="a0"]';
    for (const [kind, fields] of [["commanding", ["select[command]"]], ["unique", ["select[unique1]", "select[unique2]", "select[uniquePay]"]], ["protect", ["select[ally]"]]] as const) {
      // The action step's summary reopens it (it closed when Next went on).
      if (!(await h.page.locator(`${row} [data-step="action"]`).evaluate((d) => (d as HTMLDetailsElement).open))) await h.page.locator(`${row} [data-step="action"] summary`).click();
      await h.page.locator(`${row} input[name="hbActionKind"][value="${kind}"]`).check();
      await h.page.locator(`${row} [data-step="action"] .hb-next`).click();
      const order = (await tabOrder(h, `${row} [data-step="details"]`)).filter((w) => w.startsWith("select"));
      expect(order.slice(0, fields.length), kind).toEqual([...fields]);
    }
  });

  it("v0.0.18: a closed Spark form (no pair to pay with) opens from the keyboard", async () => {
    await openView(h, "endeavor-forms-position-spark", "light");
    expect(await h.page.locator('li[data-combatant-id="a0"] details').getAttribute("open")).not.toBeNull(); // a pair to pay with
    const order = await tabOrder(h, 'li[data-combatant-id="a1"]');
    expect(order.at(-1)).toBe("summary:"); // reached by Tab after the Stat buttons
    await h.page.locator('li[data-combatant-id="a1"] summary').focus();
    await h.page.keyboard.press("Enter");
    expect(await h.page.locator('li[data-combatant-id="a1"] details').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await h.page.keyboard.press("Tab");
    expect(await h.page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("positionSpark");
  });

  it("a pending Zeal Attack's form reads like an Attack's: targets with their Blessings to steal, Spark, Help, then the Attack or Decline", async () => {
    await openView(h, "endeavor-forms-pending-zeal", "light");
    const order = await tabOrder(h, 'li[data-combatant-id="a0"]');
    expect(order).toEqual([
      "input[targets]", "input[steal.m0]", "input[steal.m0]", "input[steal.m0]",
      "input[targets]", "input[steal.m1]", "input[steal.m1]", "input[steal.m1]", "input[steal.m1]", "input[steal.m1]",
      "select[spark]", "select[sparkPay]", "input[helper]", "input[helper]", "select[helpPay.a3]", "select[helpUse.a3]",
      "button:attack", "button:decline",
    ]);
    // Space ticks the target and a Blessing to steal; the Spark's partner is chosen with the arrow keys.
    const row = h.page.locator('li[data-combatant-id="a0"]');
    await row.locator('input[name="targets"][value="m0"]').focus();
    await h.page.keyboard.press("Space");
    await h.page.keyboard.press("Tab");
    await h.page.keyboard.press("Space");
    expect(await row.locator('input[name="targets"][value="m0"]').isChecked()).toBe(true);
    expect(await row.locator('input[name="steal.m0"]').first().isChecked()).toBe(true);
    await row.locator('select[name="spark"]').focus();
    await h.page.keyboard.press("ArrowDown");
    expect(await row.locator('select[name="spark"]').inputValue()).toBe("Hand");
    expect(pageErrors(h.page)).toEqual([]);
  });

  it("Perform Combo's spread is typed from the keyboard, in reading order: who of one's own moves down, the button (ruling 'group': the rest is the groups' to agree)", async () => {
    await openView(h, "endeavor-forms-combo", "dark");
    const order = await tabOrder(h, 'li[data-combatant-id="a0"]');
    expect(order).toEqual(["input[comboDown.a0]", "input[comboDown.a1]", "button:combo", "select[specialTarget]", "button:declareVictory", "button:decline"]);
    expect(await h.page.locator('li[data-combatant-id="a0"] .hb-combo').textContent()).toContain("the GM enters what the others agree on");
    const row = h.page.locator('li[data-combatant-id="a0"]');
    await row.locator('input[name="comboDown.a0"]').focus();
    await h.page.keyboard.type("1");
    await h.page.keyboard.press("Tab");
    await h.page.keyboard.type("2");
    expect([await row.locator('input[name="comboDown.a0"]').inputValue(), await row.locator('input[name="comboDown.a1"]').inputValue()]).toEqual(["1", "2"]);
    expect(await row.locator(".hb-combo output").getAttribute("aria-live")).toBe("polite");
    expect(pageErrors(h.page)).toEqual([]);
  });

  it("a Monstrosity's Perform Combo: ineligible opponents are shown, not reachable; the eligible ones tick with Space", async () => {
    await openView(h, "endeavor-forms-combo-monstrosity", "light");
    const order = await tabOrder(h, 'li[data-combatant-id="m0"]');
    expect(order.slice(0, 4)).toEqual(["select[comboFirst]", "input[comboMore]", "input[comboMore]", "button:combo"]);
    const box = h.page.locator('li[data-combatant-id="m0"] input[name="comboMore"][value="a1"]');
    await box.focus();
    await h.page.keyboard.press("Space");
    expect(await box.isChecked()).toBe(true);
    expect(await h.page.locator('li[data-combatant-id="m0"] input[name="comboMore"][value="a0"]').isDisabled()).toBe(true);
  });

  for (const theme of ["light", "dark"] as const) {
    it(`${theme}: Perform Combo's fieldset and live sum take the theme's colours`, async () => {
      await openView(h, "endeavor-forms-combo", theme);
      const combo = h.page.locator('li[data-combatant-id="a0"] .hb-combo');
      const colours = await combo.evaluate((el) => {
        const root = getComputedStyle(el.closest(".humanity-blessed")!);
        const probe = document.createElement("span");
        probe.style.color = root.getPropertyValue("--hb-ink");
        el.append(probe);
        const ink = getComputedStyle(probe).color;
        probe.remove();
        return { legend: getComputedStyle(el.querySelector("legend")!).color, output: getComputedStyle(el.querySelector("output")!).color, ink };
      });
      expect(colours.legend).toBe(colours.ink);
      expect(colours.output).toBe(colours.ink);
    });
  }

  for (const theme of ["light", "dark"] as const) {
    it(`${theme}: a focused control shows the focus ring, and the forms take the theme's colours`, async () => {
      await openView(h, "endeavor-forms-offer", theme);
      const offer = h.page.locator('li[data-combatant-id="a2"] .hb-offer');
      await offer.locator('select[name="offerPay"]').focus();
      await h.page.keyboard.press("Tab"); // keyboard focus: :focus-visible
      const focused = await h.page.evaluate(() => getComputedStyle(document.activeElement!).boxShadow);
      expect(focused).not.toBe("none");
      const colours = await offer.evaluate((el) => {
        const root = getComputedStyle(el.closest(".humanity-blessed")!);
        const probe = document.createElement("span");
        probe.style.color = root.getPropertyValue("--hb-ink");
        el.append(probe);
        const ink = getComputedStyle(probe).color;
        probe.remove();
        return { legend: getComputedStyle(el.querySelector("legend")!).color, ink };
      });
      expect(colours.legend).toBe(colours.ink);
    });
  }
  for (const theme of ["light", "dark"] as const) {
    it(`${theme}: the GM's track panel lists each Delayed Attack with the difficulty it was set with and the GM's say`, async () => {
      await openView(h, "endeavor-tracker-6-gm", theme);
      await h.page.locator("[data-endeavor-gm] details > summary").first().click();
      const item = h.page.locator(".hb-delayed-list li").first();
      expect((await item.textContent())!.replace(/\s+/g, " ")).toMatch(/^The Hollow King → Oskar Vale \(Heart, Normal\): /);
      expect(await item.locator('select[name^="delayedOverride."] option').allTextContents()).toEqual(["as set", "Easy", "Normal", "Hard"]);
      expect(await layoutProblems(h.page)).toEqual([]);
      await item.scrollIntoViewIfNeeded();
      await screenshot(h.page, `endeavor-tracker-6-gm-delayed-${theme}`);
      expect(pageErrors(h.page)).toEqual([]);
    });
  }
  // Rush (issue 28): the allies' new charge leader, entered by the GM in the track overrides.
  for (const theme of ["light", "dark"] as const) {
    it(`${theme}: the GM's track panel offers the charge leader among the allies who may lead (the foiled one not), laid out (screenshot)`, async () => {
      await openView(h, "endeavor-rush-gm", theme);
      await h.page.locator("[data-endeavor-gm] details > summary").first().click();
      const select = h.page.locator('select[name="gmLeader"]');
      // Wren was foiled by Plot Victory; Oskar leads.
      expect(await select.locator("option").allTextContents()).toEqual(["Oskar Vale", "Mina Sato"]);
      expect(await select.inputValue()).toBe("a1");
      expect(await h.page.locator('[data-action="hbKindOp"][data-op="leader"]').isVisible()).toBe(true);
      expect(await layoutProblems(h.page)).toEqual([]);
      await select.scrollIntoViewIfNeeded();
      await screenshot(h.page, `endeavor-rush-gm-leader-${theme}`);
      expect(pageErrors(h.page)).toEqual([]);
    });
  }
  // Others' say on a Check (reaction-offers.ts): offered from the reactor's row, listed in the acting form.
  for (const theme of ["light", "dark"] as const) {
    it(`${theme}: a reactor's row offers Help (Analytical among its uses), Mischievous and watching, by keyboard (screenshot)`, async () => {
      await openView(h, "endeavor-forms-reaction-offer", theme);
      const row = 'li[data-combatant-id="a1"]';
      expect(await h.page.locator(`${row} .hb-reaction-offers legend`).textContent()).toBe("On Wren Alder's coming Check");
      expect(await h.page.locator(`${row} select[name="offerUse"] option`).allTextContents()).toEqual(["the roll", "X", "four d6 (Analytical)"]);
      expect((await h.page.locator(`${row} .hb-reaction`).allTextContents()).map((t) => t.replace(/\s+/g, " ").trim())).toEqual([
        "Mischievous: distract Wren Alder if their Check would succeed (−3; Recharge ⑤) Offer",
        "Watch Wren Alder: with Vexed, their Check fails if it would succeed Offered Withdraw",
      ]);
      // Keyboard: from the Help offer's button, Tab reaches Mischievous's Offer, then watching's Withdraw.
      await h.page.locator(`${row} [data-action="hbOfferHelp"]`).focus();
      const order: string[] = [];
      for (let i = 0; i < 2; i++) {
        await h.page.keyboard.press("Tab");
        order.push(await h.page.evaluate(() => { const el = document.activeElement as HTMLElement; return `${el.dataset.kind}:${el.textContent}`; }));
      }
      expect(order).toEqual(["mischievous:Offer", "watch:Withdraw"]);
      expect(await h.page.evaluate(() => getComputedStyle(document.activeElement!).boxShadow)).not.toBe("none");
      expect(await layoutProblems(h.page)).toEqual([]);
      await h.page.locator(`${row} .hb-reaction-offers`).scrollIntoViewIfNeeded();
      await screenshot(h.page, `endeavor-reaction-offer-${theme}`);
      expect(pageErrors(h.page)).toEqual([]);
    });

    it(`${theme}: the GM's form for a Monstrosity's Attack lists Protective and Resolved as offered, Mischievous to choose (screenshot)`, async () => {
      await openView(h, "endeavor-forms-reactions-gm", theme);
      const row = 'li[data-combatant-id="m0"]';
      await h.page.locator(`${row} input[name="hbActionKind"][value="violent"]`).check();
      await h.page.locator(`${row} [data-step="action"] .hb-next`).click();
      const reactions = h.page.locator(`${row} .hb-reactions`);
      expect((await reactions.locator(".hb-reaction-fixed").allTextContents()).map((t) => t.trim())).toEqual([
        "Oskar Vale becomes the Defender in place of Wren Alder (Protective)",
        "Wren Alder uses Resolved if the Attack succeeds against them",
      ]);
      expect(await reactions.locator('select[name="mischievous"] option').allTextContents()).toEqual(["none", "Mina Sato"]);
      expect(await layoutProblems(h.page)).toEqual([]);
      await reactions.scrollIntoViewIfNeeded();
      await screenshot(h.page, `endeavor-reactions-gm-${theme}`);
      expect(pageErrors(h.page)).toEqual([]);
    });
  }
});
