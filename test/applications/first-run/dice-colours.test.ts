// Our Dice So Nice colour sets as a player finds them in its colour list (dice-colours.ts): each role's name, words and
// colours, each role's client setting registered once, and nothing at all where Dice So Nice is not active. And the
// "Using the system" page when the compendium does not hold the journal.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import {
  addColorsets,
  colorsets,
  diceSoNiceActive,
  registerDiceSettings,
} from "../../../src/applications/first-run/dice-colours";
import { RULES_PACK, WELCOME_ID, welcomeOnce } from "../../../src/applications/first-run/welcome";

const g = globalThis as any;
const roleSettings = () => [...g.game.settings.settings.keys()].filter((k: string) => k.includes(".dice-"));

beforeEach(() => {
  onInit();
  g.game.modules.delete("dice-so-nice");
});

describe("our colour sets", () => {
  it("each role's: its name, its words in Dice So Nice's list, and its colours", () => {
    const words = (key: string) => g.game.i18n.localize(key);
    expect(colorsets().map((c) => ({ ...c, description: words(c.description), category: words(c.category) }))).toEqual([
      {
        name: "hb-spark",
        description: "Spark (gold)",
        category: "Humanity, Blessed",
        texture: "none",
        font: "Arial",
        visibility: "visible",
        foreground: "#2b1d00",
        background: "#f2c14e",
        outline: "#fff4cc",
        edge: "#b8860b",
        material: "metal",
      },
      {
        name: "hb-help",
        description: "Help (green)",
        category: "Humanity, Blessed",
        texture: "none",
        font: "Arial",
        visibility: "visible",
        foreground: "#ffffff",
        background: "#2e7d4f",
        outline: "#0b3d20",
        edge: "#1b5e35",
        material: "plastic",
      },
      {
        name: "hb-haunted",
        description: "Haunted (pale ghost)",
        category: "Humanity, Blessed",
        texture: "none",
        font: "Arial",
        visibility: "visible",
        foreground: "#1d1530",
        background: "#c9c3e6",
        outline: "#f4f1ff",
        edge: "#6f5fa8",
        material: "glass",
      },
      {
        name: "hb-hardy",
        description: "Hardy (oak)",
        category: "Humanity, Blessed",
        texture: "none",
        font: "Arial",
        visibility: "visible",
        foreground: "#fff3e0",
        background: "#7a4a1f",
        outline: "#2e1a08",
        edge: "#a0652b",
        material: "wood",
      },
    ]);
  });

  it("where Dice So Nice is not active: no setting, no colour set", async () => {
    expect(diceSoNiceActive()).toBe(false);
    g.game.modules.set("dice-so-nice", { id: "dice-so-nice", active: false });
    expect(diceSoNiceActive()).toBe(false);
    registerDiceSettings();
    expect(roleSettings()).toEqual([]);
  });

  it("where it is: one client setting per role, named for the player, registered once however often it is asked", async () => {
    g.game.modules.set("dice-so-nice", { id: "dice-so-nice", active: true });
    expect(diceSoNiceActive()).toBe(true);
    const added: [string, string | undefined][] = [];
    await addColorsets({ addColorset: (c: any, mode) => void added.push([c.name, mode]) });
    await g.game.settings.set("humanity-blessed", "dice-spark", "hb-hardy");
    registerDiceSettings();
    expect(roleSettings()).toEqual([
      "humanity-blessed.dice-spark",
      "humanity-blessed.dice-help",
      "humanity-blessed.dice-haunted",
      "humanity-blessed.dice-hardy",
    ]);
    expect(g.game.settings.get("humanity-blessed", "dice-spark")).toBe("hb-hardy");
    const help = g.game.settings.settings.get("humanity-blessed.dice-help");
    expect([g.game.i18n.localize(help.name), g.game.i18n.localize(help.hint)]).toEqual([
      "Dice So Nice: Help dice",
      "The colours of the dice you throw to Help (Analytical's four d6). \"None\" throws them as your own dice.",
    ]);
    const choices = Object.entries(help.choices).map(([value, key]) => `${value}: ${g.game.i18n.localize(key)}`);
    expect([help.scope, help.config, help.default, choices]).toEqual([
      "client",
      true,
      "hb-help",
      [
        "none: None: my own dice",
        "hb-spark: Spark (gold)",
        "hb-help: Help (green)",
        "hb-haunted: Haunted (pale ghost)",
        "hb-hardy: Hardy (oak)",
      ],
    ]);
    expect(added).toEqual([
      ["hb-spark", "default"],
      ["hb-help", "default"],
      ["hb-haunted", "default"],
      ["hb-hardy", "default"],
    ]);
  });
});

describe("Using the system", () => {
  it("a compendium without the journal opens nothing and marks nothing", async () => {
    // Core's CompendiumCollection#getDocument for an id the pack does not hold: undefined.
    g.game.packs.set(RULES_PACK, { collection: RULES_PACK, getDocument: async () => undefined });
    g.game.user = g.game.users.get("player");
    await welcomeOnce();
    expect(g.game.user.getFlag("humanity-blessed", "welcomed")).toBeUndefined();
  });
});
