import { SMTPServer } from 'smtp-server';
import { freePort } from '../../src/tools/free-port';

/** One mail as the SMTP server received it, with the parts a test reads. */
export interface ReceivedMail {
  envelopeTo: string[];
  headers: Map<string, string>;
  subject: string;
  html: string;
  text: string;
  /** The text/calendar attachment (a call's invitation), or ''. */
  calendar: string;
  raw: string;
}

export interface SmtpListener {
  port: number;
  mails: ReceivedMail[];
  /** Starts listening (again) on the same port. */
  start(): Promise<void>;
  /** Stops listening; the port stays reserved for `start`. */
  stop(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function splitEntity(entity: string): { headers: Map<string, string>; body: string } {
  const end = entity.search(/\r?\n\r?\n/);
  const head = end === -1 ? entity : entity.slice(0, end);
  const body = end === -1 ? '' : entity.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return Buffer.from(body, 'latin1').toString('utf8');
}

/** Collects the text/html, text/plain and text/calendar parts of a MIME entity, however nested. */
function collectParts(entity: string, found: { html: string; text: string; calendar: string }): void {
  const { headers, body } = splitEntity(entity);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (!part.startsWith('--')) collectParts(part.replace(/^\r?\n/, ''), found);
    }
  } else if (type.startsWith('text/calendar')) found.calendar = decodeBody(headers, body);
  else if (type.startsWith('text/html')) found.html = decodeBody(headers, body);
  else if (type.startsWith('text/plain')) found.text = decodeBody(headers, body);
}

function parseMail(raw: string, envelopeTo: string[]): ReceivedMail {
  const { headers } = splitEntity(raw);
  const found = { html: '', text: '', calendar: '' };
  collectParts(raw, found);
  return { envelopeTo, headers, subject: decodeWords(headers.get('subject') ?? ''), ...found, raw };
}

const CLIENT_DROPS = new Set(['ECONNRESET', 'EPIPE']);

/** A real SMTP server on 127.0.0.1 that accepts every mail and keeps it for the test. */
export async function startSmtpListener(): Promise<SmtpListener> {
  const port = await freePort();
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | undefined;

  function create(): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      // PocketBase would try STARTTLS and refuse a self-signed certificate.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const envelopeTo = session.envelope.rcptTo.map((to) => to.address);
          mails.push(parseMail(Buffer.concat(chunks).toString('latin1'), envelopeTo));
          callback();
        });
      },
    });
  }

  const listener: SmtpListener = {
    port,
    mails,
    async start() {
      server = create();
      const current = server;
      await new Promise<void>((resolve, reject) => {
        current.once('error', reject);
        current.listen(port, '127.0.0.1', () => {
          current.off('error', reject);
          // A test server stopped while a mail is on the wire resets its connection, as any
          // client may, and a mail server shrugs that off; unheard, it would crash the run.
          current.on('error', (error: NodeJS.ErrnoException) => {
            if (!CLIENT_DROPS.has(error.code ?? '')) throw error;
          });
          resolve();
        });
      });
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
  await listener.start();
  return listener;
}
