import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rule } from 'eslint';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the rule is plain JS (tsconfig has no allowJs), so it is typed just below.
import { boundaries as untypedRule } from './boundaries.js';

const boundaries: Rule.RuleModule = untypedRule;

// Lints virtual files under the repo root with only `rise/boundaries` turned on.
const root = fileURLToPath(new URL('..', import.meta.url));
const linter = new Linter({ configType: 'flat', cwd: root });
const config: Linter.Config[] = [
  {
    files: ['**/*.{js,ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { rise: { rules: { boundaries } } },
    rules: { 'rise/boundaries': 'error' },
  },
];

function lint(filePath: string, code: string) {
  return linter.verify(code, config, { filename: path.join(root, filePath) });
}

// Each case breaks the named rule; `says` is part of the message it must get.
const broken = [
  {
    rule: '1. contract imports only contract',
    filePath: 'contract/finance.ts',
    code: "import { db } from '../server/db/database';",
    says: 'contract may not import server',
  },
  {
    rule: '1. contract imports only contract',
    filePath: 'contract/money.ts',
    code: "import { format } from '../web/lib/format';",
    says: 'may import only contract/',
  },
  {
    rule: '2. web never imports server',
    filePath: 'web/features/finance/page.tsx',
    code: "import type { Db } from '../../../server/db/database';",
    says: 'web/features/finance may not import server',
  },
  { rule: '2. web never imports server', filePath: 'web/main.tsx', code: "import '../server/app';", says: 'they meet only in contract/' },
  {
    rule: '2. server never imports web',
    filePath: 'server/app.ts',
    code: "import { format } from '../web/lib/format';",
    says: 'server may not import web/lib',
  },
  {
    rule: '3. a web feature never imports another feature',
    filePath: 'web/features/finance/page.tsx',
    code: "import { Shorts } from '../shorts/shorts-page';",
    says: 'web/features/finance may not import web/features/shorts: a feature never imports another feature',
  },
  {
    rule: '3. a web feature never delivers itself',
    filePath: 'web/features/finance/finance-page.tsx',
    code: "import { lazyWithPreload } from '../../ui/lazy';",
    says: 'splitting code and loading it ahead belong to web/app/registry.tsx',
  },
  {
    rule: '3. a web feature never delivers itself',
    filePath: 'web/features/finance/finance-page.tsx',
    code: "import { whenIdle } from '../../lib/idle';",
    says: 'web/features/finance may not import web/lib',
  },
  {
    rule: '3. a web feature never delivers itself',
    filePath: 'web/features/finance/finance-page.tsx',
    code: "const dialog = () => import('./account-dialog');",
    says: 'web/features/finance may not load code with import()',
  },
  {
    rule: '4. web/ui never imports web/app (dynamic import)',
    filePath: 'web/ui/lazy.tsx',
    code: "const shell = import('../app/x');",
    says: 'web/ui may not import web/app',
  },
  {
    rule: '3. a web feature never imports web/app',
    filePath: 'web/features/home/home-page.tsx',
    code: "import { AppShell } from '../../app/app-shell';",
    says: 'web/features/home may not import web/app',
  },
  {
    rule: '3. a web feature never re-exports another feature (export *)',
    filePath: 'web/features/home/index.ts',
    code: "export * from '../skills/skills-page';",
    says: 'web/features/home may not import web/features/skills',
  },
  {
    rule: '3. a web feature never re-exports another feature (export { })',
    filePath: 'web/features/home/index.ts',
    code: "export { SkillsPage } from '../skills/skills-page';",
    says: 'web/features/home may not import web/features/skills',
  },
  {
    rule: '4. web/lib never imports web/ui',
    filePath: 'web/lib/x.ts',
    code: "import { Button } from '../ui/button';",
    says: 'web/lib may not import web/ui',
  },
  {
    rule: '4. web/lib never imports web/features',
    filePath: 'web/lib/query-client.ts',
    code: "import { x } from '../features/finance/x';",
    says: 'web/lib may not import web/features/finance',
  },
  {
    rule: '4. web/lib never imports web/app',
    filePath: 'web/lib/session.ts',
    code: "import { AuthGate } from '../app/auth-gate';",
    says: 'web/lib may not import web/app',
  },
  {
    rule: '5. web/ui never imports web/features',
    filePath: 'web/ui/card.tsx',
    code: "import { x } from '../features/shorts/x';",
    says: 'web/ui may not import web/features/shorts',
  },
  {
    rule: '5. web/ui never imports web/app',
    filePath: 'web/ui/dialog.tsx',
    code: "import { Header } from '../app/header';",
    says: 'web/ui may not import web/app',
  },
  {
    rule: '6. a server feature never imports another feature',
    filePath: 'server/features/finance/finance.routes.ts',
    code: "import { shortsRepo } from '../shorts/shorts.repo';",
    says: 'server/features/finance may not import server/features/shorts: a server feature never imports another feature',
  },
  {
    rule: '7. server/db never imports server/features',
    filePath: 'server/db/schema.ts',
    code: "import type { FinanceRow } from '../features/finance/finance.repo';",
    says: 'server/db may not import server/features/finance',
  },
  {
    rule: '7. server/auth never imports the feature list',
    filePath: 'server/auth/auth.ts',
    code: "import { features } from '../features/index';",
    says: 'server/auth may not import server/features/index.ts',
  },
  {
    rule: '7. server/http never imports the feature list (folder import)',
    filePath: 'server/http/spa.ts',
    code: "export * from '../features';",
    says: 'server/http may not import server/features',
  },
  {
    rule: '7. server/social never imports server/features',
    filePath: 'server/social/feed.ts',
    code: "import { x } from '../features/shorts/x';",
    says: 'server/social may not import server/features/shorts',
  },
];

const allowed = [
  {
    why: 'same web feature',
    filePath: 'web/features/finance/page.tsx',
    code: "import { Chart } from './chart';\nimport { x } from '../finance/x';",
  },
  {
    why: 'web feature -> web/ui, web/lib, contract',
    filePath: 'web/features/finance/page.tsx',
    code: "import { Button } from '../../ui/button';\nimport { api } from '../../lib/api';\nimport type { Entry } from '../../../contract/finance';",
  },
  {
    why: 'web/app -> web features',
    filePath: 'web/app/app.tsx',
    code: "import { HomePage } from '../features/home/home-page';\nconst Shorts = import('../features/shorts/shorts-page');",
  },
  {
    why: 'web/routes.tsx and web/main.tsx -> anything in web',
    filePath: 'web/routes.tsx',
    code: "import { AppShell } from './app/app-shell';\nimport { HomePage } from './features/home/home-page';",
  },
  { why: 'web/ui -> web/lib', filePath: 'web/ui/toaster.tsx', code: "import { cn } from '../lib/cn';" },
  {
    why: 'web/lib -> web/lib and contract',
    filePath: 'web/lib/api.ts',
    code: "import { format } from './format';\nimport type { Problem } from '../../contract/common';",
  },
  { why: 'contract -> contract', filePath: 'contract/finance.ts', code: "export * from './common';" },
  {
    why: 'server/features/index.ts -> every feature',
    filePath: 'server/features/index.ts',
    code: "import { finance } from './finance/finance.routes';\nimport { shorts } from './shorts/shorts.routes';\nexport { profile } from './profile/profile.routes';",
  },
  {
    why: 'server feature -> social, db, http, auth, contract',
    filePath: 'server/features/shorts/shorts.routes.ts',
    code: "import { feed } from '../../social/feed';\nimport { db } from '../../db/database';\nimport { problem } from '../../http/problems';\nimport { requireUser } from '../../auth/auth';\nimport type { Short } from '../../../contract/shorts';",
  },
  { why: 'same server feature', filePath: 'server/features/shorts/shorts.routes.ts', code: "import { shortsRepo } from './shorts.repo';" },
  {
    why: 'server/app.ts -> feature list and core',
    filePath: 'server/app.ts',
    code: "import { features } from './features/index';\nimport { db } from './db/database';",
  },
  { why: 'server/db -> server/db', filePath: 'server/db/migrate.ts', code: "import { db } from './database';" },
  {
    why: 'server/test, e2e, scripts -> server',
    filePath: 'e2e/login.spec.ts',
    code: "import { seed } from '../server/db/seed/seed';\nimport { features } from '../server/features/index';",
  },
  {
    why: 'package imports are not checked',
    filePath: 'contract/common.ts',
    code: "import { z } from 'zod';\nimport path from 'node:path';\nimport fastify from 'fastify';",
  },
];

describe('rise/boundaries', () => {
  it.each(broken)('catches rule $rule ($filePath)', ({ filePath, code, says }) => {
    const messages = lint(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ ruleId: 'rise/boundaries', severity: 2 });
    expect(messages[0]?.message).toContain(says);
  });

  it('covers each of the 7 rules', () => {
    const numbers = new Set(broken.map((c) => c.rule.split('.')[0]));
    expect([...numbers].sort()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it.each(allowed)('allows $why ($filePath)', ({ filePath, code }) => {
    expect(lint(filePath, code)).toEqual([]);
  });
});
