import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the rule is plain JS (tsconfig has no allowJs).
import { oneOffClasses as untyped } from './design-tokens.js';

const oneOffClasses = untyped as (text: string) => { name: string; what: string }[];

describe('rise/design-tokens', () => {
  it.each([
    ['w-[13px]', 'an arbitrary value'],
    ['pb-[calc(1rem+env(safe-area-inset-bottom))]', 'an arbitrary value'],
    ['dark:bg-[#123456]', 'an arbitrary value'],
    ['[scrollbar-width:none]', 'an arbitrary property'],
    ['bg-green-100', 'a raw palette colour'],
    ['dark:text-rose-300', 'a raw palette colour'],
    ['hover:bg-red-700/50', 'a raw palette colour'],
    ['rounded-2xl', 'a raw radius'],
    ['rounded-t-3xl', 'a raw radius'],
    ['shadow-lg', 'a raw shadow'],
    ['data-[state=open]:w-[13px]', 'an arbitrary value'],
    ['data-[state=open]:bg-red-500', 'a raw palette colour'],
    ['[&_svg]:w-[3px]', 'an arbitrary value'],
    ['w-(--x)', 'an arbitrary value'],
    ['bg-red-500!', 'a raw palette colour'],
    ['!bg-red-500', 'a raw palette colour'],
    ['border-t-red-500', 'a raw palette colour'],
    ['rounded', 'a raw radius'],
    ['shadow', 'a raw shadow'],
    ['drop-shadow-lg', 'a raw shadow'],
  ])('finds %s (%s)', (name, what) => {
    expect(oneOffClasses(`flex ${name} p-4`)).toEqual([expect.objectContaining({ name, what })]);
  });

  it('passes the tokens, variants with a selector, and plain white or black over media', () => {
    const tokens =
      'bg-surface text-muted border-line rounded-card rounded-control rounded-full shadow-card shadow-raised from-finance to-finance-deep ' +
      'data-[state=active]:bg-surface has-checked:bg-primary-soft text-white bg-black/45 bg-tag-rose text-on-tag-rose pb-safe-3 transition-ui';
    expect(oneOffClasses(tokens)).toEqual([]);
  });
});
