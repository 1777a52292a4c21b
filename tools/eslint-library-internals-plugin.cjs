// ESLint rule: no import of a library's internal paths (STYLE.md "Speed without surprise"). What a
// package builds into `cjs/`, `dist/`, `lib/` and the like is not its API: it moves between patch
// releases without notice. The one place allowed to reach into it is libs/common/src/hot-path,
// whose README says what each such reach buys.

/** A package (scoped or not, never our own `@app/` aliases) followed by one of its build or source folders. */
const INTERNAL_PATH = /^(?!@app\/)(?:@[^/]+\/)?[^@./][^/]*\/(?:cjs|esm|mjs|dist|lib|build|src|internals?)(?:\/|$)/;

/** The files allowed to reach into libraries (eslint.config.mjs turns the rule off there). */
const hotPathFiles = ['libs/common/src/hot-path/**'];

const noInternalPaths = {
  meta: {
    type: 'problem',
    messages: {
      internal:
        "'{{path}}' is a library's internal path: use the package's public API, or put the trick in libs/common/src/hot-path (its README says what it buys).",
    },
    schema: [],
  },
  create(context) {
    const check = (source) => {
      if (source?.type === 'Literal' && typeof source.value === 'string' && INTERNAL_PATH.test(source.value))
        context.report({ node: source, messageId: 'internal', data: { path: source.value } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSExternalModuleReference: (node) => check(node.expression),
      'CallExpression[callee.type="Identifier"][callee.name="require"]': (node) => check(node.arguments[0]),
    };
  },
};

const libraryInternalsPlugin = { rules: { 'no-internal-paths': noInternalPaths } };

module.exports = { libraryInternalsPlugin, hotPathFiles };
