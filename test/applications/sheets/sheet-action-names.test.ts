// Each actor sheet's actions as core finds them: the shell lists their names at init (a button's data-action is looked
// up by name) and the body loaded on the first click supplies what each does, so a name on one side only is a button
// that does nothing, or a body no button reaches.
import { describe, expect, it } from "vitest";
import {
  CHARACTER_ACTIONS,
  MONSTROSITY_ACTIONS,
  PARTY_ACTIONS,
  SHARED_ACTIONS,
} from "../../../src/applications/sheets/actor-sheet-host";
import { actions as shared } from "../../../src/applications/sheets/actor-sheet-actions";
import { actions as character } from "../../../src/applications/sheets/character-sheet-actions";
import { actions as monstrosity } from "../../../src/applications/sheets/monstrosity-sheet-actions";
import { actions as party } from "../../../src/applications/party/party-sheet-body";

describe("each sheet's actions", () => {
  it.each([
    ["every actor sheet", SHARED_ACTIONS, shared],
    ["the character sheet", CHARACTER_ACTIONS, character],
    ["the Monstrosity sheet", MONSTROSITY_ACTIONS, monstrosity],
    ["the party sheet", PARTY_ACTIONS, party],
  ] as const)("%s: a body for every name the shell lists, and no other", (_sheet, names, bodies) => {
    expect(Object.keys(bodies).sort()).toEqual([...names].sort());
    for (const name of names) expect(typeof (bodies as Record<string, unknown>)[name]).toBe("function");
  });
});
