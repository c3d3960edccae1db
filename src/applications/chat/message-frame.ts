// A chat message drawn from its data when shown. Core's ChatMessage#renderHTML (V13 and V14) hands the whole message to
// its system model when that model has a renderHTML; this draws core's own frame (CONFIG.ChatMessage.template: sender,
// whisper, flavor, delete control) around our card, with the same context core builds for any message, so our
// messages look and behave like core's. Each reader's client draws it in their own language, from the data as it is.

export type MessageRenderOptions = { canDelete?: boolean; canClose?: boolean } & Record<string, unknown>;

/** The parts of a ChatMessage the frame reads, as core's document has them. */
type FramedMessage = ChatMessage.Implementation;

/**
 * The `<li>` core would put in the chat log for this message, with `content` as its body. A roll hidden from this
 * reader (a blind or private roll) shows what core shows: who rolled, privately, and each roll drawn as private.
 */
export async function renderMessageFrame(
  message: FramedMessage,
  content: () => Promise<string>,
  { canDelete, canClose = false, ...rest }: MessageRenderOptions = {},
): Promise<HTMLElement> {
  const i18n = game.i18n!;
  const whisper = message.whisper;
  const data = { ...message.toObject(false), content: "" } as ReturnType<FramedMessage["toObject"]> & {
    content: string;
    flavor: string;
  };
  let alias = message.alias;
  if (message.isContentVisible) data.content = await content();
  else {
    // Core's #renderRollContent for a reader who may not see the rolls.
    const name = message.author?.name ?? i18n.localize("CHAT.UnknownUser");
    data.flavor = i18n.format("CHAT.PrivateRollContent", { user: foundry.utils.escapeHTML(name) });
    data.content = (await Promise.all(message.rolls.map((r) => r.render({ isPrivate: true })))).join("");
    alias = name;
  }
  // Stryker disable MethodExpression: a class list reads past blank names; the filter only tidies the attribute
  const cssClass = [
    message.style === CONST.CHAT_MESSAGE_STYLES.IC ? "ic" : "",
    message.style === CONST.CHAT_MESSAGE_STYLES.EMOTE ? "emote" : "",
    whisper.length ? "whisper" : "",
    message.blind ? "blind" : "",
  ]
    .filter(Boolean)
    .join(" ");
  // Stryker restore MethodExpression
  const context = {
    ...rest,
    canDelete: canDelete ?? game.user!.isGM,
    canClose,
    message: data,
    user: game.user,
    author: message.author,
    speakerActor: message.speakerActor,
    alias,
    cssClass,
    // Core suppresses the "To:" line on whispered or blind rolls; a roll whispered to no one has none to draw anyway.
    isWhisper: message.isRoll ? 0 : whisper.length,
    whisperTo: whisper
      .map((id) => game.users!.get(String(id))?.name)
      .filter(Boolean)
      .join(", "),
  };
  const html = await foundry.applications.handlebars.renderTemplate(CONFIG.ChatMessage.template, context);
  return foundry.utils.parseHTML(html) as HTMLElement;
}
