import type { OutgoingMail } from '../mail/mail.service.ts';

/**
 * The emails of owner self-registration. The form answers the same for a new and a known
 * address, so what differs is said only to the address's inbox. Plain text: nothing typed into
 * the form is ever rendered as HTML.
 */
export function registrationReceived(to: string, firstName: string, siteUrl: string): OutgoingMail {
  return {
    kind: 'owner-registration',
    to,
    subject: 'Your IslandStay owner registration',
    text: [
      `Hello ${firstName},`,
      '',
      'Thank you for registering as a villa owner on IslandStay. An administrator will review your registration; you can sign in once it is approved.',
      `Sign in: ${siteUrl}/admin-login`,
    ].join('\n'),
  };
}

export function registrationAttempted(to: string, siteUrl: string): OutgoingMail {
  return {
    kind: 'owner-registration-known',
    to,
    subject: 'Someone tried to register with your email address',
    text: [
      'Hello,',
      '',
      'Someone just tried to register a new IslandStay owner account with this email address, which already has an account. No new account was created and yours was not changed.',
      `If it was you: sign in with your existing account at ${siteUrl}/admin-login (if your registration is still awaiting approval, an administrator will review it soon). If you forgot your password, ask the administrator to reset it.`,
      'If it was not you, you can ignore this email.',
    ].join('\n'),
  };
}
