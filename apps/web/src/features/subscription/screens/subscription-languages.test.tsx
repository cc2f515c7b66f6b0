import { PLANS, type Language } from '@sparklink/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { ok } from '../../../test/owner-fakes';
import { aPayment } from '../../../test/subscription-fakes';
import { featureMessage } from '../plans/plan-features';
import { HISTORY_ROUTE, renderSubscription } from '../test/render-subscription';

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
  }
> = {
  fr: {
    headings: ['Abonnement', 'Abonnement actuel', 'Formules', 'Historique de facturation'],
    cycle: 'Période de facturation',
    monthly: 'Mensuel',
    yearly: 'AnnuelÉconomisez 17\u00a0%',
    riseMonthly: '35\u00a0GH₵/mois',
    riseYearly: '350\u00a0GH₵/anÉconomisez 70\u00a0GH₵ par an',
    upgrade: 'Passer à Rise',
    feature: 'Pages protégées par mot de passe',
    payment: ['26 juin 2030', 'RISE Plan - Monthly', '35\u00a0GH₵', 'Réussi'],
  },
  es: {
    headings: ['Suscripción', 'Suscripción actual', 'Planes', 'Historial de facturación'],
    cycle: 'Ciclo de facturación',
    monthly: 'Mensual',
    yearly: 'AnualAhorra 17\u00a0%',
    riseMonthly: '35\u00a0GH₵/mes',
    riseYearly: '350\u00a0GH₵/añoAhorra 70\u00a0GH₵ al año',
    upgrade: 'Mejorar a Rise',
    feature: 'Páginas protegidas con contraseña',
    payment: ['26 de junio de 2030', 'RISE Plan - Monthly', '35\u00a0GH₵', 'Completado'],
  },
  de: {
    headings: ['Abo', 'Aktuelles Abo', 'Tarife', 'Zahlungsverlauf'],
    cycle: 'Abrechnungszeitraum',
    monthly: 'Monatlich',
    yearly: 'JährlichSpare 17\u00a0%',
    riseMonthly: '35\u00a0GH₵/Monat',
    riseYearly: '350\u00a0GH₵/JahrSpare 70\u00a0GH₵ im Jahr',
    upgrade: 'Upgrade auf Rise',
    feature: 'Passwortgeschützte Seiten',
    payment: ['26. Juni 2030', 'RISE Plan - Monthly', '35\u00a0GH₵', 'Abgeschlossen'],
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
      expect([...row.cells].slice(0, 4).map((cell) => cell.textContent)).toEqual(expected.payment);
    },
  );

  it('has a translation for every feature line of every plan', () => {
    const lines = Object.values(PLANS).flatMap((plan) => plan.features);
    expect(lines.filter((line) => !featureMessage(line))).toEqual([]);
  });
});
