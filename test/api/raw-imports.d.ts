// Vite's `?raw` suffix imports a file's text as a string (used to compare committed files with what
// the app serves, without pulling them into a TypeScript project).
declare module '*?raw' {
  const text: string;
  export default text;
}
