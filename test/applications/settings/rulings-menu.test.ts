// The Endeavor table rulings in one form a GM can read: registered as core's settings menu (the fake checks the type
// as core's registerMenu does, and opens it as Configure Settings does: `new menu.type().render(true)`), each ruling
// with the book's words and both readings explained. The settings keep their keys (a world's values stay) and leave
// the flat settings list.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { ENDEAVOR_RULINGS } from "../../../src/settings";
import { openSettingsSubmenu } from "../../fakes/applications";

const g = globalThis as any;
const KEYS = Object.keys(ENDEAVOR_RULINGS);
const form = () => document.querySelector<HTMLFormElement>("form.hb-rulings");

beforeEach(() => {
  document.body.replaceChildren();
  onInit();
});

async function openAsCore() {
  const menu = g.game.settings.menus.get("humanity-blessed.rulings");
  await new menu.type().render(true);
  await vi.waitFor(() => expect(form()).not.toBeNull(), { timeout: 20_000 });
  return form()!;
}

describe("the settings list", () => {
  it("keeps what a table changes often; the rulings keep their keys but leave it for the menu (GM only)", () => {
    const shown = [...g.game.settings.settings.values()].filter((s: any) => s.namespace === "humanity-blessed" && s.config).map((s: any) => s.key);
    expect(shown).toEqual(["edition", "optionalStat", "hardyDie", "settingEthic", "opportunityEthic", "specialActionTies"]);
    for (const key of KEYS) expect(g.game.settings.settings.get(`humanity-blessed.${key}`)).toMatchObject({ scope: "world", config: false });
    const menu = g.game.settings.menus.get("humanity-blessed.rulings");
    expect(menu).toMatchObject({ name: "HB.Rulings.menu.name", label: "HB.Rulings.menu.label", hint: "HB.Rulings.menu.hint", restricted: true });
    for (const key of ["name", "label", "hint"]) expect(g.game.i18n.has(menu[key])).toBe(true);
  });
});

describe("the rulings form", () => {
  it("quotes the book for each ruling and explains both readings, the world's value chosen", async () => {
    await g.game.settings.set("humanity-blessed", "endeavorSpentDie", "own");
    await g.game.settings.set("humanity-blessed", "endeavorProtectDelayed", true);
    const el = await openAsCore();
    const rulings = [...el.querySelectorAll<HTMLElement>("fieldset.hb-ruling")];
    expect(rulings.map((f) => f.dataset.ruling)).toEqual(KEYS);
    for (const f of rulings) {
      expect(f.querySelector(".hb-ruling-quote")!.textContent!.trim().length, f.dataset.ruling).toBeGreaterThan(20);
      const explained = [...f.querySelectorAll(".hb-ruling-explain")].map((p) => p.textContent!.trim());
      expect(explained.length, f.dataset.ruling).toBe(f.dataset.ruling === "endeavorFinishLine" ? 1 : 2);
      for (const text of explained) expect(text, f.dataset.ruling).toMatch(/^(?!HB\.)\S.{19}/);
    }
    expect(el.textContent).not.toMatch(/HB\.(Rulings|Setting)\./);
    const checked = (key: string) => el.querySelector<HTMLInputElement>(`input[name="${key}"]:checked`)?.value;
    expect([checked("endeavorSpentDie"), checked("endeavorProtectDelayed"), checked("endeavorWoundRemoval")]).toEqual(["own", "true", "immediate"]);
    expect(el.querySelector<HTMLInputElement>('input[name="endeavorFinishLine"]')!.value).toBe("30");
    // Every input has its own label (a click on the words picks that reading).
    const inputs = [...el.querySelectorAll("input")];
    expect(new Set(inputs.map((i) => i.id)).size).toBe(inputs.length);
    for (const input of inputs) {
      expect(document.getElementById(input.id), input.name).toBe(input);
      expect(el.querySelector(`label[for="${input.id}"]`)?.textContent, input.id).toBeTruthy();
    }
    // Which rulings one edition's Endeavors alone read (the supplement's kinds are v0.0.21.10's); the rest name none.
    const editions = Object.fromEntries(rulings.map((f) => [f.dataset.ruling, f.querySelector("legend .hb-ruling-edition")
      ?.textContent!.trim() ?? null]).filter(([, edition]) => edition !== null));
    expect(editions).toEqual({
      endeavorProtectReach: "v0.0.18 only", endeavorHurtStandIn: "v0.0.21.10 only", endeavorFinishLine: "v0.0.21.10 only",
      endeavorRushNoLeader: "v0.0.21.10 only", endeavorObjectiveStat: "v0.0.21.10 only", endeavorAreaEnds: "v0.0.21.10 only",
    });
    const legend = el.querySelector('fieldset[data-ruling="endeavorSpentDie"] legend')!;
    expect([legend.querySelector(".hb-ruling-edition"), legend.textContent!.includes("only")]).toEqual([null, false]);
  });

  it("Rush with no charge leader: the book's words, Monstrosities first (default, checked) or clockwise", async () => {
    const el = await openAsCore();
    const f = el.querySelector<HTMLElement>('fieldset[data-ruling="endeavorRushNoLeader"]')!;
    const text = (sel: string) => [...f.querySelectorAll(sel)].map((n) => n.textContent!.replace(/\s+/g, " ").trim());
    expect(text("legend")).toEqual(["Rush: turn order with no charge leader v0.0.21.10 only"]);
    expect(text(".hb-ruling-quote")[0]).toContain("“Turn order moves clockwise, with the charge leader acting first, "
      + "and it is never reversed. If there is no charge leader, monstrosities act first.”");
    const readings = [...f.querySelectorAll<HTMLInputElement>('input[name="endeavorRushNoLeader"]')];
    const label = (i: HTMLInputElement) => el.querySelector(`label[for="${i.id}"]`)!.textContent!.replace(/\s+/g, " ")
      .trim();
    expect(readings.map((i) => [i.value, i.checked, label(i)])).toEqual([
      ["monstrosities", true, "Every Monstrosity first, then the allies default"],
      ["clockwise", false, "Clockwise from the first Monstrosity"],
    ]);
    expect(text(".hb-ruling-explain").map((t) => t.slice(t.indexOf("seats"))))
      .toEqual(["seats A, M, B, N play M, N, A, B.", "seats A, M, B, N play M, B, N, A."]);
  });

  it("saving writes only what changed, under the same keys", async () => {
    const el = await openAsCore();
    const written: string[] = [];
    const set = g.game.settings.set;
    g.game.settings.set = (ns: string, key: string, value: unknown) => { written.push(key); return set(ns, key, value); };
    el.querySelector<HTMLInputElement>('input[name="endeavorGroupSplit"][value="attacker"]')!.checked = true;
    el.querySelector<HTMLInputElement>('input[name="endeavorFinishLine"]')!.value = "25";
    el.dispatchEvent(new Event("submit", { cancelable: true }));
    await vi.waitFor(() => expect(written).toEqual(["endeavorGroupSplit", "endeavorFinishLine"]), { timeout: 20_000 });
    expect([g.game.settings.get("humanity-blessed", "endeavorGroupSplit"), g.game.settings.get("humanity-blessed", "endeavorFinishLine")]).toEqual(["attacker", 25]);
  });

  it("a typed finish line is saved rounded and only from 1 up; a reading the table lacks is not saved", async () => {
    const saved = () => ["endeavorFinishLine", "endeavorProtectDelayed", "endeavorSpentDie"]
      .map((key) => g.game.settings.get("humanity-blessed", key));
    // Each save closes the form (as core's closeOnSubmit does): the GM opens it again for the next.
    const submit = async (line: string, delayed: "true" | "false") => {
      const el = await openAsCore();
      el.querySelector<HTMLInputElement>('input[name="endeavorFinishLine"]')!.value = line;
      el.querySelector<HTMLInputElement>(`input[name="endeavorProtectDelayed"][value="${delayed}"]`)!.checked = true;
      // A console's edit: the Spent Die's reading renamed to one the table does not have.
      const own = el.querySelector<HTMLInputElement>('input[name="endeavorSpentDie"][value="own"]')!;
      own.value = "mine";
      own.checked = true;
      el.dispatchEvent(new Event("submit", { cancelable: true }));
      await vi.waitFor(() => expect(form()).toBeNull(), { timeout: 20_000 });
      return saved();
    };
    expect(saved()).toEqual([30, false, "d2"]);
    expect(await submit("12.6", "true")).toEqual([13, true, "d2"]);
    expect(await submit("0", "true")).toEqual([13, true, "d2"]);
    expect(await submit("-4", "true")).toEqual([13, true, "d2"]);
    expect(await submit("1", "true")).toEqual([1, true, "d2"]);
    expect(await submit("", "true")).toEqual([1, true, "d2"]);
    expect(await submit("1e400", "false")).toEqual([1, false, "d2"]);
    expect(await submit("13", "true")).toEqual([13, true, "d2"]);
    // Opened again, the form shows what was saved.
    const el = await openAsCore();
    const shown = (name: string) => el.querySelector<HTMLInputElement>(`input[name="${name}"]${name === "endeavorFinishLine" ? "" : ":checked"}`)?.value;
    expect(["endeavorFinishLine", "endeavorProtectDelayed", "endeavorSpentDie"].map(shown)).toEqual(["13", "true", "d2"]);
    // A console's edit of a yes-or-no reading to another word saves nothing.
    const yes = el.querySelector<HTMLInputElement>('input[name="endeavorProtectDelayed"][value="false"]')!;
    yes.value = "maybe";
    yes.checked = true;
    el.dispatchEvent(new Event("submit", { cancelable: true }));
    await vi.waitFor(() => expect(form()).toBeNull(), { timeout: 20_000 });
    expect(saved()).toEqual([13, true, "d2"]);
  }, 60_000);

  it("a player's client saves nothing", async () => {
    const el = await openAsCore();
    g.game.user = g.game.users.get("player");
    el.querySelector<HTMLInputElement>('input[name="endeavorSpentDie"][value="own"]')!.checked = true;
    el.dispatchEvent(new Event("submit", { cancelable: true }));
    await new Promise((r) => setTimeout(r, 50));
    expect(g.game.settings.get("humanity-blessed", "endeavorSpentDie")).toBe("d2");
  });
});

describe("opening the rulings again", () => {
  const forms = () => document.querySelectorAll("form.hb-rulings");

  it("brings the open form to the front, unsaved choices kept, one instance per id; closed, opens anew", async () => {
    // As Configure Settings opens a menu: a new instance of the registered type, each time.
    await openSettingsSubmenu("humanity-blessed.rulings");
    await vi.waitFor(() => expect(form()).not.toBeNull(), { timeout: 20_000 });
    const first = g.foundry.applications.instances.get("hb-rulings");
    expect(first.element).toBe(form());
    first.element.querySelector('input[name="endeavorSpentDie"][value="own"]').checked = true;
    g.ui.activeWindow = null;
    await openSettingsSubmenu("humanity-blessed.rulings");
    await vi.waitFor(() => expect(g.ui.activeWindow).toBeTruthy(), { timeout: 20_000 });
    expect(g.ui.activeWindow).toBe(first);
    expect(forms()).toHaveLength(1);
    expect([g.foundry.applications.instances.get("hb-rulings"), first.rendered, forms()[0]])
      .toEqual([first, true, first.element]);
    expect(first.element.querySelector('input[name="endeavorSpentDie"]:checked').value).toBe("own");
    await first.close();
    expect([forms().length, g.foundry.applications.instances.has("hb-rulings")]).toEqual([0, false]);
    await openSettingsSubmenu("humanity-blessed.rulings");
    await vi.waitFor(() => expect(forms()).toHaveLength(1), { timeout: 20_000 });
    const again = g.foundry.applications.instances.get("hb-rulings");
    const spentDie = again.element.querySelector('input[name="endeavorSpentDie"]:checked').value;
    expect([again === first, spentDie]).toEqual([false, "d2"]);
  }, 60_000);

  it("two clicks before the form is drawn draw one form (one instance rendered)", async () => {
    const drawn = new Set<unknown>();
    g.Hooks.on("renderRulingsMenu", (app: unknown) => drawn.add(app));
    const click = () => openSettingsSubmenu("humanity-blessed.rulings");
    await Promise.all([click(), click()]);
    await vi.waitFor(() => expect(forms()).toHaveLength(1), { timeout: 20_000 });
    await new Promise((r) => setTimeout(r, 50));
    expect([drawn.size, [...drawn][0]]).toEqual([1, g.foundry.applications.instances.get("hb-rulings")]);
  }, 60_000);
});
