export const orm = () => import('drizzle-orm');
