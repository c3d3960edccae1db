// foundry.dice: Roll, DiceTerm, Die with Foundry's face mapping (ceil((1 - u) * faces) from
// CONFIG.Dice.randomUniform), modifier dispatch through static MODIFIERS, and class-name (de)serialisation.
const C = () => (globalThis as any).CONFIG;

export class RollTerm {
  options: Record<string, any> = {};
  _evaluated = false;
  static fromData(data: any): RollTerm {
    const cls = C().Dice.termTypes[data.class] ?? Object.values(C().Dice.terms).find((c: any) => c.name === data.class) ?? (data.class === "NumericTerm" ? NumericTerm : data.class === "OperatorTerm" ? OperatorTerm : Die);
    return (cls as any)._fromData(data);
  }
  static _fromData(data: any) {
    const term = new (this as any)(data);
    term._evaluated = data.evaluated ?? true;
    return term;
  }
  get total(): number | undefined {
    return undefined;
  }
  get expression(): string {
    return "";
  }
  toJSON(): any {
    return { class: this.constructor.name, options: this.options, evaluated: this._evaluated };
  }
}

export class DiceTerm extends RollTerm {
  static DENOMINATION = "";
  static MODIFIERS: Record<string, string | ((m: string) => unknown)> = {};
  number: number;
  faces: number;
  modifiers: string[];
  results: { result: number; active: boolean; exploded?: boolean; rerolled?: boolean; count?: number; discarded?: boolean }[];

  constructor({ number = 1, faces = 6, modifiers = [], results = [], options = {} }: any = {}) {
    super();
    Object.assign(this, { number, faces, modifiers: [...modifiers], results: results.map((r: any) => ({ ...r })), options: { ...options } });
    this.number = number;
    this.faces = faces;
    this.modifiers = [...modifiers];
    this.results = results.map((r: any) => ({ ...r }));
    if (this.results.length) this._evaluated = true;
  }
  get denomination() {
    return (this.constructor as typeof DiceTerm).DENOMINATION;
  }
  override get expression() {
    return `${this.number}${this.denomination}${this.faces}${this.modifiers.join("")}`;
  }
  override get total() {
    if (!this._evaluated) return undefined;
    return this.results.reduce((t, r) => (r.active ? t + (r.count ?? r.result) : t), 0);
  }
  mapRandomFace(u: number): number {
    return Math.ceil((1 - u) * this.faces);
  }
  async roll({ minimize = false, maximize = false }: { minimize?: boolean; maximize?: boolean } = {}) {
    const result = maximize ? this.faces : minimize ? 1 : this.mapRandomFace(C().Dice.randomUniform());
    const r = { result, active: true };
    this.results.push(r);
    return r;
  }
  async evaluate(options: any = {}) {
    for (let n = 0; n < this.number; n++) await this.roll(options);
    await this._evaluateModifiers();
    this._evaluated = true;
    return this;
  }
  async _evaluateModifiers() {
    const table = (this.constructor as typeof DiceTerm).MODIFIERS;
    for (const m of this.modifiers) {
      const command = m.match(/[A-z]+/)?.[0]?.toLowerCase() ?? "";
      const fn = table[command];
      if (!fn) continue;
      await (typeof fn === "function" ? fn.call(this, m) : (this as any)[fn](m));
    }
  }
  override toJSON() {
    return { ...super.toJSON(), number: this.number, faces: this.faces, modifiers: [...this.modifiers], results: this.results.map((r) => ({ ...r })) };
  }
}

export class Die extends DiceTerm {
  static override DENOMINATION = "d";
  static override MODIFIERS: Record<string, string | ((m: string) => unknown)> = { r: "reroll", x: "explode", xo: "explodeOnce", k: "keep", kh: "keep", kl: "keep", d: "drop", dh: "drop", dl: "drop" };
}

export class NumericTerm extends RollTerm {
  number: number;
  constructor({ number = 0, options = {} }: any = {}) {
    super();
    this.number = Number(number);
    this.options = options;
    this._evaluated = true;
  }
  override get total() {
    return this.number;
  }
  override get expression() {
    return String(this.number);
  }
  override toJSON() {
    return { ...super.toJSON(), number: this.number };
  }
}

export class OperatorTerm extends RollTerm {
  operator: string;
  constructor({ operator = "+", options = {} }: any = {}) {
    super();
    this.operator = operator;
    this.options = options;
    this._evaluated = true;
  }
  override get expression() {
    return ` ${this.operator} `;
  }
  override toJSON() {
    return { ...super.toJSON(), operator: this.operator };
  }
}

/** Parses the formulas our rolls use: dice terms with modifiers, numbers, + and -. */
function parse(formula: string): RollTerm[] {
  const terms: RollTerm[] = [];
  for (const token of formula.replace(/\s+/g, "").split(/([+-])/).filter(Boolean)) {
    if (token === "+" || token === "-") terms.push(new OperatorTerm({ operator: token }));
    else if (/^\d+$/.test(token)) terms.push(new NumericTerm({ number: Number(token) }));
    else {
      const m = token.match(/^(\d*)d(\d+)((?:[a-z]+\d*)*)$/i);
      if (!m) throw new Error(`Fake Foundry: cannot parse "${token}"`);
      const cls = C().Dice.terms.d;
      terms.push(new cls({ number: Number(m[1] || 1), faces: Number(m[2]), modifiers: m[3] ? m[3].match(/[a-z]+\d*/gi) : [] }));
    }
  }
  return terms;
}

export class Roll {
  static CHAT_TEMPLATE = "templates/dice/roll.html";
  formula: string;
  data: Record<string, unknown>;
  options: Record<string, any>;
  terms: RollTerm[];
  _evaluated = false;
  _total: number | undefined;

  constructor(formula: string, data: Record<string, unknown> = {}, options: Record<string, any> = {}) {
    this.formula = formula;
    this.data = data;
    this.options = options;
    this.terms = parse(formula);
  }
  get dice(): DiceTerm[] {
    return this.terms.filter((t): t is DiceTerm => t instanceof DiceTerm);
  }
  get total() {
    return this._total;
  }
  get isDeterministic() {
    return !this.dice.length;
  }
  static fromTerms(terms: RollTerm[], options: Record<string, any> = {}) {
    const roll = new this("0", {}, options);
    roll.terms = terms;
    roll.formula = terms.map((t) => t.expression).join("");
    roll._evaluated = terms.every((t) => t._evaluated);
    if (roll._evaluated) roll._total = roll._evaluateTotal();
    return roll;
  }
  _evaluateTotal(): number {
    let total = 0;
    let sign = 1;
    for (const t of this.terms) {
      if (t instanceof OperatorTerm) sign = t.operator === "-" ? -1 : 1;
      else total += sign * (t.total ?? 0);
    }
    return total;
  }
  async evaluate(options: { allowInteractive?: boolean; minimize?: boolean; maximize?: boolean } = {}) {
    if (this._evaluated) throw new Error("The Roll has already been evaluated");
    for (const t of this.terms) if (t instanceof DiceTerm && !t._evaluated) await t.evaluate(options);
    this._total = this._evaluateTotal();
    this._evaluated = true;
    return this;
  }
  toJSON() {
    return { class: this.constructor.name, options: this.options, dice: [], formula: this.formula, terms: this.terms.map((t) => t.toJSON()), total: this._total, evaluated: this._evaluated };
  }
  static fromData(data: any): Roll {
    if (data.class && data.class !== this.name) {
      const cls = C().Dice.rolls.find((c: any) => c.name === data.class);
      if (!cls) throw new Error(`Unable to recreate ${data.class} instance from provided data`);
      return cls.fromData(data);
    }
    const roll = new this(data.formula, data.data ?? {}, data.options ?? {});
    roll.terms = data.terms.map((t: any) => RollTerm.fromData(t));
    roll._total = data.total;
    roll._evaluated = data.evaluated;
    return roll;
  }
  static fromJSON(json: string) {
    return this.fromData(JSON.parse(json));
  }
  async render({ template = (this.constructor as typeof Roll).CHAT_TEMPLATE, ...rest }: any = {}) {
    return (globalThis as any).foundry.applications.handlebars.renderTemplate(template, { roll: this, ...rest });
  }
  async toMessage(messageData: Record<string, any> = {}) {
    if (!this._evaluated) await this.evaluate();
    return (globalThis as any).ChatMessage.implementation.create({ ...messageData, rolls: [this.toJSON()] });
  }
}
