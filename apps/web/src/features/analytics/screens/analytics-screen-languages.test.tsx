import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { ok } from '../../../test/owner-fakes';
import { activityPage, anOverview, metric, someSources, someTrends } from '../test/analytics-factory';
import { ACTIVITY, ranged, renderAnalytics } from '../test/render-analytics';
import { anEvent } from '../../../test/analytics-fakes';

const THIRTY = ranged('30d');

/** A period with something in every panel, so each one shows its words and numbers. */
const api = {
  [THIRTY.overview]: ok(
    anOverview({
      metrics: {
        totalViews: metric(1234, 1000, 23.4),
        bounceRate: metric(41.7, 40, 4.3),
        avgSessionDuration: metric(245),
      },
      topPages: [
        { pageId: 'p1', title: 'About me', slug: 'about', views: 12 },
        { pageId: 'p2', title: 'Work', slug: 'work', views: 1 },
      ],
    }),
  ),
  [THIRTY.trends]: ok(someTrends(30, [{ totalViews: 9 }, { totalViews: 0 }, { totalViews: 0 }])),
  [THIRTY.sources]: ok(someSources('30d', { direct: 1, social: 3 })),
  [THIRTY.geo]: ok({
    geoStats: [
      { country: 'Germany', countryCode: 'DE', visits: 3, percentage: 75 },
      { country: 'Unknown', countryCode: null, visits: 1, percentage: 25 },
    ],
    totalVisits: 4,
  }),
  [ACTIVITY]: ok(activityPage([anEvent({ country: 'Germany', countryCode: 'DE', device: 'Mobile' })])),
  [THIRTY.devices]: ok({
    deviceStats: [{ device: 'Mobile', visits: 1, percentage: 100 }],
    browserStats: [{ browser: 'Unknown', visits: 1, percentage: 100 }],
    osStats: [{ os: 'Android', visits: 1, percentage: 100 }],
    totalVisits: 1,
  }),
};

const LANGUAGES = [
  {
    lang: 'fr',
    heading: 'Statistiques avancées',
    range: '30 jours',
    totalViews: ['Vues totales', '1\u202f234'],
    bounceRate: ['Taux de rebond', '41,7\u00a0%'],
    bounceChange: '+4,3 pts',
    rule: 'Les variations comparent les jours complets avant aujourd’hui avec autant de jours juste avant ; aujourd’hui compte une fois terminé.',
    duration: ['Durée moy. des sessions', '4min 5s'],
    trends: [
      'Tendances des visites',
      '27 mai – 2 juin',
      '9 vues sur les 30 derniers jours ; le jour le plus actif a été le 31 mai avec 9.',
    ],
    pages: ['Pages les plus vues', 'About me/about12 vues', 'Work/work1 vue'],
    sources: ['Sources de trafic', 'Accès direct1 session · 25\u00a0%', 'Réseaux sociaux3 sessions · 75\u00a0%'],
    countries: ['Vues par pays', 'Allemagne3 vues · 75\u00a0%', 'Inconnu1 vue · 25\u00a0%'],
    devices: ['Vues par appareil', 'Mobile1 vue · 100\u00a0%', 'Inconnu1 vue · 100\u00a0%'],
    activity: ['Activité en temps réel', 'Allemagne · Mobile'],
  },
  {
    lang: 'es',
    heading: 'Analíticas avanzadas',
    range: '30 días',
    totalViews: ['Visitas totales', '1234'],
    bounceRate: ['Tasa de rebote', '41,7\u00a0%'],
    bounceChange: '+4,3 p. p.',
    rule: 'Los cambios comparan los días completos antes de hoy con el mismo número de días justo antes; hoy cuenta cuando termina.',
    duration: ['Duración media de la sesión', '4min 5s'],
    trends: [
      'Tendencias de visitas',
      '27 may – 2 jun',
      '9 visitas en los últimos 30 días; el día con más actividad fue el 31 may, con 9.',
    ],
    pages: ['Páginas más vistas', 'About me/about12 visitas', 'Work/work1 visita'],
    sources: ['Fuentes de tráfico', 'Directo1 sesión · 25\u00a0%', 'Redes sociales3 sesiones · 75\u00a0%'],
    countries: ['Vistas por país', 'Alemania3 vistas · 75\u00a0%', 'Desconocido1 vista · 25\u00a0%'],
    devices: ['Vistas por dispositivo', 'Móvil1 vista · 100\u00a0%', 'Desconocido1 vista · 100\u00a0%'],
    activity: ['Actividad en tiempo real', 'Alemania · Móvil'],
  },
  {
    lang: 'de',
    heading: 'Erweiterte Statistiken',
    range: '30 Tage',
    totalViews: ['Aufrufe gesamt', '1.234'],
    bounceRate: ['Absprungrate', '41,7\u00a0%'],
    bounceChange: '+4,3 Pp.',
    rule: 'Veränderungen vergleichen die vollen Tage vor heute mit ebenso vielen Tagen direkt davor; heute zählt, sobald der Tag vorbei ist.',
    duration: ['Ø Sitzungsdauer', '4 Min. 5 Sek.'],
    trends: [
      'Besuchertrends',
      '27. Mai – 2. Juni',
      '9 Aufrufe in den letzten 30 Tagen; der stärkste Tag war der 31. Mai mit 9.',
    ],
    pages: ['Meistbesuchte Seiten', 'About me/about12 Aufrufe', 'Work/work1 Aufruf'],
    sources: ['Besucherquellen', 'Direkt1 Sitzung · 25\u00a0%', 'Soziale Medien3 Sitzungen · 75\u00a0%'],
    countries: ['Aufrufe nach Land', 'Deutschland3 Aufrufe · 75\u00a0%', 'Unbekannt1 Aufruf · 25\u00a0%'],
    devices: ['Aufrufe nach Gerät', 'Mobilgerät1 Aufruf · 100\u00a0%', 'Unbekannt1 Aufruf · 100\u00a0%'],
    activity: ['Aktivität in Echtzeit', 'Deutschland · Mobilgerät'],
  },
] as const;

const cardOf = (title: string) => screen.getByRole('heading', { level: 4, name: title }).closest('li')!;
/** The card's figure exactly as written: Intl's narrow no-break spaces included. */
const figureOf = (title: string) => cardOf(title).querySelector('p')?.textContent;
const items = async (title: string) =>
  (await within(screen.getByRole('region', { name: title })).findAllByRole('listitem')).map((item) => item.textContent);

describe('analytics screen in other languages', () => {
  it.each(LANGUAGES)('reads in $lang, with its numbers, dates and plurals', async (expected) => {
    await act(() => activateLanguage(expected.lang));
    renderAnalytics({ api });

    expect(screen.getByRole('heading', { level: 2, name: expected.heading })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: expected.range })).toBeChecked();

    const [totalTitle, totalValue] = expected.totalViews;
    await waitFor(() => expect(figureOf(totalTitle)).toBe(totalValue));
    expect(figureOf(expected.bounceRate[0])).toBe(expected.bounceRate[1]);
    // A rate's change in percentage points, and the rule every change follows under the cards.
    expect(cardOf(expected.bounceRate[0])).toHaveTextContent(expected.bounceChange);
    expect(screen.getByText(expected.rule)).toBeInTheDocument();
    expect(figureOf(expected.duration[0])).toBe(expected.duration[1]);

    const [trendsTitle, lastWeek, summary] = expected.trends;
    const trends = within(screen.getByRole('region', { name: trendsTitle }));
    expect(await trends.findByText(summary)).toBeInTheDocument();
    // 30 days read by week in the table: the newest week ends on the last day.
    expect(trends.getAllByRole('rowheader').at(-1)).toHaveTextContent(lastWeek);

    const [pagesTitle, ...pages] = expected.pages;
    expect(await items(pagesTitle)).toEqual(pages);
    const [sourcesTitle, ...sources] = expected.sources;
    expect((await items(sourcesTitle)).slice(0, 2)).toEqual(sources);
    const [countriesTitle, ...countries] = expected.countries;
    expect(await items(countriesTitle)).toEqual(countries);
    const [devicesTitle, device, browser] = expected.devices;
    expect((await items(devicesTitle)).slice(0, 2)).toEqual([device, browser]);
    // The feed names a visitor's country in the reader's language, from its code.
    const [activityTitle, where] = expected.activity;
    expect(await within(screen.getByRole('region', { name: activityTitle })).findByText(where)).toBeInTheDocument();
  });
});
