/** A villa's pin where the map draws it, in screen pixels. */
export interface ScreenPin {
  id: string;
  x: number;
  y: number;
}

/** Pins drawn as one: their villas' ids (in the order given) and the group's centre (their mean). */
export interface PinGroup {
  ids: string[];
  x: number;
  y: number;
}

/**
 * Pins that would overlap on screen, taken as one: each pin joins the first group whose first pin
 * lies within `radius` pixels of it (either way, a box rather than a circle: pins are wider than
 * tall), else starts a group. The same pins in the same order give the same groups, so a map does
 * not reshuffle its pins while the guest looks at it.
 */
export function groupPins(pins: readonly ScreenPin[], radius: { x: number; y: number }): PinGroup[] {
  const groups: { anchor: ScreenPin; members: ScreenPin[] }[] = [];
  for (const pin of pins) {
    const near = groups.find(({ anchor }) => Math.abs(anchor.x - pin.x) < radius.x && Math.abs(anchor.y - pin.y) < radius.y);
    if (near) near.members.push(pin);
    else groups.push({ anchor: pin, members: [pin] });
  }
  return groups.map(({ members }) => ({
    ids: members.map((member) => member.id),
    x: members.reduce((sum, member) => sum + member.x, 0) / members.length,
    y: members.reduce((sum, member) => sum + member.y, 0) / members.length,
  }));
}
