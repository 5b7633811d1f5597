import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customAmenityMessage, PREDEFINED_AMENITIES, type KnownAmenity } from '@islandstay/shared/villas/amenity-rules';
import { initI18n } from '../../../lib/i18n.ts';
import { AmenitiesField } from './amenities-field.tsx';

const KNOWN: KnownAmenity[] = [...PREDEFINED_AMENITIES.map((name) => ({ name, predefined: true })), { name: 'Sea View', predefined: false }];

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return <AmenitiesField value={value} onChange={setValue} known={KNOWN} />;
}

async function setup(initial: string[] = []) {
  await initI18n('en');
  const user = userEvent.setup();
  render(<Harness initial={initial} />);
  const custom = screen.getByLabelText('Custom amenity');
  const addCustom = screen.getByRole('button', { name: 'Add custom' });
  const chosen = () => {
    const list = screen.queryByRole('list', { name: 'Selected amenities' });
    return list
      ? within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent)
      : [];
  };
  return { user, custom, addCustom, chosen };
}

/** A give-up limit only: jsdom on a shared 2-core machine is slow. */
const GIVE_UP = { timeout: 30_000 };

describe('villa form amenities: the custom-amenity rule', () => {
  it('when a predefined amenity is typed with an underscore and other case, then it is refused with the spec message and not added', GIVE_UP, async () => {
    const { user, custom, addCustom, chosen } = await setup();
    await user.type(custom, 'air_conditioning');
    await user.click(addCustom);
    expect(screen.getByRole('alert')).toHaveTextContent(customAmenityMessage('Air Conditioning'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select "Air Conditioning" from the dropdown instead of typing it as a custom amenity');
    expect(custom).toHaveAttribute('aria-invalid', 'true');
    expect(chosen()).toEqual([]);
  });

  it('when spaces are dropped from a predefined name ("HotTub"), then it is refused too', GIVE_UP, async () => {
    const { user, custom, addCustom, chosen } = await setup();
    await user.type(custom, 'HotTub');
    await user.click(addCustom);
    expect(screen.getByRole('alert')).toHaveTextContent(customAmenityMessage('Hot Tub'));
    expect(chosen()).toEqual([]);
  });

  it('when a known amenity is typed in another case, then its known spelling is added (not a new custom one)', GIVE_UP, async () => {
    const { user, custom, addCustom, chosen } = await setup();
    await user.type(custom, '  hot tub ');
    await user.click(addCustom);
    await user.type(custom, 'sea view{Enter}');
    expect(chosen()).toEqual(['Hot Tub', 'Sea View']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when a new custom amenity is typed, then it is added trimmed; typing it again in another case adds nothing', GIVE_UP, async () => {
    const { user, custom, addCustom, chosen } = await setup(['WiFi']);
    await user.type(custom, '  Rooftop Bar  ');
    await user.click(addCustom);
    expect(chosen()).toEqual(['WiFi', 'Rooftop Bar']);
    await user.type(custom, 'rooftop bar');
    await user.click(addCustom);
    expect(chosen()).toEqual(['WiFi', 'Rooftop Bar']);
    expect(custom).toHaveValue('');
  });

  it('when a predefined amenity is picked from the dropdown, then it is added and leaves the dropdown', GIVE_UP, async () => {
    const { user, chosen } = await setup();
    const dropdown = screen.getByLabelText('Predefined amenity');
    await user.selectOptions(dropdown, 'Pool');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(chosen()).toEqual(['Pool']);
    expect(within(dropdown).queryByRole('option', { name: 'Pool' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Pool' }));
    expect(chosen()).toEqual([]);
  });
});
