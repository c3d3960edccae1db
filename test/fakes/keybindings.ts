// game.keybindings and game.keyboard as core V13 has them (client/helpers/interaction/client-keybindings.mjs and
// keyboard-manager.mjs), the parts we use. register() is refused once initialize() has run (core initialises right
// after the init hook: a test that needs bindings calls initialize() after onInit, as core does); get() before it
// fails as core's does (its bindings map does not exist yet). A binding's modifiers must be core's modifier names.
// The bindings in force are the uneditable ones, then the user's saved ones (core setting "keybindings", client scope)
// or else the defaults. press() plays core's KeyboardManager for one key: the actions bound to it, in precedence
// order, whose required modifiers are exactly those held (beyond their reserved ones), GM-only ones only for a GM,
// each onDown until one returns true.
import type { SameConstants, TakesLike } from "./core-types";

export const MODIFIER_KEYS = Object.freeze({ CONTROL: "Control", SHIFT: "Shift", ALT: "Alt" });
export const MODIFIER_CODES = Object.freeze({
  Alt: ["AltLeft", "AltRight"],
  Control: ["ControlLeft", "ControlRight", "MetaLeft", "MetaRight", "Meta", "OsLeft", "OsRight"],
  Shift: ["ShiftLeft", "ShiftRight"],
});
export const KEYBINDING_PRECEDENCE = Object.freeze({ PRIORITY: 0, NORMAL: 1, DEFERRED: 2 });
type CoreKeyboardManager = typeof foundry.helpers.interaction.KeyboardManager;
MODIFIER_KEYS satisfies SameConstants<typeof MODIFIER_KEYS, CoreKeyboardManager["MODIFIER_KEYS"]>;
MODIFIER_CODES satisfies CoreKeyboardManager["MODIFIER_CODES"];
KEYBINDING_PRECEDENCE satisfies SameConstants<typeof KEYBINDING_PRECEDENCE, typeof CONST.KEYBINDING_PRECEDENCE>;
/** Core KeyboardManager.PROTECTED_KEYS: never bindable. */
const PROTECTED_KEYS = ["F5", "F11", "F12", "PrintScreen", "ScrollLock", "NumLock", "CapsLock"];

type Binding = { key: string; modifiers?: string[] };
/** What press() gives onDown: core's KeyboardEventContext without event, logicalKey, hasModifier and modifiers. */
type KeyContext = Pick<
  foundry.helpers.interaction.KeyboardManager.KeyboardEventContext,
  "key" | "isShift" | "isControl" | "isAlt" | "up" | "repeat"
>;
type Action = { name: string; hint?: string; namespace?: string; editable?: Binding[]; uneditable?: Binding[]; restricted?: boolean; reservedModifiers?: string[];
  precedence?: number; order?: number; onDown?(context: KeyContext): unknown; onUp?(context: KeyContext): unknown };

const validModifiers = (keys: string[]) => keys.map((key) => {
  const named = (MODIFIER_KEYS as Record<string, string>)[key] ?? key;
  if (!Object.values(MODIFIER_KEYS).includes(named as never)) throw new Error(`Illegal modifier ${key}`);
  return named;
});
const validBindings = (values: unknown): Binding[] => {
  if (!Array.isArray(values)) throw new Error("Keybinding values must be an array");
  for (const binding of values as Binding[]) {
    if (!binding.key) throw new Error("Each KeybindingActionBinding must contain a valid key designation");
    if (PROTECTED_KEYS.includes(binding.key)) throw new Error(`${binding.key} is a protected key`);
    binding.modifiers = validModifiers(binding.modifiers ?? []);
  }
  return values as Binding[];
};

/** The game the bindings read: its settings (core "keybindings") and whether its user is a GM. */
interface KeybindingsGame {
  settings: { get(ns: string, k: string): unknown; set(ns: string, k: string, v: unknown): Promise<unknown> };
  user: { isGM: boolean };
}

export function createKeybindings(game: () => KeybindingsGame) {
  const actions = new Map<string, Action>();
  let bindings: Map<string, Binding[]> | undefined;
  let registered = 0;
  const keyboard = { downKeys: new Set<string>() };
  const keybindings = {
    actions,
    register(namespace: string, action: string, data: Action) {
      if (bindings) throw new Error("You cannot register a Keybinding after the init hook");
      if (!namespace || !action) throw new Error("You must specify both the namespace and action portion of the Keybinding action");
      data.namespace = namespace;
      data.precedence ??= KEYBINDING_PRECEDENCE.NORMAL;
      data.order = registered++;
      data.uneditable = validBindings(data.uneditable ?? []);
      data.editable = validBindings(data.editable ?? []);
      data.reservedModifiers = validModifiers(data.reservedModifiers ?? []);
      actions.set(`${namespace}.${action}`, data);
    },
    initialize() {
      const saved = game().settings.get("core", "keybindings") as Record<string, Binding[]>;
      bindings = new Map([...actions].map(([id, config]) => [id, [...config.uneditable!, ...(saved[id] ?? config.editable!)]]));
    },
    get(namespace: string, action: string): Binding[] {
      const id = `${namespace}.${action}`;
      if (!actions.has(id)) throw new Error("This is not a registered keybind action");
      if (!bindings) throw new TypeError("Cannot read properties of undefined (reading 'get')");
      return bindings.get(id) ?? [];
    },
    async set(namespace: string, action: string, values?: Binding[]) {
      const id = `${namespace}.${action}`;
      const config = actions.get(id);
      if (!config) throw new Error("This is not a registered keybind");
      if (config.restricted && !game().user.isGM) throw new Error("Only a GM can edit this keybind");
      const mapping = game().settings.get("core", "keybindings") as Record<string, Binding[]>;
      mapping[id] = validBindings(values);
      await game().settings.set("core", "keybindings", mapping);
      keybindings.initialize();
    },
    /** Test handle (core's KeyboardManager on a keydown): runs the matching actions' onDown until one handles it. */
    press(key: string, held: string[] = []): boolean {
      if (!bindings) throw new Error("keybindings are not initialised");
      const matching = [...actions].flatMap(([id, config]) => (bindings!.get(id) ?? []).filter((b) => b.key === key).map((b) => ({ id, config, binding: b })))
        .sort((a, b) => a.config.precedence! - b.config.precedence! || a.config.order! - b.config.order!);
      for (const { config, binding } of matching) {
        if (config.restricted && !game().user.isGM) continue;
        const required = binding.modifiers ?? [];
        if (!required.every((m) => held.includes(m)) || held.some((m) => !required.includes(m) && !config.reservedModifiers!.includes(m))) continue;
        if (config.onDown?.({ key, isShift: held.includes("Shift"), isControl: held.includes("Control"), isAlt: held.includes("Alt"), up: false, repeat: false }) === true) return true;
      }
      return false;
    },
    // Core's ClientKeybindings for these four; set resolves when saved (core's to the saved setting). actions and press
    // are test handles.
  } satisfies TakesLike<foundry.helpers.interaction.ClientKeybindings, "register" | "initialize" | "get" | "set">
    & Record<"actions" | "press", unknown>;
  return { keybindings, keyboard };
}
