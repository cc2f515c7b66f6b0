import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Theme } from '@sparklink/contract';
import type { SeededUser } from './seed';

/** The whole page as axe sees it now: no violation, each named by rule and element. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target}`))).toEqual([]);
}

/** Saves the owner's dashboard theme, as Settings → Appearance does. */
export async function saveTheme(request: APIRequestContext, owner: SeededUser, theme: Theme): Promise<void> {
  const saved = await request.put('/api/settings', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { appearance: { theme } },
  });
  expect(saved.status()).toBe(200);
}

/**
 * The dashboard editors' live preview. Its document is the public page, which the public specs scan;
 * it renders again after each edit, and a frame replaced mid-scan hangs axe, so editor scans leave it out.
 */
export const PREVIEW_FRAME = 'iframe[title="Preview of your public portfolio"]';
