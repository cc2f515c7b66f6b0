import { describe, expect, it } from 'vitest';
import { loadServerCatalogs } from '../../i18n/server-i18n';
import { renderMail } from './mail-templates';

/** The custom-domain mails (decision 057) in each language: the plan or the records as the reason. */
describe('custom domain mails', () => {
  const warning = {
    template: 'custom_domain' as const,
    payload: {
      name: 'Ama',
      domain: 'me.example.com',
      event: 'warning' as const,
      reason: 'dns' as const,
      detachesOn: '5 décembre 2026',
      url: 'https://app.sparklink.test/dashboard/settings',
    },
  };

  it('warns in the owner’s language, with the date and where to fix it', async () => {
    await loadServerCatalogs();
    const fr = renderMail(warning, 'fr');
    expect(fr.subject).toBe('Votre domaine me.example.com ne pointe plus vers SparkLink');
    expect(fr.text).toContain('il sera détaché le 5 décembre 2026 si les enregistrements ne reviennent pas.');
    expect(fr.text).toContain('Vérifier votre domaine : https://app.sparklink.test/dashboard/settings');
    expect(fr.html).toContain('<a href="https://app.sparklink.test/dashboard/settings">Vérifier votre domaine</a>');
    expect(renderMail(warning, 'de').subject).toBe('Deine Domain me.example.com zeigt nicht mehr auf SparkLink');
    expect(renderMail(warning, 'es').subject).toBe('Tu dominio me.example.com ya no apunta a SparkLink');
  });

  it('says the plan is why a domain was detached, and how to get it back', async () => {
    await loadServerCatalogs();
    const detached = renderMail(
      {
        template: 'custom_domain',
        payload: {
          name: '',
          domain: 'me.example.com',
          event: 'detached',
          reason: 'plan',
          url: 'https://app.sparklink.test/dashboard/subscription',
        },
      },
      'en',
    );
    expect(detached.subject).toBe('Your domain me.example.com was disconnected');
    expect(detached.text.replace(/\r\n/g, '\n')).toBe(
      [
        'Hi there,',
        '',
        'Custom domains are part of the Blaze plan, and your account has not been on it for 7 days, so we disconnected me.example.com.',
        '',
        'Choose the Blaze plan to keep your domain; then choose “Check now” in Settings → Custom domain.',
        '',
        'Your portfolio is still at its SparkLink address and nothing in it is lost.',
        '',
        'Choose the Blaze plan: https://app.sparklink.test/dashboard/subscription',
        '',
        '— SparkLink',
      ].join('\n'),
    );
  });
});
