/** The current instant; tests inject a fixed or moving clock. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
