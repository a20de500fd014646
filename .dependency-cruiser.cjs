/**
 * The layer rule (ARCHITECTURE.md), checked by dependency-cruiser: in `npm test`
 * (tests/architecture/layers.test.ts) and `npm run check`. Paths are relative to the repository root.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-only-domain',
      comment: 'domain/ holds the pure rules: it imports only domain/ (no packages, no Node).',
      severity: 'error',
      from: { path: '^domain/' },
      to: { pathNot: '^domain/' },
    },
    {
      name: 'application-only-application-and-domain',
      comment:
        'Use cases reach technology only through their ports. One package aside: inversify, whose ' +
        '@injectable/@inject declare on each use case what it needs (ARCHITECTURE.md, Wiring).',
      severity: 'error',
      from: { path: '^application/' },
      to: { pathNot: '^(application|domain)/|(^|/)node_modules/inversify/' },
    },
    {
      name: 'web-only-web-and-packages',
      comment:
        'The client imports itself, packages, (as types only) the HTTP edge, and the domain: the rules it ' +
        'shows (error codes, eligible states, password and e-mail rules, game defaults, prices, the ' +
        'provably fair scheme) as the server applies them. The domain is pure (domain-only-domain), so ' +
        'any of it runs in the browser.',
      severity: 'error',
      from: { path: '^web/' },
      to: { pathNot: '^(web|adapters/http|domain)/|(^|/)node_modules/' },
    },
    {
      name: 'nothing-imports-web',
      comment:
        'The client is the outermost ring: nothing outside web/ imports it (tests aside). The server reads ' +
        "the client's routes from the build (adapters/build/client-routes-plugin.mjs), not from web/.",
      severity: 'error',
      from: { pathNot: '^(web|tests)/' },
      to: { path: '^web/' },
    },
    {
      name: 'fairness-self-contained',
      comment:
        'domain/fairness/ runs in the browser too: it imports only itself, so no other rule reaches the client.',
      severity: 'error',
      from: { path: '^domain/fairness/' },
      to: { pathNot: '^domain/fairness/' },
    },
    {
      name: 'terms-self-contained',
      comment:
        'domain/terms/ runs in the browser too: it imports only itself and domain/fairness/ (hashing, the log).',
      severity: 'error',
      from: { path: '^domain/terms/' },
      to: { pathNot: '^domain/(terms|fairness)/' },
    },
    {
      name: 'csv-self-contained',
      comment: 'domain/csv/ runs in the browser too: it imports only itself, like domain/fairness/.',
      severity: 'error',
      from: { path: '^domain/csv/' },
      to: { pathNot: '^domain/csv/' },
    },
    {
      name: 'web-types-only-from-edge',
      comment: 'Only `import type` from adapters/http: no server code in the browser bundle.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^adapters/http/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'edge-not-persistence',
      comment: 'The HTTP edge calls use cases; it never reaches the stores behind them.',
      severity: 'error',
      from: { path: '^adapters/http/' },
      to: { path: '^adapters/(postgres|memory)/' },
    },
    {
      name: 'persistence-not-edge',
      comment: 'Stores know nothing of HTTP.',
      severity: 'error',
      from: { path: '^adapters/(postgres|memory)/' },
      to: { path: '^adapters/http/' },
    },
    {
      name: 'feature-through-its-entry',
      comment:
        'Features have borders: application/<x>/ reaches another feature only through its public entry ' +
        '(application/<y>/index.ts). application/shared/ is the kernel every feature shares: imported ' +
        'directly, it has no entry.',
      severity: 'error',
      from: { path: '^application/([^/]+)/' },
      to: {
        path: '^application/[^/]+/',
        pathNot: '^application/($1|shared)/|^application/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'no-circular',
      comment:
        'No import circle: each module can be read, tested and moved knowing only what it imports. ' +
        'Type-only imports count too (a circle of types is still a circle of meaning).',
      severity: 'error',
      from: { path: '^(domain|application|adapters|web)/' },
      to: { circular: true },
    },
  ],
  options: {
    // node_modules may be a symlink (shared worktrees): keep its path as written.
    preserveSymlinks: true,
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are dependencies too (no-circular counts them), and the generated route tree
    // (web/routeTree.gen.ts) is cruised like any module.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // exportsFields: packages that name their entry only in `exports` (no `main`: @tanstack/react-table v9).
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
