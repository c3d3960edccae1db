// The roll dialog as a player reads it: its context (roll-dialog-context.ts) rendered through the real template, and
// what is read is the page — the options of each select, which is chosen or disabled, the notes, the odds bar's
// widths and the legend's text — not the context's fields.
import { describe, expect, it } from "vitest";
import { initialRollState, prepareRollDialog, type RollDialogActor, type RollDialogState } from "../../../src/applications/dialogs/roll-dialog-context";
import { template } from "../../../src/applications/shared/templates";

const wren: RollDialogActor = {
  dice: { head: 6, hand: 6, heart: 4, home: 4, hurt: 8, hurry: 2, history: 4, hex: 6 },
  statuses: [], blessings: [5, 3, 3, 1], lifestyle: "crafty", aptitudes: ["Tinkering", "Running"], spent: [], affected: {}, ascendant: false,
};
type Edition = "v0.0.21.10" | "v0.0.18";
async function page(actor: Partial<RollDialogActor> = {}, patch: Partial<RollDialogState> = {}, stat = "head", edition: Edition = "v0.0.21.10") {
  const ctx = prepareRollDialog({ ...wren, ...actor }, { ...initialRollState(stat), ...patch }, edition);
  const html = await foundry.applications.handlebars.renderTemplate(template("dialogs/roll-dialog.hbs"), ctx as never);
  return Object.assign(document.createElement("form"), { innerHTML: html });
}
/** What the browser shows chosen: the last option marked selected, else the first. */
const select = (el: HTMLElement, name: string) => {
  const s = el.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
  if (!s) return null;
  const chosen = [...s.options].filter((o) => o.hasAttribute("selected")).pop() ?? s.options[0];
  return { value: chosen?.value, disabled: s.hasAttribute("disabled"), options: [...s.options].map((o) => o.textContent!.trim()) };
};
const box = (el: HTMLElement, name: string) => {
  const b = el.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  return b && { checked: b.hasAttribute("checked"), disabled: b.hasAttribute("disabled") };
};
const value = (el: HTMLElement, name: string) => el.querySelector(`input[name="${name}"]`)?.getAttribute("value") ?? null;
const notes = (el: HTMLElement) => [...el.querySelectorAll(".hb-note:not(#hb-roll-offered-hint)")].map((n) => n.textContent!.trim());
const help = (el: HTMLElement) => el.querySelector("#hb-roll-offered-hint")!.textContent!.trim();
const conditions = (el: HTMLElement) => [...el.querySelectorAll(".hb-roll-conditions li")].map((li) => li.textContent!.trim());
const bar = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>(".hb-odds-bar span")].map((s) => `${s.style.width} ${s.textContent}`.trim());
const legend = (el: HTMLElement) => [...el.querySelectorAll(".hb-odds-legend li")].map((li) => li.textContent!.trim());
const HINT = "Helpers pay on the chat card after you roll, each choosing which Blessing to spend (the worth offered here is proposed to them).";
const STATS = ["Head (d6)", "Hand (d6)", "Hex (d6)", "History (d4)"];
const D6_NORMAL = ["56% 56", "43.3% 43", "0.7%", "0%", "0%"];
const widow = { name: "Widow", dice: { head: 6, hurt: 8, hurry: 6 }, uuid: "Actor.w" };
const pia = { uuid: "Actor.p", name: "Pia", dice: { head: 4, hurry: 10 } };

describe("the roll dialog as rendered", () => {
  it("opens on the Stat clicked at Normal, a Spark partner to choose, and the odds bar drawn to scale", async () => {
    const el = await page();
    expect(select(el, "stat")).toEqual({ value: "head", disabled: false, options: STATS });
    expect(select(el, "difficulty")).toEqual({ value: "normal", disabled: false, options: ["Easy", "Normal", "Hard", "Complex"] });
    expect(select(el, "partner")).toEqual({ value: "", disabled: false, options: ["No Spark", "Hand", "Hex"] });
    expect(select(el, "aptitude")).toEqual({ value: "", disabled: false, options: ["No Aptitude applies", "Tinkering", "Running"] });
    expect(select(el, "attack")).toEqual({ value: "", disabled: false, options: ["Not an Attack", "Violent Attack", "Non-violent Attack"] });
    expect([value(el, "rolls"), value(el, "offered"), help(el), notes(el), conditions(el)]).toEqual([null, "", HINT, [], []]);
    expect([select(el, "third"), select(el, "exceptional"), select(el, "protector"), box(el, "alone"), box(el, "aching"), box(el, "lessFamous"), box(el, "defenderApt")])
      .toEqual([null, null, null, null, null, null, null]);
    // A d6 at Normal: 121/216 fail; the widths are percentages to a tenth; segments under 8 % carry no number.
    expect(bar(el)).toEqual(D6_NORMAL);
    expect(legend(el)).toEqual(["Failure: 56.0 %", "Minor Success: 43.3 %", "Medium Success: 0.7 %", "Major Success: 0.0 %", "Maximum Success: 0.0 %"]);
  });

  it("a Spark chosen, a Complex Check, an Aptitude and Help offered: each control shows the choice, the notes its cost", async () => {
    const el = await page({}, { partner: "hand", difficulty: "complex", rolls: 4, offered: [6, 1], aptitude: "Running" });
    expect([select(el, "partner")!.value, select(el, "difficulty")!.value, select(el, "aptitude")!.value, value(el, "rolls"), value(el, "offered")])
      .toEqual(["hand", "complex", "Running", "4", "6, 1"]);
    expect(help(el)).toBe(`${HINT} If they spend these, Help adds +4 to the lowest roll, and a bust each.`);
    expect(notes(el)).toEqual(["Sparking spends the Blessings 3 + 3 (⊜⊜)."]);
    expect(bar(el)).toEqual(["0.5%", "99.5% 100", "0%", "0%", "0%"]);
  });

  it("no Spark possible: the partner select is disabled and the note says why (no pair, Taxed, Surprised)", async () => {
    const why = async (actor: Partial<RollDialogActor>) => {
      const el = await page(actor, { partner: "hand" });
      return [select(el, "partner"), notes(el), conditions(el)];
    };
    const none = { value: "", disabled: true, options: ["No Spark"] };
    expect(await why({ blessings: [5, 3, 1] })).toEqual([none, ["No two Blessings of the same worth to Spark with (⊜⊜)."], []]);
    expect(await why({ statuses: ["taxed"] })).toEqual([none, ["Taxed characters cannot Spark."], ["Taxed: you cannot Spark."]]);
    expect(await why({ statuses: ["surprised"] })).toEqual([none, ["Surprised characters cannot Spark."],
      ["Surprised: no bumping, no Spark, no unconventional Stat; ends after this roll."]]);
    // A Stat balanced with none (History's d4 here): nothing to pair, and no complaint about the pool either.
    const alone = await page({ blessings: [5, 3, 1], dice: { head: 6, hand: 4, history: 8 } });
    expect([select(alone, "partner"), notes(alone)]).toEqual([none, []]);
    // Surprised also takes the unconventional Stats away, and bumping: a d6 never reaches Medium.
    const surprised = await page({ statuses: ["surprised"] });
    expect([select(surprised, "stat")!.options, bar(surprised)]).toEqual([["Head (d6)", "History (d4)"], ["66.7% 67", "33.3% 33", "0%", "0%", "0%"]]);
  });

  it("a spent Stat (Endeavors) sparks with nothing: rolled, or as the partner", async () => {
    const spent = await page({ spent: ["head"] });
    expect([select(spent, "partner"), notes(spent)]).toEqual([{ value: "", disabled: true, options: ["No Spark"] }, []]);
    expect(select(await page({ spent: ["hand"] }), "partner")!.options).toEqual(["No Spark", "Hex"]);
  });

  it("a segment drawn 8 % wide holds its number, as every wider one does", async () => {
    // A Surprised d10, Complex, apt and helped by a 1: a failure is 8/100 exactly.
    const el = await page({ statuses: ["surprised"], dice: { head: 10, hand: 4 } },
      { difficulty: "complex", aptitude: "Running", offered: [1] });
    expect(bar(el)).toEqual(["8% 8", "83.9% 84", "8.1% 8", "0%", "0%"]);
  });

  it("no History, Hurt balanced with none: a non-violent Attack from Hurt's button offers the rest", async () => {
    const dice = { head: 6, hand: 4, hurt: 8 };
    expect(select(await page({ dice }), "stat")).toEqual({ value: "head", disabled: false, options: ["Head (d6)"] });
    const first = await page({ dice }, { attack: "non-violent" }, "hurt");
    expect([select(first, "stat"), bar(first)])
      .toEqual([{ value: "head", disabled: false, options: ["Head (d6)", "Hand (d4)"] }, D6_NORMAL]);
    const hand = await page({ dice }, { attack: "non-violent", stat: "hand" }, "hurt");
    expect([select(hand, "stat")!.value, bar(hand)]).toEqual(["hand", ["89.1% 89", "10.8% 11", "0.2%", "0%", "0%"]]);
  });

  // Book, "Attacks": a non-violent Attack uses "any Stat besides Hurt", and the Attacker selects it.
  it("a non-violent Attack from Hurt's button offers every Stat but Hurt, even when History or a d8 is on offer", async () => {
    const gentle = await page({ dice: { ...wren.dice, hand: 8 } }, { attack: "non-violent" }, "hurt");
    expect([select(gentle, "stat"), bar(gentle), notes(gentle)]).toEqual([{ value: "head", disabled: false,
      options: ["Head (d6)", "Hand (d8)", "Heart (d4)", "Home (d4)", "Hurry (d2)", "History (d4)", "Hex (d6)"] }, D6_NORMAL,
    ["Attack difficulty by the book: Normal."]]);
    // Hand chosen is rolled as itself (not an unconventional Hurt): Surprised does not take it away.
    const hand = await page({ statuses: ["surprised"] }, { attack: "non-violent", stat: "hand" }, "hurt");
    expect([select(hand, "stat")!.value, select(hand, "stat")!.options.length, bar(hand)])
      .toEqual(["hand", 7, ["66.7% 67", "33.3% 33", "0%", "0%", "0%"]]);
    // From Hand's button, balanced with Hurt: the non-violent Attack offers Hand and History, never Hurt.
    expect(select(await page({ dice: { ...wren.dice, hand: 8 } }, { attack: "non-violent" }, "hand"), "stat")!.options).toEqual(["Hand (d8)", "History (d4)"]);
    // Violent again from the same button: Hurt and what stands in for it.
    expect(select(await page({}, { attack: "violent" }, "hurt"), "stat")!.options).toEqual(["Hurt (d8)", "History (d4)"]);
  });

  it("no Hurt and no History: the violent choice is disabled, and an Attack opens non-violent, saying why", async () => {
    const dice = { head: 6, hand: 4 };
    const el = await page({ dice }, { attack: "violent" });
    const attack = el.querySelector<HTMLSelectElement>('select[name="attack"]')!;
    expect([select(el, "stat"), select(el, "attack")!.value, [...attack.options].map((o) => o.disabled), bar(el)])
      .toEqual([{ value: "head", disabled: false, options: ["Head (d6)"] }, "non-violent", [false, true, false], D6_NORMAL]);
    const WHY = "A violent Attack uses Hurt, a Stat balanced with it, or History, and you have none of them: this Attack is non-violent.";
    expect(notes(el)).toEqual([WHY, "Attack difficulty by the book: Normal."]);
    // Chosen non-violent, the same; not an Attack, the violent choice is still disabled but nothing needs saying.
    expect(notes(await page({ dice }, { attack: "non-violent" }))).toEqual([WHY, "Attack difficulty by the book: Normal."]);
    const plain = await page({ dice });
    expect([select(plain, "attack")!.value, [...plain.querySelectorAll<HTMLOptionElement>('select[name="attack"] option')].map((o) => o.disabled), notes(plain)])
      .toEqual(["", [false, true, false], []]);
    // With Hurt, every choice is open.
    expect([...(await page()).querySelectorAll<HTMLOptionElement>('select[name="attack"] option')].map((o) => o.disabled)).toEqual([false, false, false]);
    // History alone makes a violent Attack possible (if related enough), and it is what is offered.
    const history = await page({ dice: { ...dice, history: 4 } }, { attack: "violent" });
    expect([select(history, "stat"), select(history, "attack")!.value, notes(history)])
      .toEqual([{ value: "history", disabled: false, options: ["History (d4)"] }, "violent", ["Attack difficulty by the book: Normal."]]);
  });

  it("Hidden Stat Dice: the odds bar is the d20 Conversion table's (asterisks as read), not a real die's", async () => {
    expect(bar(await page({ d20: "table" }))).toEqual(["51.6% 52", "47.4% 47", "1%", "0%", "0%"]);
    // Redone asterisks leave each face of the d6 as likely as a real die's.
    expect(bar(await page({ d20: "redo" }))).toEqual(D6_NORMAL);
  });

  it("Uncool and Ache ask their question and say what they do; Famous and Disarmed stay silent outside an Attack", async () => {
    const alone = await page({ statuses: ["uncool", "ache", "famous", "disarmed"] }, { alone: true });
    expect([box(alone, "alone"), box(alone, "aching"), box(alone, "lessFamous")]).toEqual([{ checked: true, disabled: false }, { checked: true, disabled: false }, null]);
    expect(conditions(alone)).toEqual(["Uncool: no effect while you are alone.", "Ache: these dice cannot bump."]);
    expect(bar(alone)).toEqual(["66.7% 67", "33.3% 33", "0%", "0%", "0%"]);
    // A non-violent Attack: Famous bears on it, Disarmed does not.
    expect(conditions(await page({ statuses: ["famous", "disarmed"] }, { attack: "non-violent" })))
      .toEqual(["Famous: no bonus unless the Defender is less famous (and not while Uncool)."]);
    const crowd = await page({ statuses: ["uncool", "ache"] }, { aching: false });
    expect([box(crowd, "alone"), box(crowd, "aching")]).toEqual([{ checked: false, disabled: false }, { checked: false, disabled: false }]);
    expect(conditions(crowd)).toEqual(["Uncool: −1 to each roll.", "Ache: another Stat aches; this roll bumps as usual."]);
    // The Ache recorded on the sheet (on Hand): not asked; rolling Head it is elsewhere, sparking with Hand it is here.
    const recorded = { statuses: ["ache"], affected: { ache: "hand" } };
    const head = await page(recorded);
    expect([box(head, "aching"), conditions(head), bar(head)]).toEqual([null, ["Ache: another Stat aches; this roll bumps as usual."], D6_NORMAL]);
    expect(conditions(await page(recorded, { partner: "hand" }))).toEqual(["Ache: these dice cannot bump."]);
  });

  it("a violent Attack on a target: the book's difficulty applied and said, Protective offered, fame already used refused", async () => {
    const el = await page({ statuses: ["famous", "disarmed"], famousOver: ["Actor.w"], defender: widow, defenders: 2, protectors: [pia, { ...pia, uuid: "Actor.w", name: "Widow again" }] },
      { attack: "violent", defenderApt: true, defenderSpecialized: true, lessFamous: true }, "hurt");
    expect([select(el, "stat"), select(el, "attack")!.value, select(el, "difficulty")!.value, select(el, "protector")])
      .toEqual([{ value: "hurt", disabled: false, options: ["Hurt (d8)", "History (d4)"] }, "violent", "hard", { value: "", disabled: false, options: ["Nobody", "Pia"] }]);
    expect(el.querySelector('select[name="protector"]')!.closest("label")!.textContent!.trim()).toMatch(/^Protective: who becomes the Defender instead of Widow/);
    expect([box(el, "defenderApt"), box(el, "defenderSpecialized"), box(el, "lessFamous")])
      .toEqual([{ checked: true, disabled: false }, { checked: true, disabled: false }, { checked: false, disabled: true }]);
    expect(notes(el)).toEqual([
      "Famous: you have exerted your fame over Widow already this session (only once per character).",
      "Attack difficulty against Widow by the book: Hard (3 rolls) — related to the Defender's Aptitudes, that Aptitude is specialized.",
      "One rank past Hard: the Check stays Hard and needs 3 successful rolls.",
    ]);
    expect(conditions(el)).toEqual(["Famous: no bonus unless the Defender is less famous (and not while Uncool).",
      "Disarmed: if this violent Attack succeeds, one fewer boon and one more bust."]);
    expect(bar(el)).toEqual(["79.3% 79", "20.3% 20", "0.4%", "0%", "0%"]);
  });

  it("Protective chosen: Pia defends, fame may be claimed over her, and the odds are the Normal Attack's with +2", async () => {
    const el = await page({ statuses: ["famous"], famousOver: ["Actor.w"], defender: widow, defenders: 1, protectors: [pia] },
      { attack: "violent", protector: "Actor.p", lessFamous: true }, "hurt");
    expect([select(el, "protector")!.value, select(el, "difficulty")!.value, box(el, "lessFamous"), box(el, "defenderApt")])
      .toEqual(["Actor.p", "normal", { checked: true, disabled: false }, { checked: false, disabled: false }]);
    expect(notes(el)).toEqual(["Attack difficulty against Pia by the book: Normal."]);
    expect(conditions(el)).toEqual(["Famous: +2 against someone less famous."]);
    expect(bar(el)).toEqual(["12.5% 13", "42.6% 43", "42.9% 43", "2%", "0%"]);
  });

  it("a difficulty picked by hand over the book's: the picked one stays chosen, the book's shown for reference", async () => {
    const el = await page({}, { attack: "non-violent", defenderApt: true, defenderSpecialized: true, difficulty: "easy", difficultyChosen: true, hardRolls: 4 });
    expect([select(el, "attack")!.value, select(el, "difficulty")!.value]).toEqual(["non-violent", "easy"]);
    expect(notes(el)).toEqual(["Attack difficulty by the book: Hard (3 rolls) — related to the Defender's Aptitudes, that Aptitude is specialized. "
      + "You picked another difficulty; the book's is shown for reference."]);
    // Hard picked by hand is the book's Hard: two rolls, whatever was proposed before.
    const hard = await page({}, { attack: "non-violent", defenderApt: true, defenderSpecialized: true, difficulty: "hard", difficultyChosen: true, hardRolls: 4 });
    expect([select(hard, "difficulty")!.value, notes(hard).length, bar(hard)]).toEqual(["hard", 1, ["80.7% 81", "19.3% 19", "0%", "0%", "0%"]]);
    // Not an Attack: no proposal, and the Defender's Aptitudes are not asked.
    const plain = await page({}, { defenderApt: true });
    expect([notes(plain), box(plain, "defenderApt")]).toEqual([[], null]);
  });

  it("v0.0.18: the target's larger die makes it Hard; exceptional things are offered as aid, the one chosen shown", async () => {
    const el = await page({ defender: { name: "Ogre", dice: { head: 10 } }, defenders: 1, exceptional: ["Compass", "Lamp"] }, { attack: "non-violent", exceptional: "Lamp" }, "head", "v0.0.18");
    expect([select(el, "difficulty")!.value, select(el, "exceptional"), box(el, "defenderApt")]).toEqual(["hard", { value: "Lamp", disabled: false, options: ["None related enough", "Compass", "Lamp"] }, null]);
    expect(el.querySelector('select[name="exceptional"]')!.closest("label")!.firstChild!.textContent!.trim()).toBe("Exceptional thing (+3 aid on a failure)");
    expect(el.querySelector('select[name="aptitude"]')!.closest("label")!.firstChild!.textContent!.trim()).toBe("Aptitude aid");
    expect(notes(el)).toEqual(["Attack difficulty against Ogre by the book: Hard — the Defense Stat Die is larger."]);
    // Two targeted against one Attacker, their dice equal: Hard; a count of none known is one Defender.
    const twins = (defenders: number) => page({ defender: { name: "Twins", dice: { head: 6 } }, defenders }, { attack: "non-violent" }, "head", "v0.0.18");
    expect([notes(await twins(2)), select(await twins(2), "difficulty")!.value]).toEqual([["Attack difficulty against Twins by the book: Hard — more Defenders than Attackers."], "hard"]);
    expect([notes(await twins(0)), select(await twins(0), "difficulty")!.value]).toEqual([["Attack difficulty against Twins by the book: Normal."], "normal"]);
    // A Defender with no die for the Defense Stat (Head against Head): only the count of Defenders is compared.
    const ghosts = await page({ defender: { name: "Ghosts", dice: { hurry: 10 } }, defenders: 2 }, { attack: "non-violent" }, "head", "v0.0.18");
    expect([notes(ghosts), select(ghosts, "difficulty")!.value]).toEqual([["Attack difficulty against Ghosts by the book: Hard — more Defenders than Attackers."], "hard"]);
    // The first exceptional thing chosen is the one shown chosen.
    expect(select(await page({ exceptional: ["Compass", "Lamp"] }, { exceptional: "Compass" }, "head", "v0.0.18"), "exceptional")!.value).toBe("Compass");
    const later = await page({ exceptional: ["Compass"] });
    expect(later.querySelector('select[name="exceptional"]')!.closest("label")!.firstChild!.textContent!.trim()).toBe("Exceptional thing (round 6–7 up to 8)");
    expect(later.querySelector('select[name="aptitude"]')!.closest("label")!.firstChild!.textContent!.trim()).toBe("Aptitude ease");
  });

  it("Ascendant and Haunted: the third Stat chosen, the double cost, the haunting die, the odds with all three d8s", async () => {
    const el = await page({ haunted: 4, ascendant: true, dice: { head: 8, hand: 8, heart: 8, hurt: 8 }, blessings: [2, 2, 5, 5] }, { partner: "hand", third: "heart" });
    expect([select(el, "partner"), select(el, "third")]).toEqual([{ value: "hand", disabled: false, options: ["No Spark", "Hand", "Heart", "Hurt"] },
      { value: "heart", disabled: false, options: ["No third Stat", "Heart", "Hurt"] }]);
    expect(notes(el)).toEqual(["Sparking spends the Blessings 2 + 2 + 5 + 5 (⊜⊜).",
      "Haunted: the thing that haunts you is present, so a d4 is rolled after each roll and subtracted from it. The odds below count it."]);
    expect(bar(el)).toEqual(["0.7%", "1%", "18.4% 18", "50.5% 51", "29.4% 29"]);
  });

  it("Host rolled: its Aptitude offered first, and chosen", async () => {
    const el = await page({ dice: { head: 6, hand: 4, host: 4 } }, { aptitude: "Host" }, "host");
    expect(select(el, "aptitude")).toEqual({ value: "Host", disabled: false, options: ["No Aptitude applies", "Host: as though apt (there may be consequences)", "Tinkering", "Running"] });
    expect(bar(el)).toEqual(["25% 25", "74.8% 75", "0.2%", "0%", "0%"]);
  });
});
