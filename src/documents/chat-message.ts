// The chat log's "Export Chat Log" for our messages. Core's ChatMessage#export writes a message's `content` (and each
// roll's formula); our cards keep no content — each reader's client draws them from the message's data — so core
// would write a header and nothing readable. A message whose system model answers exportLines() is written as those
// lines under core's own header (time and speaker). The models word them with their cards' modules, which load on
// demand: the log's export (ChatMessages#export, run by the chat log's button) loads them first.

import { asLoaded } from "../data/salvage";

/** What a message subtype's model may offer the export: its lines, or null to leave the message to core. */
interface ExportableModel {
  exportLines(): string[] | null;
}
/** A subtype's model class whose lines need a module loaded first. */
interface ExportPreparing {
  prepareExport(): Promise<unknown>;
}

const hasLines = (system: unknown): system is ExportableModel =>
  !!system && typeof (system as Partial<ExportableModel>).exportLines === "function";

export class HumanityChatMessage extends ChatMessage {
  /** Core migrates a document's source with migrateDataSafe while it builds one (stored or new), and an update's
   *  changes with migrateData: only the first reads lists element by element (data/salvage.ts). */
  static override migrateDataSafe(source: Record<string, unknown>) {
    return asLoaded(() => super.migrateDataSafe(source));
  }

  override export(): string {
    const lines = hasLines(this.system) ? this.system.exportLines() : null;
    const core = super.export();
    if (!lines) return core;
    // Core's first line is its header ("[time] speaker"); what follows is the content we replace.
    return [core.split("\n", 1)[0], ...lines].join("\n");
  }
}

export class HumanityChatMessages extends foundry.documents.collections.ChatMessages {
  /** Core's export (every message's export(), then the file), once each subtype's words have loaded. */
  override export(): void {
    const models: unknown[] = Object.values(CONFIG.ChatMessage.dataModels);
    const preparing = models.filter(
      (m): m is ExportPreparing => typeof (m as Partial<ExportPreparing>).prepareExport === "function",
    );
    void Promise.all(preparing.map((m) => m.prepareExport())).then(() => super.export());
  }
}
