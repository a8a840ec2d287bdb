export { ProfileLayout } from './ProfileLayout';
export { ProfileIndex } from './ProfileIndex';
export { PROFILE_TABS, visibleTabs, type ProfileTab } from './nav';
