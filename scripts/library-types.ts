// A library's declarations as one self-standing index.d.ts (scripts/build-libraries.ts): the
// TypeScript compiler emits each source file's declarations, and they are joined into one module.
// Imports between our files go (everything is in the one file), imports of the library's external
// packages stay, and only what the entry exports stays exported. The loader's `declare global` of
// window.katkin is left out: dist/katkin.d.ts declares it, and a second declaration would clash.
import path from 'node:path';
import ts from 'typescript';
import { RELEASE_VERSION } from './release-version.ts';
import type { Library } from './libraries.ts';
import { HOST_COMPILER_OPTIONS } from './host-types.ts';

const root = path.resolve(import.meta.dirname, '..');

export const LIBRARY_COMPILER_OPTIONS: ts.CompilerOptions = {
  ...HOST_COMPILER_OPTIONS,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
};

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
};

const isRelative = (statement: ts.ImportDeclaration | ts.ExportDeclaration) =>
  statement.moduleSpecifier !== undefined && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text.startsWith('.');

// A package's folder is matched wherever node_modules really is (a linked node_modules resolves outside the repository).
const matches = (paths: readonly string[]) => (file: string) =>
  paths.some((source) =>
    source.startsWith('node_modules/') ? file.includes(`/${source}`) : source.endsWith('/') ? file.startsWith(path.join(root, source)) : file === path.join(root, source),
  );

/** Which files a library may reach: its own folder, the loader's host types, its `reaches` and its external packages' types. */
function allowedSource(entry: string, library: Library): (file: string) => boolean {
  const own = path.dirname(entry) + path.sep;
  const hostTypes = path.join(root, 'loader', 'katkin-api.ts');
  const reaches = matches(library.reaches ?? []);
  // A package's types, and what they import themselves (React's: csstype).
  const packages = [...library.external.map((name) => `/node_modules/@types/${name}/`), '/node_modules/csstype/'];
  return (file) => file.startsWith(own) || file === hostTypes || reaches(file) || packages.some((folder) => file.includes(folder));
}

interface Kept {
  text: string;
  /** A value (function, const) the entry does not export: kept only where a `typeof` names it. */
  localValue?: string;
}

/** The statements of one emitted declaration file that may belong in the joined one. */
function keptStatements(text: string, exported: Set<string>, imports: Set<string>): Kept[] {
  const file = ts.createSourceFile('x.d.ts', text, ts.ScriptTarget.ES2022, true);
  const kept: Kept[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (!isRelative(statement)) imports.add(statement.getText());
      continue;
    }
    if (ts.isExportDeclaration(statement)) continue; // `export {}` and re-exports: the entry decides
    if (ts.isModuleDeclaration(statement) && statement.flags & ts.NodeFlags.GlobalAugmentation) continue;
    const isValue = ts.isFunctionDeclaration(statement) || ts.isVariableStatement(statement);
    const name = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations[0]?.name.getText()
      : (statement as ts.DeclarationStatement).name?.getText();
    const full = statement.getFullText();
    const start = statement.getStart() - statement.getFullStart();
    const body = full.slice(start);
    // An exported declaration the entry does not export is kept as a local one.
    const local = body.startsWith('export ') && (name === undefined || !exported.has(name));
    const localValue = (local || !body.startsWith('export ')) && isValue ? name : undefined;
    kept.push({ text: (full.slice(0, start) + (local ? body.slice('export '.length) : body)).trim(), localValue });
  }
  return kept;
}

/**
 * Every type, exported value, and the local values a kept declaration names with `typeof`
 * (`typeof listAddresses` in the API client's type), followed to the end: the other local
 * values are implementation (schemas whose types are zod's) and stay out.
 */
function reachable(kept: Kept[]): string[] {
  const chosen = kept.filter((statement) => statement.localValue === undefined);
  const waiting = kept.filter((statement) => statement.localValue !== undefined);
  for (let found = true; found; ) {
    const text = chosen.map((statement) => statement.text).join('\n');
    const named = waiting.filter((statement) => new RegExp(`\\btypeof ${statement.localValue}\\b`).test(text));
    named.forEach((statement) => (chosen.push(statement), waiting.splice(waiting.indexOf(statement), 1)));
    found = named.length > 0;
  }
  return kept.filter((statement) => chosen.includes(statement)).map((statement) => statement.text);
}

export function libraryTypes(library: Library): string {
  const entry = path.join(root, library.entry);
  const { external } = library;
  // JSX only for a React library: the option alone brings React's types into the program.
  const jsx = external.includes('react') ? LIBRARY_COMPILER_OPTIONS.jsx : ts.JsxEmit.None;
  const program = ts.createProgram([entry], { ...LIBRARY_COMPILER_OPTIONS, jsx, declaration: true, emitDeclarationOnly: true, allowImportingTsExtensions: true });
  const allowed = allowedSource(entry, library);
  const bundledOnly = matches(library.bundledOnly ?? []);
  const reached = program.getSourceFiles().filter((file) => !program.isSourceFileDefaultLibrary(file) && !allowed(path.resolve(file.fileName)));
  if (reached.length > 0) {
    const others = [...(library.reaches ?? []), ...external].join(', ');
    throw new Error(`${entry} may reach only its folder, loader/katkin-api.ts and ${others}, but it reaches ${reached.map((file) => file.fileName).join(', ')}`);
  }
  const problems = ts.getPreEmitDiagnostics(program);
  if (problems.length > 0) throw new Error(ts.formatDiagnostics(problems, formatHost));

  const entryFile = program.getSourceFile(entry)!;
  const checker = program.getTypeChecker();
  const exported = new Set(checker.getExportsOfModule(checker.getSymbolAtLocation(entryFile)!).map((symbol) => symbol.name));
  const emitted: string[] = [];
  program.emit(undefined, (_name, text, _bom, _onError, sources) => {
    if (sources?.[0] !== entryFile && !bundledOnly(path.resolve(sources?.[0]?.fileName ?? ''))) emitted.push(text);
  });
  const imports = new Set<string>();
  const declarations = reachable(emitted.flatMap((text) => keptStatements(text, exported, imports)));
  return `// Types of the KatKin widgets' ${path.basename(path.dirname(entry))} library ${RELEASE_VERSION}, generated by npm run build.
${[...imports].join('\n')}

${declarations.join('\n\n')}
`;
}
