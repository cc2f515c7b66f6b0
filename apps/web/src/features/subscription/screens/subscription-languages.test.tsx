import { PLANS, type Language } from '@sparklink/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { ok } from '../../../test/owner-fakes';
import { aPayment, aSubscription } from '../../../test/subscription-fakes';
import { featureMessage } from '../plans/plan-features';
import { CURRENT_ROUTE, HISTORY_ROUTE, renderSubscription } from '../test/render-subscription';

afterEach(() => vi.unstubAllGlobals());

const card = (name: string) => screen.getByRole('article', { name });

// Intl writes the amount with a no-break space before GH₵ in all three.
const EXPECTED: Record<
  Exclude<Language, 'en'>,
  {
    headings: string[];
    cycle: string;
    monthly: string;
    yearly: string;
    riseMonthly: string;
    riseYearly: string;
    upgrade: string;
    feature: string;
    payment: string[];
    renews: string;
    amount: string;
  }
> = {
  fr: {
    headings: ['Abonnement', 'Abonnement actuel', 'Formules', 'Historique de facturation'],
    cycle: 'Période de facturation',
    monthly: 'Mensuel',
    yearly: 'AnnuelÉconomisez 17\u00a0%',
    riseMonthly: '35\u00a0GH₵ / mois',
    riseYearly: '350\u00a0GH₵ / anÉconomisez 70\u00a0GH₵ par an',
    upgrade: 'Passer à Rise',
    feature: 'Pages protégées par mot de passe',
    payment: ['26 juin 2030', 'RISE Plan - Monthly', 'Mobile money •••• 2345', '35\u00a0GH₵', 'Réussi'],
    renews: 'Renouvellement automatique le 26 juillet 2030 — Visa •••• 4081',
    amount: '350\u00a0GH₵ / an',
  },
  es: {
    headings: ['Suscripción', 'Suscripción actual', 'Planes', 'Historial de facturación'],
    cycle: 'Ciclo de facturación',
    monthly: 'Mensual',
    yearly: 'AnualAhorra 17\u00a0%',
    riseMonthly: '35\u00a0GH₵ / mes',
    riseYearly: '350\u00a0GH₵ / añoAhorra 70\u00a0GH₵ al año',
    upgrade: 'Mejorar a Rise',
    feature: 'Páginas protegidas con contraseña',
    payment: ['26 de junio de 2030', 'RISE Plan - Monthly', 'Dinero móvil •••• 2345', '35\u00a0GH₵', 'Completado'],
    renews: 'Se renueva automáticamente el 26 de julio de 2030 — Visa •••• 4081',
    amount: '350\u00a0GH₵ / año',
  },
  de: {
    headings: ['Abo', 'Aktuelles Abo', 'Tarife', 'Zahlungsverlauf'],
    cycle: 'Abrechnungszeitraum',
    monthly: 'Monatlich',
    yearly: 'JährlichSpare 17\u00a0%',
    riseMonthly: '35\u00a0GH₵ / Monat',
    riseYearly: '350\u00a0GH₵ / JahrSpare 70\u00a0GH₵ im Jahr',
    upgrade: 'Upgrade auf Rise',
    feature: 'Passwortgeschützte Seiten',
    payment: ['26. Juni 2030', 'RISE Plan - Monthly', 'Mobile Money •••• 2345', '35\u00a0GH₵', 'Abgeschlossen'],
    renews: 'Verlängert sich automatisch am 26. Juli 2030 — Visa •••• 4081',
    amount: '350\u00a0GH₵ / Jahr',
  },
};

describe('the plans screen in other languages', () => {
  it.each(Object.entries(EXPECTED))(
    'speaks %s: headings, prices in cedi, features, history',
    async (lang, expected) => {
      const user = userEvent.setup();
      await act(() => activateLanguage(lang as Language));
      renderSubscription({ api: { [HISTORY_ROUTE]: ok({ transactions: [aPayment()] }) } });
      await screen.findByRole('article', { name: 'Rise' });
      expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
        ...expected.headings.slice(0, 3),
        'Starter',
        'Rise',
        'Blaze',
        expected.headings[3],
      ]);
      expect(card('Rise').children[1]!.textContent).toBe(expected.riseMonthly);
      expect(within(card('Rise')).getByText(expected.feature)).toBeInTheDocument();
      expect(within(card('Rise')).getByRole('button', { name: expected.upgrade })).toBeEnabled();

      const cycle = screen.getByRole('group', { name: expected.cycle });
      const yearly = within(cycle).getByRole('button', { name: new RegExp(expected.yearly.slice(0, 4)) });
      expect(yearly.textContent).toBe(expected.yearly);
      expect(within(cycle).getByRole('button', { name: expected.monthly })).toHaveAttribute('aria-pressed', 'true');
      await user.click(yearly);
      expect(card('Rise').children[1]!.textContent).toBe(expected.riseYearly);

      const row = (await screen.findByText(expected.payment[0]!)).closest('tr')!;
      expect([...row.cells].slice(0, 5).map((cell) => cell.textContent)).toEqual(expected.payment);
    },
  );

  it.each(Object.entries(EXPECTED))(
    'speaks %s on the running plan: its renewal and price per cycle',
    async (lang, expected) => {
      await act(() => activateLanguage(lang as Language));
      renderSubscription({
        api: { [CURRENT_ROUTE]: ok(aSubscription({ tier: 'RISE', billingCycle: 'yearly', price: 350 })) },
      });
      expect(await screen.findByText(expected.renews)).toBeInTheDocument();
      // Matched as written: Intl's no-break space stays.
      expect(screen.getByText(expected.amount, { normalizer: (text) => text })).toBeInTheDocument();
    },
  );

  it('has a translation for every feature line of every plan', () => {
    const lines = Object.values(PLANS).flatMap((plan) => plan.features);
    expect(lines.filter((line) => !featureMessage(line))).toEqual([]);
  });
});
