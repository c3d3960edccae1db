// A row's fields as the tracker reads them (pure): the values chosen, ticked or typed, by name.
/**
 * A row's form as core reads it: FormDataExtended's object, expanded (`split.<id>` → `split: { <id>: … }`). A select
 * gives its chosen value; several checkboxes of one name an array (an unticked one: null), a lone one its value or
 * null; a number field a number or null when blank. Names: `targets` (opponents chosen), `split.<id>` (their share of
 * group movement), `difficulty`,
 * `withAptitude`, `sparkRoll`, `lessFamous`, `aching`, `exceptional` (the Check's own choices), `ally`
 * (Protect), `specialTarget`, `spark`/`sparkPay` (Spark the Action Die), `helper` (Helpers included),
 * `helpPay.<id>`/`helpUse.<id>`/`helpTactical.<id>` (Tactical: called on without an offer), `command` (Commanding:
 * "<ally>|<Stat>"), `unique1`/`unique2`/`uniquePay`, `positionSpark` ("<Stat>|<partner>", v0.0.18)/`positionSparkPay`,
 * `rechargePay.<Specialization>`, `protectPay` (one checkbox per Blessing, "t:3"/"p:5"), `steal.<id>` (one checkbox per
 * temporary Blessing of an opponent, its worth), Perform Combo's `comboDown.<id>`/`comboOpp.<id>` (allies) and
 * `comboFirst`/`comboMore` (a Monstrosity); others' say on the Check (reaction-offers.ts): `mischievous`, `watchedBy`
 * (a participant's id), `resolved` (one per Defender), `protective` ("<target>|<protector>").
 */
export type RowFields = Readonly<Record<string, unknown>>;

/** A field's values as text: what was chosen, ticked or typed (an unticked checkbox, a blank number: nothing). */
export const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((v) => v !== null && v !== undefined && v !== false && v !== "")
    .map(String);
export const one = (f: RowFields, name: string): string => texts(f[name])[0] ?? "";
export const all = (f: RowFields, name: string): string[] => texts(f[name]);
/** The fields named `<name>.<id>`, by id. */
export const fieldGroup = (f: RowFields, name: string): RowFields => {
  const value = f[name];
  return value && typeof value === "object" && !Array.isArray(value) ? (value as RowFields) : {};
};

/** The amounts typed in the fields named `<name>.<id>`, by id; blank fields are left out (none typed: undefined).
 *  Anything else typed is sent as it is, for the engine to refuse (a share must be whole and not negative). */
export function amounts(fields: RowFields, name: string): Record<string, number> | undefined {
  const typed = Object.entries(fieldGroup(fields, name)).filter(([, v]) => texts(v).length);
  return typed.length ? Object.fromEntries(typed.map(([id, v]) => [id, Number(texts(v)[0])])) : undefined;
}
