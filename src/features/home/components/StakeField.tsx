import { useId } from 'react';
import { useT } from '../../../i18n/t';
import { displayNumber, displayUsdt } from '../../../i18n/format-amount';
import { Link } from 'wouter';
import type { StakeLimits, StakeProblem } from '../validate-stake';

const QUICK_STAKES = ['1', '5', '10', '50'];

/** A limit as the player would type it: "0.100000" → "0.1", "1000.000000" → "1000". */
function limitText(amount: string): string {
  return amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount;
}

/** The stake in USDT with the balance beside it, quick amounts, and the reason a stake is refused. */
export function StakeField({
  value,
  onChange,
  balance,
  limits,
  problem,
}: {
  value: string;
  onChange: (value: string) => void;
  balance: string | undefined;
  /** From GET /game/rules; a limit problem only arises once they are known. */
  limits: StakeLimits | undefined;
  problem: StakeProblem | null;
}) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const message = problem
    ? t(`order.stake.${problem}`, {
        min: limits ? displayNumber(limitText(limits.min)) : '',
        max: limits ? displayNumber(limitText(limits.max)) : '',
        balance: balance ? displayUsdt(balance) : '',
      })
    : null;
  return (
    <div className="stake">
      <div className="stake__head">
        <label htmlFor={id} className="stake__label">
          {t('order.stake.label')}
        </label>
        {/* The balance opens the wallet, where it grows (docs/payments.md); a plain link: the form stays light. */}
        {balance ? (
          <Link to="/wallet" className="muted">
            {t('order.balance', { balance: displayUsdt(balance) })}
          </Link>
        ) : null}
      </div>
      <input
        id={id}
        className="text-input stake__input"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        data-replay="stake"
      />
      {message ? (
        <p id={errorId} className="field__error stake__error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="stake__quick">
        {QUICK_STAKES.map((amount) => (
          <button
            key={amount}
            type="button"
            className="chip"
            aria-label={t('order.stake.quick', { amount: displayNumber(amount) })}
            onClick={() => onChange(displayNumber(amount))}
            data-replay={`stake:${amount}`}
          >
            {displayNumber(amount)}
          </button>
        ))}
      </div>
    </div>
  );
}
