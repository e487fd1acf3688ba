/** Types of scripts/build-web.mjs for the TypeScript that imports it (the web benchmark). */
export interface WebBuildSizes {
  js: string;
  css: string;
  jsBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
}
export const JS_BUDGET_GZIP_BYTES: number;
export const PAGE_CSP: string;
export function buildWeb(options: { outDir: string; minify?: boolean }): Promise<WebBuildSizes>;
