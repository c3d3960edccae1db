// The party sheet's bodies, loaded with the first party sheet rendered (sheets/party-sheet.ts is the shell registered
// at init): its context, the members it watches, what a drop does, and each action. The GM's actions call the same
// code as their other ways in — Call for a Check's dialog, End session, core's way of adding tokens to the tracker.
import { uuidOf } from "../../compat";
import { isParty } from "../../documents/party";
import { addMembers, moveMember, removeMember } from "../../rules/party";
import { ignitedStats } from "../../rules/lifestyles";
import { currentEdition, hardyDie, optionalStat, SYSTEM_ID } from "../../settings";
import { actorAt } from "../../documents/actor-types";
import type { HumanityActor, PartyActor } from "../../documents/actor";
import { isSpecialization } from "../../documents/item-types";
import { itemRows } from "../sheets/item-rows";
import type { CharacterView } from "../sheets/character-context";
import { callForCheck } from "../chat/request-register";
import { adoptStyles } from "../shared/styles";
import { preparePartyContext, type PartyMember } from "./party-context";
import type { ActorSheetHost, PartyAction } from "../sheets/actor-sheet-host";
import styles from "../../../styles/party.scss?inline";
// The sheets' styles before the party's own (imports run first): where both style the header, the party's come last.
import "../sheets/sheet-styles";

adoptStyles("humanity-blessed-party", styles);

const i18n = () => game.i18n!;
// Stryker disable next-line OptionalChaining: the notifications are there once the world is ready
const warn = (key: string, data: Record<string, string> = {}) => void ui.notifications?.warn(i18n().format(key, data));
// "Wren, Oskar and Mina": a list format's type is a conjunction unless told otherwise.
const list = (names: string[]) => new Intl.ListFormat(i18n().lang).format(names);

/** The sheet's actor as the party it is: the sheet is registered for parties only. */
function partyOf(sheet: ActorSheetHost): PartyActor {
  const actor = sheet.actor as HumanityActor;
  if (!isParty(actor)) throw new Error(`humanity-blessed | the party sheet shows a ${actor.type}`);
  return actor;
}

/** The members' actors this client knows, in order (a deleted member is left out). */
export const memberActors = (party: PartyActor): HumanityActor[] =>
  party.system.members.map(actorAt).filter((a): a is HumanityActor => a !== null);

/** One member as `user` may see them: what their own sheet would show them of that actor, no more. (A world actor
 *  always has its name: core refuses a blank one.) */
function memberOf(uuid: string, user: User.Implementation): PartyMember {
  const actor = actorAt(uuid);
  if (!actor) return { uuid, sees: "missing" };
  if (!actor.testUserPermission(user, "LIMITED")) return { uuid, sees: "nothing" };
  if (!actor.isCharacter() || !actor.testUserPermission(user, "OBSERVER"))
    return { uuid, sees: "name", name: String(actor.name), img: actor.img ?? "", canOpen: true };
  const source = actor.toObject();
  const character: CharacterView = {
    name: source.name,
    img: source.img ?? "",
    system: source.system,
    items: itemRows(actor),
    statuses: [...actor.statuses],
  };
  // Hardy is the table's one shared die, shown as the sheet shows it.
  if (optionalStat() === "hardy") character.system.optional = hardyDie();
  // Famous: whom they exerted their fame over — named only where the viewer may see that actor.
  const over = actor.system.session.famousOver.map(actorAt);
  const seen = over.filter((a): a is HumanityActor => !!a && a.testUserPermission(user, "LIMITED"));
  return {
    uuid,
    sees: "all",
    canOpen: true,
    character,
    // Stryker disable next-line MethodExpression: only a Specialization is ever spent or used up, the rest show nothing
    specializations: actor.items.filter(isSpecialization).map((i) => ({ ...i.toObject().system, name: i.name })),
    famous: { names: seen.map((a) => String(a.name)), hidden: over.length - seen.length },
    session: { shopOpen: actor.system.session.shopOpen, freeUpgradeUsed: actor.system.session.freeUpgradeUsed },
  };
}

// fvtt-types checks a uuid's text against the document names when it is a literal; a dropped one is any string.
const resolve = fromUuid as (uuid: string) => Promise<object | null>;
// A hook's name read from a list (WATCHED): fvtt-types types each hook's handler by its literal name.
const on = Hooks.on as (hook: string, fn: (doc: Watched) => void) => number;
const off = Hooks.off as (hook: string, id: number) => void;
type Watched = { uuid?: string; parent?: { uuid?: string } | null };

/** The sheet's context (its rows as this viewer may see them); the first render starts watching the members. */
export async function partyContext<C extends object>(sheet: ActorSheetHost, context: C) {
  const party = partyOf(sheet);
  const user = game.user!;
  watchMembers(sheet);
  return Object.assign(context, {
    party: preparePartyContext(
      party.system.members.map((uuid) => memberOf(uuid, user)),
      {
        name: String(party.name),
        img: party.img ?? "",
        editable: sheet.isEditable,
        gm: user.isGM,
        primary: game.settings.get(SYSTEM_ID, "primaryParty") === party.uuid,
        optionalStat: optionalStat(),
        edition: currentEdition(),
        ignited: ignitedStats,
      },
    ),
  });
}

// Live rows: core re-renders a sheet when its own document changes; a member's change (their actor, an item, a
// Condition's effect) reaches the party through these hooks, one render per burst. A closed sheet stops listening
// at the first change after it closed.
const WATCHED = [
  "updateActor",
  "deleteActor",
  ...["create", "update", "delete"].flatMap((op) => [`${op}Item`, `${op}ActiveEffect`]),
];
const watching = new WeakMap<ActorSheetHost, [string, number][]>();

function watchMembers(sheet: ActorSheetHost): void {
  if (watching.has(sheet)) return;
  let queued = false;
  const touches = (doc: Watched) => {
    const members = partyOf(sheet).system.members;
    return [doc.uuid, doc.parent?.uuid].some((uuid) => !!uuid && members.includes(uuid));
  };
  const rerender = (doc: Watched) => {
    if (!sheet.rendered) return unwatchMembers(sheet);
    if (queued || !touches(doc)) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      if (sheet.rendered) void sheet.render();
    });
  };
  watching.set(
    sheet,
    WATCHED.map((hook) => [hook, on(hook, rerender)]),
  );
}

function unwatchMembers(sheet: ActorSheetHost): void {
  // Stryker disable next-line ArrayDeclaration: a sheet not watching has nothing to stop
  for (const [hook, id] of watching.get(sheet) ?? []) off(hook, id);
  watching.delete(sheet);
}

/** The uuid of the row an event happened in. */
const rowOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>("[data-member-uuid]") : null;

/**
 * A drop on the party: a character in this world joins (before the row it is dropped on, else at the end); a member
 * dropped on another row moves there; anything else — an Item, a Monstrosity, another party, unreadable data — is
 * refused with a word, and nothing changes. Core's dropActorSheetData hook is asked first, as core's own drop does.
 */
export async function dropOnParty(sheet: ActorSheetHost, event: DragEvent): Promise<void> {
  if (!sheet.isEditable) return;
  const party = partyOf(sheet);
  const raw = foundry.applications.ux.TextEditor.implementation.getDragEventData(event) as Record<string, unknown>;
  if (typeof raw?.type !== "string") return warn("HB.Drop.malformed");
  const data = { ...raw, type: raw.type };
  if (Hooks.call("dropActorSheetData", party, sheet, data) === false) return;
  // What is dropped is read from its uuid: a document of this world or a compendium (inline data is no member).
  let doc: object | null = null;
  try {
    // Stryker disable next-line ConditionalExpression: core's fromUuid throws on a uuid that is no text: refused alike
    if (typeof raw.uuid === "string") doc = await resolve(raw.uuid);
  } catch (err) {
    console.warn("humanity-blessed | refused drop", err);
  }
  if (!doc) return warn("HB.Drop.malformed");
  const name = "name" in doc ? String(doc.name) : "?";
  if (!(doc instanceof CONFIG.Actor.documentClass) || !doc.isCharacter() || doc.pack || doc.isToken)
    return warn("HB.Party.notCharacter", { name });
  const members = party.system.members;
  const row = rowOf(event.target)?.dataset.memberUuid;
  const at = row ? members.indexOf(row) : -1;
  const uuid = uuidOf(doc);
  if (members.includes(uuid)) {
    if (at < 0 || row === uuid) return warn("HB.Party.already", { name });
    await party.update({ system: { members: moveMember(members, uuid, at) } });
    return;
  }
  await party.update({ system: { members: addMembers(members, [uuid], at < 0 ? members.length : at) } });
  // Stryker disable next-line OptionalChaining: the notifications are there once the world is ready
  ui.notifications?.info(i18n().format("HB.Party.added", { names: name }));
}

/** Each member's row drags as core drags an actor from the sidebar (its drag data: `{ type: "Actor", uuid }`), so it
 *  can be dropped on another row (to move it), on another party (to join it), or anywhere core takes an actor. */
export function dragRows(sheet: ActorSheetHost): void {
  for (const row of sheet.element.querySelectorAll<HTMLElement>("[data-member-uuid][draggable='true']")) {
    row.addEventListener("dragstart", (event) => {
      const actor = actorAt(row.dataset.memberUuid);
      if (actor && event.dataTransfer) event.dataTransfer.setData("text/plain", JSON.stringify(actor.toDragData()));
    });
  }
}

/** A GM's action with the members' actors; warns and does nothing for anyone else, or with no member to act on. */
function gmWithMembers(sheet: ActorSheetHost): HumanityActor[] | null {
  if (!game.user!.isGM) return (warn("HB.Party.gmOnly"), null);
  const actors = memberActors(partyOf(sheet));
  if (!actors.length) return (warn("HB.Party.nobody"), null);
  return actors;
}

type Act = (this: ActorSheetHost, event: PointerEvent, target: HTMLElement) => Promise<void>;
type PartyOp =
  "openMember" | "removeMember" | "moveMember" | "togglePrimary" | "callForCheck" | "endSession" | "startEndeavor";

/** The sheet's one action: the pressed button's data-op says which of `ops` it is. */
export const actions: Record<PartyAction, Act> = {
  async party(this: ActorSheetHost, event, target) {
    const op = target.dataset.op;
    if (op && Object.hasOwn(ops, op)) await ops[op as PartyOp].call(this, event, target);
  },
};

const ops: Record<PartyOp, Act> = {
  /** A member's own sheet, for whoever may open it (core's Limited view at least). */
  async openMember(this: ActorSheetHost, _event, target) {
    const actor = actorAt(rowOf(target)?.dataset.memberUuid);
    if (actor?.testUserPermission(game.user!, "LIMITED")) await actor.sheet?.render(true);
  },

  async removeMember(this: ActorSheetHost, _event, target) {
    const uuid = rowOf(target)?.dataset.memberUuid;
    if (!this.isEditable || !uuid) return;
    const party = partyOf(this);
    await party.update({ system: { members: removeMember(party.system.members, uuid) } });
  },

  /** Up or down past the neighbouring row (the keyboard's way to reorder; dragging a row does the same). */
  async moveMember(this: ActorSheetHost, _event, target) {
    const row = rowOf(target);
    if (!this.isEditable || !row?.dataset.memberUuid) return;
    const rows = [...this.element.querySelectorAll<HTMLElement>("[data-member-uuid]")];
    const neighbour = rows[rows.indexOf(row) + Number(target.dataset.by)]?.dataset.memberUuid;
    const party = partyOf(this);
    if (!neighbour) return;
    await party.update({
      system: {
        members: moveMember(party.system.members, row.dataset.memberUuid, party.system.members.indexOf(neighbour)),
      },
    });
  },

  /** The world's primary party: Call for a Check asks its members by default. */
  async togglePrimary(this: ActorSheetHost) {
    if (!game.user!.isGM) return warn("HB.Party.gmOnly");
    const party = partyOf(this);
    const primary = game.settings.get(SYSTEM_ID, "primaryParty") === party.uuid;
    await game.settings.set(SYSTEM_ID, "primaryParty", primary ? "" : uuidOf(party));
    // A world document always has its name (core refuses a blank one).
    const said = i18n().format(primary ? "HB.Party.primaryCleared" : "HB.Party.primarySet", {
      name: String(party.name),
    });
    // Stryker disable next-line OptionalChaining: the notifications are there once the world is ready
    ui.notifications?.info(said);
    await this.render();
  },

  /** Call for a Check's own dialog, with the members chosen. */
  async callForCheck(this: ActorSheetHost) {
    const actors = gmWithMembers(this);
    if (actors) await callForCheck({ actors });
  },

  /** End session's own resets and shops, for these members only. */
  async endSession(this: ActorSheetHost) {
    const actors = gmWithMembers(this);
    if (actors) await (await import("../session/session-end")).endSession(actors);
  },

  /**
   * The members' tokens on the current scene join the Endeavor tracker by core's own way (TokenDocument
   * createCombatants: the viewed encounter, or a new one; tokens already in it are skipped); the GM then chooses the
   * Endeavor in the tracker's start form.
   */
  async startEndeavor(this: ActorSheetHost) {
    const actors = gmWithMembers(this);
    if (!actors) return;
    const scene = game.scenes!.current;
    if (!scene) return warn("HB.Party.noScene");
    // A token with no actor matches no member: every member has an id.
    const ids = new Set<string | null>(actors.map((a) => a.id));
    const tokens = scene.tokens.contents.filter((t) => ids.has(t.actorId));
    // A world document always has its name (core refuses a blank one).
    const where = { scene: String(scene.name) };
    if (!tokens.length) return warn("HB.Party.noTokens", where);
    const added = await CONFIG.Token.documentClass.createCombatants(tokens);
    // Stryker disable next-line OptionalChaining: the sidebar's tracker is there once the world is ready
    ui.combat?.activate();
    // Stryker disable next-line OptionalChaining: the notifications are there once the world is ready
    if (!added.length) return void ui.notifications?.info(i18n().format("HB.Party.endeavorAlready", where));
    // Stryker disable next-line LogicalOperator,StringLiteral: a combatant made from a token has the token's name
    const names = list(added.map((c) => c.name ?? "?"));
    // Stryker disable next-line OptionalChaining: the notifications are there once the world is ready
    ui.notifications?.info(i18n().format("HB.Party.endeavorReady", { names }));
  },
};
