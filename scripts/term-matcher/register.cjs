// Minimal TypeScript require hook (via @swc/core) so scripts can load libs/term-matcher/src directly.
const { transformSync } = require('@swc/core');
const fs = require('node:fs');
require.extensions['.ts'] = function compile(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
    module: { type: 'commonjs', ignoreDynamic: true },
  });
  module._compile(code, filename);
};
