import { addDays, todayOnIsland } from '@islandstay/shared/dates/dates';

/** The defaults for a new row on each tab (docs/product.md#pricing-rules). */
export function newSeasonalRule(name: string) {
  return { name, startDate: '12-01', endDate: '02-28', priceModifier: 1.5, isActive: true };
}

export function newStayDiscount() {
  return { minNights: 7, discountPercentage: 10, isActive: true };
}

export function newSpecialDate(name: string, basePrice: number) {
  return { date: todayOnIsland(), price: basePrice * 2, name, isActive: true };
}

/** A period of stay rules: from today for 30 days, 7 nights, any arrival and departure day. */
export function newStayRule(name: string) {
  const today = todayOnIsland();
  return { name, startDate: today, endDate: addDays(today, 30), minimumNights: 7, checkInDays: [0, 1, 2, 3, 4, 5, 6], checkOutDays: [0, 1, 2, 3, 4, 5, 6], isActive: true };
}
