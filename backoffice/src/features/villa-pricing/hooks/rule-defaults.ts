import { todayOnIsland } from '@islandstay/shared/dates/dates';

/** Spec 9's defaults for a new row on each tab. */
export function newSeasonalRule(name: string) {
  return { name, startDate: '12-01', endDate: '02-28', priceModifier: 1.5, isActive: true };
}

export function newStayDiscount() {
  return { minNights: 7, discountPercentage: 10, isActive: true };
}

export function newSpecialDate(name: string, basePrice: number) {
  return { date: todayOnIsland(), price: basePrice * 2, name, isActive: true };
}
