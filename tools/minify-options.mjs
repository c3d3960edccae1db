// terser's options for every shipped chunk (vite.config.ts), shared with the bench so it times the code players run.
// Class names are kept (sheet registration and Roll/term lookups use them); the rest is mangled. esbuild's keepNames
// would wrap every function as well, which costs more than it saves.
export const MINIFY_OPTIONS = {
  module: true,
  keep_classnames: true,
  keep_fnames: false,
  compress: { passes: 2 },
  format: { comments: false },
};
