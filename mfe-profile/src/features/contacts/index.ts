export { ContactsPage } from './ContactsPage';
export { Subscriptions } from './Subscriptions';
