import type { ArchiveProfile, ArchiveSocialLink } from './archive-schemas';

/** The owner as other tools read people: a JSON Resume document and a vCard (decision 020). */

export interface OwnerCard {
  profile: ArchiveProfile;
  links: ArchiveSocialLink[];
  /** The public portfolio's address, or null until the owner picks a username. */
  portfolioUrl: string | null;
  /** The profile picture's public URL, or null. */
  pictureUrl: string | null;
  exportedAt: string;
}

const fullName = ({ firstName, lastName }: ArchiveProfile) =>
  [firstName, lastName].filter((part): part is string => Boolean(part)).join(' ');

/** The last path segment of a profile URL, which is the handle on every platform we list. */
function handleOf(url: string): string | undefined {
  try {
    const segments = new URL(url).pathname.split('/').filter(Boolean);
    return segments.at(-1)?.replace(/^@/, '');
  } catch {
    return undefined;
  }
}

const platformName = (platform: string) => platform.charAt(0).toUpperCase() + platform.slice(1);

/** A two-letter country is an ISO 3166-1 code; anything longer is a country's name. */
function locationOf(country: string | null): Record<string, string> | undefined {
  if (!country) return undefined;
  return /^[A-Za-z]{2}$/.test(country) ? { countryCode: country.toUpperCase() } : { region: country };
}

/** `resume.json` in the JSON Resume schema (https://jsonresume.org/schema); empty fields are left out. */
export function toJsonResume(card: OwnerCard): object {
  const { profile } = card;
  const basics = {
    name: fullName(profile) || profile.username || undefined,
    label: profile.tagline ?? undefined,
    image: card.pictureUrl ?? undefined,
    email: profile.email,
    phone: profile.phone ?? undefined,
    url: card.portfolioUrl ?? undefined,
    summary: profile.bio ?? undefined,
    location: locationOf(profile.country),
    profiles: card.links.map((link) => ({
      network: platformName(link.platform),
      username: handleOf(link.url),
      url: link.url,
    })),
  };
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics,
    meta: { canonical: card.portfolioUrl ?? undefined, version: 'v1.0.0', lastModified: card.exportedAt },
  };
}

/** RFC 6350 §3.4: backslash, comma, semicolon and line breaks are escaped in text values. */
const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n');

/** RFC 6350 §3.2: lines longer than 75 octets are folded (CRLF and one space), never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char) > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** `contact.vcf`: the owner as a vCard 4.0; social links as SOCIALPROFILE (RFC 9554). */
export function toVCard(card: OwnerCard): string {
  const { profile } = card;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    `FN:${escapeText(fullName(profile) || profile.username || profile.email)}`,
    `N:${escapeText(profile.lastName ?? '')};${escapeText(profile.firstName ?? '')};;;`,
  ];
  if (profile.username) lines.push(`NICKNAME:${escapeText(profile.username)}`);
  lines.push(`EMAIL:${escapeText(profile.email)}`);
  if (profile.phone) lines.push(`TEL;VALUE=uri:tel:${profile.phone.replace(/[^+\d]/g, '')}`);
  if (profile.country) lines.push(`ADR:;;;;;;${escapeText(profile.country)}`);
  if (profile.tagline) lines.push(`TITLE:${escapeText(profile.tagline)}`);
  if (profile.bio) lines.push(`NOTE:${escapeText(profile.bio)}`);
  if (card.pictureUrl) lines.push(`PHOTO:${card.pictureUrl}`);
  if (card.portfolioUrl) lines.push(`URL:${card.portfolioUrl}`);
  for (const link of card.links) {
    lines.push(`SOCIALPROFILE;SERVICE-TYPE=${platformName(link.platform)}:${link.url}`);
  }
  lines.push(`REV:${card.exportedAt.replace(/[-:]/g, '').replace(/\.\d+/, '')}`, 'END:VCARD');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
