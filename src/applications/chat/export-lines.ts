// Our cards as lines of text for the chat log's export (core's ChatMessage#export writes only `content`, which our
// cards leave empty: each is drawn from its data when shown). Pure: the same contexts the cards are drawn from, worded
// by the Translator handed in; loaded with the card modules that use it, never with the always-loaded bundle.
import type { CheckCardContext } from "./check-card-context";
import type { RequestCardContext } from "./request-card-context";
import type { EndeavorCardContext } from "../combat/cards/event-card-context";
import type { Translator } from "../shared/translator";

/** A Check card: the Check, each roll's throws and total, the outcome and what it brought, and who took part. */
export function checkLines(card: CheckCardContext, i18n: Translator): string[] {
  const t = (key: string) => i18n.localize(key);
  const tags = [
    t(card.difficulty),
    ...(card.attack ? [t(card.attack)] : []),
    ...(card.aptitude ? [i18n.format(card.aptitudeTag, { name: card.aptitude })] : []),
    ...(card.exceptional ? [i18n.format("HB.Check.exceptional", { name: card.exceptional })] : []),
  ];
  const stats = [t(card.stat), ...card.partners.map(t)].join(" + ");
  const lines = [`${stats}${card.partners.length ? ` (${t("HB.Check.spark")})` : ""} · ${tags.join(" · ")}`];
  for (const roll of card.rolls) {
    const throws = roll.throws.map((th) => th.faces.map((f) => f.value).join(" ")).join(" / ");
    const total = roll.total === roll.final ? `${roll.total}` : `${roll.total} → ${roll.final}`;
    const label = card.multiple ? `${i18n.format("HB.Check.roll", { n: String(roll.number) })}: ` : "";
    const role = roll.role ? ` (${t(`HB.Check.Role.${roll.role}`)})` : "";
    lines.push(`${label}${roll.die}${throws ? ` [${throws}]` : ""} = ${total}${role}`);
  }
  lines.push(`${t(card.outcomeLabel)} — ${t(card.outcomeMeaning)}`);
  if (card.counts.length)
    lines.push(card.counts.map((c) => i18n.format(c.key, { count: String(c.count) })).join(" · "));
  for (const g of card.gains) {
    // Stryker disable StringLiteral: a gain without an outcome names who caused it (check-card-context.ts)
    const cause = g.outcome
      ? i18n.format(g.cause, { n: String(g.n), outcome: t(g.outcome) })
      : i18n.format(g.cause, { name: g.name ?? "" });
    // Stryker restore StringLiteral
    lines.push(i18n.format("HB.Check.Gain.line", { kind: t(g.kindLabel), cause }));
  }
  if (card.helps.length) {
    const helped = card.helps.map(
      (h) =>
        `${h.name} (${h.analytical ? i18n.format("HB.Check.analyticalDice", { dice: h.analytical }) : h.blessing})`,
    );
    lines.push(`${t("HB.Check.helpedBy")} ${helped.join(", ")}`);
  }
  if (card.awardLine) lines.push(i18n.format(card.awardLine, { values: card.awardGained }));
  for (const w of card.witnesses) lines.push(i18n.format("HB.Check.witnessed", { name: w.name, value: w.values }));
  if (card.failedBy)
    lines.push(i18n.format("HB.Check.failedBy", { name: card.failedBy, condition: t(card.watchedCondition) }));
  if (card.mischievous) lines.push(i18n.format("HB.Check.mischievousBy", { name: card.mischievous }));
  if (card.defender) {
    lines.push(
      card.protectedFrom
        ? i18n.format("HB.Check.protectedBy", { name: card.defender, from: card.protectedFrom })
        : i18n.format("HB.Check.defender", { name: card.defender }),
    );
  }
  if (card.resolved) lines.push(i18n.format("HB.Check.resolvedBy", { names: card.resolved }));
  return lines;
}

/** A call for a Check: what was called, the note, and each character's answer as this reader may see it. */
export function requestLines(card: RequestCardContext, i18n: Translator): string[] {
  const answer = (e: RequestCardContext["entries"][number]) =>
    e.visible
      ? `${i18n.localize(e.outcomeLabel)} (${e.counts})`
      : e.missing
        ? i18n.localize("HB.Call.rolledGone")
        : e.rolled
          ? i18n.localize("HB.Call.rolledHidden")
          : i18n.localize("HB.Call.waiting");
  return [
    card.title,
    ...(card.note ? [card.note] : []),
    ...card.entries.map((e) => `${e.name}: ${answer(e)}`),
    ...(card.summary ? [card.summary] : []),
  ];
}

/** An Endeavor card: whose command and the round, then in order each line of what it did and each Check it made. */
export function endeavorLines(card: EndeavorCardContext, i18n: Translator): string[] {
  const lines = [`${card.title} · ${i18n.format("HB.Endeavor.round", { round: String(card.round) })}`];
  for (const block of card.blocks) {
    if (block.check) {
      lines.push(
        `${block.check.caption}${block.check.ranks ? ` (${block.check.ranks})` : ""}`,
        ...checkLines(block.check.card, i18n),
      );
      if (block.check.automaticFailure) lines.push(i18n.localize("HB.Endeavor.immuneFailure"));
    } else lines.push(...block.lines.map((l) => l.text));
  }
  return lines;
}

/** A Session Shop's summary: whose shop, then each purchase. */
export function shopLines(card: { name: string; lines: readonly string[] }, i18n: Translator): string[] {
  return [
    i18n.format("HB.Shop.summaryTitle", { name: card.name }),
    ...(card.lines.length ? card.lines : [i18n.localize("HB.Shop.nothingBought")]),
  ];
}

/** What core shows a reader who may not see a roll (a blind or private one): who rolled, privately. */
export function hiddenLines(message: ChatMessage.Implementation, i18n: Translator): string[] {
  return [i18n.format("CHAT.PrivateRollContent", { user: message.author?.name ?? i18n.localize("CHAT.UnknownUser") })];
}
