// The Session Shop as plain data (shop-draft.ts, shop-context.ts): every purchase rule of the book through the
// rules engine — the free upgrade, ①①①, lowering a d4, the caps, tag unlocks at d6/d8/d10, Lifestyle and Ethic
// paths, Lost — refusals with the rule's message, undo, the finished shop's writes and summary, both editions.
import { describe, expect, it } from "vitest";
import { createI18n } from "../../harness/foundry-helpers";
import en from "../../../lang/en.json";
import { SHOP_OPENED } from "../../../src/rules";
import { buy, finishShop, openShopDraft, refusalMessage, replayShop, summaryCard, summaryLines, undo, type Purchase, type ShopCharacter, type ShopDraft } from "../../../src/applications/dialogs/shop-draft";
import { prepareShopContext } from "../../../src/applications/dialogs/shop-context";

const i18n = createI18n(en);
const base: ShopCharacter = {
  name: "Wren", stats: { head: 4, hand: 4, heart: 8, home: 4, hurt: 4, hurry: 6, history: 4 }, optional: 4, optionalStat: null,
  blessings: [1, 2, 5, 6], lifestyle: "carefree", ethic: "viceVirtue", cursed: false, session: { ...SHOP_OPENED },
  aptitudes: [{ id: "a1", name: "Sailing" }], specializations: [], things: [{ id: "t1", name: "Compass", exceptional: false }, { id: "t2", name: "Map", exceptional: true }],
};
const shop = (over: Partial<ShopCharacter> = {}) => openShopDraft({ ...base, ...over });
function run(draft: ShopDraft, ...purchases: Purchase[]): ShopDraft {
  for (const p of purchases) {
    const r = buy(draft, p);
    if (r.refusal) throw new Error(`refused: ${refusalMessage(r.refusal, i18n)}`);
    draft = r.draft;
  }
  return draft;
}
const refused = (draft: ShopDraft, p: Purchase) => {
  const r = buy(draft, p);
  expect(r.draft).toBe(draft); // nothing changes
  return r.refusal ? refusalMessage(r.refusal, i18n) : "not refused";
};
const free = (stat: string): Purchase => ({ kind: "stat", stat, with: "free" });
const paid = (stat: string): Purchase => ({ kind: "stat", stat, with: "blessings" });

describe("Stat Upgrades", () => {
  it("one free upgrade per session, one size up", () => {
    const d = run(shop(), free("head"));
    expect(d.state.stats.head).toBe(6);
    expect(refused(d, free("hand"))).toBe("This session's free Stat Upgrade is already used.");
    // A second shop in the same session (the free upgrade was taken in a finished one) has none.
    expect(refused(shop({ session: { ...SHOP_OPENED, freeUpgradeUsed: true } }), free("hand"))).toBe("This session's free Stat Upgrade is already used.");
  });

  it("more for ①①① (the least valuable three Blessings) or by lowering another d4 to a d2", () => {
    let d = run(shop(), paid("head"));
    expect(d.state.pool).toEqual([6]);
    expect(refused(d, paid("hand"))).toBe("The Blessings pool cannot pay ①①①.");
    d = run(d, { kind: "stat", stat: "hand", with: "downgrade", lower: "home" });
    expect([d.state.stats.hand, d.state.stats.home]).toEqual([6, 2]);
    expect(refused(d, { kind: "stat", stat: "hurt", with: "downgrade", lower: "hurry" })).toBe("Only another Stat at d4 can be lowered to a d2 to buy an upgrade.");
    expect(refused(d, { kind: "stat", stat: "hurt", with: "downgrade", lower: "hurt" })).toBe("Only another Stat at d4 can be lowered to a d2 to buy an upgrade.");
  });

  it("Cursed: each Blessing is worth one less, so a 1 cannot pay ①", () => {
    expect(refused(shop({ cursed: true, blessings: [1, 2, 2] }), paid("head"))).toBe("The Blessings pool cannot pay ①①①.");
    expect(run(shop({ cursed: true, blessings: [1, 2, 2, 3] }), paid("head")).state.pool).toEqual([1]);
  });

  it("caps: at most two d10 and three d8; nothing past a d10", () => {
    const many = Array(30).fill(6);
    let d = shop({ stats: { head: 10, hand: 8, heart: 8, home: 8, hurt: 4, hurry: 6, history: 4 }, blessings: many });
    expect(refused(d, paid("hurry"))).toBe("You may have at most three Stat Dice of size d8.");
    d = run(d, paid("hand"));
    expect(refused(d, paid("heart"))).toBe("You may have at most two Stat Dice of size d10.");
    expect(refused(d, paid("head"))).toBe("Head is already a d10, the largest die.");
  });

  it("optional Stats: a growing one shops like the H's; Hardship, Haunted, Hardy and Haze keep their own rules", () => {
    expect(run(shop({ optionalStat: "hex" }), free("hex")).state.stats.hex).toBe(6);
    const haunted = shop({ optionalStat: "haunted", optional: 10 });
    expect(buy(haunted, free("haunted"))).toMatchObject({ draft: haunted, refusal: { key: "HB.Error.stat-fixed", data: { stat: "HB.Stat.haunted" } } });
  });
});

describe("tagged upgrades unlocked by a new d6, d8 or d10", () => {
  it("d6: Backstory or Rumor, one per new d6", () => {
    const d = run(shop(), free("head"));
    expect(d.state.unlocked).toEqual([6]);
    const after = run(d, { kind: "tag", tag: "rumor", detail: "The mayor is a fish" });
    expect(refused(after, { kind: "tag", tag: "backstory" })).toBe("The Backstory upgrade needs a Stat upgraded to a d6 this session.");
    expect(refused(d, { kind: "tag", tag: "aptitude", detail: "Knots" })).toBe("The Aptitude upgrade needs a Stat upgraded to a d8 this session.");
  });

  it("d8: Aptitude (named) and Specialization (within the book's limits, counting this shop's new Aptitudes)", () => {
    let d = run(shop({ blessings: [3, 3, 3, 3, 3, 3] }), { kind: "stat", stat: "hurry", with: "free" }, paid("hurry"));
    expect(d.state.unlocked).toEqual([8, 10]);
    expect(refused(d, { kind: "tag", tag: "aptitude", detail: " " })).toBe("Name what this Aptitude upgrade adds.");
    expect(refused(d, { kind: "tag", tag: "aptitude" })).toBe("Name what this Aptitude upgrade adds.");
    d = run(d, { kind: "tag", tag: "aptitude", detail: "Knots" });
    expect(d.extras.aptitudes).toEqual(["Knots"]);
    const two8 = run(shop({ blessings: [3, 3, 3], specializations: [{ name: "Calm", aptitude: "a1" }] }), free("head"), paid("head"));
    const eight = run(two8, { kind: "tag", tag: "backstory" });
    expect(eight.state.unlocked).toEqual([8]);
    // Sailing is already specialized: no free Aptitude to specialize.
    expect(refused(eight, { kind: "tag", tag: "specialization", detail: "Friendly" })).toBe("Every Aptitude is already specialized: become apt in a new area first.");
  });

  it("each Specialization taken in this shop takes a free Aptitude (this shop's new ones too) and its name", () => {
    // Sailing is the one free Aptitude: a first Specialization takes it, a second finds none.
    const twoD8 = run(shop({ stats: { ...base.stats, head: 6 }, blessings: [3, 3, 3] }), free("head"), paid("hurry"));
    expect(refused(twoD8, { kind: "tag", tag: "specialization", detail: " " })).toBe("Name what this Specialization upgrade adds.");
    expect(refused(twoD8, { kind: "stat", stat: "hand", with: "downgrade" })).toBe("Only another Stat at d4 can be lowered to a d2 to buy an upgrade.");
    const knots = run(twoD8, { kind: "tag", tag: "specialization", detail: "Knots" });
    expect(refused(knots, { kind: "tag", tag: "specialization", detail: "Rigging" })).toBe("Every Aptitude is already specialized: become apt in a new area first.");
    // Sailing specialized before the shop: two new Aptitudes bought here give two Specializations, each once.
    let d = run(shop({ stats: { ...base.stats, head: 6, hand: 6, home: 6 }, blessings: Array(15).fill(3), specializations: [{ name: "Calm", aptitude: "a1" }] }),
      free("head"), paid("head"), paid("hand"), paid("hand"), paid("home"), paid("hurry"));
    expect(d.state.unlocked.filter((s) => s === 8)).toHaveLength(4);
    d = run(d, { kind: "tag", tag: "aptitude", detail: "Ropes" }, { kind: "tag", tag: "aptitude", detail: "Maps" }, { kind: "tag", tag: "specialization", detail: "Knots" });
    expect(refused(d, { kind: "tag", tag: "specialization", detail: "knots" })).toBe("This character already has the knots Specialization.");
    d = run(d, { kind: "tag", tag: "specialization", detail: "Stars" });
    expect(finishShop(d, "v0.0.21.10").update["system.specializationUnlocks"]).toBe(2);
  });

  it("d10: Gains makes a thing exceptional (not one that already is); edition decides what exceptional means", () => {
    const d = run(shop(), free("heart"));
    expect(d.state.unlocked).toEqual([10]);
    expect(refused(d, { kind: "tag", tag: "gains", thing: "t2" })).toBe("Choose a thing gained that is not exceptional yet.");
    const g = run(d, { kind: "tag", tag: "gains", thing: "t1" });
    expect(g.extras.exceptional).toEqual(["t1"]);
    expect(summaryCard(finishShop(g, "v0.0.21.10").summary, i18n).lines.at(-1)).toBe("Exceptional: Compass (Checks related to it round 6–7 up to 8.)");
    expect(summaryCard(finishShop(g, "v0.0.18").summary, i18n).lines.at(-1)).toBe("Exceptional: Compass (It gives +3 aid on a failure (or another effect, within reason).)");
  });

  it("d10: Lifestyle along the book's paths (Carefree → Blossomed/Prodigious/Crafty, or Lost); Ethic likewise", () => {
    const d = run(shop(), free("heart"));
    expect(Object.keys(prepareShopContext(d, "v0.0.21.10", i18n).lifestyle.choices)).toEqual(["blossomed", "prodigious", "crafty", "lost"]);
    expect(refused(d, { kind: "lifestyle", to: "wired" })).toBe("That Lifestyle upgrade is not on the book's path.");
    expect(run(d, { kind: "lifestyle", to: "crafty" }).state.lifestyle).toBe("crafty");
    expect(Object.keys(prepareShopContext(d, "v0.0.21.10", i18n).ethic.choices)).toEqual(["pridePrudence", "greedVanity", "riteDivinity", "precisionAccuracy"]);
    expect(refused(d, { kind: "ethic", to: "powerInfluence" })).toBe("That Ethic upgrade is not on the book's path.");
    const e = run(d, { kind: "ethic", to: "riteDivinity" });
    expect(refused(e, { kind: "lifestyle", to: "crafty" })).toBe("The Lifestyle upgrade needs a Stat upgraded to a d10 this session.");
  });

  it("Lost changes for free only in a later session", () => {
    const lost = shop({ lifestyle: "lost" });
    expect(run(lost, { kind: "lifestyle", to: "chosen" }).state.lifestyle).toBe("chosen");
    expect(refused(shop({ lifestyle: "lost", session: { ...SHOP_OPENED, becameLost: true } }), { kind: "lifestyle", to: "chosen" }))
      .toBe("Lost changes to another Lifestyle for free only at the end of a later session.");
  });
});

describe("the dialog's view, undo and the finished shop", () => {
  it("shows the pool, the free upgrade, unlock counts, and edition notes", () => {
    const ctx = prepareShopContext(run(shop(), free("head")), "v0.0.18", i18n);
    expect(ctx.freeAvailable).toBe(false);
    expect(ctx.unlocks).toEqual([{ size: 6, die: "d6", count: 1 }, { size: 8, die: "d8", count: 0 }, { size: 10, die: "d10", count: 0 }]);
    expect(ctx.ethic.needsGM).toBe(true);
    expect(ctx.lifestyle.boost).toBe("HB.Sheet.overcharged");
    expect(prepareShopContext(shop(), "v0.0.21.10", i18n).lifestyle.boost).toBe("HB.Sheet.ignited");
    expect(ctx.log).toEqual(["Head d4 → d6 (free Stat Upgrade)"]);
    expect(Object.keys(ctx.lower)).toEqual(["hand", "home", "hurt", "history"]);
    // The pool reads from the least Blessing up, however the character holds it.
    expect(prepareShopContext(shop({ blessings: [5, 1, 3] }), "v0.0.21.10", i18n).pool.values).toEqual([1, 3, 5]);
  });

  it("marks each purchase the rules would refuse with their refusal, and only those", () => {
    const open = prepareShopContext(shop({ stats: { ...base.stats, head: 10 } }), "v0.0.21.10", i18n);
    const row = (ctx: typeof open, id: string) => ctx.stats.find((s) => s.id === id)!.refused;
    const tag = (ctx: typeof open, t: string) => ctx.tags.find((x) => x.tag === t)!.refused;
    expect(row(open, "hand")).toEqual({ free: "", blessings: "", downgrade: "" });
    expect(row(open, "head")).toEqual({ free: "Head is already a d10, the largest die.", blessings: "Head is already a d10, the largest die.", downgrade: "Head is already a d10, the largest die." });
    // Nothing unlocked yet: every tagged upgrade says which die size unlocks it.
    expect(tag(open, "backstory")).toBe("The Backstory upgrade needs a Stat upgraded to a d6 this session.");
    expect(open.lifestyle.refused).toBe("The Lifestyle upgrade needs a Stat upgraded to a d10 this session.");
    const after = prepareShopContext(run(shop(), free("hand")), "v0.0.21.10", i18n);
    expect(row(after, "home").free).toBe("This session's free Stat Upgrade is already used.");
    expect(row(after, "home").blessings).toBe("");
    expect(tag(after, "backstory")).toBe("");
    expect(tag(after, "aptitude")).toBe("The Aptitude upgrade needs a Stat upgraded to a d8 this session.");
    // The pool (1, 2, 5, 6) cannot pay ①①① twice.
    const poor = prepareShopContext(run(shop(), paid("hand")), "v0.0.21.10", i18n);
    expect(row(poor, "home").blessings).toBe("The Blessings pool cannot pay ①①①.");
  });

  it("undo takes back the last purchase, unlocks included", () => {
    const d = run(shop(), free("head"), { kind: "tag", tag: "rumor", detail: "x" });
    expect(undo(d).state.log).toHaveLength(1);
    expect(undo(undo(d)).state).toEqual(shop().state);
    const three = run(d, paid("hand"));
    expect(undo(undo(three)).state.log).toHaveLength(1);
    expect(undo(undo(three)).history).toHaveLength(1);
    expect(undo(shop())).toEqual(shop());
  });

  it("replayed on a pool that changed, each purchase is priced again; one it can no longer pay is left out, and what it unlocked", () => {
    const d = run(shop({ blessings: [1, 1, 2, 6] }), free("heart"), paid("hurry"), { kind: "tag", tag: "aptitude", detail: "Knots" });
    const again = replayShop(d, { ...base, blessings: [1, 1, 6] });
    expect(again.dropped).toBe(0);
    expect(finishShop(again.draft, "v0.0.21.10").paid).toEqual([1, 1, 6]);
    expect(again.draft.state.log).toEqual(d.state.log.map((e) => (e.kind === "stat" && e.paid ? { ...e, paid: [1, 1, 6] } : e)));
    const poorer = replayShop(d, { ...base, blessings: [1, 1] });
    // Hurry's d8 cannot be paid, so the Aptitude its new d8 unlocked goes too.
    expect(poorer.dropped).toBe(2);
    expect(poorer.draft.state.log.map((e) => (e.kind === "stat" ? e.stat : e.kind))).toEqual(["heart"]);
    expect(poorer.draft.extras.aptitudes).toEqual([]);
    expect(finishShop(poorer.draft, "v0.0.21.10").paid).toEqual([]);
    // Undo after a replay takes back the last purchase that stood.
    expect(undo(poorer.draft).state.log).toEqual([]);
  });

  it("a Specialization Upgrade taken waits on the character for its Specialization to be dropped", () => {
    const d = run(shop({ stats: { head: 6, hand: 4, heart: 8, home: 4, hurt: 4, hurry: 6, history: 4 }, specializationUnlocks: 1 }), free("head"),
      { kind: "tag", tag: "specialization", detail: "Attentive" });
    expect(finishShop(d, "v0.0.21.10").update["system.specializationUnlocks"]).toBe(2);
  });

  it("finishing pays each Blessing once, a 1 left in the pool included; each kind of purchase reads in the summary", () => {
    const d = run(shop({ blessings: [1, 1, 1, 1, 6] }), paid("head"), { kind: "tag", tag: "rumor", detail: "The mayor owes me" });
    expect(finishShop(d, "v0.0.21.10").paid).toEqual([1, 1, 1]);
    const e = run(shop(), free("heart"), { kind: "ethic", to: "riteDivinity" });
    const l = run(shop(), free("heart"), { kind: "lifestyle", to: "crafty" });
    expect(summaryCard(finishShop(l, "v0.0.21.10").summary, i18n).lines.at(-1)).toBe("Lifestyle: Carefree → Crafty");
    const b = run(shop(), free("head"), { kind: "tag", tag: "backstory" });
    // Taken without a detail written: the line names the upgrade alone, with no dangling colon.
    expect(summaryCard(finishShop(b, "v0.0.21.10").summary, i18n).lines.at(-1)).toBe("Backstory upgrade");
    const r = run(shop(), free("head"), { kind: "tag", tag: "rumor", detail: "  " });
    expect(summaryCard(finishShop(r, "v0.0.21.10").summary, i18n).lines.at(-1)).toBe("Rumor upgrade");
    // An entry of a kind this version does not know (a summary edited by hand) reads as no line.
    expect(summaryCard({ name: "Wren", edition: "v0.0.21.10", log: [{ kind: "dance" } as never] }, i18n).lines).toEqual([]);
    expect(summaryCard(finishShop(d, "v0.0.21.10").summary, i18n).lines.at(-1)).toBe("Rumor upgrade: The mayor owes me");
    expect(summaryCard(finishShop(e, "v0.0.21.10").summary, i18n).lines.at(-1)).toBe("Ethic: Vice & Virtue → Rite & Divinity");
  });

  it("a growing optional Stat is written as the character's optional die, apart from the H's", () => {
    const d = run(shop({ optionalStat: "hex", optional: 4 }), free("hex"));
    expect(finishShop(d, "v0.0.21.10").update).toMatchObject({
      "system.stats": { head: 4, hand: 4, heart: 8, home: 4, hurt: 4, hurry: 6, history: 4 }, "system.optional": 6,
    });
    expect(Object.keys(finishShop(d, "v0.0.21.10").update["system.stats"])).not.toContain("hex");
  });

  it("finishing: one actor update, new Aptitudes, exceptional things, session flags, and a line per purchase", () => {
    const d = run(shop({ blessings: [1, 1, 1, 4] }), free("heart"), { kind: "tag", tag: "gains", thing: "t1" }, paid("hurry"), { kind: "tag", tag: "aptitude", detail: "Knots" });
    const out = finishShop(d, "v0.0.21.10");
    // The Blessings paid, not the pool: the GM takes them from the pool as it stands at the end (session-shop.test.ts).
    expect(out.paid).toEqual([1, 1, 1]);
    expect(out.update).toEqual({
      "system.stats": { head: 4, hand: 4, heart: 10, home: 4, hurt: 4, hurry: 8, history: 4 },
      "system.lifestyle": "carefree", "system.ethic": "viceVirtue", "system.session": { freeUpgradeUsed: true, becameLost: false, shopOpen: false },
      "system.specializationUnlocks": 0,
    });
    expect(out.createItems).toEqual([{ type: "aptitude", name: "Knots" }]);
    expect(out.updateItems).toEqual([{ _id: "t1", "system.exceptional": true }]);
    expect(summaryCard(out.summary, i18n).lines).toEqual([
      "Heart d8 → d10 (free Stat Upgrade)", "Exceptional: Compass (Checks related to it round 6–7 up to 8.)",
      "Hurry d6 → d8 (paid Blessings 1, 1, 1)", "New Aptitude: Knots",
    ]);
  });
});
