import { isEmail } from '@casino/shared/validation';

export const SUPPORT_TOPICS = ['account', 'payments', 'games', 'bonuses', 'technical', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export interface FeedbackForm {
  name: string;
  email: string;
  topic: string;
  message: string;
}
export type FeedbackField = keyof FeedbackForm;
export const FEEDBACK_FIELDS: readonly FeedbackField[] = ['name', 'email', 'topic', 'message'];

/** The form's own checks, the same bounds as the server's (`support.sendFeedback`): the fields in error. */
export function feedbackErrors(form: FeedbackForm): FeedbackField[] {
  const out: FeedbackField[] = [];
  const name = form.name.trim();
  if (name.length < 2 || name.length > 100) out.push('name');
  if (!isEmail(form.email.trim())) out.push('email');
  if (!(SUPPORT_TOPICS as readonly string[]).includes(form.topic)) out.push('topic');
  const message = form.message.trim();
  if (message.length < 10 || message.length > 2000) out.push('message');
  return out;
}
