/** Building blocks of the API's schemas for banners, campaign popups and toasts (results and parameters the methods share). */
import { z } from 'zod';
import { TOAST_TIME_BOUNDS } from '../../toasts/toast-time';
import type { ToastBodies, ToastBody } from '../../toasts/bodies';
import { richDescription } from '../common';

export const bannerItem = z.object({
  id: z.number().int(),
  finished_at: z.number().int().nullable(),
  description: richDescription,
});
export type BannerItem = z.infer<typeof bannerItem>;

/** Campaign popup (spec §3): sysname, preview (a draft only shown in preview mode), texts and a link. */
export const campaignPopup = z.object({
  id: z.number().int(),
  sysname: z.string(),
  preview: z.boolean(),
  description: richDescription,
});
export type CampaignPopup = z.infer<typeof campaignPopup>;

/** `prazer-config.toast` of the content service (spec §3 config, §9): how long a toast stays, in ms. */
export const toastSettings = z.object({ time: z.number().int().min(TOAST_TIME_BOUNDS.min).max(TOAST_TIME_BOUNDS.max) });

/** The data of each registered toast body (spec §3 Toast.component, Toast.data); a body shows only data that passes. */
export const TOAST_BODY_SCHEMAS = {
  'bonus-credited': z.object({ title: z.string().min(1).max(200), amount: z.string().max(60).optional() }),
  'loyalty-notification': z.object({ title: z.string().min(1).max(200), message: z.string().max(500), trigger: z.string().max(60).optional() }),
} satisfies { [B in ToastBody]: z.ZodType<ToastBodies[B]> };
