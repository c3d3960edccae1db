// What a Check chat message remembers besides its dice: who rolled what, under which rules, and who Helped.
// The outcome (its Check Outcome, boons, busts) is never stored: it is recomputed from this and the rolls by
// the rules engine.
import { DIFFICULTIES, EDITION_IDS } from "../../rules/ids";
import { integerField, textField, unreadableField, worthField } from "../fields";
import { salvage } from "../salvage";

const { StringField, ArrayField, SchemaField, BooleanField } = foundry.data.fields;

export function checkMessageSchema() {
  return {
    actorUuid: textField(),
    stat: textField(),
    /** The balanced Stat Sparked with `stat`, blank when the Check was not Sparked. */
    partner: textField(),
    difficulty: new StringField({ required: true, choices: [...DIFFICULTIES], initial: "normal" }),
    edition: new StringField({ required: true, choices: [...EDITION_IDS], initial: EDITION_IDS[0] }),
    /** The Aptitude whose ease applies, by name; blank when none. */
    aptitude: textField(),
    /** The exceptional thing gained (Gains) the roll drew on, by name; blank when none. */
    exceptional: textField(),
    ignited: new BooleanField(),
    conditions: new ArrayField(new StringField({ required: true, blank: false })),
    modifier: integerField({ initial: 0 }),
    /** Haunted's throw after each roll, subtracted from it (an older message was not haunted: empty). */
    haunted: new ArrayField(integerField({ min: 1, max: 10 })),
    // Added after the first release without a migration step: an older Check message loads with the defaults
    // (it could bump, was not Surprised, no Help offered), which is what every roll before these fields was.
    /** Whether these rolls could bump (not under Surprised, nor an Ache on the Stat rolled): a Spark upgrade keeps
     *  it. */
    canBump: new BooleanField({ initial: true }),
    /** The roller was Surprised when rolling: "cannot … Spark", so no upgrade later either (Surprised ends
     *  on the roll). */
    surprised: new BooleanField(),
    /** Vexed/Vulnerable on the Stat rolled: anyone else watching may make the Check fail ("automatically fail"). */
    watchable: new BooleanField(),
    /** An Attack ("violent" uses Hurt), blank for any other Check. */
    attack: new StringField({ required: true, blank: true, choices: ["violent", "non-violent"], initial: "" }),
    /** Who made it fail that way (a name), blank while nobody has. */
    failedBy: textField(),
    /** A Blessing Opportunity claimed on this Check ("legend", "revelation"), with what the roller gained. */
    award: new StringField({ required: true, blank: true, choices: ["legend", "revelation"], initial: "" }),
    awardGained: new ArrayField(worthField()),
    /** Legend: the other characters who witnessed it and gained a Blessing. */
    witnesses: new ArrayField(
      new SchemaField({
        actorUuid: textField(),
        name: textField(),
        values: new ArrayField(worthField()),
      }),
    ),
    /** Help offered before rolling (worth of each Blessing), shown on the card until the helpers pay on it. */
    offered: new ArrayField(worthField()),
    helps: new ArrayField(
      new SchemaField({
        userId: textField(),
        actorUuid: textField(),
        name: textField(),
        blessing: integerField({ min: 0, max: 7, initial: 1 }),
        /** Analytical Help: its four d6 (`blessing` 0); empty for a Blessing's Help, and on older messages. */
        analytical: new ArrayField(worthField()),
      }),
    ),
    // Others' Specializations (rules check-reactions.ts); an older message loads with nobody's.
    /** Who distracted it (Mischievous), blank while nobody has. */
    mischievous: textField(),
    /** Who used Resolved against this Attack. */
    resolved: new ArrayField(textField()),
    /** An Attack's Defender as the roll named it (the roller's target), blank when none was: then whoever uses Resolved
     *  says they are. Protective replaced them before the roll when `protectedFrom` names whom. */
    defender: textField(),
    defenderUuid: textField(),
    protectedFrom: textField(),
    /** Ambidextrous on the Aptitude used (v0.0.18): aid from two sources at once. An older message loads with one, as
     *  its card resolved it then. */
    ambidextrous: new BooleanField(),
    unreadable: unreadableField(),
  };
}
export type CheckMessageSchema = ReturnType<typeof checkMessageSchema>;

export class CheckMessageModel extends foundry.abstract.TypeDataModel<CheckMessageSchema, ChatMessage.Implementation> {
  static override defineSchema(): CheckMessageSchema {
    return checkMessageSchema();
  }

  /** Every list read element by element on load (salvage.ts): one bad entry never costs the others. */
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(salvage(this.schema, source));
  }
}
