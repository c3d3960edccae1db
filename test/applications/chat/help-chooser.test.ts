// Help's chooser on the helper's client (help-chooser.ts): asked only when there is a choice, titled and buttoned as
// core draws it, and closing it or confirming with nothing ticked sends nothing.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { postCheck } from "../../../src/applications/chat/check-card";
import { apps } from "../../fakes/setup";
import { as, faces, renderCard, warnings, wrenAndAsh } from "./card-helpers";
import { checkOf } from "./posted-check";

const g = globalThis as any;

let roller: any;
let helper: any;
beforeEach(async () => {
  ({ roller, helper } = await wrenAndAsh());
  apps.DialogV2.asked.length = 0;
  apps.DialogV2.answers.length = 0;
});

/** Presses Help on the card as player2 (Ash) and waits until the card gives the button back. */
async function pressHelp(message: any): Promise<void> {
  as("player2");
  const button = (await renderCard(message)).querySelector<HTMLButtonElement>('[data-hb-action="help"]')!;
  button.click();
  await vi.waitFor(() => expect(button.disabled).toBe(false));
}

async function posted() {
  as("player");
  faces([5], 6);
  return postCheck(roller, { stat: "head" });
}

describe("Help's chooser", () => {
  it("one kind of Blessing: nothing is asked, that Blessing Helps", async () => {
    await helper.update({ "system.blessings": [4, 4] });
    const message = await posted();
    await pressHelp(message);
    expect(apps.DialogV2.asked).toHaveLength(0);
    expect([helper.system.blessings, checkOf(message).system.helps.map((h: any) => h.blessing)]).toEqual([[4], [4]]);
  });

  it("no Blessing: nothing is asked, and the GM says the pool cannot pay", async () => {
    await helper.update({ "system.blessings": [] });
    const message = await posted();
    await pressHelp(message);
    expect(apps.DialogV2.asked).toHaveLength(0);
    expect(warnings()).toEqual(["The Blessings pool cannot pay ①."]);
  });

  it("titled and buttoned as Help; closed without an answer, or confirmed with nothing ticked, it sends nothing", async () => {
    const message = await posted();
    const error = vi.spyOn(console, "error");
    await pressHelp(message);
    const [asked] = apps.DialogV2.asked;
    expect([asked.window.title, asked.ok.label]).toEqual(["HB.Check.chooseHelpTitle", "HB.Check.help"]);
    apps.DialogV2.answers.push((config: any) => {
      const form = document.createElement("form");
      form.innerHTML = config.content;
      for (const radio of form.querySelectorAll<HTMLInputElement>('[name="blessing"]')) radio.checked = false;
      const ok = document.createElement("button");
      form.append(ok);
      return config.ok.callback(new Event("click"), ok);
    });
    await pressHelp(message);
    expect(apps.DialogV2.asked).toHaveLength(2);
    expect([checkOf(message).system.helps, helper.system.blessings, warnings()]).toEqual([[], [6, 2, 4], []]);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
