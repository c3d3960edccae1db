// Item field choices as plain data, so views can use them without loading Foundry's field classes.
export const SPECIALIZATION_LIMITS = ["", "session", "action"] as const;
export const THING_KINDS = ["item", "information", "alliance"] as const;
