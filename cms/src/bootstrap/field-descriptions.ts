import type { Core } from '@strapi/strapi';

/**
 * The help text under each field of the Content Manager's edit screens. Strapi 5's schema.json has
 * no place for it: the edit view's `metadatas.<field>.edit.description` lives in the Content
 * Manager's configuration (core store), so it is written here on every start, and only where it
 * differs (an editor's layout changes, such as field order or sizes, are kept).
 * Keyed by content-type or component uid, then attribute; a test checks every attribute has one.
 */
export const FIELD_DESCRIPTIONS: Record<string, Record<string, string>> = {
  'api::villa.villa': {
    name: 'Shown as the villa\'s title on the site and in booking emails.',
    slug: 'The villa\'s web address: /villa/<slug>. Filled from the name when left empty; changing it breaks links already shared.',
    description: 'The main text of the villa page. Plain paragraphs; the first sentences also become the search-engine description.',
    villatype: 'Home, Villa or Hotel: a search filter and the label on the villa card.',
    areas: 'The island areas the villa is in; guests search by area.',
    amenities: 'What the villa offers (pool, Wi-Fi ...); guests filter by these.',
    images: 'Photos in the order they are shown; the first is the cover. Fill in each photo\'s alternative text in the Media Library.',
    guests: 'The most guests the villa sleeps; searches for more guests do not list it.',
    bedrooms: 'Number of bedrooms (a search filter).',
    bathrooms: 'Number of bathrooms.',
    basePrice: 'Price per night in the villa\'s currency, before seasons, special dates and stay discounts (set in the back office).',
    cleaningFee: 'Charged once per stay, in the villa\'s currency; 0 for none.',
    shortStayLicence: 'The legal basis for stays under 30 nights: a hotel licence or a non-hotel registration. None: only stays of 30 nights or more can be booked.',
    latitude: 'Where the villa is, in decimal degrees (Koh Samui is about 9.4 to 9.6); shown on the villa\'s map. Leave empty for no map.',
    longitude: 'Where the villa is, in decimal degrees (Koh Samui is about 99.9 to 100.1).',
    hideExactLocation: 'On: guests see only the area within about 500 m (a circle on the map), never the exact spot.',
    currency: 'Three-letter currency code of the prices (THB, USD ...).',
    isActive: 'Off: the villa is hidden from the site and cannot be booked (its page answers 404). Existing bookings stay.',
    isPromoted: 'Marks the villa as promoted (featured) on the site; set by the back-office admin.',
    owner: 'The owner who manages this villa in the back office and receives its booking emails.',
  },
  'api::area.area': {
    name: 'The area\'s name as guests see it in search filters and on villa pages.',
    slug: 'The area\'s short name in addresses. Filled from the name when left empty.',
  },
  'api::amenity.amenity': {
    name: 'The amenity as guests see it on villa pages and in the search filters.',
    icon: 'Icon key shown next to the name (for example pool, wifi, parking).',
    predefined: 'Part of the standard list the back office\'s villa form offers (made at the first start).',
  },
  'api::page.page': {
    slug: 'Which page of the site this is: about, contact, terms or privacy (the page\'s address is /<slug>).',
    title: 'The page heading and the browser tab\'s title.',
    body: 'The page text (Markdown: headings, lists, links).',
    seo: 'Title and description for search engines and link previews; the page title and the start of the text are used when empty.',
    values: 'About page: the values shown as cards.',
    team: 'About page: the team members shown with their photos.',
    counters: 'About page: the figures shown in a row (for example "120+ villas").',
    faqs: 'Contact page: questions and answers shown under the form.',
  },
  'api::site-setting.site-setting': {
    islandName: 'The island\'s name, used in page titles and the footer.',
    contactEmail: 'Shown in the footer and on the Contact page; guests write here.',
    contactPhone: 'Shown in the footer and on the Contact page, with the country code (+66 ...).',
    address: 'The office address shown on the Contact page.',
    supportHours: 'When the team answers, shown on the Contact page (for example "Every day, 9:00-18:00").',
    supportLinks: 'Links listed under "Help" in the footer.',
    footerAreas: 'Area names listed in the footer.',
    socialLinks: 'The social networks shown as icons in the footer.',
    copyright: 'The footer\'s copyright line.',
    checkInTime: 'Check-in time on the arrival day (HH:MM, island time), shown on villa pages and in booking emails.',
    checkOutTime: 'Check-out time on the departure day (HH:MM, island time), shown on villa pages and in booking emails.',
  },
  'about.counter': {
    value: 'The figure as shown, for example "120+".',
    label: 'What the figure counts, for example "villas".',
  },
  'about.team-member': {
    name: 'Full name.',
    role: 'Job title shown under the name.',
    bio: 'A few sentences about the person.',
    photo: 'Portrait, square works best.',
  },
  'about.value': {
    title: 'The value in a few words.',
    text: 'One or two sentences explaining it.',
  },
  'contact.faq': {
    question: 'The question as a guest would ask it.',
    answer: 'The answer, shown when the question is opened.',
  },
  'shared.footer-area': {
    name: 'Area name shown in the footer.',
  },
  'shared.link': {
    label: 'The link text.',
    url: 'Where it leads: a full address (https://...) or a path of the site (/terms).',
  },
  'shared.seo': {
    metaTitle: 'Title in search results and link previews (about 60 characters).',
    metaDescription: 'Summary in search results and link previews (about 155 characters).',
  },
  'shared.social-link': {
    network: 'Which network; chooses the icon.',
    url: 'The full address of the profile (https://...).',
  },
};

type Configuration = { metadatas?: Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> }> } & Record<string, unknown>;
type ConfigurationService = {
  findConfiguration(model: { uid: string }): Promise<Configuration>;
  updateConfiguration(model: { uid: string }, configuration: Configuration): Promise<unknown>;
};

/** Writes the descriptions into the Content Manager's edit-view configuration where they differ. */
export async function applyFieldDescriptions(strapi: Core.Strapi): Promise<void> {
  const contentManager = strapi.plugin('content-manager');
  let changed = 0;
  for (const [uid, descriptions] of Object.entries(FIELD_DESCRIPTIONS)) {
    const isComponent = !uid.includes('::');
    if (isComponent ? !strapi.components[uid as keyof typeof strapi.components] : !strapi.contentTypes[uid as keyof typeof strapi.contentTypes]) continue;
    const service = contentManager.service(isComponent ? 'components' : 'content-types') as unknown as ConfigurationService;
    const { uid: _uid, ...configuration } = await service.findConfiguration({ uid });
    const metadatas = { ...configuration.metadatas };
    let differs = false;
    for (const [field, description] of Object.entries(descriptions)) {
      const current = metadatas[field];
      if (!current || current.edit?.description === description) continue;
      metadatas[field] = { ...current, edit: { ...current.edit, description } };
      differs = true;
    }
    if (!differs) continue;
    await service.updateConfiguration({ uid }, { ...configuration, metadatas });
    changed += 1;
  }
  if (changed) strapi.log.info(`[bootstrap] field descriptions written for ${changed} content types and components`);
}
