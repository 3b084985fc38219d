// Help where the teen is (issue 31): the care card and the help-lines page put the lines of the
// country the browser's time zone and languages point to first; the rest are a tap away. With scripts
// off, the page shows every country's lines.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/** A journal entry with words about self-harm: the care card appears (nothing is sent about it). */
async function careCardFromJournal(page: Page) {
  await page.goto('/mind-gym?tab=journal');
  const journal = page.getByRole('tabpanel', { name: 'Journal' });
  await journal.getByLabel('Title', { exact: true }).fill('Tonight');
  await journal.getByLabel("What's on your mind?").fill('Sometimes I want to die.');
  await journal.getByRole('button', { name: 'Save Entry' }).click();
  const care = page.getByRole('region', { name: /things are heavy/ });
  await expect(care).toBeVisible();
  return care;
}

/** The country headings of the help-lines page, top to bottom. */
const countriesOnPage = (page: Page) => page.getByRole('heading', { level: 2 }).allTextContents();

test.describe('in the UK (en-GB, Europe/London)', () => {
  test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

  test('the care card shows Childline and Shout first, and links to the other countries', async ({ page, user: _ }) => {
    const care = await careCardFromJournal(page);
    const lines = care.getByRole('list', { name: 'Help lines in United Kingdom' }).getByRole('listitem');
    await expect(lines.nth(0)).toHaveText('Childline (under 19): Call 0800 1111');
    await expect(lines.nth(1)).toHaveText('Shout: Text SHOUT to 85258');
    await expect(lines.nth(0).getByRole('link', { name: '0800 1111' })).toHaveAttribute('href', 'tel:08001111');
    await expect(care).toContainText('If you are in the United Kingdom');
    await expect(care).toContainText('If you are in danger right now, call 999.');
    // 988 and 741741 are the US's: not on this card, but on the page behind the link.
    await expect(care).not.toContainText('988');
    await expect(care).not.toContainText('741741');
    await expectAccessible(page);

    await care.getByRole('link', { name: 'Help lines in other countries' }).click();
    await expect(page).toHaveURL(/\/help-lines\.html$/);
    await expect(page.getByRole('heading', { name: 'Someone to talk to' })).toBeVisible();
  });

  // One flow and one accessibility check per test: together they took most of 30 s on a busy machine.
  test('the help-lines page puts the UK first, and the US lines only a tap away', async ({ page }) => {
    await page.goto('/help-lines.html');
    const order = await countriesOnPage(page);
    expect(order[0]).toBe('United Kingdom');
    expect(order.indexOf('United Kingdom')).toBeLessThan(order.indexOf('United States'));
    const uk = page.getByRole('region', { name: 'United Kingdom' });
    await expect(uk).toContainText('Childline (under 19): Call 0800 1111');
    await expect(uk).toContainText('Shout: Text SHOUT to 85258');
    await expect(page.getByText('United Kingdom comes first because')).toBeVisible();
    // Every other country is still there.
    expect(order).toEqual(expect.arrayContaining(['United States', 'Canada', 'Ireland', 'Australia', 'New Zealand']));
    await expectAccessible(page);
  });
});

test.describe('in the US (en-US, America/New_York)', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

  test('the care card shows 988 first; the page lists the US first', async ({ page, user: _ }) => {
    const care = await careCardFromJournal(page);
    const lines = care.getByRole('list', { name: 'Help lines in United States' }).getByRole('listitem');
    await expect(lines.nth(0)).toHaveText('988 Suicide & Crisis Lifeline: Call or text 988');
    await expect(lines.nth(1)).toHaveText('Crisis Text Line: Text HOME to 741741');
    await expect(care).toContainText('If you are in danger right now, call 911.');
    await expect(care).not.toContainText('0800 1111');

    await page.goto('/help-lines.html');
    expect((await countriesOnPage(page))[0]).toBe('United States');
  });
});

test.describe('an American browser in London (en-US, Europe/London)', () => {
  test.use({ locale: 'en-US', timezoneId: 'Europe/London' });

  test('the time zone decides: UK lines first on the page', async ({ page }) => {
    await page.goto('/help-lines.html');
    expect((await countriesOnPage(page))[0]).toBe('United Kingdom');
  });
});

test.describe('somewhere Rise has no lines for (ja-JP, Asia/Tokyo)', () => {
  test.use({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });

  test('the card says the default lines are for the US and points to the rest', async ({ page, user: _ }) => {
    const care = await careCardFromJournal(page);
    await expect(care).toContainText('If you are in the United States');
    await expect(care).toContainText('Somewhere else? Help lines in other countries');
    await expect(care).toContainText('call your local emergency number');
    await page.goto('/help-lines.html');
    await expect(page.locator('#where')).toBeHidden();
    expect((await countriesOnPage(page))[0]).toBe('United States');
  });
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-GB', timezoneId: 'Europe/London' });

  test('the help-lines page shows every line, in the table order', async ({ page }) => {
    await page.goto('/help-lines.html');
    const order = await countriesOnPage(page);
    expect(order).toEqual([
      'United States',
      'Canada',
      'United Kingdom',
      'Ireland',
      'Australia',
      'New Zealand',
      'Germany',
      'France',
      'Spain',
      'Netherlands',
      'India',
      'Elsewhere in Europe',
    ]);
    await expect(page.getByRole('region', { name: 'United Kingdom' })).toContainText('Childline (under 19): Call 0800 1111');
  });
});
