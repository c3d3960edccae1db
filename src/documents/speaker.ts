// Core's chat speaker for an actor, typed for both generations' declarations (on demand: only posting code needs it).
/** Core's speaker for an actor (its token's, for a token's actor). */
export function speakerOf(actor: Actor.Implementation): ReturnType<typeof ChatMessage.getSpeaker> {
  // fvtt-types 14.366.0 wants an Actor.Stored here, which the configured class (HumanityActor) is not typed as.
  return ChatMessage.implementation.getSpeaker({ actor: actor as never });
}
