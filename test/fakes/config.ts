// CONFIG as Foundry V13 ships it, reduced to what our system reads or assigns.
export function createConfig(classes: { Actor: any; Item: any; ChatMessage: any; Combat: any; Combatant: any; Roll: any; Die: any }) {
  const doc = (documentClass: any) => ({ documentClass, dataModels: {} as Record<string, unknown>, typeLabels: {} });
  return {
    Actor: doc(classes.Actor),
    Item: doc(classes.Item),
    ChatMessage: doc(classes.ChatMessage),
    Combat: doc(classes.Combat),
    Combatant: doc(classes.Combatant),
    Dice: { rolls: [classes.Roll], terms: { d: classes.Die } as Record<string, unknown>, termTypes: {} as Record<string, unknown>, types: [classes.Die], randomUniform: Math.random },
    // V13: an array (V14 turns it into a record).
    statusEffects: [{ id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" }] as unknown,
    specialStatusEffects: { DEFEATED: "dead" } as Record<string, string>,
    ui: {} as Record<string, unknown>,
    queries: {} as Record<string, unknown>,
  };
}
