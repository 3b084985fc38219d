// A screen that opens dialogs is compiled by the React Compiler ('use memo' as its first statement,
// vite.config.ts): opening a dialog then redraws the dialog, not the screen's whole list (decision
// 0030). This fails on a screen that draws a dialog or a sheet without it.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const FEATURES = fileURLToPath(new URL('../web/features', import.meta.url));

const screens = readdirSync(FEATURES).flatMap((feature) =>
  readdirSync(path.join(FEATURES, feature))
    .filter((name) => name.endsWith('-page.tsx'))
    .map((name) => `${feature}/${name}`),
);

it.each(screens.filter((file) => /\b\w*(Dialog|Sheet)\b/.test(readFileSync(path.join(FEATURES, file), 'utf8'))))(
  "%s opens dialogs, so its screen is marked 'use memo'",
  (file) => {
    const source = readFileSync(path.join(FEATURES, file), 'utf8');
    expect(source).toMatch(/export default function \w+\(\) \{\n {2}'use memo';\n/);
  },
);
