import { formatMoney } from '@islandstay/shared/currency/currency';
import { buildCalendar } from '../../lib/ics.ts';
import type { OutgoingMail } from './mail.repository.ts';
import type { BookingMailRow } from '../bookings/booking-reads.ts';

/**
 * The emails of a booking's life, composed from what the booking row says. Plain text first (read
 * everywhere), with a small HTML version; the guest's confirmation carries the stay as an .ics.
 */
export interface MailContext {
  siteUrl: string;
  currencyOf(code: string): { symbol: string; decimalPlaces: 0 | 2 | 3 | 4; position: 'before' | 'after' } | undefined;
  /** The signed path of the booking's TM30 pre-arrival form. */
  tm30Path?: (bookingId: string) => string;
}

/** Thai immigration's TM30: the host reports foreign guests, so the guest is asked for passport details before arrival. */
const TM30_INVITATION =
  "Foreign guests: Thai immigration requires your host to report each foreign guest (form TM30). Please fill in the pre-arrival form with each guest's passport details before you travel:";

const CHECK_IN = '14:00';
const CHECK_OUT = '11:00';

const NEXT_STEPS = [
  'You will receive this confirmation by email (this message).',
  'Your host will contact you 24-48 hours before arrival to arrange check-in.',
  'Please bring a valid ID for every adult guest.',
  "You can cancel online until 48 hours before check-in; what comes back follows the villa's cancellation policy, shown on your booking page.",
];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Made once: building an Intl.DateTimeFormat costs far more than formatting with it. */
const LONG_DATE = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function longDate(date: string): string {
  return LONG_DATE.format(new Date(`${date}T00:00:00Z`));
}

function total(b: BookingMailRow, ctx: MailContext): string {
  const currency = ctx.currencyOf(b.villa_currency);
  return currency ? `${formatMoney(b.total_price, currency)} (${b.villa_currency})` : `${Number(b.total_price)} ${b.villa_currency}`;
}

function summaryLines(b: BookingMailRow, ctx: MailContext, withGuest: boolean): string[] {
  return [
    `Reference: ${b.reference}`,
    `Villa: ${b.villa_name}${b.areas?.length ? ` (${b.areas.join(', ')})` : ''}`,
    `Check-in: ${longDate(b.check_in)} from ${CHECK_IN}`,
    `Check-out: ${longDate(b.check_out)} by ${CHECK_OUT}`,
    `Nights: ${b.nights}`,
    `Guests: ${b.guests}`,
    `Total: ${total(b, ctx)}`,
    ...(withGuest ? [`Guest: ${b.customer_name}${b.customer_email ? `, ${b.customer_email}` : ''}${b.customer_phone ? `, ${b.customer_phone}` : ''}`] : []),
  ];
}

function html(title: string, paragraphs: string[], lines: string[], list?: string[]): string {
  return [
    `<h1 style="font-family:sans-serif">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((p) => `<p style="font-family:sans-serif">${escapeHtml(p)}</p>`),
    `<table style="font-family:sans-serif">${lines
      .map((l) => {
        const [k, ...v] = l.split(': ');
        return `<tr><th align="left">${escapeHtml(k!)}</th><td>${escapeHtml(v.join(': '))}</td></tr>`;
      })
      .join('')}</table>`,
    ...(list ? [`<ul style="font-family:sans-serif">${list.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`] : []),
  ].join('\n');
}

export function guestConfirmation(b: BookingMailRow, ctx: MailContext): OutgoingMail | undefined {
  if (!b.customer_email) return undefined;
  const lines = summaryLines(b, ctx, false);
  const hold = b.payment_hold_until ? ` Please pay the deposit by ${ISLAND_TIME.format(b.payment_hold_until)} (island time), or the booking lapses and its nights are offered again.` : '';
  const intro = `Dear ${b.customer_name}, your stay at ${b.villa_name} is confirmed.${hold}`;
  const link = `Your booking, what to pay and how (PromptPay QR or bank transfer): ${ctx.siteUrl}/booking-confirmation/${b.id}#payment`;
  const tm30 = ctx.tm30Path ? [`${TM30_INVITATION} ${ctx.siteUrl}${ctx.tm30Path(b.id)}`] : [];
  const ics = buildCalendar('IslandStay booking', [
    {
      uid: `${b.id}@islandstay`,
      start: b.check_in,
      end: b.check_out,
      summary: `Stay at ${b.villa_name}`,
      description: `Booking ${b.reference}. Check-in from ${CHECK_IN}, check-out by ${CHECK_OUT}.`,
      location: b.areas?.join(', '),
    },
  ]);
  return {
    kind: 'booking-confirmation',
    bookingId: b.id,
    to: b.customer_email,
    subject: `Booking confirmed: ${b.villa_name}, ${b.check_in} to ${b.check_out} (${b.reference})`,
    text: [intro, '', ...lines, '', 'Next steps:', ...NEXT_STEPS.map((s) => `- ${s}`), '', link, ...tm30.flatMap((t) => ['', t]), '', 'Thank you for booking with IslandStay.'].join('\n'),
    html: html('Booking confirmed', [intro, link, ...tm30], lines, NEXT_STEPS),
    attachments: [{ filename: `${b.reference}.ics`, content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

export function ownerNewBooking(b: BookingMailRow, ctx: MailContext): OutgoingMail | undefined {
  if (!b.owner_email) return undefined;
  const lines = summaryLines(b, ctx, true);
  const intro = `Hello ${b.owner_name ?? ''}, ${b.villa_name} has a new booking.`.replace('Hello ,', 'Hello,');
  return {
    kind: 'owner-new-booking',
    bookingId: b.id,
    to: b.owner_email,
    subject: `New booking ${b.reference}: ${b.villa_name}, ${b.check_in} to ${b.check_out}`,
    text: [intro, '', ...lines, ...(b.notes ? [`Notes: ${b.notes}`] : []), '', `Back office: ${ctx.siteUrl}/admin/bookings`].join('\n'),
    html: html('New booking', [intro], lines),
  };
}

export function guestCancellation(b: BookingMailRow, ctx: MailContext): OutgoingMail | undefined {
  if (!b.customer_email) return undefined;
  const lines = summaryLines(b, ctx, false);
  const intro = `Dear ${b.customer_name}, your booking ${b.reference} at ${b.villa_name} has been cancelled.`;
  return {
    kind: 'booking-cancelled',
    bookingId: b.id,
    to: b.customer_email,
    subject: `Booking cancelled: ${b.villa_name} (${b.reference})`,
    text: [intro, '', ...lines, '', 'If you did not expect this, please contact us.'].join('\n'),
    html: html('Booking cancelled', [intro, 'If you did not expect this, please contact us.'], lines),
  };
}

export function ownerCancellation(b: BookingMailRow, ctx: MailContext): OutgoingMail | undefined {
  if (!b.owner_email) return undefined;
  const lines = summaryLines(b, ctx, true);
  const intro = `Booking ${b.reference} at ${b.villa_name} has been cancelled; its nights are free again.`;
  return {
    kind: 'owner-booking-cancelled',
    bookingId: b.id,
    to: b.owner_email,
    subject: `Booking cancelled ${b.reference}: ${b.villa_name}, ${b.check_in} to ${b.check_out}`,
    text: [intro, '', ...lines].join('\n'),
    html: html('Booking cancelled', [intro], lines),
  };
}

/** To the guest when the deposit did not arrive within the hold: the booking is cancelled and its nights are free again. */
export function guestLapsed(b: BookingMailRow, ctx: MailContext): OutgoingMail | undefined {
  if (!b.customer_email) return undefined;
  const lines = summaryLines(b, ctx, false);
  const intro = `Dear ${b.customer_name}, we did not receive the deposit for booking ${b.reference} at ${b.villa_name} in time, so the booking has lapsed and its nights are offered again.`;
  const again = `If you still want to stay, please book again: ${ctx.siteUrl}/villas. If you did pay, reply to this email with the transfer's details and we will sort it out.`;
  return {
    kind: 'booking-lapsed',
    bookingId: b.id,
    to: b.customer_email,
    subject: `Booking lapsed: ${b.villa_name} (${b.reference})`,
    text: [intro, '', ...lines, '', again].join('\n'),
    html: html('Booking lapsed', [intro, again], lines),
  };
}

/** A money movement as the guest's receipt tells it, with where the booking's money stands after it. */
export interface ReceiptFacts {
  kind: 'payment' | 'refund';
  /** Exact decimal text in the booking's currency. */
  amount: string;
  method: string;
  /** The island date the money moved. */
  on: string;
  reason?: string;
  paid: string;
  due: string;
  /** When what is still due falls due, if anything is. */
  dueDate?: string;
}

function money(amount: string, code: string, ctx: MailContext): string {
  const currency = ctx.currencyOf(code);
  return currency ? formatMoney(amount, currency) : `${amount} ${code}`;
}

const METHOD_NAMES: Record<string, string> = { promptpay: 'PromptPay', bank_transfer: 'bank transfer', card: 'card', cash: 'cash', other: 'other means' };

/** The guest's receipt for a payment recorded or a refund sent. */
export function guestReceipt(facts: ReceiptFacts) {
  return (b: BookingMailRow, ctx: MailContext): OutgoingMail | undefined => {
    if (!b.customer_email) return undefined;
    const amount = money(facts.amount, b.villa_currency, ctx);
    const how = METHOD_NAMES[facts.method] ?? facts.method;
    const intro =
      facts.kind === 'payment'
        ? `Dear ${b.customer_name}, we received ${amount} by ${how} on ${longDate(facts.on)} for booking ${b.reference} at ${b.villa_name}. Thank you.`
        : `Dear ${b.customer_name}, ${amount} of booking ${b.reference} at ${b.villa_name} goes back to you by ${how} (${longDate(facts.on)})${facts.reason ? `: ${facts.reason}` : ''}.`;
    const standing = [
      `Paid for the stay: ${money(facts.paid, b.villa_currency, ctx)}`,
      `Still due: ${money(facts.due, b.villa_currency, ctx)}${facts.dueDate && Number(facts.due) > 0 ? ` by ${longDate(facts.dueDate)}` : ''}`,
    ];
    const lines = [...summaryLines(b, ctx, false), ...standing];
    const link = `Your booking: ${ctx.siteUrl}/booking-confirmation/${b.id}#payment`;
    return {
      kind: facts.kind === 'payment' ? 'payment-receipt' : 'refund-receipt',
      bookingId: b.id,
      to: b.customer_email,
      subject: `${facts.kind === 'payment' ? 'Payment received' : 'Refund'} ${amount}: ${b.villa_name} (${b.reference})`,
      text: [intro, '', ...lines, '', link].join('\n'),
      html: html(facts.kind === 'payment' ? 'Payment received' : 'Refund', [intro, link], lines),
    };
  };
}

/** The balance's reminder, some days before it falls due. */
export function balanceReminder(due: { amount: string; dueDate: string }) {
  return (b: BookingMailRow, ctx: MailContext): OutgoingMail | undefined => {
    if (!b.customer_email) return undefined;
    const intro = `Dear ${b.customer_name}, the balance of ${money(due.amount, b.villa_currency, ctx)} for booking ${b.reference} at ${b.villa_name} is due by ${longDate(due.dueDate)}.`;
    const link = `Pay by PromptPay QR or bank transfer from your booking page: ${ctx.siteUrl}/booking-confirmation/${b.id}#payment`;
    const lines = summaryLines(b, ctx, false);
    return {
      kind: 'balance-reminder',
      bookingId: b.id,
      to: b.customer_email,
      subject: `Balance due ${longDate(due.dueDate)}: ${b.villa_name} (${b.reference})`,
      text: [intro, '', ...lines, '', link].join('\n'),
      html: html('Balance due', [intro, link], lines),
    };
  };
}

/** A balance found overdue, as the staff's email tells it. */
export interface OverdueFacts {
  /** What is still due, exact decimal text in the booking's currency. */
  outstanding: string;
  /** The date the balance fell due. */
  dueDate: string;
}

export const BALANCE_OVERDUE_STAFF_KIND = 'balance-overdue-staff';

/** To a staff address, once per booking: its balance's date has passed with money still due. */
function balanceOverdueTo(to: string, greeting: string, facts: OverdueFacts, b: BookingMailRow, ctx: MailContext): OutgoingMail {
  const amount = money(facts.outstanding, b.villa_currency, ctx);
  const intro = `${greeting} the balance of booking ${b.reference} at ${b.villa_name} was due by ${longDate(facts.dueDate)} and ${amount} is still unpaid.`;
  const next = 'Please contact the guest, then record the payment in the back office, or cancel the booking.';
  const lines = [...summaryLines(b, ctx, true), `Still due: ${amount}`];
  const link = `Back office: ${ctx.siteUrl}/admin/bookings?payment=overdue`;
  return {
    kind: BALANCE_OVERDUE_STAFF_KIND,
    bookingId: b.id,
    to,
    subject: `Balance overdue ${b.reference}: ${b.villa_name}, ${amount} due since ${longDate(facts.dueDate)}`,
    text: [intro, next, '', ...lines, '', link].join('\n'),
    html: html('Balance overdue', [intro, next, link], lines),
  };
}

/** The villa's owner's copy of the overdue balance's email. */
export function ownerBalanceOverdue(facts: OverdueFacts) {
  return (b: BookingMailRow, ctx: MailContext): OutgoingMail | undefined =>
    b.owner_email ? balanceOverdueTo(b.owner_email, `Hello ${b.owner_name ?? ''},`.replace('Hello ,', 'Hello,'), facts, b, ctx) : undefined;
}

/** The admin's copy; none when the owner's address is the admin's (one email is enough). */
export function adminBalanceOverdue(facts: OverdueFacts, adminEmail: string | undefined) {
  return (b: BookingMailRow, ctx: MailContext): OutgoingMail | undefined =>
    adminEmail && adminEmail.toLowerCase() !== b.owner_email?.toLowerCase() ? balanceOverdueTo(adminEmail, 'Hello,', facts, b, ctx) : undefined;
}

/** The notices of a booking's life; one address is sent a few an hour, the rest in one digest. */
export const BOOKING_NOTICE_KINDS = ['booking-confirmation', 'owner-new-booking', 'booking-cancelled', 'owner-booking-cancelled', 'booking-lapsed', BALANCE_OVERDUE_STAFF_KIND] as const;
export const BOOKING_DIGEST_KIND = 'booking-digest';

const ISLAND_TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Bangkok' });

/**
 * One message for the booking notices held back from an address (oldest first): a line per
 * notice, then each notice in full, so the digest tells all that they would have told.
 */
export function bookingDigest(held: { to: string; subject: string; text: string; createdAt: Date }[]): OutgoingMail {
  const count = held.length;
  const intro = `So as not to fill your inbox, we held back ${count} booking ${count === 1 ? 'update' : 'updates'} to this address. Here they all are, oldest first (times on the island).`;
  const list = held.map((h) => `${ISLAND_TIME.format(h.createdAt)}: ${h.subject}`);
  return {
    kind: BOOKING_DIGEST_KIND,
    to: held[0]!.to,
    subject: `IslandStay: ${count} booking ${count === 1 ? 'update' : 'updates'}`,
    text: [intro, '', ...list.map((l) => `- ${l}`), '', ...held.flatMap((h, i) => [`--- ${i + 1}. ${h.subject} ---`, '', h.text, ''])].join('\n'),
    html: [
      `<h1 style="font-family:sans-serif">Booking updates</h1>`,
      `<p style="font-family:sans-serif">${escapeHtml(intro)}</p>`,
      `<ul style="font-family:sans-serif">${list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
      ...held.map((h) => `<h2 style="font-family:sans-serif">${escapeHtml(h.subject)}</h2>\n<pre style="font-family:sans-serif;white-space:pre-wrap">${escapeHtml(h.text)}</pre>`),
    ].join('\n'),
  };
}
