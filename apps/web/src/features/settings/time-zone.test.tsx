import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultSettings, ok } from '../../test/owner-fakes';
import { withChange } from './lib/setting-change';
import { renderSettings } from './test/render-settings';
import { browserTimeZone } from '../../lib/time/time-zone';

/** The owner's time zone for schedules, chosen once in Appearance (decision 056). */
describe('settings time zone', () => {
  it('shows the saved zone and saves another chosen one', async () => {
    const user = userEvent.setup();
    const berlin = withChange(defaultSettings(), { group: 'appearance', key: 'timeZone', value: 'Europe/Berlin' });
    const tokyo = withChange(berlin, { group: 'appearance', key: 'timeZone', value: 'Asia/Tokyo' });
    const { calls } = renderSettings({
      api: { 'GET /api/settings': ok(berlin), 'PUT /api/settings': ok(tokyo, 'Settings updated') },
    });
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('Europe/Berlin');
    expect(zone).toHaveAccessibleDescription('Scheduled pages publish and unpublish at times in this zone.');
    await user.selectOptions(zone, 'Asia/Tokyo');
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(calls.sent('PUT /api/settings')).toEqual([{ appearance: { timeZone: 'Asia/Tokyo' } }]);
  });

  it('saves the browser’s zone quietly for an owner who never chose one', async () => {
    const unset = withChange(defaultSettings(), { group: 'appearance', key: 'timeZone', value: null });
    const zone = browserTimeZone();
    const { calls } = renderSettings({
      api: {
        'GET /api/settings': ok(unset),
        'PUT /api/settings': ok(withChange(unset, { group: 'appearance', key: 'timeZone', value: zone })),
      },
    });
    expect(await screen.findByRole('combobox', { name: 'Time zone' })).toHaveValue(zone);
    await waitFor(() => expect(calls.sent('PUT /api/settings')).toEqual([{ appearance: { timeZone: zone } }]));
    expect(screen.queryByText('Settings updated')).not.toBeInTheDocument();
  });
});
