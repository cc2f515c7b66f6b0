const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const ISO_CODE = /^[A-Z]{2}$/;

/**
 * The English name of an ISO 3166 country code, or null for no code or one that names no
 * country (Intl answers an unknown code with the code itself, and ZZ with "Unknown Region").
 */
export function countryName(code: string | null): string | null {
  if (!code || !ISO_CODE.test(code) || code === 'ZZ') return null;
  const name = regionNames.of(code);
  return name && name !== code ? name : null;
}
