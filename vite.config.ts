import { defineConfig, type Plugin } from "vite";
import { minify } from "terser";
import { MINIFY_OPTIONS } from "./tools/minify-options.mjs";

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

// Vite leaves ES library output unminified; every player downloads it, so minify it here (tools/minify-options.mjs).
const minifyChunks = (): Plugin => ({
  name: "hb-minify",
  apply: "build",
  enforce: "post",
  async generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== "chunk") continue;
      const out = await minify(chunk.code, {
        ...MINIFY_OPTIONS,
        sourceMap: chunk.map ? { content: chunk.map as never, url: `${chunk.fileName.split("/").pop()}.map` } : false,
      });
      chunk.code = out.code ?? chunk.code;
      if (chunk.map && out.map) {
        const map = typeof out.map === "string" ? JSON.parse(out.map) : out.map;
        Object.assign(chunk.map, map);
        // Rollup has already emitted the .map asset from the unminified code by now: replace it too, so the
        // shipped map describes the shipped (minified) code.
        const asset = bundle[`${chunk.fileName}.map`];
        if (asset?.type === "asset") asset.source = JSON.stringify({ ...map, sources: chunk.map.sources, sourcesContent: chunk.map.sourcesContent });
      }
    }
  },
});

export default defineConfig(({ command }) => ({
  base: command === "serve" ? BASE : "./",
  publicDir: false,
  css: { preprocessorOptions: { scss: { api: "modern-compiler" } } },
  plugins: [serveEntry(), minifyChunks()],
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
    minify: false,
    // CSS is minified by esbuild (the stylesheet and the on-demand `?inline` styles): every player downloads the former.
    cssMinify: "esbuild",
    target: "es2022",
    reportCompressedSize: false,
    lib: {
      entry: `src/${SYSTEM}.ts`,
      formats: ["es"],
      fileName: () => `${SYSTEM}.mjs`,
      cssFileName: SYSTEM,
    },
    // Code that only some sessions need (the Endeavor engine) loads on demand from chunks/.
    // "allow-extension": a lazy chunk may import shared code from the entry itself, instead of Rollup moving
    // everything into a chunk behind a one-line facade entry.
    rollupOptions: { preserveEntrySignatures: "allow-extension", output: { chunkFileNames: "chunks/[name]-[hash].mjs" } },
  },
}));
