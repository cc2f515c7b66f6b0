import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seedUser, signInAs, type SeededUser } from '../support/seed';
import { expectNoAxeViolations } from '../support/axe';

/**
 * Languages (decision 026) in the real browser: an owner's choice in Settings → Appearance, the
 * dashboard, and the owner's public portfolio, which speaks the same language.
 */

async function savedLanguage(request: APIRequestContext, owner: SeededUser) {
  const settings = await request.get('/api/settings', { headers: { authorization: `Bearer ${owner.token}` } });
  return (await settings.json()).data.appearance.language;
}

const appearanceHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test('French chosen in Settings: the dashboard speaks it at once and after a reload, and passes axe', async ({
  page,
  request,
  browser,
}) => {
  const username = `afua${Date.now().toString(36)}`;
  const owner = await seedUser({ firstName: 'Afua', username });
  await signInAs(page, owner);
  await page.goto('/dashboard/settings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toHaveValue('en');

  // At once, without a reload: the open screen switches and the choice is saved.
  await language.selectOption('fr');
  await expect(appearanceHeading(page, 'Apparence')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  await expect.poll(() => savedLanguage(request, owner)).toBe('fr');

  // After a reload the dashboard starts in French.
  await page.reload();
  await expect(appearanceHeading(page, 'Apparence')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sécurité et authentification' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');

  // A form's validation speaks French too: a two-factor code left empty.
  await page.getByRole('button', { name: 'Activer la double authentification' }).click();
  // Who it is first (decision 034), in French too.
  const confirm = page.getByRole('dialog', { name: 'Confirmez votre identité' });
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await expect(confirm.getByLabel('Mot de passe', { exact: true })).toHaveAccessibleDescription(
    'Saisissez votre mot de passe',
  );
  await expectNoAxeViolations(page);
  await confirm.getByLabel('Mot de passe', { exact: true }).fill(owner.password);
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await expect(confirm).toBeHidden();
  const setup = page.getByRole('dialog', { name: 'Activer la double authentification' });
  await expect(setup.getByRole('img', { name: 'QR code pour votre application d’authentification' })).toBeVisible();
  await setup.getByRole('button', { name: 'Confirmer' }).click();
  await expect(setup.getByLabel('Code de votre application')).toHaveAccessibleDescription(
    "Saisissez le code à 6 chiffres de votre application d'authentification",
  );
  await page.keyboard.press('Escape');
  await expect(setup).toBeHidden();

  await expectNoAxeViolations(page);
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);

  // Another device, where nothing is stored yet, follows the saved setting.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signInAs(other, owner);
  await other.goto('/dashboard/settings');
  await expect(appearanceHeading(other, 'Apparence')).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'fr');
  await elsewhere.close();

  // The public portfolio is in the owner's language, whoever visits it.
  const published = await request.post('/api/profile/publish', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { isPublished: true },
  });
  expect(published.status()).toBe(200);
  const visitor = await browser.newContext({ locale: 'en-US' });
  const visit = await visitor.newPage();
  await visit.goto(`/public/${username}`);
  await expect(visit.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(visit.getByRole('heading', { level: 2, name: 'Bienvenue sur mon profil !' })).toBeVisible();
  await expect(
    visit.getByRole('navigation', { name: 'Portfolio' }).getByRole('link', { name: 'Galerie' }),
  ).toBeVisible();
  await expectNoAxeViolations(visit);
  await visitor.close();
});
