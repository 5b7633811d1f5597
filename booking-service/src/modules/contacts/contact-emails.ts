import type { ContactMessageRequest } from '@islandstay/shared/contacts/contact.schemas';
import type { OutgoingMail } from '../mail/mail.service.ts';

interface ContactVilla {
  id: string;
  name: string;
  slug: string;
}

/**
 * A message sent from a villa page's "Contact host": to the villa's owner and to the admin.
 * Plain text only: nothing typed into the form is ever rendered as HTML. The guest's address is
 * given so the host can answer; nothing of the host is told to the guest.
 */
export function hostContactMail(to: string, greeting: string, input: ContactMessageRequest, villa: ContactVilla, siteUrl: string): OutgoingMail {
  const sender = `${input.firstName} ${input.lastName}`;
  const phone = input.phone ? `${input.countryCode ? `${input.countryCode} ` : ''}${input.phone}` : undefined;
  return {
    kind: 'contact-host',
    to,
    subject: `New message about ${villa.name} from ${sender}`,
    text: [
      greeting,
      '',
      `${sender} sent a message about ${villa.name} (${siteUrl}/villa/${villa.slug}) through the IslandStay contact form.`,
      '',
      `Subject: ${input.subject}`,
      `Email: ${input.email}`,
      ...(phone ? [`Phone: ${phone}`] : []),
      '',
      input.message,
      '',
      `Reply to the guest at ${input.email}.`,
    ].join('\n'),
  };
}
