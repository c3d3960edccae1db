// World settings: the rules edition, the table's optional Stat, the Setting Ethic, and table-discretion choices.
import {
  ASTERISK_READINGS,
  EDITION_IDS,
  OPTIONAL_STAT_IDS,
  STARTING_ETHICS,
  type AsteriskReading,
  DIE_SIZES,
  type DieSize,
  type EditionId,
} from "./rules/ids";
import { RUSH_RULINGS } from "./rules/endeavor/kinds/rush/rulings";
import { STEALTH_RULINGS } from "./rules/endeavor/kinds/stealth/rulings";

export const SYSTEM_ID = "humanity-blessed";

/** Each Endeavor ruling's setting (ENDEAVOR_RULINGS, the kinds' included), typed by its readings. */
type RulingSettings = {
  [
    K in keyof typeof ENDEAVOR_RULINGS as `humanity-blessed.${K}`
  ]: (typeof ENDEAVOR_RULINGS)[K] extends readonly (infer R)[]
    ? R
    : (typeof ENDEAVOR_RULINGS)[K] extends boolean
      ? boolean
      : number;
};

declare module "fvtt-types/configuration" {
  interface SettingConfig extends RulingSettings {
    "humanity-blessed.edition": EditionId;
    "humanity-blessed.optionalStat": string;
    "humanity-blessed.hardyDie": number;
    "humanity-blessed.settingEthic": string;
    "humanity-blessed.opportunityEthic": "character" | "setting";
    "humanity-blessed.specialActionTies": "gm" | "random" | "fewestActed";
    "humanity-blessed.worldSchemaVersion": number;
    /** The primary party's actor uuid ("" for none): Call for a Check's default "who" (applications/party/). */
    "humanity-blessed.primaryParty": string;
    "humanity-blessed.tokenLinksOffered": boolean;
    "humanity-blessed.d20NewMonstrosities": boolean;
    "humanity-blessed.d20Asterisks": AsteriskReading;
    /** The last "Roll d20s" a GM set or saw, by actor uuid (documents/hidden-dice.ts); null until first written. */
    "humanity-blessed.d20Record": Record<string, boolean> | null;
    // "humanity-blessed.creationDrafts" is declared beside its
    // CreationDraft type (applications/dialogs/creation-draft.ts).
  }
}

/** The Endeavor table rulings: choices (the first the default), or a Boolean / Number setting's default. The order is
 *  the rulings form's. */
export const ENDEAVOR_RULINGS = {
  endeavorSpecialCount: ["temporary", "all"],
  endeavorSpentDie: ["d2", "own"],
  endeavorWoundRemoval: ["immediate", "combo"],
  endeavorProtectReach: ["attacks", "checks"],
  endeavorProtectDelayed: false,
  endeavorHurtStandIn: false,
  endeavorGroupSplit: ["group", "attacker"],
  endeavorFinishLine: 30,
  // The kinds' own (Humanity, Endeavored), each declared by the kind that reads it.
  ...STEALTH_RULINGS,
  ...RUSH_RULINGS,
} as const;

/** Hidden Stat Dice (Humanity, Endeavored, "Using d20s"): whether a new Monstrosity rolls d20s (each actor's own "Roll
 *  d20s" decides its rolls), and what the table's asterisked cells ("* Or redo the roll") do
 *  (the first the default). */
export const HIDDEN_DICE_RULINGS = { d20NewMonstrosities: false, d20Asterisks: ASTERISK_READINGS } as const;
const choices = (ids: readonly string[], prefix: string) =>
  Object.fromEntries(ids.map((id) => [id, `${prefix}.${id}`]));

export function registerSettings(): void {
  game.settings.register(SYSTEM_ID, "edition", {
    name: "HB.Setting.edition.name",
    hint: "HB.Setting.edition.hint",
    scope: "world",
    config: true,
    type: String,
    choices: choices(EDITION_IDS, "HB.Edition") as Record<EditionId, string>,
    default: EDITION_IDS[0],
    requiresReload: true,
  });
  game.settings.register(SYSTEM_ID, "optionalStat", {
    name: "HB.Setting.optionalStat.name",
    hint: "HB.Setting.optionalStat.hint",
    scope: "world",
    config: true,
    type: String,
    choices: { "": "HB.OptionalStat.none", ...choices(OPTIONAL_STAT_IDS, "HB.Stat") },
    default: "",
    requiresReload: true,
  });
  // Hardy: one die "shared by all players at the table" — the GM sees it here (and may set it at table discretion);
  // the active GM's client moves it as the book says (applications/session/hardy.ts).
  game.settings.register(SYSTEM_ID, "hardyDie", {
    name: "HB.Setting.hardyDie.name",
    hint: "HB.Setting.hardyDie.hint",
    scope: "world",
    config: true,
    type: Number,
    range: { min: 2, max: 10, step: 2 },
    default: 2,
    onChange: () => rerenderCharacterSheets(),
  });
  game.settings.register(SYSTEM_ID, "settingEthic", {
    name: "HB.Setting.settingEthic.name",
    hint: "HB.Setting.settingEthic.hint",
    scope: "world",
    config: true,
    type: String,
    choices: choices(STARTING_ETHICS, "HB.Ethic"),
    default: STARTING_ETHICS[0],
  });
  // "either your Ethic or the Setting Ethic (at table discretion)" decides a character's Blessing Opportunities.
  game.settings.register(SYSTEM_ID, "opportunityEthic", {
    name: "HB.Setting.opportunityEthic.name",
    hint: "HB.Setting.opportunityEthic.hint",
    scope: "world",
    config: true,
    type: String,
    choices: choices(["character", "setting"], "HB.Setting.opportunityEthic"),
    default: "character",
  });
  game.settings.register(SYSTEM_ID, "specialActionTies", {
    name: "HB.Setting.specialActionTies.name",
    hint: "HB.Setting.specialActionTies.hint",
    scope: "world",
    config: true,
    type: String,
    choices: choices(["gm", "random", "fewestActed"], "HB.Setting.specialActionTies"),
    default: "gm",
  });
  // The book's open Endeavor readings (table discretion): each default is the reading documented beside its rule
  // (rules/endeavor/state.ts EndeavorOptions) and in the How to play journal; read when an Endeavor starts.
  // Hidden Stat Dice (HIDDEN_DICE_RULINGS) register the same way.
  for (const [key, values] of Object.entries({ ...ENDEAVOR_RULINGS, ...HIDDEN_DICE_RULINGS })) {
    const kind: object =
      typeof values === "boolean"
        ? { type: Boolean, default: values }
        : typeof values === "number"
          ? { type: Number, default: values }
          : { type: String, choices: choices(values, `HB.Setting.${key}`), default: values[0] };
    // One registration per ruling, by a key read from ENDEAVOR_RULINGS: fvtt-types checks each key and its config
    // literally. Not in the flat list: the GM reads and sets them in the rulings form
    // (applications/settings/rulings-menu.ts), which quotes the book for each and explains both readings. Same keys, so
    // the values a world has stay.
    game.settings.register(
      SYSTEM_ID,
      key as "endeavorSpentDie",
      {
        name: `HB.Setting.${key}.name`,
        hint: `HB.Setting.${key}.hint`,
        scope: "world",
        config: false,
        ...kind,
      } as never,
    );
  }
  // Client scope: a draft lives in this browser only and never touches the actor until the wizard finishes.
  game.settings.register(SYSTEM_ID, "creationDrafts", {
    scope: "client",
    config: false,
    type: Object,
    default: {},
  });
  // Set from a party's sheet (the GM's "Primary party" switch), so not among the configuration's fields.
  game.settings.register(SYSTEM_ID, "primaryParty", { scope: "world", config: false, type: String, default: "" });
  // The world migration offers the GM, once, to link the
  // characters' tokens (applications/session/token-links-offer.ts).
  game.settings.register(SYSTEM_ID, "tokenLinksOffered", {
    scope: "world",
    config: false,
    type: Boolean,
    default: false,
  });
  // Only a GM writes it (a world setting): a player's console change is put back to it (documents/hidden-dice.ts).
  game.settings.register(SYSTEM_ID, "d20Record", { scope: "world", config: false, type: Object, default: null });
  game.settings.register(SYSTEM_ID, "worldSchemaVersion", {
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
}

/** The table's shared Hardy die (d2–d10). */
export const hardyDie = (): DieSize => {
  const size = Number(game.settings.get(SYSTEM_ID, "hardyDie"));
  return DIE_SIZES.find((d) => d === size) ?? 2;
};

/** Open character sheets show the shared Hardy die: they re-render when it moves. */
function rerenderCharacterSheets(): void {
  for (const actor of game.actors?.contents ?? []) {
    if (actor.type === "character" && actor.sheet?.rendered) void actor.sheet.render();
  }
}

export const currentEdition = (): EditionId => game.settings.get(SYSTEM_ID, "edition") as EditionId;
export const optionalStat = (): string | null => (game.settings.get(SYSTEM_ID, "optionalStat") as string) || null;

/** The Ethic whose Blessing Opportunities a character earns: their own, or the world's Setting Ethic. */
export function opportunityEthic(characterEthic: string): string {
  return game.settings!.get(SYSTEM_ID, "opportunityEthic") === "setting"
    ? game.settings!.get(SYSTEM_ID, "settingEthic")
    : characterEthic;
}
