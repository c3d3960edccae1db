// `npm run lint`: type-aware lint of src/ (run by `npm test`). Only rules that catch real mistakes here: a promise
// nobody awaits, a value import that only brings a type, a file that imports itself round a circle, and an arrow that
// points the wrong way between the layers (applications → documents → data → rules).
import importX from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

const layer = (target, from, message) => ({ target, from, message });

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "types-v14/**", "test/**", "tools/**", "bench/**", "*.config.*"] },
  {
    files: ["src/**/*.ts"],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { project: "./tsconfig.json", tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "@typescript-eslint": tseslint.plugin, "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts"] },
      "import-x/resolver-next": [importX.createNodeResolver({ extensions: [".ts", ".js"] })],
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Type-only imports are erased, so only value (and dynamic) imports can form a circle at run time.
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": ["error", {
        zones: [
          layer("./src/rules", ["./src/!(rules)/**/*", "./src/*.ts"], "src/rules is pure: it imports nothing from the other layers."),
          layer("./src/data", "./src/{documents,applications,dice}/**/*", "data models sit below documents, dice and applications."),
          layer("./src/documents", "./src/applications/**/*", "documents sit below applications."),
          layer("./src/dice", "./src/{documents,applications}/**/*", "dice sit below documents and applications."),
          layer("./src/{settings,compat,config}.ts", "./src/{documents,applications,dice,hooks,api}/**/*",
            "settings, compat and config are plumbing every layer may import; they import only rules."),
          layer("./src/api/hooks.ts", "./src/!(rules)/**/*",
            "The hooks we fire are named and typed for every layer to import: they import only rules."),
          layer("./src/applications/shared/morph", ["./src/!(applications)/**/*", "./src/*.ts"],
            "The HTML morph is generic machinery: it knows nothing of documents, data or rules."),
          layer("./src/applications/shared/morph", "./src/applications/!(shared)/**/*",
            "The HTML morph is generic machinery: it knows nothing of the screens that use it."),
          layer(["./src/rules/endeavor/*.ts", "./src/rules/endeavor/!(kinds)/**/*"],
            "./src/rules/endeavor/kinds/*/**/*",
            "The Endeavor engine reaches a kind only through the tables: kinds/index.ts and kinds/engine.ts."),
          layer("./src/!(rules)/**/*", "./src/rules/endeavor/kinds/*/!(index|rulings).ts",
            "Outside the rules, a kind's folder is read through its index.ts (or the table, kinds/index.ts); its " +
              "rulings.ts (its world settings, imported by settings.ts) stands alone, as the always-loaded bundle " +
              "cannot take in what index.ts reaches."),
          layer("./src/applications/combat/view", "./src/applications/combat/{tracker,board,render,requests}/**/*",
            "The Endeavor view is pure (engine state → template context): it knows nothing of the tracker's shell, " +
              "the board's window, the partial re-render or the GM's requests."),
        ],
      }],
    },
  },
);
