import { describe, expect, it } from 'vitest';
import {
  CATALOG_AREAS,
  CONTRACT_MESSAGES_AREA,
  DASHBOARD_CATALOG_AREAS,
  ENTRY_CATALOG_AREAS,
  LEGAL_CATALOG_AREA,
  SERVER_CATALOG_AREAS,
} from './catalog-areas';

// The SPA's loaders and the build's chunks both read these lists (decision 026).
describe('catalogue area groups', () => {
  it('leaves the dashboard every area that is not entry, legal or server-only, in order', () => {
    expect(DASHBOARD_CATALOG_AREAS).toEqual([
      'dashboard',
      'profile',
      'pages',
      'gallery',
      'resume',
      'analytics',
      'settings',
      'subscription',
    ]);
  });

  it('puts each area, and the contract messages, in exactly one group', () => {
    const grouped = [...ENTRY_CATALOG_AREAS, LEGAL_CATALOG_AREA, ...DASHBOARD_CATALOG_AREAS, ...SERVER_CATALOG_AREAS];
    expect(grouped.sort()).toEqual([...CATALOG_AREAS, CONTRACT_MESSAGES_AREA].sort());
  });
});
