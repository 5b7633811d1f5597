import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Knex } from '../../db/knex.ts';
import type { Logger } from '../../lib/logger.ts';
import { recordDevMail } from './mail.repository.ts';

/**
 * Development only: a local SMTP server that keeps every message it receives in `dev_mail`
 * (listed at `GET /api/dev/mail`), so `npm start` sends real SMTP without an outside server.
 */
export async function startMailCatcher(db: Knex, logger: Logger, port = 0): Promise<{ port: number; close(): Promise<void> }> {
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
