// The Endeavor table rulings in core's Configure Settings: the menu's button as a GM reads it, hidden from players
// (core lists a `restricted` menu to those who may configure settings only), and the form it opens.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";

const g = globalThis as any;

beforeEach(() => onInit());

describe("the rulings menu in Configure Settings", () => {
  it("reads as a GM sees it and is kept from players", () => {
    const menu = g.game.settings.menus.get("humanity-blessed.rulings");
    const t = (key: string) => g.game.i18n.localize(key);
    expect([t(menu.name), t(menu.label), t(menu.hint), menu.icon, menu.restricted]).toEqual([
      "Endeavor table rulings",
      "Read and set the rulings",
      "The eight readings of open Endeavor rules, each with the book's words and both readings explained.",
      "fa-solid fa-scale-balanced",
      true,
    ]);
  });
});
