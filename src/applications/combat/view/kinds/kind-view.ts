/**
 * What a kind of Endeavor adds to the tracker's and the board's view (an entry of the table in index.ts; every hook
 * optional: a kind without one shows what the generic view shows). A leaf of types: the kinds' view modules and the
 * generic view both import it.
 *
 * The fields a kind adds to a template context are named by the templates; each kind declares them, optional, in the
 * registries below by module augmentation (`declare module "../kind-view"` in its folder's `view-fields.ts`), so the
 * generic view returns them typed without naming them.
 */
import type {
  AttackAction,
  ButtonKind,
  EndeavorState,
  Participant,
  SimpleAction,
  Special,
} from "../../../../rules/endeavor";
import type { RowFields } from "../row-fields";

/** The acting form's fields of a kind's own actions (the turn's template reads them). */
export interface KindActFields {}
/** The special actions' fields a kind adds (the special-action template reads them). */
export interface KindSpecialFields {}
/** A participant's row: the kind's tags and marks. */
export interface KindRowFields {}
/** The tracker's header: the kind's state at a glance. */
export interface KindHeadFields {}
/** The GM's toolbar: the kind's own controls. */
export interface KindToolbarFields {}
/** The track board: the kind's own look of the whole board. */
export interface KindBoardFields {}

/** A text a label is made of: a localisation key and its data (a label is several, shown one after the other). */
export interface LiveText {
  key: string;
  data: Record<string, string | number>;
}

/** An action the turn offers: [value, offered, has fields in step 3, makes a Check with the Action Die]. */
export type OwnAction = readonly [string, boolean, boolean, boolean];

/** A kind's own table of actions for the acting participant, in place of the book's usual ones. */
export interface KindTurn {
  fields: KindActFields;
  /** The actions offered, given what the Specializations' actions (Radiant, Commanding) offer now. */
  actions: (specs: { radiant: boolean; commanding: boolean }) => OwnAction[];
  /** The participant takes no Specialization's action (Commanding, Radiant). */
  noSpecializations: boolean;
}

/** What the Check form's die allows: "Hurt only" (violent), "Not Hurt". */
export interface TurnDie {
  violent: boolean;
  notHurt: boolean;
}

/** What a kind's board hook marks: buttons and markers drawn in danger, and lines of the dangers list. */
export interface BoardMarks {
  hotButton: (id: string) => void;
  dangerMarker: (id: string) => void;
  danger: (line: { key: string; name: string; count: number }) => void;
}

/** A legend line: a marker's or a button's look and what it means. */
export interface LegendMarker {
  css: string;
  label: string;
}

export interface KindBoard {
  /** Participants the board draws no marker for. */
  unmarked?: (p: Participant) => boolean;
  /** The legend's sides, when not both of the table's sides are on the track (null: the generic). */
  sides?: (state: EndeavorState) => LegendMarker[] | null;
  /** The legend's markers the kind adds, after the sides (`side`: the first side's css). */
  markers?: (side: string) => LegendMarker[];
  /** A participant's marker classes the kind adds. */
  markerCss?: (state: EndeavorState, p: Participant) => string;
  /** Does the legend explain a highlighted button, and a temporary one? */
  hotButton?: (state: EndeavorState) => boolean;
  temporary?: (state: EndeavorState) => boolean;
  /** The kind's dangers, after the generic ones (`active`: the participants on the track). */
  dangers?: (
    state: EndeavorState,
    active: readonly Participant[],
    name: (id: string) => string,
    marks: BoardMarks,
  ) => void;
  /** The header's goal, when the kind says it (null: the goal position's). */
  goalLabel?: (state: EndeavorState) => string | null;
  fields?: (state: EndeavorState) => KindBoardFields;
}

export interface KindView {
  /** Attacks name no target: the kind's own forms choose what an Attack reaches. */
  untargeted?: (state: EndeavorState) => boolean;
  /** Help on X may lower it as well as raise it. */
  helpLowersX?: (state: EndeavorState) => boolean;
  /** The acting participant's own actions (null: the book's usual ones). */
  turn?: (state: EndeavorState, p: Participant, die: TurnDie) => KindTurn | null;
  /** Step 3's title (what the action needs) for the kind's own actions, by action (the generic one's otherwise). */
  stepTitles?: Readonly<Record<string, string>>;
  /** The acting form's labels that follow its fields as they are edited (Help on X, a direction), by the name the
   *  template gives them (`data-hb-label`); null when the participant's form has none. */
  liveLabels?: (state: EndeavorState, by: string, fields: RowFields) => Record<string, LiveText[]> | null;
  /** The row's fields read into the kind's own actions, by action kind (`withCheck`: Spark and Help go with it). */
  actions?: Record<string, (fields: RowFields, withCheck: boolean) => SimpleAction>;
  /** What a violent Attack's fields add to it in this kind. */
  attack?: (fields: RowFields) => Partial<AttackAction>;
  /** The special actions' forms the kind adds (`offered`: the specials open to the participant). */
  specials?: (state: EndeavorState, p: Participant, offered: readonly string[]) => KindSpecialFields;
  /** The row's fields read into the kind's own special actions, by special kind. */
  specialCommands?: Record<string, (fields: RowFields) => Special>;
  /** A participant the GM alone plays, whoever owns their actor. */
  gmOnly?: (p: Participant) => boolean;
  row?: (state: EndeavorState, p: Participant, isCurrent: boolean) => KindRowFields;
  head?: (state: EndeavorState) => KindHeadFields;
  toolbar?: (state: EndeavorState) => KindToolbarFields;
  /** The board's icon of each button kind the kind has. */
  buttonIcons?: Partial<Record<ButtonKind, string>>;
  board?: KindBoard;
}
