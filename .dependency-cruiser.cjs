// The import boundaries of the monorepo, checked by `npm run lint:boundaries` (part of `npm test`).
// Product code only: tests may compose anything (an API test builds the whole app).
// Each rule's comment is what the one who broke it reads.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-imports-feature',
      severity: 'error',
      comment:
        'A web feature never imports another feature (apps/web/README.md). Move what both need to ' +
        'components/, hooks/, lib/ or packages/domain, or compose the features in app/routes/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-imports-feature',
      severity: 'error',
      comment:
        'Dependencies flow shared (components, config, hooks, lib) → features → app: shared code ' +
        'never imports a feature or the app.',
      from: { path: '^apps/web/src/(components|config|hooks|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-feature-imports-app',
      severity: 'error',
      comment: 'Features never import the app shell (router, layouts, routes): the app composes them.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-checkout-imports-feature',
      severity: 'error',
      comment:
        'The checkout (apps/web/src/checkout: hold → pay → verify, its views) sits between the shared code ' +
        'and the features, which use it through their adapters: it never imports a feature or the app. ' +
        'What it needs of a booking or an order comes in through the adapter (CheckoutFlow) or props.',
      from: { path: '^apps/web/src/checkout/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-shared-imports-checkout',
      severity: 'error',
      comment:
        'Shared code (components, config, hooks, lib) sits below the checkout and never imports it: move ' +
        'the piece down, or the caller up into checkout/ or a feature.',
      from: { path: '^apps/web/src/(components|config|hooks|lib)/' },
      to: { path: '^apps/web/src/checkout/' },
    },
    {
      name: 'web-imports-api',
      severity: 'error',
      comment:
        'The web app never imports the API: what both need (schemas, contracts, pricing) lives in packages/domain.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-imports-web',
      severity: 'error',
      comment: 'The API never imports the web app: what both need lives in packages/domain.',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'domain-imports-app',
      severity: 'error',
      comment: 'packages/domain is shared by both apps and imports nothing from apps/ (packages/README.md).',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain-imports-database',
      severity: 'error',
      comment:
        'packages/domain, its contracts included, is pure: no database driver or ORM (packages/README.md).',
      from: { path: '^packages/domain/' },
      to: { path: '(^|/)node_modules/(drizzle-orm|drizzle-kit|pg|@electric-sql/pglite|postgres)/' },
    },
    {
      name: 'domain-imports-node',
      severity: 'error',
      comment:
        'packages/domain runs in the browser as in Node: no Node built-ins (pass randomness, time and I/O in).',
      from: { path: '^packages/domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'api-infrastructure-imports-module',
      severity: 'error',
      comment:
        'plugins/, lib/ and db/ (seed included) sit below the modules and never import one: move the ' +
        'shared piece down (lib/ for pure helpers, packages/domain for rules) or the caller up into a module.',
      from: { path: '^apps/api/src/(plugins|lib|db)/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-lib-imports-database',
      severity: 'error',
      comment:
        'apps/api/src/lib holds pure helpers: an operation that reads or writes the database belongs in a module.',
      from: { path: '^apps/api/src/lib/' },
      to: { path: '^apps/api/src/db/' },
    },
    {
      name: 'api-module-cycle',
      severity: 'error',
      comment:
        'API modules depend on each other one way: when module a imports module b, nothing in b leads ' +
        'back to a. Move the shared operation to the module that owns the data.',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+$' },
      to: { path: '^apps/api/src/modules/[^/]+$', circular: true },
    },
    {
      name: 'unresolvable-import',
      severity: 'error',
      comment:
        'An import the check cannot follow is one it cannot judge: fix the path, or teach ' +
        "tsconfig.boundaries.json the alias. A Vite plugin's virtual module (`virtual:…`) exists only in the build.",
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
    {
      name: 'api-cycle',
      severity: 'error',
      comment: 'No import cycles in the API.',
      from: { path: '^apps/api/' },
      to: { circular: true },
    },
    {
      name: 'web-cycle',
      severity: 'error',
      comment:
        'No import cycles in the web app, lazy imports included: move what both files need into a ' +
        'third one that neither leads back from.',
      from: { path: '^apps/web/src/' },
      to: { circular: true },
    },
  ],
  options: {
    exclude: { path: ['\\.test\\.tsx?$', '^apps/api/test/'] },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: they tie the code together as much as value imports do.
    tsPreCompilationDeps: true,
    // Resolves the web app's `@/` alias; the API and packages/domain have none. `@ruangmain/domain`
    // resolves through its workspace link and the package's `exports`.
    tsConfig: { fileName: 'tsconfig.boundaries.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
