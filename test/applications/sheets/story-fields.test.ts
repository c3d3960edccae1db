// Character and Monstrosity story fields (backstory, appearance, notes) are shown enriched by core's
// TextEditor.enrichHTML: content links instead of raw @UUID text, and GM secret sections only for owners. An
// observer's sheet holds no source at all (no raw value attribute to read the secret from).
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { CharacterSheet } from "../../../src/applications/sheets/character-sheet";
import { MonstrositySheet } from "../../../src/applications/sheets/monstrosity-sheet";
import { HumanityItemSheet } from "../../../src/applications/sheets/item-sheet";

const g = globalThis as any;
const as = (id: string) => { g.game.user = g.game.users.get(id); };
let compass: any;

const story = (extra = "") =>
  `<p>Raised by lighthouse keepers; carries @UUID[${compass.uuid}]{the compass} and @UUID[Item.XXXXXXXXXXXXXXXX]{a lost map}.</p>`
  + `<section class="secret" id="secret-1"><p>Is the drowned prince.</p></section>${extra}`;

beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  compass = await g.CONFIG.Item.documentClass.create({ type: "thing", name: "Grandmother's compass", system: { kind: "item" } });
});

async function shown(Sheet: any, actor: any, user: string): Promise<HTMLElement> {
  as(user);
  const sheet = new Sheet({ document: actor });
  await sheet.render({ force: true });
  const element = sheet.element as HTMLElement;
  await sheet.close();
  return element;
}

describe("story fields", () => {
  it("an observer reads the backstory enriched, with no GM secret and no raw @UUID; the owner sees the secret and edits the source", async () => {
    const revealed = `<section class="secret revealed" id="secret-2"><p>Sailed with the Gull.</p></section>`;
    const actor = await g.CONFIG.Actor.documentClass.create({
      type: "character", name: "Wren", ownership: { default: 0, player: 3, player2: 2 },
      system: { backstory: story(revealed), appearance: "<p>Salt in her hair.</p>", notes: "" },
    });
    const observer = await shown(CharacterSheet, actor, "player2");
    const tab = observer.querySelector(".hb-story")!;
    expect(tab.querySelector("prose-mirror")).toBeNull();
    expect(tab.textContent).not.toContain("drowned prince");
    expect(tab.innerHTML).not.toContain("@UUID");
    expect(tab.innerHTML).not.toContain("secret-1");
    // Revealed by the GM: everyone reads it.
    expect(tab.textContent).toContain("Sailed with the Gull.");
    const links = [...tab.querySelectorAll<HTMLAnchorElement>("a.content-link")];
    expect(links.map((a) => [a.textContent, a.dataset.uuid, a.classList.contains("broken")])).toEqual([
      ["the compass", compass.uuid, false], ["a lost map", "Item.XXXXXXXXXXXXXXXX", true],
    ]);
    expect([...tab.querySelectorAll(".hb-prose")].map((p) => p.textContent)).toContain("Salt in her hair.");

    const owner = await shown(CharacterSheet, actor, "player");
    const editor = owner.querySelector<HTMLElement>('prose-mirror[name="system.backstory"]')!;
    // The source to edit, secret and @UUID as written (happy-dom leaves &lt; undecoded in attributes; core's DOM would not).
    expect(editor.getAttribute("value")).toContain(`@UUID[${compass.uuid}]{the compass}`);
    expect(editor.getAttribute("value")).toContain("Is the drowned prince.");
    expect(editor.hasAttribute("toggled")).toBe(true);
    expect(editor.querySelector("secret-block section.secret")!.textContent).toBe("Is the drowned prince.");
    expect(editor.querySelector("a.content-link")!.textContent).toBe("the compass");
  });

  it("a Monstrosity's notes: the GM sees the secret, a player who may only look does not", async () => {
    const widow = await g.CONFIG.Actor.documentClass.create({ type: "monstrosity", name: "Grey Widow", ownership: { default: 2 }, system: { notes: story() } });
    const gm = await shown(MonstrositySheet, widow, "gm");
    expect(gm.querySelector('prose-mirror[name="system.notes"] secret-block')!.textContent).toBe("Is the drowned prince.");
    const player = await shown(MonstrositySheet, widow, "player");
    expect(player.querySelector("prose-mirror")).toBeNull();
    expect(player.textContent).not.toContain("drowned prince");
    expect(player.innerHTML).not.toContain("@UUID");
    expect(player.querySelector(".hb-prose a.content-link")!.textContent).toBe("the compass");
  });

  it("an item's description likewise: a player who may only look reads no GM secret and no source", async () => {
    const relic = await g.CONFIG.Item.documentClass.create({ type: "thing", name: "Relic", ownership: { default: 2 }, system: { kind: "item", description: story() } });
    const gm = await shown(HumanityItemSheet, relic, "gm");
    expect(gm.querySelector('prose-mirror[name="system.description"] secret-block')!.textContent).toBe("Is the drowned prince.");
    const player = await shown(HumanityItemSheet, relic, "player");
    expect(player.querySelector("prose-mirror")).toBeNull();
    expect(player.textContent).not.toContain("drowned prince");
    expect(player.innerHTML).not.toContain("@UUID");
    expect(player.querySelector(".hb-prose a.content-link")!.textContent).toBe("the compass");
  });

  it("an inline roll in the notes reads the character's own numbers: Head d8 makes @stats.head an 8", async () => {
    const actor = await g.CONFIG.Actor.documentClass.create({
      type: "character", name: "Wren", ownership: { default: 2 },
      system: { stats: { head: 8 }, notes: "<p>Lock: [[/r 1d20 + @stats.head]] or [[/r 1d6 + @stats.head # pick]]{Pick it}</p>" },
    });
    const rolls = [...(await shown(CharacterSheet, actor, "player")).querySelectorAll<HTMLAnchorElement>(".hb-story a.inline-roll")];
    expect(rolls.map((a) => [a.textContent, a.dataset.formula, a.dataset.flavor])).toEqual([
      ["1d20 + 8", "1d20 + 8", ""], ["Pick it", "1d6 + 8", "pick"],
    ]);
  });
});
