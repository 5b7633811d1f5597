import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createKnex } from '../src/db/knex.ts';
import type { Logger } from '../src/lib/logger.ts';
import { recordDevMail } from '../src/modules/mail/mail.repository.ts';

/**
 * Development only: a local SMTP server that keeps every message it receives in the booking
 * database's `dev_mail` table (listed at `GET /api/dev/mail`), so `npm start` sends real SMTP
 * without an outside server. The stack runner starts it before the booking service, whose
 * SMTP_HOST it then points here; it has a small pool of its own because the service's does not
 * exist yet (the first mail comes after the service has migrated the database, table included).
 */
export async function startMailCatcher(options: { databaseUrl: string; logger: Logger; port?: number }): Promise<{ port: number; close(): Promise<void> }> {
  const { logger, port = 0 } = options;
  const db = createKnex(options.databaseUrl, 2);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          await recordDevMail(db, {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to,
            subject: parsed.subject,
            text: parsed.text,
            attachments: parsed.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.size })),
          });
          logger.info({ to, subject: parsed.subject }, 'dev mail caught (GET /api/dev/mail)');
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
    },
  };
}
