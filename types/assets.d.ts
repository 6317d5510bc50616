// rspack builds every .css file into a constructable stylesheet (parser.exportType 'css-style-sheet').
declare module '*.css' {
  const sheet: CSSStyleSheet;
  export default sheet;
}
