export const roundCents = (cents: number): number => Math.round(cents);
