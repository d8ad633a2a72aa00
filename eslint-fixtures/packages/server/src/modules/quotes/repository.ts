export const findQuote = (id: string) => ({ id, total: 100 });
