/** Player support: feedback messages stored and sent to the support mailbox. Other code reaches this domain only through this file. */
export { sendFeedback } from './feedback';
