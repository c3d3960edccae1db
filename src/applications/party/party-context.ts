// Everything the party sheet shows, computed from plain data: the sheet and the browser harness both call this.
// Each member's Stat Dice, Conditions and pool are drawn by the character sheet's own builder
// (prepareCharacterContext), and a Specialization's state is asked of the rules' useSpecialization: the party shows
// what each sheet shows, decided in one place.
import { RulesError, rechargeCost, useSpecialization, type EditionId, type SpecializationUse } from "../../rules";
import { prepareCharacterContext, type CharacterView } from "../sheets/character-context";

/** One member as this viewer's client knows them. */
export type PartyMember =
  /** The uuid names no actor in this world (deleted, or a compendium's). */
  | { uuid: string; sees: "missing" }
  /** The viewer may not see this actor at all (no permission): never shown to them. */
  | { uuid: string; sees: "nothing" }
  /** The viewer may see its name and portrait only (Limited), or it is no character. */
  | { uuid: string; sees: "name"; name: string; img: string; canOpen: boolean }
  | {
      uuid: string;
      sees: "all";
      canOpen: boolean;
      character: CharacterView;
      specializations: (SpecializationUse & { name: string })[];
      /** Famous, this session: the names of those the viewer may see, and how many others. */
      famous: { names: string[]; hidden: number };
      session: { shopOpen: boolean; freeUpgradeUsed: boolean };
    };

export interface PartyOptions {
  name: string;
  img: string;
  editable: boolean;
  gm: boolean;
  primary: boolean;
  optionalStat: string | null;
  edition: EditionId;
  /** The Stats each Lifestyle ignites (overcharges), as the sheet reads them: rules ignitedStats. */
  ignited: (lifestyle: string) => readonly string[];
}

const plural = (key: string, count: number) => `${key}.${count === 1 ? "one" : "other"}`;

/** "Spent, recharge ③" or "used 1 of 1 (Per session)": what useSpecialization would refuse now, or nothing. */
function specializationState(spec: SpecializationUse & { name: string }) {
  try {
    useSpecialization(spec);
    return null;
  } catch (err) {
    // Stryker disable next-line ConditionalExpression: it throws only RulesErrors for a spec the data model accepts
    if (!(err instanceof RulesError)) throw err;
    // The template draws the uses and limit where there is a limit, else the recharge cost.
    return err.code === "specialization-spent"
      ? { key: "HB.Party.specSpent", name: spec.name, cost: rechargeCost(spec) }
      : // Used up only under a limit (useSpecialization), so the limit is never blank here.
        {
          key: "HB.Party.specUsedUp",
          name: spec.name,
          used: spec.used,
          uses: spec.uses,
          limit: `HB.Specialization.limit.${spec.limit}`,
        };
  }
}

function detailOf(member: Extract<PartyMember, { sees: "all" }>, options: PartyOptions) {
  const sys = member.character.system;
  const sheet = prepareCharacterContext(member.character, {
    optionalStat: options.optionalStat,
    ignited: options.ignited(sys.lifestyle),
    editable: false,
    editMode: false,
    edition: options.edition,
  });
  const pool = sheet.blessings.map((b) => b.value);
  return {
    stats: sheet.stats,
    markers: sheet.markers,
    blessings: { count: pool.length, worth: sheet.blessingTotal, pool: pool.join(", ") },
    // "Vexed (Head)": the Stat the sheet records for a Stat-bound Condition.
    conditions: sheet.conditions.map((c) => ({
      id: c.id,
      label: c.label,
      stat: c.affects?.options.find((o) => o.selected)?.label ?? null,
    })),
    lifestyle: `HB.Lifestyle.${sys.lifestyle}`,
    ethic: `HB.Ethic.${sys.ethic}`,
    specializations: member.specializations.map(specializationState).filter((s) => s !== null),
    famous: {
      names: member.famous.names.join(", "),
      hidden: member.famous.hidden,
      hiddenLabel: plural("HB.Party.famousHidden", member.famous.hidden),
      any: member.famous.names.length + member.famous.hidden > 0,
    },
    // The Session Shop: the GM's End session opens it with its free Stat Upgrade; finishing it closes it.
    shop: !member.session.shopOpen
      ? { state: "closed", label: "HB.Party.shopClosed" }
      : member.session.freeUpgradeUsed
        ? { state: "taken", label: "HB.Party.shopTaken" }
        : { state: "due", label: "HB.Party.shopDue" },
  };
}

export function preparePartyContext(members: readonly PartyMember[], options: PartyOptions) {
  // A player never learns of a member they may not see; a missing one is shown to whoever can remove it.
  const shown = members.filter((m) => m.sees !== "nothing" && (m.sees !== "missing" || options.editable));
  const rows = shown.map((m, index) => {
    const base = { uuid: m.uuid, index, first: index === 0, last: index === shown.length - 1 };
    // Rows not seen at all are filtered out above: what is neither named nor seen in full is missing.
    if (m.sees !== "all" && m.sees !== "name") {
      // Stryker disable next-line StringLiteral,BooleanLiteral: the template draws a missing row from `missing` alone
      return { ...base, missing: true, name: "", img: "", canOpen: false, detail: null };
    }
    const name = m.sees === "all" ? m.character.name : m.name;
    const img = m.sees === "all" ? m.character.img : m.img;
    return {
      ...base,
      missing: false,
      name,
      img,
      canOpen: m.canOpen,
      detail: m.sees === "all" ? detailOf(m, options) : null,
    };
  });
  return {
    name: options.name,
    img: options.img,
    editable: options.editable,
    gm: options.gm,
    primary: options.primary,
    rows,
    count: { label: plural("HB.Party.count", rows.length), value: rows.length },
  };
}

export type PartyContext = ReturnType<typeof preparePartyContext>;
