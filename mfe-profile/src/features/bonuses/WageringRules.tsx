import { useId } from 'react';
import { formatNumber, useTranslation } from '@casino/shared';
import type { WageringRules as Rules } from '@casino/shared/api/schemas';
import type { BonusKind } from './rules';
import styles from './Bonuses.module.css';

/**
 * How stakes count toward a kind's wagering, as the server says the operator set it: each game
 * type's percentage, bets that cover each other, free spin wins (casino), the lowest price and
 * settlement (betting), and that a withdrawal ends the bonuses still usable.
 */
export function WageringRules({ rules, kind }: { rules: Rules; kind: BonusKind }) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  return (
    <div className={styles.rules} role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.rulesTitle}>
        {t('bonuses.rules.title')}
      </h3>
      <ul className={styles.rulesList}>
        {rules.contributions.map((c) => (
          <li key={c.type}>{t('bonuses.rules.percent', { type: t(`bonuses.rules.type.${c.type}`), percent: c.percent })}</li>
        ))}
        {kind === 'betting' && rules.min_odds !== null && <li>{t('bonuses.rules.settled', { odds: formatNumber(rules.min_odds, 2) })}</li>}
        <li>{t(kind === 'betting' ? 'bonuses.rules.sportsCovered' : 'bonuses.rules.covered')}</li>
        {kind === 'casino' && <li>{t('bonuses.rules.freespins')}</li>}
        <li>{t('bonuses.rules.withdrawal')}</li>
      </ul>
    </div>
  );
}
