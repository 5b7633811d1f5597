import nodemailer from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** Sends one message or throws; `enabled` is false when no SMTP server is configured. */
export interface Mailer {
  readonly enabled: boolean;
  send(message: MailMessage): Promise<void>;
}

export class SmtpMailer implements Mailer {
  readonly enabled = true;
  private readonly transport;

  constructor(options: { host: string; port: number; secure: boolean; user?: string; pass?: string }) {
    this.transport = nodemailer.createTransport({
      host: options.host,
      port: options.port,
      secure: options.secure,
      ...(options.user ? { auth: { user: options.user, pass: options.pass ?? '' } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      // A local catcher or a relay on a private network may present no certificate we know.
      tls: { rejectUnauthorized: options.secure },
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail(message);
  }
}

export const disabledMailer: Mailer = {
  enabled: false,
  async send() {
    throw new Error('no SMTP server is configured');
  },
};
