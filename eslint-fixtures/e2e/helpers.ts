export const demoLogin = { email: 'broker@example.com' };
