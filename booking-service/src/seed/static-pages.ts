/**
 * The demo island's static pages and site settings, with the facts the spec gives for them
 * (spec/public-and-customer.md sections 1 and 9). Editors change them in Strapi afterwards.
 */
export const ISLAND_NAME = 'Koh Samui';

export const SITE_SETTINGS = {
  islandName: ISLAND_NAME,
  contactEmail: 'hello@islandstay.test',
  contactPhone: '+66 77 123 456',
  address: '99/9 Moo 2, Bophut, Koh Samui, Surat Thani 84320, Thailand',
  supportHours: '24/7 support; office 8 AM-8 PM (GMT+7)',
  footerAreas: ['Chaweng', 'Lamai', 'Bophut', 'Maenam', 'Choeng Mon'].map((name) => ({ name })),
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/islandstay' },
    { network: 'instagram', url: 'https://www.instagram.com/islandstay' },
    { network: 'x', url: 'https://x.com/islandstay' },
    { network: 'youtube', url: 'https://www.youtube.com/@islandstay' },
  ],
  checkInTime: '14:00',
  checkOutTime: '11:00',
};

export const PAGES = [
  {
    slug: 'about',
    title: 'About IslandStay',
    seo: { metaTitle: 'About IslandStay: villas, homes and hotels on Koh Samui', metaDescription: 'Local people who know every beach and every villa we list. Verified properties, secure booking and 24/7 support.' },
    body: [
      '## Our story',
      'IslandStay began when a handful of villa owners and island locals grew tired of guests arriving to homes that looked nothing like their photos. We set out to build the marketplace we would want to book through ourselves: every property visited, every price shown in full, and a real person on the phone when something goes wrong.',
      'Today we help guests find villas, homes and hotels across the island for a weekend or a whole season, and we help owners run their calendars, prices and bookings from one place.',
    ].join('\n\n'),
    values: [
      { title: 'Verified properties', text: 'We visit every villa before it goes live, and guests who stayed write the reviews.' },
      { title: 'Honest prices', text: 'The price you see is the price you pay: seasons, weekends and discounts are worked out before you book.' },
      { title: 'Local knowledge', text: 'Our team lives on the island and knows which beach suits families, surfers or a quiet sunset.' },
      { title: 'Always there', text: 'Support around the clock, before, during and after your stay.' },
    ],
    team: [
      { name: 'Nok Srisuk', role: 'Founder', bio: 'Born in Maenam; has matched guests and villas for over six years.' },
      { name: 'Daniel Weber', role: 'Guest experience', bio: 'Makes sure every arrival starts with the keys and a cold coconut.' },
      { name: 'Ploy Chaiyaporn', role: 'Owner relations', bio: 'Helps villa owners set fair prices and keep their calendars full.' },
    ],
    counters: [
      { value: '50+', label: 'Villas' },
      { value: '5000+', label: 'Happy guests' },
      { value: '6+', label: 'Years on the island' },
      { value: '24/7', label: 'Support' },
    ],
  },
  {
    slug: 'contact',
    title: 'Contact us',
    seo: { metaTitle: 'Contact IslandStay', metaDescription: 'Questions about a villa, a booking or listing your property? Write to us; we answer within a day.' },
    body: 'Write to us about a villa, a booking, or listing your own property. We answer every message within one business day; for anything urgent during your stay, call our 24/7 line.',
    faqs: [
      { question: 'How do I book a villa?', answer: 'Pick your dates on the villa page, confirm your details and sign in with your phone number. Your booking is confirmed instantly and you get a reference and a confirmation email.' },
      { question: 'Can I cancel my booking?', answer: 'Yes. Cancellation is free up to 48 hours before check-in; after that, please contact us and we will help.' },
      { question: 'Are there booking fees?', answer: 'No. The total shown before you confirm is what you pay for the stay.' },
      { question: 'When can I check in and out?', answer: 'Check-in is from 14:00 and check-out is by 11:00. Your host contacts you 24-48 hours before arrival to arrange the keys.' },
      { question: 'How do I list my villa?', answer: 'Use Become an Owner to register. After our team approves your account you can add villas, set seasons and prices, and manage bookings from the back office.' },
    ],
  },
  {
    slug: 'terms',
    title: 'Terms and conditions',
    seo: { metaTitle: 'Terms and conditions | IslandStay', metaDescription: 'Deposits, payments, cancellations and refunds, house rules and security deposits for stays booked through IslandStay.' },
    body: [
      '## Booking and payment',
      'A deposit of 50% of the total secures your booking. The balance is due 30 days before check-in.',
      '## Cancellations and refunds',
      '- More than 30 days before check-in: full refund minus a 10% administration fee.\n- 15 to 30 days before check-in: 50% refund.\n- 7 to 14 days before check-in: 25% refund.\n- Less than 7 days before check-in: no refund.',
      '## Security deposit',
      'Many villas ask for a refundable security deposit on arrival, typically $200-500, returned after check-out once the villa has been inspected.',
      '## House rules',
      'Quiet hours are from 10 PM to 8 AM. The lead guest must be at least 18 years old. Guests follow the house rules of each villa and respect the neighbours.',
      '## Contact',
      'Our office is open 8 AM-8 PM (GMT+7); support is available 24/7 for guests in residence.',
    ].join('\n\n'),
  },
  {
    slug: 'privacy',
    title: 'Privacy policy',
    seo: { metaTitle: 'Privacy policy | IslandStay', metaDescription: 'What we collect, why, and how long we keep it.' },
    body: [
      '## What we collect',
      'Your phone number (to sign you in), your name and email (for your bookings), your bookings, your reviews and the messages you send us.',
      '## How long we keep it',
      '- Booking data: 7 years, as accounting law requires.\n- Analytics: 2 years.\n- Support messages: 3 years.',
      '## Children',
      'Our service is not directed at children under 13, and we do not knowingly collect their data.',
      '## Your rights',
      'Ask us at any time for a copy of your data or for its deletion, within the limits of the retention periods above.',
    ].join('\n\n'),
  },
];
