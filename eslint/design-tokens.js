// ESLint rule `rise/design-tokens`: a feature's class names use the design tokens of web/styles.css
// (bg-surface, text-muted, rounded-card, shadow-raised...), never a one-off value: no arbitrary
// values (`w-[13px]`, `[scrollbar-width:none]`), no raw palette colours (`bg-green-100`) and no
// Tailwind radius or shadow sizes that bypass the tokens (`rounded-2xl`, `shadow-lg`).
// docs/decisions/0007-design-language.md says why.

const PALETTE =
  'red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|slate|gray|zinc|neutral|stone';
const UTILITIES = 'bg|text|border|from|to|via|ring|fill|stroke|outline|decoration|divide|accent|caret|shadow|placeholder';

// [pattern, what it is, what to use instead]; each pattern matches one utility, its variants and `!` stripped.
const CHECKS = [
  [/^-?[\w-]+-\[[^\]]+\]$/, 'an arbitrary value', 'a token from web/styles.css'],
  [/^-?[\w-]+-\(--[\w-]+\)$/, 'an arbitrary value', 'a token from web/styles.css'],
  [/^\[[\w-]+:[^\]]+\]$/, 'an arbitrary property', 'a utility in web/styles.css'],
  [
    new RegExp(`^(?:${UTILITIES}|border-[trblxyse]|ring-offset|inset-shadow|drop-shadow)-(?:${PALETTE})-\\d{2,3}(?:/\\d+)?$`),
    'a raw palette colour',
    'a colour token (surface, muted, primary, danger, success, a mini-app colour...)',
  ],
  [
    /^rounded(?:-[trblse]{1,2})?(?:-(?:xs|sm|md|lg|xl|2xl|3xl|4xl))?$/,
    'a raw radius',
    'rounded-control, rounded-card, rounded-sheet or rounded-full',
  ],
  [/^(?:shadow|drop-shadow|inset-shadow)(?:-(?:2xs|xs|sm|md|lg|xl|2xl))?$/, 'a raw shadow', 'shadow-card or shadow-raised'],
];

/** A class without its variants (`data-[state=open]:hover:`) and its important mark (`!`). */
function utilityOf(name) {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === '[' || name[i] === '(') depth++;
    else if (name[i] === ']' || name[i] === ')') depth--;
    else if (name[i] === ':' && depth === 0) start = i + 1;
  }
  return name.slice(start).replace(/^!|!$/g, '');
}

/** The one-off classes in a string of class names, each with why. */
export function oneOffClasses(text) {
  const found = [];
  for (const name of text.split(/\s+/)) {
    if (!name) continue;
    const utility = utilityOf(name);
    const check = CHECKS.find(([pattern]) => pattern.test(utility));
    if (check) found.push({ name, what: check[1], instead: check[2] });
  }
  return found;
}

export const designTokens = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Features style with the design tokens, never one-off values' },
    schema: [],
    messages: { oneOff: '"{{name}}" is {{what}}; use {{instead}}' },
  },
  create(context) {
    function check(node, text) {
      for (const found of oneOffClasses(text)) context.report({ node, messageId: 'oneOff', data: found });
    }
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};
