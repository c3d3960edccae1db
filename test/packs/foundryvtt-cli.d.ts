// The official CLI ships JavaScript only: what the pack tests call of it, as its lib/package.mjs documents it.
declare module "@foundryvtt/foundryvtt-cli" {
  /** ExtractOptions (PackageOptions and its own), the ones these tests may pass. */
  interface ExtractOptions {
    nedb?: boolean;
    yaml?: boolean;
    log?: boolean;
    clean?: boolean;
    folders?: boolean;
    omitVolatile?: boolean;
  }
  /** Writes each document of the pack at `src` (a LevelDB folder, or a .db file with `nedb`) as a file in `dest`. */
  export function extractPack(src: string, dest: string, options?: ExtractOptions): Promise<void>;
}
