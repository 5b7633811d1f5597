import { describe, expect, it } from 'vitest';
import { pageSchema, siteSettingsSchema } from '@islandstay/shared/cms/content.schemas';
import { toPage, toSiteSettings } from '../src/modules/cms-content/cms-content.mapping.ts';

/** Strapi's documents as its REST API answers them, bookkeeping included. */
const strapiPage = {
  id: 7,
  documentId: 'k3j2h1',
  slug: 'about',
  title: 'About',
  body: '## Our story',
  createdAt: '2026-06-01T00:00:00.000Z',
  updatedAt: '2026-06-01T00:00:00.000Z',
  publishedAt: '2026-06-01T00:00:00.000Z',
  locale: 'th',
  seo: { id: 3, metaTitle: 'About us', metaDescription: '' },
  values: [
    { id: 1, title: 'Honest prices', text: 'No fees' },
    { id: 2, title: '', text: 'half filled' },
  ],
  team: [{ id: 4, name: 'Nok', role: 'Founder', bio: null, photo: { id: 9, documentId: 'p1', url: '/uploads/nok.png', width: 400, height: 400, alternativeText: null, formats: {} } }],
  counters: [
    { id: 5, value: '50+', label: 'Villas' },
    { id: 6, value: '5000+', label: null },
  ],
  faqs: [],
};

describe('pages and site settings as the API serves them', () => {
  it('keeps only the typed fields, drops half-filled list items and names a photo without alt text after its person', () => {
    const page = toPage(strapiPage, 'about', 'th');
    expect(page).toEqual({
      slug: 'about',
      locale: 'th',
      title: 'About',
      body: '## Our story',
      seo: { metaTitle: 'About us', metaDescription: null },
      values: [{ title: 'Honest prices', text: 'No fees' }],
      team: [{ name: 'Nok', role: 'Founder', bio: null, photo: { url: '/uploads/nok.png', width: 400, height: 400, alt: 'Nok' } }],
      counters: [{ value: '50+', label: 'Villas' }],
      faqs: [],
    });
    expect(() => pageSchema.strict().parse(page)).not.toThrow();
  });

  it('groups the contact details, keeps known social networks only and defaults the check-in and check-out times', () => {
    const settings = toSiteSettings(
      {
        id: 1,
        documentId: 'settings',
        locale: 'en',
        islandName: 'Koh Samui',
        contactPhone: '+66 77 123 456',
        contactEmail: 'hello@islandstay.test',
        address: null,
        supportLinks: [{ id: 1, label: 'Help', url: '/contact' }],
        socialLinks: [
          { id: 2, network: 'instagram', url: 'https://instagram.com/x' },
          { id: 3, network: 'myspace', url: 'https://myspace.com/x' },
        ],
        footerAreas: [{ id: 4, name: 'Chaweng' }],
        checkInTime: null,
        createdAt: '2026-06-01T00:00:00.000Z',
      },
      'th',
    );
    expect(settings).toEqual({
      locale: 'en',
      islandName: 'Koh Samui',
      contact: { phone: '+66 77 123 456', email: 'hello@islandstay.test', address: null },
      supportHours: null,
      supportLinks: [{ label: 'Help', url: '/contact' }],
      socialLinks: [{ network: 'instagram', url: 'https://instagram.com/x' }],
      footerAreas: ['Chaweng'],
      copyright: null,
      checkInTime: '14:00',
      checkOutTime: '11:00',
    });
    expect(() => siteSettingsSchema.strict().parse(settings)).not.toThrow();
  });
});
