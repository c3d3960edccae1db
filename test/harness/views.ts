// The harness registry: one entry per view a player can see. Adding a view is one entry here —
// { id, parts (templates), context: (state) => ctx, fixture } — the page, the browser tests (render, axe,
// screenshots in both themes) and the preview pick it up from this list.
import { template } from "../../src/applications/shared/templates";
import { ENDEAVOR_VIEWS } from "./endeavor-views";
import { ENDEAVOR_CARD_VIEWS } from "./endeavor-card-views";
import { HIDDEN_ENDEAVOR_VIEWS } from "./hidden-endeavor-views";
import { MONSTROSITY_VIEWS } from "./monstrosity-views";
import { PARTY_VIEWS } from "./party-views";
import { CREATION_PARTS, SHOP_PARTS, creationContext, createdCharacter, dialogs, shopAfterPurchases, shopClosed, shopContext, shopSummaryContext, wizardAt } from "./dialogs";
import { CALL_VIEWS } from "./call-views";
import { FIRST_RUN_VIEWS } from "./first-run-views";
import { PICKER_VIEWS } from "./picker-views";
import { narrowViews, type Screen } from "./narrow-views";
import { prepareCharacterContext } from "../../src/applications/sheets/character-context";
import { d20Context } from "../../src/applications/sheets/d20-context";
import { CHARACTER_PARTS as SHEET_PARTS, CHARACTER_TABS } from "../../src/applications/sheets/character-layout";
import { ignitedStats, specializationBase } from "../../src/rules";
import { checkCardContext, rollNormalCheck } from "./rolls";
import { prepareCheckCard } from "../../src/applications/chat/check-card-context";
import { helpChooserContext } from "../../src/applications/chat/help-chooser";
import { prepareItemContext } from "../../src/applications/sheets/item-context";
import { initialRollState, prepareRollDialog, type RollDialogActor } from "../../src/applications/dialogs/roll-dialog-context";
import { emptyCharacter, fullCharacter, type CharacterFixture } from "./fixtures/character";
import { prepareRulings } from "../../src/applications/settings/rulings-context";
import { ENDEAVOR_RULINGS } from "../../src/settings";

export type Theme = "light" | "dark";
export interface ViewState { theme: Theme; editMode?: boolean; tab?: string }

export interface Frame {
  kind: "window" | "chat";
  /** ApplicationV2 tag: DocumentSheetV2 renders a <form>, plain applications a <div>. */
  tag: "form" | "div";
  classes: string;
  title: string;
  /** The title is a localization key (DialogV2 window titles are). */
  localizeTitle?: boolean;
  /** The `{name}` a localised title names (the Session Shop's: its character). */
  titleName?: string;
  icon: string;
  width: number;
  /** A fixed height (the sidebar's): the content scrolls inside, as the combat tab's does. */
  height?: number;
}

export interface HarnessView {
  id: string;
  label: string;
  fixture: string;
  frame: Frame;
  /** Template paths exactly as the application's PARTS name them, in render order. */
  parts: string[];
  context: (state: ViewState) => Record<string, unknown>;
  /** The character whose Stats a click on [data-action=rollStat] rolls. */
  actor?: CharacterFixture;
  /** Puts the harness's wizard or shop into the state this view photographs, when the view is opened. */
  enter?: () => void;
  /** An Endeavor tracker view: the acting row's action chosen and this step of its turn open, as a user leaves it. */
  turn?: { action: string; step: string };
  /** A tablet's or phone's variant (narrow-views.ts): the screen width its window is clamped to. */
  screen?: Screen;
}

export { CHARACTER_TABS };
/** Template paths exactly as the sheet's PARTS name them, in render order. */
export const CHARACTER_PARTS = Object.values(SHEET_PARTS).map((p) => p.template);

/** ApplicationV2#_prepareTabs, as core V13 builds it. */
export function prepareTabs(config: typeof CHARACTER_TABS.primary, group: string, active = config.initial) {
  return Object.fromEntries(config.tabs.map(({ id, cssClass, ...rest }) => {
    const on = active === id;
    return [id, { group, id, active: on, cssClass: [cssClass, on ? "active" : ""].filter(Boolean).join(" "), ...rest, label: `${config.labelPrefix}.${id}` }];
  }));
}

/** What CharacterSheet#_prepareContext returns, built by the same prepareCharacterContext. */
export function characterSheetContext(fixture: CharacterFixture, state: ViewState & { editable?: boolean; gm?: boolean; enriched?: Record<string, string>; d20?: boolean }) {
  const { optionalStat, ...view } = fixture;
  const { backstory, appearance, notes } = view.system;
  return {
    actor: { name: view.name, img: view.img },
    system: view.system,
    // What core's enrichHTML returns for the fixture's fields (plain HTML: unchanged), unless the view gives it.
    enriched: state.enriched ?? { backstory, appearance, notes },
    tabs: prepareTabs(CHARACTER_TABS.primary, "primary", state.tab),
    sheet: prepareCharacterContext(view, {
      optionalStat,
      ignited: ignitedStats(view.system.lifestyle),
      editable: state.editable ?? true,
      editMode: state.editMode ?? false,
      gm: state.gm,
    }),
    // Hidden Stat Dice, as the sheet's context has it (sheets/d20-context.ts): a GM's toggle, a GM's badges.
    d20: d20Context(!!state.d20, !!state.gm),
  };
}

const sheetFrame = (title: string): Frame => ({ kind: "window", tag: "form", classes: "sheet humanity-blessed character", title, icon: "fa-solid fa-user", width: 720 });

/** The full character with one more Aptitude, not yet specialized. */
const newAptitude: CharacterFixture = {
  ...fullCharacter,
  items: [...fullCharacter.items, { id: "aptKnots00000001", name: "Tying Knots", type: "aptitude", system: { description: "" } }],
};

const characterView = (id: string, label: string, fixture: CharacterFixture, fixed: Partial<ViewState>): HarnessView => ({
  id, label, fixture: fixture === fullCharacter ? "fullCharacter" : "emptyCharacter",
  frame: sheetFrame(fixture.name),
  parts: CHARACTER_PARTS,
  actor: fixture,
  context: (state) => characterSheetContext(fixture, { ...state, ...fixed, editMode: state.editMode ?? fixed.editMode }),
});

/** The Story tab of a backstory with a GM secret and a content link, as its owner and as an observer read it:
 *  core's enrichHTML output for each (secrets: owner only; the link an anchor, never raw @UUID text). */
const storyCharacter: CharacterFixture = {
  ...fullCharacter,
  system: {
    ...fullCharacter.system,
    backstory: "<p>Raised in a lighthouse by @UUID[Actor.harnessGrandma0]{Grandma Oak}.</p><section class=\"secret\" id=\"secret-wren1\"><p>She is heir to the drowned prince.</p></section>",
  },
};
const LINK = '<a class="content-link" draggable="true" data-link="" data-uuid="Actor.harnessGrandma0" data-id="harnessGrandma0" data-type="Actor"><i class="fa-solid fa-user" inert=""></i>Grandma Oak</a>';
const SEEN = `<p>Raised in a lighthouse by ${LINK}.</p>`;
const SECRET = '<secret-block><section class="secret" id="secret-wren1"><p>She is heir to the drowned prince.</p></section></secret-block>';
const storyView = (id: string, label: string, owner: boolean): HarnessView => ({
  id, label, fixture: "fullCharacter",
  frame: sheetFrame(storyCharacter.name),
  parts: CHARACTER_PARTS,
  actor: storyCharacter,
  context: (state) => characterSheetContext(storyCharacter, {
    ...state, tab: "story", editable: owner,
    enriched: { backstory: owner ? SEEN + SECRET : SEEN, appearance: storyCharacter.system.appearance, notes: storyCharacter.system.notes },
  }),
});

const wizardView = (id: string, label: string, enter: () => void): HarnessView => ({
  id, label, fixture: "emptyCharacter", enter,
  frame: { kind: "window", tag: "form", classes: "humanity-blessed hb-dialog hb-wizard", title: "HB.Creation.title", localizeTitle: true, icon: "fa-solid fa-wand-magic-sparkles", width: 780 },
  parts: CREATION_PARTS,
  context: () => creationContext(),
});

const shopView = (id: string, label: string, enter: () => void): HarnessView => ({
  id, label, fixture: "shopper", enter,
  frame: { kind: "window", tag: "form", classes: "humanity-blessed hb-dialog hb-shop", title: "HB.Shop.title", localizeTitle: true, titleName: "Wren Alder", icon: "fa-solid fa-store", width: 680 },
  parts: SHOP_PARTS,
  context: () => shopContext(),
});

const BASE_VIEWS: HarnessView[] = [
  characterView("character-stats", "Character sheet — Stats", fullCharacter, { tab: "stats" }),
  characterView("character-items", "Character sheet — Apts & Specs", fullCharacter, { tab: "items" }),
  {
    // A new Aptitude without a Specialization: its Specialize button opens the picker.
    ...characterView("character-items-specialize", "Character sheet — Apts & Specs, a new Aptitude to specialize", newAptitude, { tab: "items" }),
    fixture: "fullCharacter",
  },
  characterView("character-story", "Character sheet — Story", fullCharacter, { tab: "story" }),
  storyView("character-story-owner", "Character sheet — Story with a GM secret and a link, as its owner", true),
  storyView("character-story-observer", "Character sheet — Story as an observer (no secret, the link enriched)", false),
  characterView("character-edit", "Character sheet — edit mode", fullCharacter, { tab: "stats", editMode: true }),
  characterView("character-empty", "New character (empty)", emptyCharacter, { tab: "stats" }),
  // Issue 14: Haunted stands apart from the dice to roll; the GM marks the haunting present.
  {
    id: "character-haunted", label: "Character sheet — Haunted, the haunting present (GM)", fixture: "fullCharacter",
    frame: sheetFrame(fullCharacter.name),
    parts: CHARACTER_PARTS,
    actor: fullCharacter,
    context: (state) => characterSheetContext({ ...fullCharacter, optionalStat: "haunted", system: { ...fullCharacter.system, optional: 8, hauntingPresent: true } },
      { ...state, tab: "stats", gm: true }),
  },
  // Hidden Stat Dice on: the GM's toggle pressed, reading "Hidden dice: on", and a d20 badge on each Stat Die; the
  // owning player's sheet shows neither.
  ...([["character-d20-gm", "Character sheet — hidden dice on, as the GM (toggle pressed, d20 badges)", true],
    ["character-d20-player", "Character sheet — hidden dice on, as its player (no toggle, no badges)", false]] as const)
    .map(([id, label, gm]): HarnessView => ({
      id, label, fixture: "fullCharacter",
      frame: sheetFrame(fullCharacter.name),
      parts: CHARACTER_PARTS,
      actor: fullCharacter,
      context: (state) => characterSheetContext(fullCharacter, { ...state, tab: "stats", gm, d20: true }),
    })),
  {
    // CharacterSheet#askAptitude: dropping a Specialization when several Aptitudes could take it.
    id: "dialog-choose-aptitude", label: "Dialog — choose an Aptitude", fixture: "fullCharacter",
    frame: { kind: "window", tag: "form", classes: "dialog", title: "HB.Drop.chooseTitle", localizeTitle: true, icon: "", width: 400 },
    parts: [template("dialogs/choose-aptitude.hbs"), "harness/dialog-footer.hbs"],
    context: () => ({
      prompt: "HB.Drop.chooseAptitude",
      choices: fullCharacter.items.filter((i) => i.type === "aptitude").map((i) => ({ id: i.id, name: i.name })),
    }),
  },
  {
    // The Check card's Apply Aptitude, for a roller with several (chat/check-card-press.ts).
    id: "dialog-check-aptitude", label: "Dialog — apply an Aptitude to a Check", fixture: "fullCharacter",
    frame: { kind: "window", tag: "form", classes: "dialog", title: "HB.Check.aptitudeTitle", localizeTitle: true, icon: "", width: 400 },
    parts: [template("dialogs/choose-aptitude.hbs"), "harness/dialog-footer.hbs"],
    context: () => ({
      prompt: "HB.Check.whichAptitude",
      name: fullCharacter.name,
      choices: fullCharacter.items.filter((i) => i.type === "aptitude").map((i) => ({ id: i.name, name: i.name })),
    }),
  },
  // An Aptitude's Specialize button: the Specialization picker (test/harness/picker-views.ts).
  ...PICKER_VIEWS,
  {
    // The Check card's Help: the helper chooses which Blessing to spend (chat/help-chooser.ts).
    id: "dialog-choose-help", label: "Dialog — choose the Blessing to Help with", fixture: "fullCharacter",
    frame: { kind: "window", tag: "form", classes: "dialog", title: "HB.Check.chooseHelpTitle", localizeTitle: true, icon: "", width: 400 },
    parts: [template("dialogs/choose-help.hbs"), "harness/dialog-footer.hbs"],
    context: () => helpChooserContext([6, 2, 4, 5], [4], { cursed: true }, fullCharacter.name),
  },
  {
    id: "chat-check", label: "Chat card — Normal Check (Head, seed 3)", fixture: "fullCharacter",
    frame: { kind: "chat", tag: "div", classes: "", title: fullCharacter.name, icon: "", width: 320 },
    parts: [template("chat/check-card.hbs")],
    context: () => checkCardContext(fullCharacter, rollNormalCheck(fullCharacter, "head", 3)),
  },
  {
    id: "chat-check-helped", label: "Chat card — Hard Spark Check, Helped", fixture: "fullCharacter",
    frame: { kind: "chat", tag: "div", classes: "", title: fullCharacter.name, icon: "", width: 320 },
    parts: [template("chat/check-card.hbs")],
    context: () => prepareCheckCard(
      { stat: "hurt", partner: "hex", difficulty: "hard", edition: "v0.0.21.10", aptitude: "Swordfighting", ignited: true, conditions: ["uncool"], modifier: 0, canBump: true, surprised: false, watchable: false, failedBy: "", attack: "", award: "", awardGained: [], witnesses: [], offered: [], helps: [{ userId: "u", actorUuid: "a", name: "Ash", blessing: 4 }] },
      [{ throws: [[1, 3], [6, 2]], total: 12, sizes: [8, 8], upgraded: false }, { throws: [[4]], total: 4, sizes: [8], upgraded: false }],
      { canHelp: true, isRoller: true, sparkPartners: [] },
    ),
  },
  {
    // Protective took the Defender's place before the roll; the card names who defends, and Resolved is theirs.
    id: "chat-check-protective", label: "Chat card — violent Attack, Ash Protected Wren (Protective)", fixture: "fullCharacter",
    frame: { kind: "chat", tag: "div", classes: "", title: fullCharacter.name, icon: "", width: 320 },
    parts: [template("chat/check-card.hbs")],
    context: () => prepareCheckCard(
      { stat: "hurt", partner: "", difficulty: "normal", edition: "v0.0.21.10", aptitude: "", ignited: false, conditions: [], modifier: 0, canBump: true, surprised: false, watchable: false, failedBy: "", attack: "violent", award: "", awardGained: [], witnesses: [], offered: [], helps: [],
        defender: "Ash", defenderUuid: "Actor.ash", protectedFrom: "Wren" },
      [{ throws: [[6, 3]], total: 9, sizes: [8], upgraded: false }],
      { canHelp: true, isRoller: true, sparkPartners: [] },
    ),
  },
  {
    // v0.0.18: Ambidextrous on the Aptitude used, so Easy's aid and the Aptitude's both apply; the tag says why.
    id: "chat-check-ambidextrous", label: "Chat card — v0.0.18 Easy Check, Ambidextrous: two aids at once", fixture: "fullCharacter",
    frame: { kind: "chat", tag: "div", classes: "", title: fullCharacter.name, icon: "", width: 320 },
    parts: [template("chat/check-card.hbs")],
    context: () => prepareCheckCard(
      { stat: "hand", partner: "", difficulty: "easy", edition: "v0.0.18", aptitude: "Swordfighting", ambidextrous: true, ignited: false, conditions: [], modifier: 0, canBump: true, surprised: false, watchable: false, failedBy: "", attack: "", award: "", awardGained: [], witnesses: [], offered: [], helps: [] },
      [{ throws: [[2]], total: 2, sizes: [6], upgraded: false }],
      { canHelp: true, isRoller: true, sparkPartners: [] },
    ),
  },
  {
    // An Ache kept the dice from bumping (the card says why); Help offered before the roll waits for its helpers;
    // a Hard Check not yet Sparked offers an upgrade of either roll.
    id: "chat-check-ache", label: "Chat card — Hard Check under Ache, Help offered, Spark either roll", fixture: "fullCharacter",
    frame: { kind: "chat", tag: "div", classes: "", title: fullCharacter.name, icon: "", width: 320 },
    parts: [template("chat/check-card.hbs")],
    context: () => prepareCheckCard(
      { stat: "hand", partner: "", difficulty: "hard", edition: "v0.0.21.10", aptitude: "", ignited: false, conditions: [], modifier: 0, canBump: false, surprised: false, watchable: false, failedBy: "", attack: "", award: "", awardGained: [], witnesses: [], offered: [4, 2], helps: [] },
      [{ throws: [[1]], total: 1, sizes: [6], upgraded: false }, { throws: [[6]], total: 6, sizes: [6], upgraded: false }],
      { canHelp: true, isRoller: true, sparkPartners: ["heart"] },
    ),
  },
  {
    // Uncool, Ache and Taxed all on: each shown with what it does to this roll; Help offered moves the odds.
    id: "dialog-roll-conditions", label: "Dialog — roll under Uncool, Ache and Taxed, Help offered (Complex)", fixture: "fullCharacter",
    frame: { kind: "window", tag: "form", classes: "humanity-blessed hb-dialog hb-roll", title: "HB.Roll.roll", localizeTitle: true, icon: "", width: 440 },
    parts: [template("dialogs/roll-dialog.hbs")],
    context: () => prepareRollDialog(
      { ...rollDialogFixture(fullCharacter), statuses: ["uncool", "ache", "taxed"], blessings: [6, 3, 3, 1] },
      { ...initialRollState("hand"), difficulty: "complex", offered: [4, 2] }, "v0.0.21.10"),
  },
  {
    id: "item-specialization", label: "Item sheet — Specialization (Attentive)", fixture: "fullCharacter",
    frame: { kind: "window", tag: "form", classes: "sheet humanity-blessed item", title: "Attentive", icon: "fa-solid fa-star", width: 520 },
    parts: [template("item/item-sheet.hbs")],
    context: () => prepareItemContext(
      { name: "Attentive", img: "icons/svg/upgrade.svg", type: "specialization", system: { recharge: "③", limit: "", uses: 0, endeavorOnly: false, spent: true, description: "" } },
      { editable: true, descriptionHTML: "<p><em>Effect:</em> When you succeed a Check using Hand, Heart, or an unconventional Stat balanced with either, for your subsequent action you may perform a violent Attack using that same Stat. <em>Recharge:</em> ③.</p>" },
    ),
  },
  {
    // A violent Attack on a targeted Defender: who may Protect them, and the v0.0.18 difficulty against the Protector.
    id: "dialog-roll-protective", label: "Dialog — violent Attack, Protective chosen (v0.0.18)", fixture: "fullCharacter",
    frame: { kind: "window", tag: "form", classes: "humanity-blessed hb-dialog hb-roll", title: "HB.Roll.roll", localizeTitle: true, icon: "", width: 440 },
    parts: [template("dialogs/roll-dialog.hbs")],
    context: () => prepareRollDialog(
      { ...rollDialogFixture(fullCharacter), blessings: [6, 3, 3, 1], defender: { name: "Wren", dice: { hurry: 4 }, uuid: "Actor.wren" }, defenders: 1,
        protectors: [{ uuid: "Actor.ash", name: "Ash", dice: { hurry: 10 } }, { uuid: "Actor.oskar", name: "Oskar", dice: { hurry: 6 } }] },
      { ...initialRollState("hurt"), attack: "violent", protector: "Actor.ash" }, "v0.0.18"),
  },
  {
    // Famous, claimed over a Defender the character has already exerted their fame over this session: not offered again.
    id: "dialog-roll-famous-used", label: "Dialog — Famous, already exerted over the Defender this session", fixture: "fullCharacter",
    frame: { kind: "window", tag: "form", classes: "humanity-blessed hb-dialog hb-roll", title: "HB.Roll.roll", localizeTitle: true, icon: "", width: 440 },
    parts: [template("dialogs/roll-dialog.hbs")],
    context: () => prepareRollDialog(
      { ...rollDialogFixture(fullCharacter), statuses: ["famous"], blessings: [6, 3, 3, 1], defender: { name: "Grey Widow", dice: { hurry: 6 }, uuid: "Actor.widow" }, defenders: 1, famousOver: ["Actor.widow"] },
      { ...initialRollState("hurt"), attack: "violent", lessFamous: true }, "v0.0.21.10"),
  },
  {
    id: "dialog-roll", label: "Dialog — roll a Check (live odds)", fixture: "fullCharacter",
    frame: { kind: "window", tag: "form", classes: "humanity-blessed hb-dialog hb-roll", title: "HB.Roll.roll", localizeTitle: true, icon: "", width: 440 },
    parts: [template("dialogs/roll-dialog.hbs")],
    context: () => prepareRollDialog({ ...rollDialogFixture(fullCharacter), blessings: [6, 3, 3, 1] }, { ...initialRollState("hurt"), partner: "hex" }, "v0.0.21.10"),
  },
  {
    // Haunted (Optional Stats) with the haunting present: the note, and odds that count the d8 subtracted after the roll.
    id: "dialog-roll-haunted", label: "Dialog — roll while the haunting is present (Haunted d8 in the odds)", fixture: "fullCharacter",
    frame: { kind: "window", tag: "form", classes: "humanity-blessed hb-dialog hb-roll", title: "HB.Roll.roll", localizeTitle: true, icon: "", width: 440 },
    parts: [template("dialogs/roll-dialog.hbs")],
    context: () => prepareRollDialog({ ...rollDialogFixture(fullCharacter), blessings: [6, 3, 3, 1], haunted: 8 }, initialRollState("head"), "v0.0.21.10"),
  },
  {
    // A violent Attack with its difficulty proposed by the book (Defender's Aptitude, specialized: one rank past
    // Hard), and an exceptional thing (Gains) ticked as related enough.
    id: "dialog-roll-attack", label: "Dialog — violent Attack, difficulty by the book, Gains", fixture: "fullCharacter",
    frame: { kind: "window", tag: "form", classes: "humanity-blessed hb-dialog hb-roll", title: "HB.Roll.roll", localizeTitle: true, icon: "", width: 440 },
    parts: [template("dialogs/roll-dialog.hbs")],
    context: () => prepareRollDialog(
      { ...rollDialogFixture(fullCharacter), blessings: [6, 3, 3, 1], exceptional: ["Grandfather's compass"], defender: { name: "Ogre", dice: { hurry: 6 } }, defenders: 1 },
      { ...initialRollState("hurt"), attack: "violent", defenderApt: true, defenderSpecialized: true, exceptional: "Grandfather's compass" }, "v0.0.21.10"),
  },
  // Issue 8: the creation wizard and the Session Shop, driven by test/harness/dialogs.ts; the sheet it builds.
  wizardView("creation-wizard", "Dialog — create a character (wizard)", () => dialogs.reset()),
  // Every step, filled in as a player would, and a refused Next (issue 18: each step photographed and checked).
  wizardView("creation-wizard-outlook", "Wizard — Step Two, Lifestyle and Ethic chosen", () => wizardAt(1)),
  wizardView("creation-wizard-backstory", "Wizard — Step Three, backstory filled", () => wizardAt(2)),
  wizardView("creation-wizard-aptitudes", "Wizard — Step Four, Next refused (an Aptitude missing)", () => wizardAt(3, [{ key: "HB.Creation.error.aptitudes", data: { count: "3" } }])),
  wizardView("creation-wizard-finishing", "Wizard — Finishing Touches, three things gained", () => wizardAt(4)),
  {
    id: "character-created", label: "Character sheet — made in the wizard", fixture: "emptyCharacter",
    frame: sheetFrame("Wren Alder"),
    parts: CHARACTER_PARTS,
    context: (state) => characterSheetContext(createdCharacter(), state),
  },
  shopView("session-shop", "Dialog — Session Shop", () => dialogs.reset()),
  shopView("session-shop-bought", "Session Shop — after a free and a paid upgrade", shopAfterPurchases),
  // Issue 14: before the GM's End session the sheet's button shows the shop read-only.
  shopView("session-shop-closed", "Session Shop — before the session's end (read-only)", shopClosed),
  {
    id: "chat-shop-summary", label: "Chat card — Session Shop summary", fixture: "shopper",
    frame: { kind: "chat", tag: "div", classes: "", title: "Wren Alder", icon: "", width: 320 },
    parts: [template("chat/shop-summary.hbs")],
    context: shopSummaryContext,
  },
  // Issue 7: an Endeavor action's chat card (test/harness/endeavor-card-views.ts).
  ...ENDEAVOR_CARD_VIEWS,
  // Issue 7: the Endeavor tracker and track board (test/harness/endeavor-views.ts).
  ...ENDEAVOR_VIEWS,
  ...MONSTROSITY_VIEWS,
  // Issue 30: Hidden Stat Dice in an Endeavor, as a player and as the GM (test/harness/hidden-endeavor-views.ts).
  ...HIDDEN_ENDEAVOR_VIEWS,
  ...PARTY_VIEWS,
  // Issue 21: a GM's call for a Check, and Checks written in a journal page (test/harness/call-views.ts).
  ...CALL_VIEWS,
  // Issue 29: the "Using the system" journal that opens once per user (test/harness/first-run-views.ts).
  ...FIRST_RUN_VIEWS,
  {
    id: "settings-rulings", label: "Settings — Endeavor table rulings (the GM's form, defaults chosen)", fixture: "fullCharacter",
    frame: { kind: "window", tag: "form", classes: "humanity-blessed hb-dialog hb-rulings", title: "HB.Rulings.title", localizeTitle: true, icon: "fa-solid fa-scale-balanced", width: 640 },
    parts: [template("settings/rulings.hbs"), template("settings/rulings-footer.hbs")],
    context: () => prepareRulings((key) => { const v = ENDEAVOR_RULINGS[key]; return Array.isArray(v) ? v[0] : v; }),
  },
];

/** Every view, then each at the table's narrow screens (a tablet's, a phone's). */
export const VIEWS: HarnessView[] = [...BASE_VIEWS, ...narrowViews(BASE_VIEWS)];

/** The roll dialog's view of a fixture character, as rollDialogActor builds it from a real actor. */
export function rollDialogFixture(actor: CharacterFixture): RollDialogActor {
  const dice: Record<string, number> = { ...actor.system.stats };
  if (actor.optionalStat) dice[actor.optionalStat] = actor.system.optional;
  return { dice, statuses: [...actor.statuses], blessings: [...actor.system.blessings], lifestyle: actor.system.lifestyle,
    aptitudes: actor.items.filter((i) => i.type === "aptitude").map((i) => i.name), spent: [...actor.system.spent],
    affected: { ...(actor.system as { affected?: Record<string, string> }).affected },
    ascendant: actor.items.some((i) => i.type === "specialization" && specializationBase(i.name) === "Ascendant") };
}

export const findView = (id: string): HarnessView | undefined => VIEWS.find((v) => v.id === id);
