import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settingsQueryOptions } from '../settings-query';
import { rememberTheme } from './theme';

/**
 * The signed-in owner's theme follows their settings: loaded once per dashboard visit (another
 * device may have changed it), and at once when Settings changes it, since a save updates this
 * same query before the server answers and puts it back if the save fails.
 */
export function useThemeFromSettings(): void {
  const theme = useQuery(settingsQueryOptions).data?.appearance.theme;
  useEffect(() => {
    if (theme) rememberTheme(theme);
  }, [theme]);
}
