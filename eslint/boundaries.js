// ESLint rule `rise/boundaries`: reports relative imports that cross the project's layer boundaries (contract, web, server, features).
import path from 'node:path';

const SERVER_CORE = new Set(['db', 'auth', 'social', 'http']);
const isIndex = (name) => name === undefined || /^index(\.[cm]?[jt]sx?)?$/.test(name);

/**
 * Classifies a root-relative posix path ("web/features/finance/page.tsx") into
 * { area, layer, feature, label }: area is the top folder, layer the folder that
 * the rules talk about, label what the messages print.
 */
export function classify(rel) {
  const [area, dir, name] = rel.split('/');
  let layer = area;
  let feature;
  if (area === 'web' && dir === 'features' && !isIndex(name)) [layer, feature] = ['web/features', name];
  else if (area === 'web' && ['app', 'lib', 'ui'].includes(dir)) layer = `web/${dir}`;
  else if (area === 'server' && dir === 'features' && isIndex(name)) layer = 'server/features/index.ts';
  else if (area === 'server' && dir === 'features') [layer, feature] = ['server/features', name];
  else if (area === 'server' && SERVER_CORE.has(dir)) layer = 'server/core';
  const label = feature ? `${layer}/${feature}` : layer === 'server/core' ? `server/${dir}` : layer;
  return { area, layer, feature, label, rel };
}

const WEB_OR_SERVER = 'web and server never import each other; they meet only in contract/';
/** How a screen is delivered (its chunks, loading ahead on intent or when idle): web/app's routes own it (issue 54). */
const DELIVERY =
  'a feature holds screens, components, queries and mutations; splitting code and loading it ahead belong to web/app/registry.tsx';
const DELIVERY_MODULE = /^web\/(ui\/lazy|lib\/idle)(\.tsx?)?$/;

// [applies to the importing file, is broken by the imported path, the rule in plain words]
const RULES = [
  [(f) => f.area === 'contract', (t) => t.area !== 'contract', 'contract/ is shared by web and server and may import only contract/'],
  [(f) => f.area === 'web', (t) => t.area === 'server', WEB_OR_SERVER],
  [(f) => f.area === 'server', (t) => t.area === 'web', WEB_OR_SERVER],
  [
    (f) => f.layer === 'web/features',
    (t, f) => t.layer === 'web/features' && t.feature !== f.feature,
    'a feature never imports another feature; move shared code into web/ui, web/lib or contract/',
  ],
  [(f) => f.layer === 'web/features', (t) => t.layer === 'web/app', 'a feature never imports the app shell; web/app composes the features'],
  [(f) => f.layer === 'web/features', (t) => DELIVERY_MODULE.test(t.rel), DELIVERY],
  [
    (f) => f.layer === 'web/lib',
    (t) => ['web/ui', 'web/features', 'web/app'].includes(t.layer),
    'web/lib is the bottom layer and may not import web/ui, web/features or web/app',
  ],
  [
    (f) => f.layer === 'web/ui',
    (t) => ['web/features', 'web/app'].includes(t.layer),
    'web/ui holds shared components and may not import web/features or web/app',
  ],
  [
    (f) => f.layer === 'server/features',
    (t, f) => t.layer === 'server/features/index.ts' || (t.layer === 'server/features' && t.feature !== f.feature),
    'a server feature never imports another feature; move shared code into server/db, server/http, server/auth, server/social or contract/',
  ],
  [
    (f) => f.layer === 'server/core',
    (t) => t.layer.startsWith('server/features'),
    'server/db, server/auth, server/social and server/http sit below the features and may not import server/features',
  ],
];

/** @type {import('eslint').Rule.RuleModule} */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import boundaries between contract/, web/ and server/ layers and features' },
    schema: [],
    messages: { broken: '{{from}} may not import {{to}}: {{why}}', later: '{{from}} may not load code with import(): {{why}}' },
  },
  create(context) {
    const root = context.cwd ?? context.getCwd();
    const file = path.resolve(root, context.filename ?? context.getFilename());
    const toRel = (abs) => path.relative(root, abs).split(path.sep).join('/');
    const from = classify(toRel(file));

    function check(source) {
      const spec = source?.type === 'Literal' ? source.value : undefined;
      if (typeof spec !== 'string' || !/^\.\.?(\/|$)/.test(spec)) return; // packages are not checked
      const to = classify(toRel(path.resolve(path.dirname(file), spec)));
      const broken = RULES.find(([applies, breaks]) => applies(from) && breaks(to, from));
      if (broken) context.report({ node: source, messageId: 'broken', data: { from: from.label, to: to.label, why: broken[2] } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => {
        if (from.layer === 'web/features') context.report({ node, messageId: 'later', data: { from: from.label, why: DELIVERY } });
        else check(node.source);
      },
    };
  },
};

import { designTokens } from './design-tokens.js';

export default { rules: { boundaries, 'design-tokens': designTokens } };
