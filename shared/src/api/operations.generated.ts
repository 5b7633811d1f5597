// Generated from shared/src/contract/*.contract.ts by shared/src/api/generate-operations.ts: do not edit.
// After changing the contract: `cd shared && UPDATE_API_OPERATIONS=1 npx vitest run src/api/operations-generated.test.ts`.

import type { adminVillas } from '../contract/admin-villas.contract.ts';
import type { auth } from '../contract/auth.contract.ts';
import type { blocks } from '../contract/blocks.contract.ts';
import type { bookings } from '../contract/bookings.contract.ts';
import type { calendarSync } from '../contract/calendar-sync.contract.ts';
import type { calendar } from '../contract/calendar.contract.ts';
import type { cmsSync } from '../contract/cms-sync.contract.ts';
import type { contacts } from '../contract/contacts.contract.ts';
import type { content } from '../contract/content.contract.ts';
import type { currencies } from '../contract/currencies.contract.ts';
import type { currencyAdmin } from '../contract/currency-admin.contract.ts';
import type { customers } from '../contract/customers.contract.ts';
import type { dashboard } from '../contract/dashboard.contract.ts';
import type { devTools } from '../contract/dev-tools.contract.ts';
import type { docs } from '../contract/docs.contract.ts';
import type { health } from '../contract/health.contract.ts';
import type { owners } from '../contract/owners.contract.ts';
import type { payments } from '../contract/payments.contract.ts';
import type { pricing } from '../contract/pricing.contract.ts';
import type { reviews } from '../contract/reviews.contract.ts';
import type { staffAuth } from '../contract/staff-auth.contract.ts';
import type { staffBookings } from '../contract/staff-bookings.contract.ts';
import type { staffProfile } from '../contract/staff-profile.contract.ts';
import type { statements } from '../contract/statements.contract.ts';
import type { tm30 } from '../contract/tm30.contract.ts';
import type { villaPricing } from '../contract/villa-pricing.contract.ts';
import type { villas } from '../contract/villas.contract.ts';
import type { wishlist } from '../contract/wishlist.contract.ts';

/** The contract's type, by domain and action (type only: erased from the bundle). */
export interface ApiContract {
  adminVillas: typeof adminVillas;
  auth: typeof auth;
  blocks: typeof blocks;
  bookings: typeof bookings;
  calendarSync: typeof calendarSync;
  calendar: typeof calendar;
  cmsSync: typeof cmsSync;
  contacts: typeof contacts;
  content: typeof content;
  currencies: typeof currencies;
  currencyAdmin: typeof currencyAdmin;
  customers: typeof customers;
  dashboard: typeof dashboard;
  devTools: typeof devTools;
  docs: typeof docs;
  health: typeof health;
  owners: typeof owners;
  payments: typeof payments;
  pricing: typeof pricing;
  reviews: typeof reviews;
  staffAuth: typeof staffAuth;
  staffBookings: typeof staffBookings;
  staffProfile: typeof staffProfile;
  statements: typeof statements;
  tm30: typeof tm30;
  villaPricing: typeof villaPricing;
  villas: typeof villas;
  wishlist: typeof wishlist;
}

/** Each operation's method and path; its schemas load with its first call. */
export const operations = {
  adminVillas: {
    create: {
      method: 'POST',
      path: '/api/admin/villas',
      operationId: 'adminVillas.create',
      load: () => import('../contract/admin-villas.contract.ts').then((m) => m.adminVillas.create),
    },
    get: {
      method: 'GET',
      path: '/api/admin/villas/:id',
      operationId: 'adminVillas.get',
      load: () => import('../contract/admin-villas.contract.ts').then((m) => m.adminVillas.get),
    },
    update: {
      method: 'PUT',
      path: '/api/admin/villas/:id',
      operationId: 'adminVillas.update',
      load: () => import('../contract/admin-villas.contract.ts').then((m) => m.adminVillas.update),
    },
    delete: {
      method: 'DELETE',
      path: '/api/admin/villas/:id',
      operationId: 'adminVillas.delete',
      load: () => import('../contract/admin-villas.contract.ts').then((m) => m.adminVillas.delete),
    },
    setStatus: {
      method: 'PATCH',
      path: '/api/admin/villas/:id/status',
      operationId: 'adminVillas.setStatus',
      load: () => import('../contract/admin-villas.contract.ts').then((m) => m.adminVillas.setStatus),
    },
    setPromoted: {
      method: 'PATCH',
      path: '/api/admin/villas/:id/promoted',
      operationId: 'adminVillas.setPromoted',
      load: () => import('../contract/admin-villas.contract.ts').then((m) => m.adminVillas.setPromoted),
    },
    list: {
      method: 'GET',
      path: '/api/admin/villas',
      operationId: 'adminVillas.list',
      load: () => import('../contract/admin-villas.contract.ts').then((m) => m.adminVillas.list),
    },
    listAreas: {
      method: 'GET',
      path: '/api/admin/areas',
      operationId: 'adminVillas.listAreas',
      load: () => import('../contract/admin-villas.contract.ts').then((m) => m.adminVillas.listAreas),
    },
  },
  auth: {
    getSession: {
      method: 'GET',
      path: '/api/auth/session',
      operationId: 'auth.getSession',
      load: () => import('../contract/auth.contract.ts').then((m) => m.auth.getSession),
    },
    logout: {
      method: 'POST',
      path: '/api/auth/logout',
      operationId: 'auth.logout',
      load: () => import('../contract/auth.contract.ts').then((m) => m.auth.logout),
    },
  },
  blocks: {
    list: {
      method: 'GET',
      path: '/api/admin/villas/:id/blocks',
      operationId: 'blocks.list',
      load: () => import('../contract/blocks.contract.ts').then((m) => m.blocks.list),
    },
    create: {
      method: 'POST',
      path: '/api/admin/villas/:id/blocks',
      operationId: 'blocks.create',
      load: () => import('../contract/blocks.contract.ts').then((m) => m.blocks.create),
    },
    delete: {
      method: 'DELETE',
      path: '/api/admin/villas/:id/blocks/:blockId',
      operationId: 'blocks.delete',
      load: () => import('../contract/blocks.contract.ts').then((m) => m.blocks.delete),
    },
  },
  bookings: {
    create: {
      method: 'POST',
      path: '/api/bookings',
      operationId: 'bookings.create',
      load: () => import('../contract/bookings.contract.ts').then((m) => m.bookings.create),
    },
    get: {
      method: 'GET',
      path: '/api/bookings/:id',
      operationId: 'bookings.get',
      load: () => import('../contract/bookings.contract.ts').then((m) => m.bookings.get),
    },
    cancel: {
      method: 'POST',
      path: '/api/bookings/:id/cancel',
      operationId: 'bookings.cancel',
      load: () => import('../contract/bookings.contract.ts').then((m) => m.bookings.cancel),
    },
    listMine: {
      method: 'GET',
      path: '/api/customer/bookings',
      operationId: 'bookings.listMine',
      load: () => import('../contract/bookings.contract.ts').then((m) => m.bookings.listMine),
    },
    listByPhone: {
      method: 'GET',
      path: '/api/bookings_customer',
      operationId: 'bookings.listByPhone',
      load: () => import('../contract/bookings.contract.ts').then((m) => m.bookings.listByPhone),
    },
    listOccupiedDates: {
      method: 'GET',
      path: '/api/bookings/villa/:id',
      operationId: 'bookings.listOccupiedDates',
      load: () => import('../contract/bookings.contract.ts').then((m) => m.bookings.listOccupiedDates),
    },
  },
  calendarSync: {
    getExportFeed: {
      method: 'GET',
      path: '/api/ical/:villaId/:file',
      operationId: 'calendarSync.getExportFeed',
      load: () => import('../contract/calendar-sync.contract.ts').then((m) => m.calendarSync.getExportFeed),
    },
    get: {
      method: 'GET',
      path: '/api/admin/villas/:id/calendar-sync',
      operationId: 'calendarSync.get',
      load: () => import('../contract/calendar-sync.contract.ts').then((m) => m.calendarSync.get),
    },
    replaceExportToken: {
      method: 'POST',
      path: '/api/admin/villas/:id/calendar-sync/export-token',
      operationId: 'calendarSync.replaceExportToken',
      load: () => import('../contract/calendar-sync.contract.ts').then((m) => m.calendarSync.replaceExportToken),
    },
    addFeed: {
      method: 'POST',
      path: '/api/admin/villas/:id/calendar-sync/feeds',
      operationId: 'calendarSync.addFeed',
      load: () => import('../contract/calendar-sync.contract.ts').then((m) => m.calendarSync.addFeed),
    },
    syncFeed: {
      method: 'POST',
      path: '/api/admin/villas/:id/calendar-sync/feeds/:feedId/sync',
      operationId: 'calendarSync.syncFeed',
      load: () => import('../contract/calendar-sync.contract.ts').then((m) => m.calendarSync.syncFeed),
    },
    removeFeed: {
      method: 'DELETE',
      path: '/api/admin/villas/:id/calendar-sync/feeds/:feedId',
      operationId: 'calendarSync.removeFeed',
      load: () => import('../contract/calendar-sync.contract.ts').then((m) => m.calendarSync.removeFeed),
    },
  },
  calendar: {
    get: {
      method: 'GET',
      path: '/api/admin/calendar',
      operationId: 'calendar.get',
      load: () => import('../contract/calendar.contract.ts').then((m) => m.calendar.get),
    },
    getMonthPrices: {
      method: 'GET',
      path: '/api/admin/calendar-prices/:year/:month',
      operationId: 'calendar.getMonthPrices',
      load: () => import('../contract/calendar.contract.ts').then((m) => m.calendar.getMonthPrices),
    },
  },
  cmsSync: {
    receiveEvent: {
      method: 'POST',
      path: '/internal/cms-events',
      operationId: 'cmsSync.receiveEvent',
      load: () => import('../contract/cms-sync.contract.ts').then((m) => m.cmsSync.receiveEvent),
    },
    resyncFromCli: {
      method: 'POST',
      path: '/internal/cms-resync',
      operationId: 'cmsSync.resyncFromCli',
      load: () => import('../contract/cms-sync.contract.ts').then((m) => m.cmsSync.resyncFromCli),
    },
    resync: {
      method: 'POST',
      path: '/api/admin/cms/resync',
      operationId: 'cmsSync.resync',
      load: () => import('../contract/cms-sync.contract.ts').then((m) => m.cmsSync.resync),
    },
  },
  contacts: {
    send: {
      method: 'POST',
      path: '/api/contacts',
      operationId: 'contacts.send',
      load: () => import('../contract/contacts.contract.ts').then((m) => m.contacts.send),
    },
    list: {
      method: 'GET',
      path: '/api/admin/contacts',
      operationId: 'contacts.list',
      load: () => import('../contract/contacts.contract.ts').then((m) => m.contacts.list),
    },
    setStatus: {
      method: 'PATCH',
      path: '/api/admin/contacts/:id',
      operationId: 'contacts.setStatus',
      load: () => import('../contract/contacts.contract.ts').then((m) => m.contacts.setStatus),
    },
  },
  content: {
    getPage: {
      method: 'GET',
      path: '/api/pages/:slug',
      operationId: 'content.getPage',
      load: () => import('../contract/content.contract.ts').then((m) => m.content.getPage),
    },
    getSiteSettings: {
      method: 'GET',
      path: '/api/site-settings',
      operationId: 'content.getSiteSettings',
      load: () => import('../contract/content.contract.ts').then((m) => m.content.getSiteSettings),
    },
  },
  currencies: {
    list: {
      method: 'GET',
      path: '/api/currencies/all',
      operationId: 'currencies.list',
      load: () => import('../contract/currencies.contract.ts').then((m) => m.currencies.list),
    },
    getRate: {
      method: 'GET',
      path: '/api/currencies/rate/:code',
      operationId: 'currencies.getRate',
      load: () => import('../contract/currencies.contract.ts').then((m) => m.currencies.getRate),
    },
  },
  currencyAdmin: {
    getViewerCurrency: {
      method: 'GET',
      path: '/api/admin/currency',
      operationId: 'currencyAdmin.getViewerCurrency',
      load: () => import('../contract/currency-admin.contract.ts').then((m) => m.currencyAdmin.getViewerCurrency),
    },
    setBaseCurrency: {
      method: 'PUT',
      path: '/api/admin/currency',
      operationId: 'currencyAdmin.setBaseCurrency',
      load: () => import('../contract/currency-admin.contract.ts').then((m) => m.currencyAdmin.setBaseCurrency),
    },
    setOwnerCurrency: {
      method: 'PUT',
      path: '/api/owners/:id/currency',
      operationId: 'currencyAdmin.setOwnerCurrency',
      load: () => import('../contract/currency-admin.contract.ts').then((m) => m.currencyAdmin.setOwnerCurrency),
    },
    listAvailable: {
      method: 'GET',
      path: '/api/admin/currencies/available',
      operationId: 'currencyAdmin.listAvailable',
      load: () => import('../contract/currency-admin.contract.ts').then((m) => m.currencyAdmin.listAvailable),
    },
    create: {
      method: 'POST',
      path: '/api/admin/currencies',
      operationId: 'currencyAdmin.create',
      load: () => import('../contract/currency-admin.contract.ts').then((m) => m.currencyAdmin.create),
    },
    fetchRates: {
      method: 'POST',
      path: '/api/admin/currencies/fetch-rates',
      operationId: 'currencyAdmin.fetchRates',
      load: () => import('../contract/currency-admin.contract.ts').then((m) => m.currencyAdmin.fetchRates),
    },
    get: {
      method: 'GET',
      path: '/api/admin/currencies/:code',
      operationId: 'currencyAdmin.get',
      load: () => import('../contract/currency-admin.contract.ts').then((m) => m.currencyAdmin.get),
    },
    update: {
      method: 'PUT',
      path: '/api/admin/currencies/:code',
      operationId: 'currencyAdmin.update',
      load: () => import('../contract/currency-admin.contract.ts').then((m) => m.currencyAdmin.update),
    },
    formatAmount: {
      method: 'POST',
      path: '/api/admin/currency/format',
      operationId: 'currencyAdmin.formatAmount',
      load: () => import('../contract/currency-admin.contract.ts').then((m) => m.currencyAdmin.formatAmount),
    },
  },
  customers: {
    sendOtp: {
      method: 'POST',
      path: '/api/send-otp',
      operationId: 'customers.sendOtp',
      load: () => import('../contract/customers.contract.ts').then((m) => m.customers.sendOtp),
    },
    verifyOtp: {
      method: 'POST',
      path: '/api/verify-otp',
      operationId: 'customers.verifyOtp',
      load: () => import('../contract/customers.contract.ts').then((m) => m.customers.verifyOtp),
    },
    completeProfile: {
      method: 'POST',
      path: '/api/create-customer',
      operationId: 'customers.completeProfile',
      load: () => import('../contract/customers.contract.ts').then((m) => m.customers.completeProfile),
    },
    getProfile: {
      method: 'GET',
      path: '/api/customer/profile',
      operationId: 'customers.getProfile',
      load: () => import('../contract/customers.contract.ts').then((m) => m.customers.getProfile),
    },
    updateProfile: {
      method: 'PUT',
      path: '/api/customer/profile',
      operationId: 'customers.updateProfile',
      load: () => import('../contract/customers.contract.ts').then((m) => m.customers.updateProfile),
    },
    sendPhoneChangeOtp: {
      method: 'POST',
      path: '/api/customer/phone/send-otp',
      operationId: 'customers.sendPhoneChangeOtp',
      load: () => import('../contract/customers.contract.ts').then((m) => m.customers.sendPhoneChangeOtp),
    },
    changePhone: {
      method: 'POST',
      path: '/api/customer/phone/verify',
      operationId: 'customers.changePhone',
      load: () => import('../contract/customers.contract.ts').then((m) => m.customers.changePhone),
    },
    getByPhone: {
      method: 'GET',
      path: '/api/customer/phone/:phone',
      operationId: 'customers.getByPhone',
      load: () => import('../contract/customers.contract.ts').then((m) => m.customers.getByPhone),
    },
    getImage: {
      method: 'GET',
      path: '/api/customer/images/:id',
      operationId: 'customers.getImage',
      load: () => import('../contract/customers.contract.ts').then((m) => m.customers.getImage),
    },
  },
  dashboard: {
    getStats: {
      method: 'GET',
      path: '/api/admin/stats',
      operationId: 'dashboard.getStats',
      load: () => import('../contract/dashboard.contract.ts').then((m) => m.dashboard.getStats),
    },
  },
  devTools: {
    listSmsOutbox: {
      method: 'GET',
      path: '/api/dev/outbox',
      operationId: 'devTools.listSmsOutbox',
      load: () => import('../contract/dev-tools.contract.ts').then((m) => m.devTools.listSmsOutbox),
    },
    listMail: {
      method: 'GET',
      path: '/api/dev/mail',
      operationId: 'devTools.listMail',
      load: () => import('../contract/dev-tools.contract.ts').then((m) => m.devTools.listMail),
    },
    clearTestBookings: {
      method: 'DELETE',
      path: '/api/debug/bookings/clear-test',
      operationId: 'devTools.clearTestBookings',
      load: () => import('../contract/dev-tools.contract.ts').then((m) => m.devTools.clearTestBookings),
    },
  },
  docs: {
    getOpenApi: {
      method: 'GET',
      path: '/api/docs',
      operationId: 'docs.getOpenApi',
      load: () => import('../contract/docs.contract.ts').then((m) => m.docs.getOpenApi),
    },
  },
  health: {
    get: {
      method: 'GET',
      path: '/api/health',
      operationId: 'health.get',
      load: () => import('../contract/health.contract.ts').then((m) => m.health.get),
    },
  },
  owners: {
    register: {
      method: 'POST',
      path: '/api/owners/register',
      operationId: 'owners.register',
      load: () => import('../contract/owners.contract.ts').then((m) => m.owners.register),
    },
    list: {
      method: 'GET',
      path: '/api/admin/owners',
      operationId: 'owners.list',
      load: () => import('../contract/owners.contract.ts').then((m) => m.owners.list),
    },
    create: {
      method: 'POST',
      path: '/api/admin/owners',
      operationId: 'owners.create',
      load: () => import('../contract/owners.contract.ts').then((m) => m.owners.create),
    },
    get: {
      method: 'GET',
      path: '/api/admin/owners/:id',
      operationId: 'owners.get',
      load: () => import('../contract/owners.contract.ts').then((m) => m.owners.get),
    },
    update: {
      method: 'PUT',
      path: '/api/admin/owners/:id',
      operationId: 'owners.update',
      load: () => import('../contract/owners.contract.ts').then((m) => m.owners.update),
    },
    delete: {
      method: 'DELETE',
      path: '/api/admin/owners/:id',
      operationId: 'owners.delete',
      load: () => import('../contract/owners.contract.ts').then((m) => m.owners.delete),
    },
    approve: {
      method: 'PATCH',
      path: '/api/admin/owners/registrations/:id/approve',
      operationId: 'owners.approve',
      load: () => import('../contract/owners.contract.ts').then((m) => m.owners.approve),
    },
    setStatus: {
      method: 'PATCH',
      path: '/api/admin/owners/:id/status',
      operationId: 'owners.setStatus',
      load: () => import('../contract/owners.contract.ts').then((m) => m.owners.setStatus),
    },
    resetPassword: {
      method: 'POST',
      path: '/api/admin/owners/:id/reset-password',
      operationId: 'owners.resetPassword',
      load: () => import('../contract/owners.contract.ts').then((m) => m.owners.resetPassword),
    },
  },
  payments: {
    guest: {
      method: 'GET',
      path: '/api/bookings/:id/payment',
      operationId: 'payments.guest',
      load: () => import('../contract/payments.contract.ts').then((m) => m.payments.guest),
    },
    ledger: {
      method: 'GET',
      path: '/api/admin/bookings/:id/payments',
      operationId: 'payments.ledger',
      load: () => import('../contract/payments.contract.ts').then((m) => m.payments.ledger),
    },
    recordPayment: {
      method: 'POST',
      path: '/api/admin/bookings/:id/payments',
      operationId: 'payments.recordPayment',
      load: () => import('../contract/payments.contract.ts').then((m) => m.payments.recordPayment),
    },
    recordRefund: {
      method: 'POST',
      path: '/api/admin/bookings/:id/refunds',
      operationId: 'payments.recordRefund',
      load: () => import('../contract/payments.contract.ts').then((m) => m.payments.recordRefund),
    },
    recordDamageHold: {
      method: 'POST',
      path: '/api/admin/bookings/:id/damage-holds',
      operationId: 'payments.recordDamageHold',
      load: () => import('../contract/payments.contract.ts').then((m) => m.payments.recordDamageHold),
    },
    recordDamageRelease: {
      method: 'POST',
      path: '/api/admin/bookings/:id/damage-releases',
      operationId: 'payments.recordDamageRelease',
      load: () => import('../contract/payments.contract.ts').then((m) => m.payments.recordDamageRelease),
    },
    siteSettings: {
      method: 'GET',
      path: '/api/admin/payment-settings',
      operationId: 'payments.siteSettings',
      load: () => import('../contract/payments.contract.ts').then((m) => m.payments.siteSettings),
    },
    updateSiteSettings: {
      method: 'PUT',
      path: '/api/admin/payment-settings',
      operationId: 'payments.updateSiteSettings',
      load: () => import('../contract/payments.contract.ts').then((m) => m.payments.updateSiteSettings),
    },
    villaTerms: {
      method: 'GET',
      path: '/api/admin/villas/:id/payment-terms',
      operationId: 'payments.villaTerms',
      load: () => import('../contract/payments.contract.ts').then((m) => m.payments.villaTerms),
    },
    updateVillaTerms: {
      method: 'PUT',
      path: '/api/admin/villas/:id/payment-terms',
      operationId: 'payments.updateVillaTerms',
      load: () => import('../contract/payments.contract.ts').then((m) => m.payments.updateVillaTerms),
    },
    cardPayment: {
      method: 'POST',
      path: '/api/bookings/:id/card-payment',
      operationId: 'payments.cardPayment',
      load: () => import('../contract/payments.contract.ts').then((m) => m.payments.cardPayment),
    },
    stripeWebhook: {
      method: 'POST',
      path: '/webhooks/stripe',
      operationId: 'payments.stripeWebhook',
      load: () => import('../contract/payments.contract.ts').then((m) => m.payments.stripeWebhook),
    },
  },
  pricing: {
    quoteStay: {
      method: 'POST',
      path: '/api/villas/:id/calculate-price',
      operationId: 'pricing.quoteStay',
      load: () => import('../contract/pricing.contract.ts').then((m) => m.pricing.quoteStay),
    },
    getMonthPrices: {
      method: 'GET',
      path: '/api/villas/:id/calendar-prices/:year/:month',
      operationId: 'pricing.getMonthPrices',
      load: () => import('../contract/pricing.contract.ts').then((m) => m.pricing.getMonthPrices),
    },
  },
  reviews: {
    rateStay: {
      method: 'POST',
      path: '/api/villa/booking/rate',
      operationId: 'reviews.rateStay',
      load: () => import('../contract/reviews.contract.ts').then((m) => m.reviews.rateStay),
    },
    listForVilla: {
      method: 'GET',
      path: '/api/villa/booking/rate/villa/:id',
      operationId: 'reviews.listForVilla',
      load: () => import('../contract/reviews.contract.ts').then((m) => m.reviews.listForVilla),
    },
    get: {
      method: 'GET',
      path: '/api/villa/booking/rate/:id',
      operationId: 'reviews.get',
      load: () => import('../contract/reviews.contract.ts').then((m) => m.reviews.get),
    },
    listRatings: {
      method: 'GET',
      path: '/api/villa/reviews/all',
      operationId: 'reviews.listRatings',
      load: () => import('../contract/reviews.contract.ts').then((m) => m.reviews.listRatings),
    },
    markHelpful: {
      method: 'POST',
      path: '/api/villa/booking/rate/:id/helpful',
      operationId: 'reviews.markHelpful',
      load: () => import('../contract/reviews.contract.ts').then((m) => m.reviews.markHelpful),
    },
  },
  staffAuth: {
    login: {
      method: 'POST',
      path: '/api/auth/staff/login',
      operationId: 'staffAuth.login',
      load: () => import('../contract/staff-auth.contract.ts').then((m) => m.staffAuth.login),
    },
  },
  staffBookings: {
    list: {
      method: 'GET',
      path: '/api/admin/bookings',
      operationId: 'staffBookings.list',
      load: () => import('../contract/staff-bookings.contract.ts').then((m) => m.staffBookings.list),
    },
    get: {
      method: 'GET',
      path: '/api/admin/bookings/:id',
      operationId: 'staffBookings.get',
      load: () => import('../contract/staff-bookings.contract.ts').then((m) => m.staffBookings.get),
    },
    setStatus: {
      method: 'PATCH',
      path: '/api/bookings/:id/status',
      operationId: 'staffBookings.setStatus',
      load: () => import('../contract/staff-bookings.contract.ts').then((m) => m.staffBookings.setStatus),
    },
    setStatusWithPut: {
      method: 'PUT',
      path: '/api/bookings/:id/status',
      operationId: 'staffBookings.setStatusWithPut',
      load: () => import('../contract/staff-bookings.contract.ts').then((m) => m.staffBookings.setStatusWithPut),
    },
    create: {
      method: 'POST',
      path: '/api/admin/bookings',
      operationId: 'staffBookings.create',
      load: () => import('../contract/staff-bookings.contract.ts').then((m) => m.staffBookings.create),
    },
    update: {
      method: 'PUT',
      path: '/api/admin/bookings/:id',
      operationId: 'staffBookings.update',
      load: () => import('../contract/staff-bookings.contract.ts').then((m) => m.staffBookings.update),
    },
    searchCustomers: {
      method: 'GET',
      path: '/api/admin/customers/search',
      operationId: 'staffBookings.searchCustomers',
      load: () => import('../contract/staff-bookings.contract.ts').then((m) => m.staffBookings.searchCustomers),
    },
  },
  staffProfile: {
    get: {
      method: 'GET',
      path: '/api/admin/profile',
      operationId: 'staffProfile.get',
      load: () => import('../contract/staff-profile.contract.ts').then((m) => m.staffProfile.get),
    },
    update: {
      method: 'PUT',
      path: '/api/admin/profile',
      operationId: 'staffProfile.update',
      load: () => import('../contract/staff-profile.contract.ts').then((m) => m.staffProfile.update),
    },
    changePassword: {
      method: 'POST',
      path: '/api/admin/profile/password',
      operationId: 'staffProfile.changePassword',
      load: () => import('../contract/staff-profile.contract.ts').then((m) => m.staffProfile.changePassword),
    },
    getHost: {
      method: 'GET',
      path: '/api/admin/profile/host',
      operationId: 'staffProfile.getHost',
      load: () => import('../contract/staff-profile.contract.ts').then((m) => m.staffProfile.getHost),
    },
    updateHost: {
      method: 'PUT',
      path: '/api/admin/profile/host',
      operationId: 'staffProfile.updateHost',
      load: () => import('../contract/staff-profile.contract.ts').then((m) => m.staffProfile.updateHost),
    },
  },
  statements: {
    list: {
      method: 'GET',
      path: '/api/admin/statements',
      operationId: 'statements.list',
      load: () => import('../contract/statements.contract.ts').then((m) => m.statements.list),
    },
    get: {
      method: 'GET',
      path: '/api/admin/statements/:ownerId',
      operationId: 'statements.get',
      load: () => import('../contract/statements.contract.ts').then((m) => m.statements.get),
    },
    csv: {
      method: 'GET',
      path: '/api/admin/statements/:ownerId/csv',
      operationId: 'statements.csv',
      load: () => import('../contract/statements.contract.ts').then((m) => m.statements.csv),
    },
    settings: {
      method: 'GET',
      path: '/api/admin/statement-settings',
      operationId: 'statements.settings',
      load: () => import('../contract/statements.contract.ts').then((m) => m.statements.settings),
    },
    updateSettings: {
      method: 'PUT',
      path: '/api/admin/statement-settings',
      operationId: 'statements.updateSettings',
      load: () => import('../contract/statements.contract.ts').then((m) => m.statements.updateSettings),
    },
  },
  tm30: {
    get: {
      method: 'GET',
      path: '/api/bookings/:id/tm30',
      operationId: 'tm30.get',
      load: () => import('../contract/tm30.contract.ts').then((m) => m.tm30.get),
    },
    fill: {
      method: 'PUT',
      path: '/api/bookings/:id/tm30',
      operationId: 'tm30.fill',
      load: () => import('../contract/tm30.contract.ts').then((m) => m.tm30.fill),
    },
    getForStaff: {
      method: 'GET',
      path: '/api/admin/bookings/:id/tm30',
      operationId: 'tm30.getForStaff',
      load: () => import('../contract/tm30.contract.ts').then((m) => m.tm30.getForStaff),
    },
    exportCsv: {
      method: 'GET',
      path: '/api/admin/bookings/:id/tm30/csv',
      operationId: 'tm30.exportCsv',
      load: () => import('../contract/tm30.contract.ts').then((m) => m.tm30.exportCsv),
    },
  },
  villaPricing: {
    getRules: {
      method: 'GET',
      path: '/api/admin/villas/:id/pricing-rules',
      operationId: 'villaPricing.getRules',
      load: () => import('../contract/villa-pricing.contract.ts').then((m) => m.villaPricing.getRules),
    },
    replaceRules: {
      method: 'PUT',
      path: '/api/admin/villas/:id/pricing-rules',
      operationId: 'villaPricing.replaceRules',
      load: () => import('../contract/villa-pricing.contract.ts').then((m) => m.villaPricing.replaceRules),
    },
    get: {
      method: 'GET',
      path: '/api/admin/villas/:id/pricing',
      operationId: 'villaPricing.get',
      load: () => import('../contract/villa-pricing.contract.ts').then((m) => m.villaPricing.get),
    },
    saveSeasons: {
      method: 'POST',
      path: '/api/admin/villas/season',
      operationId: 'villaPricing.saveSeasons',
      load: () => import('../contract/villa-pricing.contract.ts').then((m) => m.villaPricing.saveSeasons),
    },
    setSeasonRates: {
      method: 'PUT',
      path: '/api/admin/villas/:id/season-rates',
      operationId: 'villaPricing.setSeasonRates',
      load: () => import('../contract/villa-pricing.contract.ts').then((m) => m.villaPricing.setSeasonRates),
    },
    getPriceCalendar: {
      method: 'GET',
      path: '/api/admin/villas/:id/price-calendar/:year/:month',
      operationId: 'villaPricing.getPriceCalendar',
      load: () => import('../contract/villa-pricing.contract.ts').then((m) => m.villaPricing.getPriceCalendar),
    },
    listSeasonRanges: {
      method: 'GET',
      path: '/api/admin/season-ranges',
      operationId: 'villaPricing.listSeasonRanges',
      load: () => import('../contract/villa-pricing.contract.ts').then((m) => m.villaPricing.listSeasonRanges),
    },
    replaceSeasonRanges: {
      method: 'PUT',
      path: '/api/admin/season-ranges',
      operationId: 'villaPricing.replaceSeasonRanges',
      load: () => import('../contract/villa-pricing.contract.ts').then((m) => m.villaPricing.replaceSeasonRanges),
    },
  },
  villas: {
    list: {
      method: 'GET',
      path: '/api/villas',
      operationId: 'villas.list',
      load: () => import('../contract/villas.contract.ts').then((m) => m.villas.list),
    },
    search: {
      method: 'GET',
      path: '/api/search/villas',
      operationId: 'villas.search',
      load: () => import('../contract/villas.contract.ts').then((m) => m.villas.search),
    },
    get: {
      method: 'GET',
      path: '/api/villas/:id',
      operationId: 'villas.get',
      load: () => import('../contract/villas.contract.ts').then((m) => m.villas.get),
    },
    listAreas: {
      method: 'GET',
      path: '/api/areas',
      operationId: 'villas.listAreas',
      load: () => import('../contract/villas.contract.ts').then((m) => m.villas.listAreas),
    },
    listAmenities: {
      method: 'GET',
      path: '/api/amenities',
      operationId: 'villas.listAmenities',
      load: () => import('../contract/villas.contract.ts').then((m) => m.villas.listAmenities),
    },
  },
  wishlist: {
    add: {
      method: 'POST',
      path: '/api/wishlist/add',
      operationId: 'wishlist.add',
      load: () => import('../contract/wishlist.contract.ts').then((m) => m.wishlist.add),
    },
    list: {
      method: 'GET',
      path: '/api/wishlist',
      operationId: 'wishlist.list',
      load: () => import('../contract/wishlist.contract.ts').then((m) => m.wishlist.list),
    },
    listByCustomer: {
      method: 'GET',
      path: '/api/wishlist/customer/:id',
      operationId: 'wishlist.listByCustomer',
      load: () => import('../contract/wishlist.contract.ts').then((m) => m.wishlist.listByCustomer),
    },
    remove: {
      method: 'DELETE',
      path: '/api/wishlist/remove',
      operationId: 'wishlist.remove',
      load: () => import('../contract/wishlist.contract.ts').then((m) => m.wishlist.remove),
    },
  },
} as const;
