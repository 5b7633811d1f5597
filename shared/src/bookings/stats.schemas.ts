import { z } from 'zod';
import { bookingWithVillaSchema } from './booking.schemas.ts';
import { contactSchema } from '../contacts/contact.schemas.ts';

export const adminStatsSchema = z.object({
  /** Confirmed and completed bookings, converted to the viewer's currency. */
  totalRevenue: z.number(),
  currency: z.string(),
  totalBookings: z.number().int(),
  confirmedBookings: z.number().int(),
  pendingBookings: z.number().int(),
  completedBookings: z.number().int(),
  cancelledBookings: z.number().int(),
  /** (confirmed + completed) / all, as a percentage with one decimal. */
  confirmationRate: z.number(),
  /**
   * Money in the viewer's currency (docs/product.md#payments): taken in this month on the island,
   * net of refunds; still owed by live bookings; and of that, past its balance date.
   */
  money: z.object({ receivedThisMonth: z.number(), due: z.number(), overdue: z.number() }).optional(),
  /** The five latest bookings, each with its villa. */
  recentBookings: z.array(bookingWithVillaSchema),
  /** Admin only. */
  totalContacts: z.number().int().optional(),
  newContacts: z.number().int().optional(),
  recentContacts: z.array(contactSchema).optional(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
