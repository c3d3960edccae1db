// Hidden Stat Dice on a sheet: the GM's toggle reads as its state, and the GM's Stat Dice wear a d20 badge while it
// is on. A player sees neither (the actor refuses a player's change anyway).
export interface D20Context {
  on: boolean;
  gm: boolean;
  badge: boolean;
}

export function d20Context(on: boolean, gm: boolean): D20Context {
  return { on, gm, badge: on && gm };
}
