export { LiveChat } from './LiveChat';
export { chatController } from './controller';
export { CHAT_TYPES, type ChatType } from './types';
