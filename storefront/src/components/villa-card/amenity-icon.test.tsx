import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { AmenityIcon, amenityIconKey } from './amenity-icon.tsx';

describe('amenityIconKey', () => {
  it.each([
    ['WiFi', 'wifi'],
    ['Free Wi-Fi', 'wifi'],
    ['Private Pool', 'pool'],
    ['Infinity swimming pool', 'pool'],
    ['Kitchen', 'kitchen'],
    ['Fully equipped kitchenette', 'kitchen'],
    ['Parking', 'parking'],
    ['Air Conditioning', 'air-conditioning'],
    ['Aircon in every room', 'air-conditioning'],
    ['TV', 'tv'],
    ['Smart TV with Netflix', 'tv'],
    ['Washing Machine', 'washing-machine'],
    ['Balcony', 'balcony'],
    ['Tropical garden', 'garden'],
    ['Beach Access', 'beach'],
    ['Hot Tub', 'hot-tub'],
    ['Jacuzzi', 'hot-tub'],
    ['Gym', 'gym'],
    ['Security', 'security'],
    ['Cleaning Service', 'cleaning'],
    ['Private Entrance', 'private-entrance'],
    ['Terrace', 'terrace'],
  ])('when the amenity is "%s", then the icon is %s', (amenity, key) => {
    expect(amenityIconKey(amenity)).toBe(key);
  });

  it('when a keyword is only part of another word, then it does not match ("CCTV" is security, not a TV)', () => {
    expect(amenityIconKey('CCTV')).toBe('security');
    expect(amenityIconKey('Poolside bar')).toBeNull();
  });

  it('when no keyword matches, then there is no specific icon and a generic check is drawn', () => {
    expect(amenityIconKey('Yoga mats')).toBeNull();
    const { container } = render(<AmenityIcon amenity="Yoga mats" />);
    expect(container.querySelector('svg')?.getAttribute('data-icon')).toBe('generic');
  });
});
