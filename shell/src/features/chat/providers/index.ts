import type { ChatProvider, ChatType } from '../types';
import { betunlim } from './betunlim';
import { comm100 } from './comm100';
import { freshChat } from './freshChat';
import { jivoSite } from './jivoSite';
import { liveChat } from './liveChat';
import { liveTex } from './liveTex';
import { verbox } from './verbox';

/** One loader per provider of spec §1. */
export const CHAT_PROVIDERS: Record<ChatType, ChatProvider> = {
  live_tex: liveTex,
  freshChat,
  liveChat,
  verbox,
  betunlim,
  jivoSite,
  comm100,
};
