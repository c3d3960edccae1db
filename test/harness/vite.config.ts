// npm run preview: serves the harness page (test/harness/index.html) with our templates, CSS and rules engine.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const repo = fileURLToPath(new URL("../..", import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  publicDir: "public",
  esbuild: { keepNames: true },
  // Cross-origin isolated (everything is served from here): performance.now() then reads to 5 µs instead of 100 µs,
  // which the browser bench's phases of a fraction of a millisecond need.
  server: { port: 30002, strictPort: false, open: false, fs: { allow: [repo] }, headers: { "Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp" } },
  clearScreen: false,
  logLevel: "info",
});
