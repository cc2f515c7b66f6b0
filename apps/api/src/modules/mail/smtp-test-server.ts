import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** Test support: a real SMTP server on a free local port that keeps what it receives. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The message's top-level header fields, names lowercased, folded lines joined. */
  headers: Record<string, string>;
}

export interface TestSmtpServer {
  /** SMTP_URL for createTestApp. */
  url: string;
  received: ReceivedMail[];
  /** Makes the server refuse the next n messages, as a broken relay would. */
  refuseNext(count: number): void;
  /** Every message received for the address so far. */
  mailTo(address: string): ReceivedMail[];
  stop(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
          return;
        }
        const to = session.envelope.rcptTo.map((address) => address.address);
        received.push({ to, ...parseMessage(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      refusals = count;
    },
    mailTo: (address) => received.filter((mail) => mail.to.includes(address)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The six-digit code in a message's plain-text part. */
export function codeIn(mail: Pick<ReceivedMail, 'text'>): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.text}`);
  return code;
}

/** Just enough MIME for what nodemailer sends: headers, multipart/alternative, QP or base64. */
function parseMessage(raw: string): Omit<ReceivedMail, 'to'> {
  const parts: Record<string, string> = {};
  const top = splitEntity(raw);
  collectParts(top, parts);
  return {
    subject: decodeWords(top.headers.subject ?? ''),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
    headers: top.headers,
  };
}

/**
 * A header's RFC 2047 encoded words ("=?UTF-8?Q?Votre_re=C3=A7u?="), as nodemailer writes any
 * subject that is not plain ASCII. A run of adjacent words is one text: the space between them
 * is not part of it, and a character may be split across two of them, so bytes are joined first.
 */
function decodeWords(value: string): string {
  const word = /=\?[^?]+\?([BQ])\?([^?]*)\?=/gi;
  return value.replace(/=\?[^?]+\?[BQ]\?[^?]*\?=(?:\s+=\?[^?]+\?[BQ]\?[^?]*\?=)*/gi, (run) => {
    const bytes = [...run.matchAll(word)].map(([, encoding, text = '']) =>
      encoding!.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

interface Entity {
  headers: Record<string, string>;
  body: string;
}

function splitEntity(raw: string): Entity {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function collectParts(entity: Entity, parts: Record<string, string>) {
  const type = entity.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const sections = entity.body.split(`--${boundary}`).slice(1, -1);
    for (const section of sections) collectParts(splitEntity(section.replace(/^\r?\n/, '')), parts);
    return;
  }
  parts[type.split(';')[0]!.trim().toLowerCase()] = decode(entity.body, entity.headers['content-transfer-encoding']);
}

function decode(body: string, encoding = '7bit'): string {
  if (/base64/i.test(encoding)) return Buffer.from(body, 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
