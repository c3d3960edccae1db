// foundry.dice: Roll and the terms our formulas use, following V13 (client/dice/roll.mjs, terms/*.mjs):
// faces from CONFIG.Dice.randomUniform via Die#mapRandomFace = ceil((1 - u) * faces); modifiers dispatched through
// static MODIFIERS (longest-prefix matching of compound commands, unmatched ones dropped, a handler returning false
// drops the modifier); Roll/term (de)serialisation by class name through CONFIG.Dice.rolls / termTypes / terms.
// The parser knows dice ("2d6bump"), numbers, + - * / and @data paths; anything else throws. Core Die modifiers
// (reroll, explode, keep, …) are listed with their core names but throw "not implemented" when used.
import { getProperty } from "./utils";

type Obj = Record<string, any>;
/** A term class as CONFIG.Dice files it (RollTerm or a subclass): built from its data, or from parsed parts. */
type TermClass = { name: string; _fromData(data: Obj): RollTerm; new (data: Obj): RollTerm };
/** CONFIG.Dice as createConfig (config.ts) fills it, read at call time like core's. */
interface DiceConfig {
  termTypes: Record<string, TermClass | undefined>;
  terms: Record<string, TermClass | undefined>;
  rolls: (typeof Roll)[];
  randomUniform: () => number;
}
const C = (): { Dice: DiceConfig } => (globalThis as { CONFIG?: unknown }).CONFIG as { Dice: DiceConfig };
const notImplemented = (what: string) => (..._args: unknown[]): never => {
  throw new Error(`Fake Foundry: ${what} is not implemented — add it to test/fakes if our code needs it`);
};

export class RollTerm {
  options: Obj;
  _evaluated = false;
  constructor({ options = {} }: Obj = {}) {
    this.options = options;
  }
  static fromData(data: Obj): RollTerm {
    let cls = C().Dice.termTypes[data.class];
    if (!cls) cls = Object.values(C().Dice.terms).find((c) => c?.name === data.class) ?? Die;
    return cls._fromData(data);
  }
  static _fromData(data: Obj): RollTerm {
    const term = new (this as unknown as new (data: Obj) => RollTerm)(data);
    term._evaluated = data.evaluated ?? true;
    return term;
  }
  static fromJSON(json: string) {
    return this.fromData(JSON.parse(json));
  }
  get total(): number | string | undefined {
    return undefined;
  }
  get expression(): string {
    return "";
  }
  get formula(): string {
    return this.options.flavor ? `${this.expression}[${this.options.flavor}]` : this.expression;
  }
  get isDeterministic(): boolean {
    return true;
  }
  async evaluate(options: Obj = {}): Promise<this> {
    if (this._evaluated) throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    this._evaluated = true;
    return this._evaluate(options);
  }
  async _evaluate(_options: Obj = {}): Promise<this> {
    return this;
  }
  evaluateSync(options: Obj = {}): this {
    if (this._evaluated) throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    this._evaluated = true;
    return this._evaluateSync(options);
  }
  _evaluateSync(_options: Obj = {}): this {
    return this;
  }
  toJSON(): Obj {
    return { class: this.constructor.name, options: this.options, evaluated: this._evaluated };
  }
}

export interface DiceTermResult { result: number; active: boolean; exploded?: boolean; rerolled?: boolean; discarded?: boolean; success?: boolean; failure?: boolean; count?: number }

export class DiceTerm extends RollTerm {
  static DENOMINATION = "";
  static MODIFIERS: Record<string, string | ((this: DiceTerm, modifier: string) => unknown)> = {};
  static MODIFIER_REGEXP = /([A-z]+)([^A-z\s()+\-*/]+)?/g;
  number: number;
  faces: number;
  method: string | undefined;
  modifiers: string[];
  results: DiceTermResult[];

  constructor({ number = 1, faces = 6, method, modifiers = [], results = [], options = {} }: Obj = {}) {
    super({ options });
    this.number = number;
    this.faces = faces;
    this.method = method;
    this.modifiers = modifiers;
    this.results = results;
    if (results.length) this._evaluated = true;
  }
  get denomination(): string {
    return (this.constructor as typeof DiceTerm).DENOMINATION;
  }
  override get expression() {
    const x = (this.constructor as typeof DiceTerm).DENOMINATION === "d" ? this.faces : (this.constructor as typeof DiceTerm).DENOMINATION;
    return `${this.number}d${x}${this.modifiers.join("")}`;
  }
  override get total(): number | undefined {
    if (!this._evaluated) return undefined;
    let total = this.results.reduce((t, r) => (!r.active ? t : t + (r.count !== undefined ? r.count : r.result)), 0);
    if (this.number < 0) total *= -1;
    return total;
  }
  get values(): number[] {
    return this.results.filter((r) => r.active).map((r) => r.result);
  }
  get dice(): DiceTerm[] {
    return [];
  }
  override get isDeterministic() {
    return false;
  }
  override async _evaluate(options: Obj = {}) {
    if (Math.abs(this.number) > 999) throw new Error("You may not evaluate a DiceTerm with more than 999 requested results");
    for (let n = this.results.length; n < Math.abs(this.number); n++) await this.roll(options);
    await this._evaluateModifiers();
    return this;
  }
  override _evaluateSync(options: Obj = {}) {
    for (let n = this.results.length; n < Math.abs(this.number); n++) {
      const roll: DiceTermResult = { result: 0, active: true };
      if (options.minimize) roll.result = Math.min(1, this.faces);
      else if (options.maximize) roll.result = this.faces;
      else if (options.strict) throw new Error("Cannot synchronously evaluate a non-deterministic term.");
      else continue;
      this.results.push(roll);
    }
    return this;
  }
  /** Core asks the configured fulfillment method first; the fake has only the digital one (undefined → PRNG). */
  async _roll(_options: Obj = {}): Promise<number | undefined> {
    return undefined;
  }
  async roll({ minimize = false, maximize = false, ...options }: Obj = {}): Promise<DiceTermResult> {
    const roll = { result: undefined as number | undefined, active: true };
    roll.result = await this._roll(options);
    if (minimize) roll.result = Math.min(1, this.faces);
    else if (maximize) roll.result = this.faces;
    else if (roll.result === undefined) roll.result = this.randomFace();
    this.results.push(roll as DiceTermResult);
    return roll as DiceTermResult;
  }
  /** Core: the label shown for a result (Dice So Nice reads it for each 3D die). */
  getResultLabel(result: DiceTermResult): string {
    return String(result.result);
  }
  mapRandomFace(randomUniform: number): number {
    return Math.ceil((1 - randomUniform) * this.faces);
  }
  randomFace(): number {
    return this.mapRandomFace(C().Dice.randomUniform());
  }
  async _evaluateModifiers(): Promise<void> {
    const cls = this.constructor as typeof DiceTerm;
    const requested = [...this.modifiers];
    this.modifiers = [];
    const all = Object.keys(cls.MODIFIERS).sort((a, b) => b.length - a.length);
    for (const m of requested) {
      let command = m.match(/[A-z]+/)![0].toLowerCase();
      if (command in cls.MODIFIERS) {
        await this._evaluateModifier(command, m);
        continue;
      }
      while (command) {
        const prefix = all.find((p) => command.startsWith(p));
        if (!prefix) break;
        await this._evaluateModifier(prefix, prefix);
        command = command.replace(prefix, "");
      }
    }
  }
  async _evaluateModifier(command: string, modifier: string): Promise<void> {
    let fn = (this.constructor as typeof DiceTerm).MODIFIERS[command];
    if (typeof fn === "string") fn = (this as unknown as Record<string, typeof fn>)[fn];
    if (fn instanceof Function) {
      const result = await fn.call(this, modifier);
      if (!(result === false || result === this)) this.modifiers.push(modifier.toLowerCase());
    }
  }
  override toJSON(): Obj {
    return { ...super.toJSON(), number: this.number, faces: this.faces, modifiers: this.modifiers, results: this.results, method: this.method };
  }
}

export class Die extends DiceTerm {
  static override DENOMINATION = "d";
  static override MODIFIERS: typeof DiceTerm.MODIFIERS = {
    r: "reroll", rr: "rerollRecursive", x: "explode", xo: "explodeOnce", k: "keep", kh: "keep", kl: "keep", d: "drop", dh: "drop", dl: "drop",
    min: "minimum", max: "maximum", even: "countEven", odd: "countOdd", cs: "countSuccess", cf: "countFailures", df: "deductFailures", sf: "subtractFailures", ms: "marginSuccess",
  } satisfies foundry.dice.terms.Die.Modifiers;
  override get denomination() {
    return `d${this.faces}`;
  }
}
for (const name of new Set(Object.values(Die.MODIFIERS) as string[])) {
  (Die.prototype as unknown as Record<string, unknown>)[name] = notImplemented(`Die#${name}`);
}

// The term classes are held to core's only in their plain statics: their instances are this fake's, not core's, so
// core's statics that take or return terms (fromData, fromJSON) cannot be satisfied.
DiceTerm satisfies Pick<typeof foundry.dice.terms.DiceTerm, "DENOMINATION" | "MODIFIER_REGEXP">;
Die satisfies Pick<typeof foundry.dice.terms.Die, "DENOMINATION">;

export class NumericTerm extends RollTerm {
  number: number;
  constructor({ number, options }: Obj = {}) {
    super({ options });
    this.number = Number(number);
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
  constructor({ operator, options }: Obj = {}) {
    super({ options });
    this.operator = operator;
  }
  override get total() {
    return this.operator;
  }
  override get expression() {
    return ` ${this.operator} `;
  }
  override toJSON() {
    return { ...super.toJSON(), operator: this.operator };
  }
}

export class Roll {
  static CHAT_TEMPLATE = "templates/dice/roll.html";
  data: Obj;
  options: Obj;
  terms: RollTerm[];
  _evaluated = false;
  _total: number | undefined = undefined;
  _dice: DiceTerm[] = [];
  _formula: string;

  constructor(formula: string, data: Obj = {}, options: Obj = {}) {
    this.data = data;
    this.options = options;
    this.terms = (this.constructor as typeof Roll).parse(formula, data);
    this._formula = this.resetFormula();
  }

  resetFormula(): string {
    return (this._formula = (this.constructor as typeof Roll).getFormula(this.terms));
  }

  static replaceFormulaData(formula: string, data: Obj, { missing, warn = false }: { missing?: string; warn?: boolean } = {}): string {
    return formula.replace(/@([a-z.0-9_-]+)/gi, (match, path) => {
      const value = getProperty(data, path);
      if (value === undefined || value === null) {
        if (warn) console.warn(`The attribute ${path} was not present in the provided roll data.`);
        return missing !== undefined ? String(missing) : match;
      }
      return String(typeof value === "object" ? value : value).trim();
    });
  }

  /** Dice (NdF + modifiers), numbers and + - * /; anything else is not faked and throws. */
  static parse(formula: string, data: Obj = {}): RollTerm[] {
    const text = this.replaceFormulaData(formula, data, { missing: "0" }).trim();
    if (!text) return [];
    const terms: RollTerm[] = [];
    for (const token of text.split(/\s*([+\-*/])\s*/).filter((t) => t !== "")) {
      if (/^[+\-*/]$/.test(token)) terms.push(new OperatorTerm({ operator: token }));
      else if (/^\d+(\.\d+)?$/.test(token)) terms.push(new NumericTerm({ number: Number(token) }));
      else {
        const m = token.match(/^(\d*)[dD]([A-z]|\d+)([^ (){}[\]+\-*/]+)?$/);
        if (!m) throw new Error(`Fake Foundry: Roll.parse cannot parse "${token}" — add it to test/fakes if our code needs it`);
        const denom = /^\d+$/.test(m[2]!) ? "d" : m[2]!.toLowerCase();
        const cls = C().Dice.terms[denom];
        if (!cls) throw new Error(`Unknown denomination ${denom}`);
        const modifiers = Array.from((m[3] ?? "").matchAll(DiceTerm.MODIFIER_REGEXP), (x) => x[0]);
        terms.push(new cls({ number: m[1] ? Number(m[1]) : 1, faces: denom === "d" ? Number(m[2]) : undefined, modifiers }));
      }
    }
    return terms;
  }

  static getFormula(terms: RollTerm[]): string {
    return terms.map((t) => t.formula).join("");
  }
  get formula(): string {
    return (this.constructor as typeof Roll).getFormula(this.terms);
  }
  get dice(): DiceTerm[] {
    return this._dice.concat(this.terms.flatMap((t) => (t instanceof DiceTerm ? [t, ...t.dice] : [])));
  }
  get total(): number | undefined {
    return this._total;
  }
  get result(): string {
    return this.terms.map((t) => (t._evaluated ? t.total : t.expression)).join("");
  }
  get isDeterministic(): boolean {
    return this.terms.every((t) => t.isDeterministic);
  }

  /** As core: marks the roll evaluated and hands over to the overridable _evaluate. */
  async evaluate({ minimize = false, maximize = false, allowStrings = false, allowInteractive = true }: Obj = {}): Promise<this> {
    if (this._evaluated) throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    this._evaluated = true;
    return this._evaluate({ minimize, maximize, allowStrings, allowInteractive });
  }
  /** Core evaluates the terms through its AST (no interactive resolver here: digital dice only) and sets the total. */
  async _evaluate(options: Obj = {}): Promise<this> {
    for (const term of this.terms) if (!term._evaluated) await term.evaluate(options);
    this._total = this._evaluateTotal();
    return this;
  }
  evaluateSync({ minimize = false, maximize = false, allowStrings = false, strict = true }: Obj = {}): this {
    if (this._evaluated) throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    this._evaluated = true;
    for (const term of this.terms) if (!term._evaluated) term.evaluateSync({ minimize, maximize, allowStrings, strict });
    this._total = this._evaluateTotal();
    return this;
  }
  _evaluateTotal(): number {
    const expression = this.terms.map((t) => t.total).join(" ");
    const total = Function(`"use strict"; return (${expression || 0});`)();
    if (typeof total !== "number" || !Number.isFinite(total)) throw new Error("Roll total is not numeric");
    return total;
  }

  static fromTerms(terms: RollTerm[], options: Obj = {}): Roll {
    if (!terms.every((t) => t instanceof RollTerm)) throw new Error("All provided terms must be RollTerm instances");
    const all = terms.every((t) => t._evaluated);
    const none = !terms.some((t) => t._evaluated);
    if (!(all || none)) throw new Error("You can only call Roll.fromTerms with an array of terms which are either all evaluated, or none evaluated");
    const roll = new this(this.getFormula(terms), {}, options);
    roll.terms = terms;
    roll._evaluated = all;
    if (all) roll._total = roll._evaluateTotal();
    return roll;
  }

  toJSON(): Obj {
    return { class: this.constructor.name, options: this.options, dice: this._dice, formula: this._formula, terms: this.terms.map((t) => t.toJSON()), total: this._total, evaluated: this._evaluated };
  }
  /** As core: redirects to the fromData of the class named in the data (CONFIG.Dice.rolls), then rebuilds. */
  static fromData(data: Obj): Roll {
    if (data.class && data.class !== this.name) {
      const cls = C().Dice.rolls.find((c) => c.name === data.class);
      if (!cls) throw new Error(`Unable to recreate ${data.class} instance from provided data`);
      return cls.fromData(data);
    }
    const roll = new this(data.formula, data.data, data.options);
    roll.terms = data.terms.map((t: Obj) => (t.class ? RollTerm.fromData(t) : t));
    if (data.evaluated ?? true) {
      roll._total = data.total;
      roll._dice = (data.dice || []).map((t: Obj) => RollTerm.fromData(t));
      roll._evaluated = true;
    }
    return roll;
  }
  static fromJSON(json: string): Roll {
    return this.fromData(JSON.parse(json));
  }

  /** Simplified from core's templates/dice/tooltip.hbs: one list of results per dice term. */
  async getTooltip(): Promise<string> {
    return this.dice.map((d) => `<ol class="dice-rolls">${d.results.map((r) => `<li class="roll die d${d.faces}">${r.result}</li>`).join("")}</ol>`).join("");
  }
  /** Core V13/V14 Roll#render: evaluate if need be, then CHAT_TEMPLATE drawn with _prepareChatRenderContext's context. */
  async render({ flavor, template = (this.constructor as typeof Roll).CHAT_TEMPLATE, isPrivate = false, ...options }: Obj = {}): Promise<string> {
    if (!this._evaluated) await this.evaluate({ allowInteractive: !isPrivate });
    const chatData = await this._prepareChatRenderContext({ flavor, isPrivate, ...options });
    return (globalThis as any).foundry.applications.handlebars.renderTemplate(template, chatData);
  }
  protected async _prepareChatRenderContext({ flavor, isPrivate = false }: Obj = {}): Promise<Obj> {
    return { formula: isPrivate ? "???" : this.formula, flavor: isPrivate ? null : flavor ?? this.options.flavor, user: (globalThis as any).game.user.id,
      tooltip: isPrivate ? "" : await this.getTooltip(), total: isPrivate ? "?" : Math.round(this.total! * 100) / 100 };
  }
  async toMessage(messageData: Obj = {}, { rollMode, create = true }: { rollMode?: string; create?: boolean } = {}) {
    const g = globalThis as any;
    if (!this._evaluated) await this.evaluate({ allowInteractive: rollMode !== "blindroll" });
    const data = g.foundry.utils.mergeObject({ author: g.game.user.id, content: String(this.total) }, messageData);
    data.rolls = [this];
    const cls = g.CONFIG.ChatMessage.documentClass;
    const msg = new cls(data);
    return create ? cls.create(msg.toObject(), { rollMode }) : msg.toObject();
  }
}
// Held to core's Roll in its plain statics only: the fake's terms and rolls are its own classes, so core's statics that
// take or build them (parse, getFormula, fromTerms, fromData, fromJSON) cannot be satisfied.
Roll satisfies Pick<typeof foundry.dice.Roll, "CHAT_TEMPLATE" | "replaceFormulaData">;
