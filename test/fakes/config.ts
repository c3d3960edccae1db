// CONFIG as Foundry V13 ships it, reduced to what our system reads or assigns. Rebuilt on every reset.
/** The classes CONFIG points at, by the name core files them under. */
type ConfigClasses = Record<
  | "Actor"
  | "Item"
  | "ActiveEffect"
  | "ChatMessage"
  | "ChatMessages"
  | "Macro"
  | "Combat"
  | "Combatant"
  | "Scene"
  | "TokenDocument"
  | "Roll"
  | "Die"
  | "DiceTerm"
  | "NumericTerm"
  | "OperatorTerm",
  unknown
>;
export function createConfig(c: ConfigClasses) {
  const doc = (documentClass: unknown) => ({
    documentClass,
    dataModels: {} as Record<string, unknown>,
    typeLabels: {} as Record<string, string>,
    // Filled by registerSheet (ux.ts): type → sheet id → entry; Document#sheet opens the type's default.
    sheetClasses: {} as Record<string, Record<string, unknown>>,
  });
  return {
    // V13: trackableAttributes is empty until a system configures it (token bars are then inferred from the schema).
    Actor: { ...doc(c.Actor), trackableAttributes: {} as Record<string, { bar: string[]; value: string[] }> },
    Item: doc(c.Item),
    ActiveEffect: doc(c.ActiveEffect),
    // V13: core's chat message frame (client/config.mjs); the tests' stand-in is test/harness/core/templates/sidebar/.
    ChatMessage: { ...doc(c.ChatMessage), template: "templates/sidebar/chat-message.hbs", collection: c.ChatMessages },
    Macro: doc(c.Macro),
    Combat: doc(c.Combat),
    Combatant: doc(c.Combatant),
    Scene: doc(c.Scene),
    Token: doc(c.TokenDocument),
    Dice: {
      rolls: [c.Roll] as unknown[],
      terms: { d: c.Die } as Record<string, unknown>,
      termTypes: { DiceTerm: c.DiceTerm, NumericTerm: c.NumericTerm, OperatorTerm: c.OperatorTerm } as Record<string, unknown>,
      types: [c.Die] as unknown[],
      randomUniform: Math.random as () => number,
    },
    // V13: an array (V14 turns it into a record). Core ships many more; ours replaces the list at init.
    statusEffects: [{ id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" }] as unknown[],
    specialStatusEffects: { DEFEATED: "dead", INVISIBLE: "invisible", BLIND: "blind", BURROW: "burrow", HOVER: "hover", FLY: "fly" } as Record<string, string>,
    sounds: { dice: "sounds/dice.wav", lock: "sounds/lock.wav", notification: "sounds/notify.wav", combat: "sounds/drums.wav" },
    ui: {} as Record<string, unknown>,
    queries: {} as Record<string, unknown>,
    // V13: the custom enrichers TextEditor.enrichHTML applies after its own (client/config.mjs).
    TextEditor: { enrichers: [] as unknown[] },
  };
}
