import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  id: number;
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** `content` as UTF-8 text (.ics); `bytes` as sent; `contentId` for an inline part the html names as `cid:`. */
  attachments: { filename: string; contentType: string; content: string; bytes: Buffer; contentId?: string }[];
  /** Header values as sent, by lower-case name (List-Unsubscribe and the like). */
  headers: Record<string, string>;
  receivedAt: string;
}

/**
 * A receiving SMTP server that keeps the last mails in memory: the local mail catcher of
 * `npm start` without SMTP_URL, and the receiving end in tests.
 */
export class SmtpInbox {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private nextId = 1;
  private readonly waiters = new Set<() => void>();
  /** Tests set this to make the server refuse mail, as an SMTP outage would. */
  rejecting = false;

  constructor(private readonly keep = 200) {}

  async listen(port = 0): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (_auth, _session, callback) => callback(null, { user: 'catcher' }),
      onData: (stream, _session, callback) => {
        if (this.rejecting) {
          stream.resume();
          stream.on('end', () => callback(Object.assign(new Error('Service tijdelijk niet beschikbaar'), { responseCode: 451 })));
          return;
        }
        // skipImageLinks: keep `cid:` references as sent instead of turning them into data: addresses.
        simpleParser(stream, { skipImageLinks: true }).then(
          (parsed) => {
            this.store(parsed);
            callback();
          },
          (err: Error) => callback(err),
        );
      },
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    return (server.server.address() as { port: number }).port;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The first mail (oldest first) matching `match`, waiting for it to arrive. */
  async waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `no matching mail within ${timeoutMs} ms (received: ${this.mails.map((m) => `${m.to}: ${m.subject}`).join('; ') || 'none'})`,
        );
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, left);
        this.waiters.add(done);
      });
    }
  }

  private store(parsed: ParsedMail) {
    const address = (value: ParsedMail['to'] | ParsedMail['from'] | ParsedMail['replyTo']) =>
      (Array.isArray(value) ? value.map((v) => v.text).join(', ') : value?.text) ?? '';
    this.mails.push({
      id: this.nextId++,
      from: address(parsed.from),
      to: address(parsed.to),
      replyTo: address(parsed.replyTo),
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      attachments: parsed.attachments.map((a) => ({
        filename: a.filename ?? '',
        contentType: a.contentType,
        content: a.content.toString('utf8'),
        bytes: a.content,
        ...(a.contentId ? { contentId: a.contentId.replace(/^<|>$/g, '') } : {}),
      })),
      headers: Object.fromEntries(
        parsed.headerLines.map((h) => [
          h.key,
          h.line
            .slice(h.line.indexOf(':') + 1)
            .replace(/\r?\n\s+/g, ' ')
            .trim(),
        ]),
      ),
      receivedAt: new Date().toISOString(),
    });
    if (this.mails.length > this.keep) this.mails.shift();
    for (const waiter of [...this.waiters]) waiter();
  }
}
