/**
 * The demo island's static pages and site settings, with the facts the product gives for them
 * (docs/product.md#static-pages). Editors change them in Strapi afterwards.
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
  supportLinks: [
    { label: 'Contact us', url: '/contact' },
    { label: 'Terms and conditions', url: '/terms' },
    { label: 'Privacy policy', url: '/privacy' },
    { label: 'Become an owner', url: '/register-owner' },
  ],
  copyright: `© ${new Date().getFullYear()} IslandStay. All rights reserved.`,
  checkInTime: '14:00',
  checkOutTime: '11:00',
};

/** The Thai texts of the site settings (phone, email, links and times are shared by both locales). */
export const SITE_SETTINGS_TH = {
  islandName: 'เกาะสมุย',
  address: '99/9 หมู่ 2 บ่อผุด เกาะสมุย สุราษฎร์ธานี 84320 ประเทศไทย',
  supportHours: 'บริการช่วยเหลือตลอด 24 ชั่วโมง สำนักงานเปิด 08:00-20:00 น. (GMT+7)',
  supportLinks: [
    { label: 'ติดต่อเรา', url: '/contact' },
    { label: 'ข้อกำหนดและเงื่อนไข', url: '/terms' },
    { label: 'นโยบายความเป็นส่วนตัว', url: '/privacy' },
    { label: 'ลงประกาศที่พักของคุณ', url: '/register-owner' },
  ],
  copyright: `© ${new Date().getFullYear()} IslandStay สงวนลิขสิทธิ์`,
};

export const PAGES = [
  {
    slug: 'about',
    title: 'About IslandStay',
    seo: {
      metaTitle: 'About IslandStay: villas, homes and hotels on Koh Samui',
      metaDescription: 'Local people who know every beach and every villa we list. Verified properties, secure booking and 24/7 support.',
    },
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
      {
        question: 'How do I book a villa?',
        answer: 'Pick your dates on the villa page, confirm your details and sign in with your phone number. Your booking is confirmed instantly and you get a reference and a confirmation email.',
      },
      { question: 'Can I cancel my booking?', answer: 'Yes. Cancellation is free up to 48 hours before check-in; after that, please contact us and we will help.' },
      { question: 'Are there booking fees?', answer: 'No. The total shown before you confirm is what you pay for the stay.' },
      { question: 'When can I check in and out?', answer: 'Check-in is from 14:00 and check-out is by 11:00. Your host contacts you 24-48 hours before arrival to arrange the keys.' },
      {
        question: 'How do I list my villa?',
        answer: 'Use Become an Owner to register. After our team approves your account you can add villas, set seasons and prices, and manage bookings from the back office.',
      },
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

/** The Thai versions of the four pages (Strapi locale `th`), with the same facts as the English ones. */
export const PAGES_TH: Record<'about' | 'contact' | 'terms' | 'privacy', Omit<(typeof PAGES)[number], 'slug'>> = {
  about: {
    title: 'เกี่ยวกับ IslandStay',
    seo: { metaTitle: 'เกี่ยวกับ IslandStay: วิลล่า บ้านพัก และโรงแรมบนเกาะสมุย', metaDescription: 'คนท้องถิ่นที่รู้จักทุกชายหาดและทุกวิลล่าที่เราลงประกาศ ที่พักผ่านการตรวจสอบ การจองที่ปลอดภัย และบริการช่วยเหลือตลอด 24 ชั่วโมง' },
    body: [
      '## เรื่องราวของเรา',
      'IslandStay เริ่มต้นจากเจ้าของวิลล่าและคนท้องถิ่นกลุ่มเล็ก ๆ ที่เบื่อกับการที่แขกมาถึงแล้วพบว่าที่พักไม่เหมือนในรูป เราจึงสร้างตลาดที่พักแบบที่เราเองอยากจองด้วย: เราไปดูที่พักทุกแห่ง แสดงราคาครบทุกบาท และมีคนจริง ๆ รับโทรศัพท์เมื่อเกิดปัญหา',
      'วันนี้เราช่วยแขกหาวิลล่า บ้านพัก และโรงแรมทั่วเกาะ ตั้งแต่สุดสัปดาห์ไปจนถึงทั้งฤดูกาล และช่วยเจ้าของจัดการปฏิทิน ราคา และการจองได้จากที่เดียว',
    ].join('\n\n'),
    values: [
      { title: 'ที่พักผ่านการตรวจสอบ', text: 'เราไปดูวิลล่าทุกหลังก่อนเปิดให้จอง และรีวิวเขียนโดยแขกที่เข้าพักจริงเท่านั้น' },
      { title: 'ราคาโปร่งใส', text: 'ราคาที่เห็นคือราคาที่จ่าย ฤดูกาล วันหยุดสุดสัปดาห์ และส่วนลดคำนวณไว้ให้ก่อนจอง' },
      { title: 'ความรู้ท้องถิ่น', text: 'ทีมของเราอาศัยอยู่บนเกาะ และรู้ว่าหาดไหนเหมาะกับครอบครัว นักโต้คลื่น หรือการชมพระอาทิตย์ตกอย่างสงบ' },
      { title: 'อยู่เคียงข้างเสมอ', text: 'บริการช่วยเหลือตลอด 24 ชั่วโมง ทั้งก่อน ระหว่าง และหลังการเข้าพัก' },
    ],
    team: [
      { name: 'นก ศรีสุข', role: 'ผู้ก่อตั้ง', bio: 'เกิดที่แม่น้ำ เกาะสมุย จับคู่แขกกับวิลล่ามากว่าหกปี' },
      { name: 'Daniel Weber', role: 'ประสบการณ์ของแขก', bio: 'ดูแลให้ทุกการมาถึงเริ่มต้นด้วยกุญแจและมะพร้าวเย็น ๆ' },
      { name: 'พลอย ชัยพร', role: 'ดูแลเจ้าของที่พัก', bio: 'ช่วยเจ้าของวิลล่าตั้งราคาที่เป็นธรรมและทำให้ปฏิทินเต็มอยู่เสมอ' },
    ],
    counters: [
      { value: '50+', label: 'วิลล่า' },
      { value: '5000+', label: 'แขกที่มีความสุข' },
      { value: '6+', label: 'ปีบนเกาะ' },
      { value: '24/7', label: 'บริการช่วยเหลือ' },
    ],
  },
  contact: {
    title: 'ติดต่อเรา',
    seo: { metaTitle: 'ติดต่อ IslandStay', metaDescription: 'มีคำถามเกี่ยวกับวิลล่า การจอง หรือการลงประกาศที่พัก? เขียนถึงเรา เราตอบภายในหนึ่งวัน' },
    body: 'เขียนถึงเราเรื่องวิลล่า การจอง หรือการลงประกาศที่พักของคุณ เราตอบทุกข้อความภายในหนึ่งวันทำการ หากมีเรื่องด่วนระหว่างการเข้าพัก โทรหาสายด่วนของเราได้ตลอด 24 ชั่วโมง',
    faqs: [
      { question: 'จองวิลล่าอย่างไร?', answer: 'เลือกวันที่ในหน้าวิลล่า ยืนยันข้อมูลของคุณ และเข้าสู่ระบบด้วยหมายเลขโทรศัพท์ การจองจะได้รับการยืนยันทันที พร้อมหมายเลขอ้างอิงและอีเมลยืนยัน' },
      { question: 'ยกเลิกการจองได้หรือไม่?', answer: 'ได้ ยกเลิกฟรีจนถึง 48 ชั่วโมงก่อนเช็คอิน หลังจากนั้นโปรดติดต่อเรา แล้วเราจะช่วยคุณ' },
      { question: 'มีค่าธรรมเนียมการจองหรือไม่?', answer: 'ไม่มี ยอดรวมที่แสดงก่อนยืนยันคือยอดที่คุณจ่ายสำหรับการเข้าพัก' },
      { question: 'เช็คอินและเช็คเอาท์ได้เมื่อไร?', answer: 'เช็คอินตั้งแต่ 14:00 น. และเช็คเอาท์ภายใน 11:00 น. เจ้าของที่พักจะติดต่อคุณ 24-48 ชั่วโมงก่อนมาถึงเพื่อนัดรับกุญแจ' },
      { question: 'ลงประกาศวิลล่าของฉันอย่างไร?', answer: 'สมัครผ่าน "เป็นเจ้าของที่พัก" เมื่อทีมงานอนุมัติบัญชีแล้ว คุณจะเพิ่มวิลล่า ตั้งฤดูกาลและราคา และจัดการการจองได้จากระบบหลังบ้าน' },
    ],
  },
  terms: {
    title: 'ข้อกำหนดและเงื่อนไข',
    seo: { metaTitle: 'ข้อกำหนดและเงื่อนไข | IslandStay', metaDescription: 'มัดจำ การชำระเงิน การยกเลิกและการคืนเงิน กฎของบ้าน และเงินประกันสำหรับการเข้าพักที่จองผ่าน IslandStay' },
    body: [
      '## การจองและการชำระเงิน',
      'มัดจำ 50% ของยอดรวมเพื่อยืนยันการจอง ส่วนที่เหลือชำระ 30 วันก่อนเช็คอิน',
      '## การยกเลิกและการคืนเงิน',
      '- มากกว่า 30 วันก่อนเช็คอิน: คืนเงินเต็มจำนวน หักค่าดำเนินการ 10%\n- 15 ถึง 30 วันก่อนเช็คอิน: คืนเงิน 50%\n- 7 ถึง 14 วันก่อนเช็คอิน: คืนเงิน 25%\n- น้อยกว่า 7 วันก่อนเช็คอิน: ไม่คืนเงิน',
      '## เงินประกัน',
      'วิลล่าหลายแห่งเก็บเงินประกันที่คืนได้เมื่อมาถึง โดยทั่วไป $200-500 และคืนให้หลังเช็คเอาท์เมื่อตรวจสอบวิลล่าแล้ว',
      '## กฎของบ้าน',
      'ช่วงเวลางดเสียงดังคือ 22:00 ถึง 08:00 น. ผู้เข้าพักหลักต้องมีอายุอย่างน้อย 18 ปี แขกต้องปฏิบัติตามกฎของแต่ละวิลล่าและเคารพเพื่อนบ้าน',
      '## ติดต่อ',
      'สำนักงานเปิด 08:00-20:00 น. (GMT+7) และมีบริการช่วยเหลือตลอด 24 ชั่วโมงสำหรับแขกที่กำลังเข้าพัก',
    ].join('\n\n'),
  },
  privacy: {
    title: 'นโยบายความเป็นส่วนตัว',
    seo: { metaTitle: 'นโยบายความเป็นส่วนตัว | IslandStay', metaDescription: 'เราเก็บข้อมูลอะไร เพื่ออะไร และเก็บไว้นานเท่าไร' },
    body: [
      '## ข้อมูลที่เราเก็บ',
      'หมายเลขโทรศัพท์ของคุณ (เพื่อเข้าสู่ระบบ) ชื่อและอีเมล (สำหรับการจอง) การจอง รีวิว และข้อความที่คุณส่งถึงเรา',
      '## ระยะเวลาที่เราเก็บข้อมูล',
      '- ข้อมูลการจอง: 7 ปี ตามที่กฎหมายบัญชีกำหนด\n- ข้อมูลการวิเคราะห์: 2 ปี\n- ข้อความถึงฝ่ายช่วยเหลือ: 3 ปี',
      '## เด็ก',
      'บริการของเราไม่ได้มุ่งเป้าไปที่เด็กอายุต่ำกว่า 13 ปี และเราไม่เก็บข้อมูลของเด็กโดยเจตนา',
      '## สิทธิของคุณ',
      'ขอสำเนาข้อมูลของคุณหรือขอให้ลบข้อมูลได้ทุกเมื่อ ภายในขอบเขตของระยะเวลาการเก็บรักษาข้างต้น',
    ].join('\n\n'),
  },
};
