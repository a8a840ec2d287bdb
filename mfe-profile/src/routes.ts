import type { RouteObject } from 'react-router';

const settingsPage = () => import('./features/settings').then((m) => ({ Component: m.SettingsPage }));

export const routes: RouteObject[] = [
  { path: 'profile', lazy: settingsPage },
  { path: 'profile/settings', lazy: settingsPage },
  { path: 'profile/contacts', lazy: () => import('./features/contacts').then((m) => ({ Component: m.ContactsPage })) },
];
