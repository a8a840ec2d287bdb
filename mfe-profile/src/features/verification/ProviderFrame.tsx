import { useEffect, useRef } from 'react';
import { useTranslation } from '@casino/shared';
import { originOf, providerEvent, type ProviderEvent } from './rules';
import styles from './Verification.module.css';

export interface ProviderFrameProps {
  /** The provider's page with its access token. */
  url: string;
  onEvent(event: ProviderEvent): void;
}

/** The identity provider's page in a frame; its messages are heard only from that frame and its origin. */
export function ProviderFrame({ url, onEvent }: ProviderFrameProps) {
  const { t } = useTranslation('profile');
  const frame = useRef<HTMLIFrameElement>(null);
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    const origin = originOf(url, window.location.href);
    const onMessage = (event: MessageEvent) => {
      const found = providerEvent(event, origin, frame.current?.contentWindow);
      if (found) handler.current(found);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url]);

  return <iframe ref={frame} src={url} title={t('verification.frameTitle')} className={styles.frame} allow="camera" referrerPolicy="no-referrer" />;
}
