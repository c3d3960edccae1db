// The GM's "Call for a Check" dialog as it opens: the Stat, the difficulty and the note it proposes (a macro's preset,
// else Head at Normal with no note), and every character with a tick box.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { openCallDialog } from "../../../src/applications/chat/request-card";
import { apps } from "../../fakes/setup";

const g = globalThis as any;

/** The dialog the GM was shown last, as a form. */
function dialog(): HTMLFormElement {
  const form = document.createElement("form");
  form.innerHTML = apps.DialogV2.asked.at(-1).content;
  return form;
}
const value = (form: HTMLFormElement, name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value;
/** The option a select shows chosen: its value and words (the one marked selected; none marked, the first). */
const chosen = (form: HTMLFormElement, name: string) => {
  const options = [...form.querySelectorAll<HTMLOptionElement>(`select[name="${name}"] option`)];
  const option = options.find((o) => o.hasAttribute("selected")) ?? options[0]!;
  return `${option.value}: ${option.textContent}`;
};

let wren: any;
beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  const Actor = g.CONFIG.Actor.documentClass;
  wren = await Actor.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 } });
  await Actor.create({ type: "monstrosity", name: "Grey Widow" });
  g.game.user = g.game.users.get("gm");
});

describe("the Call for a Check dialog", () => {
  it("opened with nothing preset: Head at Normal, no note, each character listed", async () => {
    apps.DialogV2.answers.push(() => null);
    await g.game.system.api.callForCheck();
    const form = dialog();
    expect([chosen(form, "stat"), chosen(form, "difficulty"), value(form, "note")]).toEqual(["head: Head", "normal: Normal", ""]);
    // Each list marks its proposal itself, rather than leaving the browser to show its first option.
    expect([...form.querySelectorAll("option[selected]")].map((o) => o.textContent)).toEqual(["Head", "Normal"]);
    expect([...form.querySelectorAll("select[name=difficulty] option")].map((o) => o.textContent)).toEqual(["Easy", "Normal", "Hard", "Complex"]);
    expect([...form.querySelectorAll<HTMLInputElement>("[name=actors]")].map((i) => [i.value, i.checked, i.parentElement!.textContent!.trim()]))
      .toEqual([[wren.uuid, true, "Wren"]]);
  });

  it("a macro's difficulty and note are proposed", async () => {
    apps.DialogV2.answers.push(() => null);
    await g.game.system.api.callForCheck({ difficulty: "hard", label: "the locked door" });
    const form = dialog();
    expect([chosen(form, "stat"), chosen(form, "difficulty"), value(form, "note")]).toEqual(["head: Head", "hard: Hard", "the locked door"]);
  });

  it("a Stat handed to the dialog is the one proposed, alone marked", async () => {
    apps.DialogV2.answers.push(() => null);
    await openCallDialog({ stat: "heart" });
    const form = dialog();
    expect([chosen(form, "stat"), chosen(form, "difficulty")]).toEqual(["heart: Heart", "normal: Normal"]);
    expect(form.querySelectorAll("select[name=stat] option[selected]")).toHaveLength(1);
  });
});
