// foundry.nue: Tour and game.tours (ToursCollection), following V13 (client/nue/tour.mjs, tours-collection.mjs).
// Core clones the config, reads and saves each tour's progress in the client setting core.tourProgress, shows only
// unrestricted steps to players, runs _preStep before each step, then looks the step's selector up in the document
// and fails the step (exiting the tour) when a selector finds nothing. Showing a step is reduced to what a test reads:
// the step's localised title and paragraphs, and the element it highlights (a mid-screen <aside> without a selector).
import { Collection } from "./collection";
import { deepClone } from "./utils";

const g = () => (globalThis as any);

type Step = { id: string; title: string; content: string; selector?: string; restricted?: boolean; [k: string]: unknown };
type Config = { namespace?: string; id?: string; title: string; description?: string; steps: Step[]; restricted?: boolean; display?: boolean; canBeResumed?: boolean };

export class Tour {
  static STATUS = Object.freeze({ UNSTARTED: "unstarted", IN_PROGRESS: "in-progress", COMPLETED: "completed" });
  static #active: Tour | null = null;
  static get tourInProgress() {
    return !!Tour.#active;
  }
  static get activeTour() {
    return Tour.#active;
  }

  config: Config;
  targetElement: HTMLElement | null = null;
  /** Test handle: what the current step shows (core renders it from templates/apps/tour-step.html). */
  shown: { title: string; content: string[]; target: HTMLElement | null } | null = null;
  #id: string | undefined;
  #namespace: string | undefined;
  #stepIndex = -1;

  constructor(config: Config, { id, namespace }: { id?: string; namespace?: string } = {}) {
    this.config = deepClone(config);
    this.#id = id ?? config.id;
    this.#namespace = namespace ?? config.namespace;
    this.#stepIndex = this.#loadProgress();
  }
  get id() {
    return this.#id!;
  }
  set id(value: string) {
    if (this.#id) throw new Error("The Tour has already been assigned an ID");
    this.#id = value;
  }
  get namespace() {
    return this.#namespace!;
  }
  set namespace(value: string) {
    if (this.#namespace) throw new Error("The Tour has already been assigned a namespace");
    this.#namespace = value;
  }
  get key() {
    return `${this.#namespace}.${this.#id}`;
  }
  get title() {
    return g().game.i18n.localize(this.config.title);
  }
  get description() {
    return g().game.i18n.localize(this.config.description);
  }
  get steps(): Step[] {
    return this.config.steps.filter((step) => !step.restricted || g().game.user.isGM);
  }
  get currentStep(): Step | null {
    return this.steps[this.#stepIndex] ?? null;
  }
  get stepIndex() {
    return this.#stepIndex;
  }
  get hasNext() {
    return this.#stepIndex < this.steps.length - 1;
  }
  get hasPrevious() {
    return this.#stepIndex > 0;
  }
  get canStart() {
    return true;
  }
  get status() {
    if (this.#stepIndex === -1) return Tour.STATUS.UNSTARTED;
    if (this.#stepIndex === this.steps.length) return Tour.STATUS.COMPLETED;
    return Tour.STATUS.IN_PROGRESS;
  }
  async complete() {
    return this.progress(this.steps.length);
  }
  exit() {
    if (this.currentStep) void this._postStep();
    Tour.#active = null;
  }
  async reset() {
    return this.progress(-1);
  }
  async start() {
    if (this.status === Tour.STATUS.IN_PROGRESS) return this.progress(this.config.canBeResumed && this.hasPrevious ? this.#stepIndex : 0);
    return this.progress(0);
  }
  async next() {
    if (this.status === Tour.STATUS.COMPLETED) throw new Error(`Tour ${this.id} has already been completed`);
    if (!this.hasNext) return this.complete();
    return this.progress(this.#stepIndex + 1);
  }
  async previous() {
    if (!this.hasPrevious) return;
    return this.progress(this.#stepIndex - 1);
  }
  async progress(stepIndex: number) {
    if (!(stepIndex >= -1 && stepIndex <= this.steps.length)) throw new Error(`Step index ${stepIndex} is not valid for Tour ${this.id} with ${this.steps.length} steps.`);
    if (Tour.#active && Tour.#active !== this) {
      if (stepIndex !== -1 && stepIndex !== this.steps.length) throw new Error(`You cannot begin the ${this.title} Tour because the ${Tour.#active.title} Tour is already in progress`);
      Tour.#active = null;
    } else Tour.#active = this;
    if (Number.isFinite(this.#stepIndex) && this.#stepIndex !== stepIndex) await this._postStep();
    this.#stepIndex = stepIndex;
    await this.#saveProgress();
    if (this.status === Tour.STATUS.UNSTARTED) return (Tour.#active = null);
    if (this.status === Tour.STATUS.COMPLETED) return (Tour.#active = null);
    await this._preStep();
    this.targetElement = null;
    const step = this.currentStep!;
    if (step.selector) this.targetElement = this._getTargetElement(step.selector) as HTMLElement | null;
    try {
      await this._renderStep();
    } catch (e) {
      this.exit();
      throw e;
    }
  }
  _getTargetElement(selector: string): Element | null {
    return document.querySelector(selector);
  }
  async _preStep() {}
  async _postStep() {
    if (this.currentStep && !this.currentStep.selector) this.targetElement?.remove();
    this.shown = null;
  }
  async _renderStep() {
    const step = this.currentStep!;
    const i18n = g().game.i18n;
    if (step.selector && !this.targetElement) throw new Error(`The expected targetElement ${step.selector} does not exist`);
    if (!step.selector) {
      const wrapper = document.createElement("aside");
      wrapper.classList.add("tour-center-step", "tour");
      document.body.appendChild(wrapper);
      this.targetElement = wrapper;
    }
    this.shown = { title: i18n.localize(step.title), content: i18n.localize(step.content).split("\n"), target: step.selector ? this.targetElement : null };
  }
  async #saveProgress() {
    const progress = g().game.settings.get("core", "tourProgress");
    if (!(this.namespace in progress)) progress[this.namespace] = {};
    progress[this.namespace][this.id] = this.#stepIndex;
    await g().game.settings.set("core", "tourProgress", progress);
  }
  #loadProgress(): number {
    const progress = g().game.settings.get("core", "tourProgress");
    return progress?.[this.#namespace!]?.[this.#id!] ?? -1;
  }
  _reloadProgress() {
    this.#stepIndex = this.#loadProgress();
  }
  /** Test handle: no tour in progress (core's singleton outlives a test's fakes otherwise). */
  static _reset() {
    Tour.#active = null;
  }
}

// Only the plain statics stand for core's: core's activeTour is core's Tour, which the fake's instances are not.
Tour satisfies Pick<typeof foundry.nue.Tour, "STATUS">;

export class ToursCollection extends Collection<Tour> {
  register(namespace: string, id: string, tour: Tour) {
    if (!namespace || !id) throw new Error("You must specify both the namespace and id portion of the Tour");
    if (!(tour instanceof Tour)) throw new Error("You must pass in a Tour instance");
    if (id && !tour.id) tour.id = id;
    if (namespace && !tour.namespace) tour.namespace = namespace;
    tour._reloadProgress();
    if (this.has(tour.key)) throw new Error(`Tour "${tour.key}" has already been registered`);
    this.set(`${namespace}.${id}`, tour);
  }
  override set(key: string, tour: Tour) {
    if (key !== tour.key) throw new Error(`The key "${key}" does not match what has been configured for the Tour`);
    return super.set(key, tour);
  }
}
