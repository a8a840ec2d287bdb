/** The demo player documented in server/README.md. */
export const DEMO_PLAYER = { login: 'demo@example.com', password: 'demo1234', fakename: 'DemoPlayer' } as const;
/** Deposit the demo player starts with, in minor units (USD). */
export const DEMO_DEPOSIT = 500_00;
