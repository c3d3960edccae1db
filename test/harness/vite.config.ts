// npm run preview: serves the harness page (test/harness/index.html) with our templates, CSS and rules engine.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const repo = fileURLToPath(new URL("../..", import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  publicDir: "public",
  esbuild: { keepNames: true },
  server: { port: 30002, strictPort: false, open: false, fs: { allow: [repo] } },
  clearScreen: false,
  logLevel: "info",
});
