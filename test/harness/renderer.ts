// Renders registry views with real Handlebars: every template registered as a partial under the path Foundry gives
// it (systems/humanity-blessed/templates/…, core's templates/generic/…), parts rendered in order into a frame.
import type HandlebarsNS from "handlebars";
import { RENDER_OPTIONS } from "./foundry-helpers";
import type { HarnessView, Theme, ViewState } from "./views";

type Hbs = typeof HandlebarsNS;
type Template = HandlebarsNS.TemplateDelegate;

export const SYSTEM_TEMPLATES = "systems/humanity-blessed/templates/";

/** Map a repo-relative file path ("templates/…", "test/harness/…") to the path Foundry and our PARTS use for it. */
export function foundryPath(f: string): string {
  if (f === "test/harness/tab-navigation.hbs") return "templates/generic/tab-navigation.hbs";
  if (f.startsWith("test/harness/templates/")) return `harness/${f.slice("test/harness/templates/".length)}`;
  // Stand-ins for core templates our parts sit beside (the combat tracker's header), under core's own path.
  if (f.startsWith("test/harness/core/")) return f.slice("test/harness/core/".length);
  if (f.startsWith("templates/")) return `systems/humanity-blessed/${f}`;
  throw new Error(`not a template the harness knows: ${f}`);
}

export interface Renderer {
  /** Render one template by its Foundry path. */
  render(path: string, context: object): string;
  /** Render a view's parts into its frame (window or chat message). */
  renderView(view: HarnessView, state: ViewState): string;
  /** Render a view's parts without the frame, from an already prepared context. */
  renderParts(view: HarnessView, context: object): string;
  has(path: string): boolean;
}

/** sources: Foundry path → template source. Compiles lazily like Foundry's getTemplate, once per path. */
export function createRenderer(hbs: Hbs, sources: Record<string, string>): Renderer {
  const compiled = new Map<string, Template>();
  const get = (path: string): Template => {
    let t = compiled.get(path);
    if (!t) {
      const source = sources[path];
      if (source === undefined) throw new Error(`template not found: ${path}`);
      t = hbs.compile(source);
      compiled.set(path, t);
    }
    return t;
  };
  for (const path of Object.keys(sources)) hbs.registerPartial(path, (ctx: unknown, opts?: HandlebarsNS.RuntimeOptions) => get(path)(ctx, opts));

  const render = (path: string, context: object) => get(path)(context, RENDER_OPTIONS);
  const renderParts = (view: HarnessView, context: object) => view.parts.map((p) => render(p, context)).join("\n");
  return {
    render,
    renderParts,
    has: (path) => path in sources,
    renderView(view, state) {
      const content = renderParts(view, view.context(state));
      const frame = view.frame;
      if (frame.kind === "chat") return render("harness/chat-frame.hbs", { id: view.id, speaker: frame.title, width: frame.width, content });
      return render("harness/frame.hbs", { ...frame, id: `hb-${view.id}`, theme: state.theme, content });
    },
  };
}

export type { Theme };
