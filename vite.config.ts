import { defineConfig, type Plugin } from "vite";

const SYSTEM = "humanity-blessed";
const BASE = `/systems/${SYSTEM}/`;

// In dev, Foundry asks for the built module; answer with an import of the live TypeScript entry.
const serveEntry = (): Plugin => ({
  name: "hb-serve-entry",
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      if (req.url === `${BASE}${SYSTEM}.mjs`) {
        res.setHeader("Content-Type", "application/javascript");
        res.end(`import "${BASE}src/${SYSTEM}.ts";\n`);
        return;
      }
      next();
    });
  },
});

export default defineConfig(({ command }) => ({
  base: command === "serve" ? BASE : "./",
  publicDir: false,
  css: { preprocessorOptions: { scss: { api: "modern-compiler" } } },
  esbuild: { keepNames: true },
  plugins: [serveEntry()],
  server: {
    port: 30001,
    open: false,
    proxy: {
      [`^(?!${BASE})`]: { target: "http://localhost:30000", changeOrigin: true },
      "/socket.io": { target: "ws://localhost:30000", ws: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: false,
    sourcemap: true,
    minify: "esbuild",
    target: "es2022",
    reportCompressedSize: false,
    lib: {
      entry: `src/${SYSTEM}.ts`,
      formats: ["es"],
      fileName: () => `${SYSTEM}.mjs`,
      cssFileName: SYSTEM,
    },
    rollupOptions: { output: { inlineDynamicImports: true } },
  },
}));
