import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, useTranslation, type Result } from '@casino/shared';
import { Button, Loader, Select, TextField } from '@casino/shared/ui';
import { api } from '../../platform/api';
import { openChat as openLiveChat } from '../../platform/chat-open';
import styles from './Support.module.css';
import { FEEDBACK_FIELDS, feedbackErrors, SUPPORT_TOPICS, type FeedbackField, type FeedbackForm } from './rules';

type Settings = Result<'support.getsettings'>;
const EMPTY: FeedbackForm = { name: '', email: '', topic: '', message: '' };

/**
 * /support (spec §2): how to reach support (channels and hours from the content service's
 * `support` section, the live chat opened from here), the questions players ask most, and the
 * feedback form (`support.sendFeedback`) with its confirmation.
 */
export function SupportPage() {
  const { t } = useTranslation('shell');
  const [settings, setSettings] = useState<Settings | null | 'failed'>(null);
  const [form, setForm] = useState<FeedbackForm>(EMPTY);
  const [errors, setErrors] = useState<FeedbackField[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const [chatMissing, setChatMissing] = useState(false);
  const fieldRefs = useRef<Partial<Record<FeedbackField, HTMLElement | null>>>({});
  const messageId = useId();
  const sentRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    api.call('support.getsettings', {}, { signal: controller.signal }).then(
      (answer) => !controller.signal.aborted && setSettings(answer),
      () => !controller.signal.aborted && setSettings('failed'),
    );
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (sent !== null) sentRef.current?.focus();
  }, [sent]);

  const change = (field: FeedbackField) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => e.filter((x) => x !== field));
  };

  const showErrors = (fields: FeedbackField[]) => {
    setErrors(fields);
    const first = FEEDBACK_FIELDS.find((f) => fields.includes(f));
    if (first) fieldRefs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const invalid = feedbackErrors(form);
    if (invalid.length) return showErrors(invalid);
    setSending(true);
    try {
      const { id } = await api.call('support.sendFeedback', {
        name: form.name.trim(),
        email: form.email.trim(),
        topic: form.topic as (typeof SUPPORT_TOPICS)[number],
        message: form.message.trim(),
      });
      setSent(id);
      setForm(EMPTY);
    } catch (error) {
      if (error instanceof ApiError && error.is('InvalidParameter') && error.fields) {
        const fields = FEEDBACK_FIELDS.filter((f) => f in error.fields!);
        if (fields.length) return showErrors(fields);
      }
      setFormError(error instanceof ApiError && error.is('TooManyRequests') ? t('supportPage.errors.tooMany') : t('supportPage.errors.unknown'));
    } finally {
      setSending(false);
    }
  };

  const openChat = () => setChatMissing(!openLiveChat());
  const err = (field: FeedbackField) => (errors.includes(field) ? t(`supportPage.errors.${field}`) : null);

  return (
    <article className={styles.page} aria-labelledby="support-title">
      <h1 id="support-title" className={styles.title}>
        {t('supportPage.title')}
      </h1>
      <p className={styles.muted}>{t('supportPage.intro')}</p>

      <section className={styles.section} aria-labelledby="support-channels">
        <h2 id="support-channels">{t('supportPage.channels')}</h2>
        {settings === null ? (
          <Loader label={t('supportPage.channels')} />
        ) : settings === 'failed' ? (
          <p role="alert">{t('supportPage.errors.load')}</p>
        ) : (
          <>
            <ul className={styles.channels}>
              {settings.channels.map((c) => (
                <li key={`${c.type}:${c.value}`}>
                  {c.type === 'chat' ? (
                    <Button type="button" onClick={openChat}>
                      {t('supportPage.openChat')}
                    </Button>
                  ) : c.type === 'email' ? (
                    <a href={`mailto:${c.value}`}>{c.label}</a>
                  ) : c.type === 'phone' ? (
                    <a href={`tel:${c.value}`}>{c.label}</a>
                  ) : (
                    <a href={c.value} target="_blank" rel="noopener noreferrer">
                      {c.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
            {chatMissing && <p role="status">{t('supportPage.chatUnavailable')}</p>}
            {settings.hours && (
              <p>
                <strong>{t('supportPage.hours')}:</strong> {settings.hours}
              </p>
            )}
          </>
        )}
      </section>

      {settings && settings !== 'failed' && settings.faq.length > 0 && (
        <section className={`${styles.section} ${styles.faq}`} aria-labelledby="support-faq">
          <h2 id="support-faq">{t('supportPage.faq')}</h2>
          {settings.faq.map((f) => (
            <details key={f.question}>
              <summary>{f.question}</summary>
              {/* Sanitised by the server (support.getsettings). */}
              <div dangerouslySetInnerHTML={{ __html: f.answer }} />
            </details>
          ))}
        </section>
      )}

      <section className={styles.section} aria-labelledby="support-form">
        <h2 id="support-form">{t('supportPage.form')}</h2>
        {sent !== null ? (
          <div>
            <p role="status" tabIndex={-1} ref={sentRef}>
              {t('supportPage.sent', { id: sent })}
            </p>
            <Button type="button" variant="secondary" onClick={() => setSent(null)}>
              {t('supportPage.another')}
            </Button>
          </div>
        ) : (
          <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-busy={sending || undefined}>
            <TextField
              ref={(el) => void (fieldRefs.current.name = el)}
              label={t('supportPage.name')}
              name="name"
              autoComplete="name"
              required
              maxLength={100}
              value={form.name}
              onChange={(e) => change('name')(e.target.value)}
              error={err('name')}
            />
            <TextField
              ref={(el) => void (fieldRefs.current.email = el)}
              label={t('supportPage.email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={100}
              value={form.email}
              onChange={(e) => change('email')(e.target.value)}
              error={err('email')}
            />
            <Select
              ref={(el) => void (fieldRefs.current.topic = el)}
              label={t('supportPage.topic')}
              name="topic"
              required
              placeholder={t('supportPage.topicPlaceholder')}
              options={SUPPORT_TOPICS.map((value) => ({ value, label: t(`supportPage.topics.${value}`) }))}
              value={form.topic}
              onChange={(e) => change('topic')(e.target.value)}
              error={err('topic')}
            />
            <div>
              <label htmlFor={messageId} className={styles.label}>
                {t('supportPage.message')}
                <span aria-hidden="true"> *</span>
              </label>
              <textarea
                ref={(el) => void (fieldRefs.current.message = el)}
                id={messageId}
                name="message"
                className={styles.textarea}
                required
                maxLength={2000}
                value={form.message}
                onChange={(e) => change('message')(e.target.value)}
                aria-invalid={errors.includes('message') || undefined}
                aria-describedby={errors.includes('message') ? `${messageId}-error` : undefined}
              />
              {errors.includes('message') && (
                <p id={`${messageId}-error`} className={styles.error}>
                  {t('supportPage.errors.message')}
                </p>
              )}
            </div>
            {formError && <p role="alert">{formError}</p>}
            <div>
              <Button type="submit" disabled={sending}>
                {t('supportPage.send')}
              </Button>
            </div>
          </form>
        )}
      </section>
    </article>
  );
}
