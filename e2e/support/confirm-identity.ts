import { expect, type Page } from '@playwright/test';

/** Answers the dashboard's "Confirm it’s you" dialog with the password (decision 034). */
export async function confirmIdentity(page: Page, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}
