// The architecture's boundaries, checked by `npm run lint:deps` (and so by `npm test`).
// docs/DEVELOPING.md says why each exists. `npm run deps:graph` draws the graph.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'app-imports-other-app',
      comment: 'Apps talk over NATS only: an app never imports another app. Share code through libs/.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/([^/]+)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'lib-imports-app',
      comment: 'libs/ are shared by every app and must not depend on any of them.',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^apps/' },
    },
    {
      name: 'browser-imports-server',
      comment:
        'The web app runs in the browser: it imports only its own folder, npm packages and generated API types (libs/api-client).',
      severity: 'error',
      from: { path: '^apps/gateway/web/' },
      to: { path: '^(apps|libs)/', pathNot: ['^apps/gateway/web/', '^libs/api-client/'] },
    },
    {
      name: 'no-circular',
      comment: 'Import circles make modules impossible to understand or test on their own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a broken build waiting to happen.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|\\.data|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
