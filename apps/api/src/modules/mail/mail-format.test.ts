import { beforeAll, describe, expect, it } from 'vitest';
import { loadServerCatalogs, serverTranslator } from '../../i18n/server-i18n';
import { formatMailCedi, formatMailDay, formatMailWhen } from './mail-format';
import { renderMail } from './mail-templates';

describe('mail in French, Spanish and German: texts, dates, GH₵ and plurals', () => {
  beforeAll(() => loadServerCatalogs());

  const day = new Date('2025-08-26T10:15:00Z');

  it('formats days, times and amounts the way each language writes them', () => {
    expect([
      formatMailDay('en', day),
      formatMailDay('fr', day),
      formatMailDay('es', day),
      formatMailDay('de', day),
    ]).toEqual(['26 August 2025', '26 août 2025', '26 de agosto de 2025', '26. August 2025']);
    expect(formatMailWhen(serverTranslator('en'), day)).toBe('26 August 2025 at 10:15 UTC');
    expect(formatMailWhen(serverTranslator('fr'), day)).toBe('26 août 2025 à 10:15 UTC');
    expect(formatMailWhen(serverTranslator('de'), day)).toBe('26. August 2025 um 10:15 UTC');
    expect(formatMailCedi('en', 3500)).toBe('GH₵ 35.00');
    expect(formatMailCedi('fr', 35_000)).toBe('350,00 GH₵');
    expect(formatMailCedi('es', 7000)).toBe('70,00 GH₵');
    expect(formatMailCedi('de', 123_450)).toBe('1.234,50 GH₵');
  });

  it('a Spanish receipt: labels, greeting and the layout in Spanish', () => {
    const mail = renderMail(
      {
        template: 'payment_receipt',
        payload: {
          name: 'Ada',
          planName: 'Rise',
          cycle: 'Anual',
          amount: formatMailCedi('es', 35_000),
          reference: 'spk-1',
          paidOn: formatMailDay('es', day),
          activeUntil: formatMailDay('es', new Date('2026-08-26T00:00:00Z')),
          manageUrl: 'https://app.test/dashboard/subscription',
        },
      },
      'es',
    );
    expect(mail.subject).toBe('Tu recibo de SparkLink: plan Rise');
    expect(mail.text.split('\n')).toEqual([
      'Hola, Ada:',
      '',
      'Gracias por tu pago. Tu plan se ha actualizado.',
      '',
      'Plan: Rise (Anual)',
      'Importe pagado: 350,00 GH₵',
      'Pagado el: 26 de agosto de 2025',
      'Activo hasta: 26 de agosto de 2026',
      'Referencia: spk-1',
      '',
      'Gestiona tu suscripción: https://app.test/dashboard/subscription',
      '',
      '— SparkLink',
    ]);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('<a href="https://app.test/dashboard/subscription">Gestiona tu suscripción</a>');
  });

  it('German plurals, and a greeting without a name in each language', () => {
    const ending = (lang: 'de' | 'fr') =>
      renderMail(
        {
          template: 'plan_ending',
          payload: { name: '', planName: 'Blaze', endsOn: '1. Mai 2025', manageUrl: 'https://app.test' },
        },
        lang,
      );
    expect(ending('de').subject).toBe('Dein SparkLink-Tarif Blaze endet in 3 Tagen');
    expect(ending('de').text.startsWith('Hallo,\n\nDu hast deinen Tarif Blaze gekündigt.')).toBe(true);
    expect(ending('fr').subject).toBe('Votre forfait SparkLink Blaze se termine dans 3 jours');
    expect(ending('fr').text).toContain('Gérer votre abonnement : https://app.test');
    expect(renderMail({ template: 'verify_email', payload: { code: '042917' } }, 'es').text).toContain(
      'El código caduca en 10 minutos y solo se puede usar una vez.',
    );
  });

  it('a French announcement keeps the operator’s text and translates its footer', () => {
    const mail = renderMail(
      {
        template: 'announcement',
        payload: { subject: 'News', text: 'Hello', name: 'Ada', unsubscribeUrl: 'https://app.test/u?t=1' },
      },
      'fr',
    );
    expect(mail.text.split('\n').slice(-2)).toEqual([
      'Vous recevez ce message car les e-mails marketing sont activés dans vos paramètres SparkLink.',
      'Se désabonner : https://app.test/u?t=1',
    ]);
    expect(mail.html).toContain('<a href="https://app.test/u?t=1">Se désabonner</a>');
  });
});
