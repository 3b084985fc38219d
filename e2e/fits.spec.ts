// The check every screen is held to (expectFits) finds what it is meant to find, and passes what fits.
import { expect, expectFits, test } from './fixtures';

const cases: [string, string][] = [
  ['an ellipsised label', '<p style="width:40px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap">Bus pass top-up</p>'],
  [
    'a label clipped by its container',
    '<div style="width:50px;overflow:hidden"><span style="white-space:nowrap">Export CSV file</span></div>',
  ],
  [
    'a line-clamped label',
    '<p style="width:30px;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:1;overflow:hidden">Leadership Shorts</p>',
  ],
  ['a label off the screen', '<p style="position:absolute;left:-200px">Back</p>'],
  ['sideways scroll', '<div style="width:2000px;height:10px"></div>'],
  [
    'a label cut off at the side of a box that scrolls up and down',
    '<div style="width:50px;height:100px;overflow-y:auto"><span style="white-space:nowrap">Save changes now</span></div>',
  ],
  [
    'a label cut off at the bottom of a fixed-height box',
    '<div style="height:10px;overflow:hidden"><p style="margin-top:20px">Level 3</p></div>',
  ],
];

for (const [what, html] of cases) {
  test(`expectFits fails on ${what}`, async ({ page }) => {
    await page.setContent(`<body style="margin:0">${html}</body>`);
    await expect(expectFits(page)).rejects.toThrow();
  });
}

test('expectFits passes text that fits, a long text that truncates and a sideways scroller', async ({ page }) => {
  await page.setContent(`<body style="margin:0">
    <p>Short label</p>
    <p style="width:60px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap">A description well over twenty-four characters</p>
    <div data-scrolls-sideways style="width:100px;overflow-x:auto"><span style="white-space:nowrap">Column one · Column two · Column three</span></div>
    <span class="sr-only" style="position:absolute;width:1px;height:1px;overflow:hidden">Screen reader text</span>
  </body>`);
  await expectFits(page);
});
