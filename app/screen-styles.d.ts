// `import hrefs from './screen?styles'`: the stylesheet URLs of a lazily loaded module's client
// chunk, in the server build (scripts/vite-screen-styles.ts); empty in the browser bundle.
declare module '*?styles' {
  const hrefs: string[];
  export default hrefs;
}
