import { PLANS } from '@sparklink/contract';
import type { Language } from '@sparklink/contract/i18n';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { defaultSettings, fail, ok, type Route } from '../../../test/owner-fakes';
import { renderDashboard } from '../test/render-dashboard';

const PLANS_ROUTE = 'GET /api/subscriptions/plans';
const plans = (testCheckout: boolean) => ok({ plans: PLANS, testCheckout });
const ENGLISH =
  'Test mode. Payments on this server go through a built-in test checkout: no money moves, and paid plans cost nothing.';
const LABELS = { en: 'Test mode.', fr: 'Mode test.', es: 'Modo de prueba.', de: 'Testmodus.' } as const;
const banner = (language: Language = 'en') => screen.queryByRole('region', { name: LABELS[language] });

function renderWith(path: string, plansRoute: Route, language: Language = 'en') {
  const settings = defaultSettings();
  return renderDashboard(path, {
    api: {
      [PLANS_ROUTE]: plansRoute,
      'GET /api/settings': ok({ ...settings, appearance: { ...settings.appearance, language } }),
    },
  });
}

/** Decision 039: while the server sells plans through its test checkout, every dashboard screen says so. */
describe('the test checkout banner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows on every dashboard screen while the server uses the test checkout, asking the server once', async () => {
    const user = userEvent.setup();
    const { calls } = renderWith('/dashboard', plans(true));
    expect(await screen.findByRole('region', { name: 'Test mode.' })).toHaveTextContent(ENGLISH);
    await user.click(screen.getAllByRole('link', { name: /Settings/ })[0]!);
    expect(await screen.findByText('Section at /dashboard/settings')).toBeInTheDocument();
    expect(banner()).toHaveTextContent(ENGLISH);
    expect(calls.sent(PLANS_ROUTE)).toHaveLength(1);
  });

  it('shows nothing with real payments, nor when the server cannot be asked', async () => {
    for (const route of [plans(false), fail(500, 'INTERNAL', 'Internal server error')]) {
      const { calls, unmount } = renderWith('/dashboard/pages', route);
      await vi.waitFor(() => expect(calls.sent(PLANS_ROUTE)).toHaveLength(1));
      await act(() => Promise.resolve());
      expect(banner()).not.toBeInTheDocument();
      unmount();
    }
  });

  it.each([
    [
      'fr',
      'Mode test. Sur ce serveur, les paiements passent par un paiement de test intégré\u00a0: aucun argent n’est débité et les formules payantes ne coûtent rien.',
    ],
    [
      'es',
      'Modo de prueba. En este servidor los pagos pasan por un pago de prueba integrado: no se mueve dinero y los planes de pago no cuestan nada.',
    ],
    [
      'de',
      'Testmodus. Zahlungen laufen auf diesem Server über eine eingebaute Testzahlung: Es fließt kein Geld, und kostenpflichtige Tarife kosten nichts.',
    ],
  ] as const)('reads in %s', async (language, text) => {
    await act(() => activateLanguage(language));
    renderWith('/dashboard/gallery', plans(true), language);
    const region = await screen.findByRole('region', { name: LABELS[language] });
    expect(region.textContent).toBe(text);
  });
});
