import { useCallback, useState } from 'react';

const STORAGE_KEY = 'sparklink.sidebarCollapsed';

/** The desktop sidebar's icon-only mode, remembered across visits. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(STORAGE_KEY) === 'true');
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      localStorage.setItem(STORAGE_KEY, String(!current));
      return !current;
    });
  }, []);
  return [collapsed, toggle];
}
