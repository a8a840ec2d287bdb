// Demo mode (spec §2 dialog "demo mode"): a guest chooses demo play or signing in for real money.
export { default as DemoModeDialog, DEMO_MODE_DIALOG, openDemoMode } from './DemoModeDialog';
